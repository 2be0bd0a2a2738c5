import { useId } from "react";
import { Link } from "react-router";
import { formatCount, formatNumber } from "../../i18n/format";
import { START_TEXTS } from "../../i18n/start";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import styles from "./StatsFigure.module.css";

const TEXTS = START_TEXTS.figures;

export interface StatsRow {
  key: string;
  name: string;
  count: number;
  /** The register filtered to this row. */
  to: string;
  /** Runs when the link is followed, before the register opens. */
  onFollow?: () => void;
}

/**
 * One set of figures twice: a bar chart for the eye (one image with the whole series as its text
 * alternative) and a table with the same numbers, whose names link into the filtered register.
 */
export function StatsFigure({
  title,
  column,
  rows,
  total,
}: {
  title: string;
  column: string;
  rows: readonly StatsRow[];
  total: number;
}) {
  const headingId = useId();
  const max = Math.max(1, ...rows.map((row) => row.count));
  const share = (count: number) =>
    TEXTS.percent(formatNumber(total > 0 ? (count / total) * 100 : 0));
  const chartLabel = TEXTS.chartLabel(
    title,
    rows
      .map((row) => TEXTS.chartEntry(row.name, formatCount(row.count)))
      .join(", "),
  );

  return (
    <section aria-labelledby={headingId} className={styles.figure}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <div role="img" aria-label={chartLabel} className={styles.chart}>
        {rows.map((row) => (
          <div key={row.key} className={styles.bar}>
            <span className={styles.barName}>{row.name}</span>
            <span className={styles.barTrack}>
              <span
                className={styles.barValue}
                style={{ width: `${(row.count / max) * 100}%` }}
              />
            </span>
            <span className={styles.barCount}>{formatCount(row.count)}</span>
          </div>
        ))}
      </div>
      <table className={styles.table}>
        <caption className={VISUALLY_HIDDEN_CLASS}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col" className={styles.number}>
              {TEXTS.count}
            </th>
            <th scope="col" className={styles.number}>
              {TEXTS.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link to={row.to} onClick={row.onFollow}>
                  {row.name}
                </Link>
              </th>
              <td className={styles.number}>{formatCount(row.count)}</td>
              <td className={styles.number}>{share(row.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{TEXTS.sum}</th>
            <td className={styles.number}>{formatCount(total)}</td>
            <td className={styles.number}>{share(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
