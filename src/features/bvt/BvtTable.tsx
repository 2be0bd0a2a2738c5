import { registerLink } from "../../api/installationSearch";
import { Link } from "react-router";
import type { BvtConclusion } from "../../api/types";
import { ContextHelp } from "../../framework/help";
import { T } from "../../i18n/de";
import { BVT_TEXTS } from "../../i18n/bvt";
import { DEADLINE_TEXTS } from "../../i18n/deadlines";
import { BAT_RECONSIDERATION_STATES } from "../../api/deadlines";
import { formatCount, formatDate } from "../../i18n/format";
import { CardTable } from "../../ui/table";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { BvtDocuments } from "./BvtDocuments";
import type { Sort, SortField } from "./bvtList";
import styles from "./BvtConclusionsPage.module.css";

const COLUMNS = BVT_TEXTS.columns;
const DEADLINES = DEADLINE_TEXTS.bat;

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
  const withDeadlines = conclusions.some((bvt) => bvt.reconsideration);
  return (
    <CardTable className={styles.table}>
      <caption className={styles.caption}>
        {caption}{" "}
        <ContextHelp
          topic={T.routes.bvtConclusions}
          text={BVT_TEXTS.help.table}
        />
      </caption>
      <thead>
        <tr>
          <SortHeader field="code" {...header} />
          <SortHeader field="title" {...header} />
          <SortHeader field="decision" {...header} />
          <SortHeader field="publicationDate" {...header} />
          <SortHeader field="installationCount" numeric {...header} />
          {withDeadlines && <th scope="col">{DEADLINES.column}</th>}
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
            {/* "(EU) 2024/2974" may break after "(EU)" where the page is narrow. */}
            <td data-label={COLUMNS.decision}>{bvt.decision}</td>
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
                    {BVT_TEXTS.installationsSuffix(
                      bvt.code,
                      bvt.installationCount,
                    )}
                  </VisuallyHidden>
                </Link>
              ) : (
                formatCount(0)
              )}
            </td>
            {withDeadlines && (
              <td data-label={DEADLINES.column}>
                <Reconsideration conclusion={bvt} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

/**
 * IED Art. 21(3): the deadline for reconsidering the permits of the installations whose main
 * activity the conclusions cover, and how many stand where today, each leading to them in the register.
 */
function Reconsideration({ conclusion }: { conclusion: BvtConclusion }) {
  const { reconsideration, code } = conclusion;
  if (!reconsideration) return null;
  const counts = BAT_RECONSIDERATION_STATES.filter(
    (state) => reconsideration.installations[state] > 0,
  );
  return (
    <>
      {/* May break after 'Frist bis', never inside the date: the column stays narrow. */}
      <span>{DEADLINES.deadlineOf(formatDate(reconsideration.deadline))}</span>
      {counts.length === 0 ? (
        <p className={styles.muted}>{DEADLINES.none}</p>
      ) : (
        <ul className={styles.states}>
          {counts.map((state) => (
            <li key={state}>
              <Link
                to={registerLink({
                  criteria: { bvt: [code], batReconsideration: [state] },
                })}
              >
                {DEADLINES.count(
                  formatCount(reconsideration.installations[state]),
                  DEADLINES.states[state],
                )}
                <VisuallyHidden>
                  {BVT_TEXTS.installationsSuffix(
                    code,
                    reconsideration.installations[state],
                  )}
                </VisuallyHidden>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
