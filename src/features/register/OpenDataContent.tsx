import { useHttp } from "../../api/HttpContext";
import {
  OPEN_DATA_FORMATS,
  openDataQuery,
  type SearchBody,
} from "../../api/installationSearch";
import { OPEN_DATA_TEXTS, type OpenDataColumn } from "../../i18n/openData";
import styles from "./Register.module.css";

const TEXTS = OPEN_DATA_TEXTS;
const JSON_KEYS = Object.keys(TEXTS.columns) as OpenDataColumn[];

/**
 * The whole result as open data: stable CSV and JSON addresses carrying the search, the licence and
 * what every column holds.
 */
export function OpenDataContent({ body }: { body: SearchBody }) {
  const http = useHttp();
  const query = openDataQuery(body).toString();
  const href = (format: (typeof OPEN_DATA_FORMATS)[number]) => {
    const path = http.url(`/opendata/installations.${format}`);
    return query ? `${path}?${query}` : path;
  };
  return (
    <>
      <p>{TEXTS.intro}</p>
      <ul className={styles.openDataLinks}>
        <li>
          <a href={href("csv")} download>
            {TEXTS.csv}
          </a>{" "}
          {TEXTS.csvHint}
        </li>
        <li>
          <a href={href("json")}>{TEXTS.json}</a> {TEXTS.jsonHint}
        </li>
      </ul>
      <p>
        {TEXTS.licence} {TEXTS.attribution}.{" "}
        <a
          href={TEXTS.licenceUrl}
          rel="license noopener noreferrer"
          target="_blank"
        >
          {TEXTS.licenceLink}
        </a>
      </p>
      <h3 className={styles.openDataColumnsTitle}>{TEXTS.columnsTitle}</h3>
      <dl className={styles.openDataColumns}>
        {JSON_KEYS.map((key) => (
          <div key={key}>
            <dt>{TEXTS.columnTerm(TEXTS.columns[key].csv, key)}</dt>
            <dd>{TEXTS.columns[key].description}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
