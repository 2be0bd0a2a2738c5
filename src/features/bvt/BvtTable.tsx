import { registerLink } from "../../api/installationSearch";
import { Link } from "react-router";
import type { BvtConclusion } from "../../api/types";
import { BVT_TEXTS } from "../../i18n/bvt";
import { formatCount, formatDate } from "../../i18n/format";
import { CardTable } from "../../ui/table";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { BvtDocuments } from "./BvtDocuments";
import type { Sort, SortField } from "./bvtList";
import styles from "./BvtConclusionsPage.module.css";

const COLUMNS = BVT_TEXTS.columns;

function SortHeader({
  field,
  sort,
  onSort,
  numeric = false,
}: {
  field: SortField;
  sort: Sort;
  onSort: (field: SortField) => void;
  numeric?: boolean;
}) {
  const active = sort.field === field;
  const direction = sort.direction === "asc" ? "ascending" : "descending";
  return (
    <th
      scope="col"
      aria-sort={active ? direction : undefined}
      className={numeric ? styles.number : undefined}
    >
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(field)}
      >
        {COLUMNS[field]}
        <svg
          className={styles.sortIcon}
          data-direction={active ? sort.direction : "none"}
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
        >
          <path className={styles.sortUp} d="M12 4 6 10h12z" />
          <path className={styles.sortDown} d="M12 20l6-6H6z" />
        </svg>
      </button>
    </th>
  );
}

/** The conclusions, each with its documents below the title; a table where there is room, else one card per conclusion. */
export function BvtTable({
  conclusions,
  caption,
  sort,
  onSort,
  dmsTemplate,
}: {
  conclusions: readonly BvtConclusion[];
  caption: string;
  sort: Sort;
  onSort: (field: SortField) => void;
  dmsTemplate: string | undefined;
}) {
  const header = { sort, onSort };
  return (
    <CardTable className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <SortHeader field="code" {...header} />
          <SortHeader field="title" {...header} />
          <SortHeader field="decision" {...header} />
          <SortHeader field="publicationDate" {...header} />
          <SortHeader field="installationCount" numeric {...header} />
        </tr>
      </thead>
      <tbody>
        {conclusions.map((bvt) => (
          <tr key={bvt.id}>
            <th scope="row" className={styles.code}>
              {bvt.code}
            </th>
            <td data-label={COLUMNS.title}>
              <span className={styles.title}>{bvt.title}</span>
              <BvtDocuments conclusion={bvt} dmsTemplate={dmsTemplate} />
            </td>
            <td data-label={COLUMNS.decision} className={styles.nowrap}>
              {bvt.decision}
            </td>
            <td data-label={COLUMNS.publicationDate}>
              <time dateTime={bvt.publicationDate}>
                {formatDate(bvt.publicationDate)}
              </time>
            </td>
            <td
              data-label={COLUMNS.installationCount}
              className={styles.number}
            >
              {bvt.installationCount > 0 ? (
                <Link to={registerLink({ criteria: { bvt: [bvt.code] } })}>
                  {formatCount(bvt.installationCount)}
                  <VisuallyHidden>
                    {BVT_TEXTS.installationsSuffix(bvt.code)}
                  </VisuallyHidden>
                </Link>
              ) : (
                formatCount(0)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
