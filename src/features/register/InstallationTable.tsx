import { Fragment, memo, useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { InstallationSummary } from "../../api/types";
import { formatDate } from "../../i18n/format";
import { REGISTER_TEXTS } from "../../i18n/register";
import { DEADLINE_TEXTS } from "../../i18n/deadlines";
import { siteVisitState } from "../../api/deadlines";
import { Tooltip } from "../../ui/tooltip";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { Icon } from "../../ui/icons";
import { type Sort, type SortField } from "../../api/installationSearch";
import { COLUMNS, type Column } from "./registerView";
import { TruncatedText } from "./TruncatedText";
import styles from "./Register.module.css";

const TEXTS = REGISTER_TEXTS;

export interface InstallationListProps {
  items: readonly InstallationSummary[];
  /** Names the list: count and page. */
  label: string;
  /** A new result is on its way; the old one stays until it arrives. */
  busy: boolean;
  /** BVT code → its full name. */
  bvtNames: ReadonlyMap<string, string>;
  /** ISO date: deadlines passed before it are overdue. */
  today: string;
}

/** The register's result table (desktop and tablet): one row per installation, sortable columns. */
export function InstallationTable({
  items,
  label,
  busy,
  bvtNames,
  today,
  sort,
  onSort,
}: InstallationListProps & {
  /** null: sorted by distance ('in der Nähe'), by no column. */
  sort: Sort | null;
  onSort: (field: SortField) => void;
}) {
  return (
    <div className={styles.tableScroll} data-busy={busy || undefined}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={VISUALLY_HIDDEN_CLASS}>{label}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.id}
                column={column}
                sort={sort}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((installation) => (
            <Row
              key={installation.id}
              installation={installation}
              bvtNames={bvtNames}
              today={today}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Memoised: while a search is on its way the page re-renders, the rows shown stay as they are. */
const Row = memo(function Row({
  installation,
  bvtNames,
  today,
}: {
  installation: InstallationSummary;
  bvtNames: ReadonlyMap<string, string>;
  today: string;
}) {
  return (
    <tr>
      <th scope="row" className={styles.nameCell}>
        <InstallationName installation={installation} />
      </th>
      <td>{installation.operatorName}</td>
      <td>{placeOf(installation)}</td>
      <td>{installation.bezirk.name}</td>
      <td>{installation.bundesland.name}</td>
      <td className={styles.activityCell}>
        <TruncatedText text={activityOf(installation)} />
      </td>
      <td>
        <BvtCodes codes={installation.bvtCodes} names={bvtNames} />
      </td>
      <td className={styles.dateCell}>
        <LastInspection date={installation.lastInspection} />
      </td>
      <td className={styles.dateCell}>
        <NextSiteVisit installation={installation} today={today} />
      </td>
    </tr>
  );
});

/** aria-sort on the sorted column only (WAI-ARIA APG sortable table); the button toggles it. */
function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: Sort | null;
  onSort: (field: SortField) => void;
}) {
  const active = sort?.field === column.field;
  const ascending = sort?.direction === "asc";
  return (
    <th
      scope="col"
      aria-sort={active ? (ascending ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(column.field)}
      >
        {TEXTS.columns[column.id]}
        <span className={active ? styles.sortActive : styles.sortIdle}>
          <Icon
            name={
              active
                ? ascending
                  ? "sortAscending"
                  : "sortDescending"
                : "sortable"
            }
            size={18}
          />
        </span>
      </button>
    </th>
  );
}

/** The register on phones: a card per installation, every field readable without scrolling sideways. */
export function InstallationCards({
  items,
  label,
  busy,
  bvtNames,
  today,
}: InstallationListProps) {
  const labelId = useId();
  return (
    <div data-busy={busy || undefined} className={styles.cardsWrap}>
      <p id={labelId} className={VISUALLY_HIDDEN_CLASS}>
        {label}
      </p>
      <ul className={styles.cards} aria-labelledby={labelId} aria-busy={busy}>
        {items.map((installation) => (
          <Card
            key={installation.id}
            installation={installation}
            bvtNames={bvtNames}
            today={today}
          />
        ))}
      </ul>
    </div>
  );
}

const Card = memo(function Card({
  installation,
  bvtNames,
  today,
}: {
  installation: InstallationSummary;
  bvtNames: ReadonlyMap<string, string>;
  today: string;
}) {
  const columns = TEXTS.columns;
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <InstallationName installation={installation} />
      </h2>
      <dl className={styles.cardFields}>
        <Field term={columns.operator}>{installation.operatorName}</Field>
        <Field term={TEXTS.location}>
          {placeOf(installation)}
          <br />
          {installation.bezirk.name}, {installation.bundesland.name}
        </Field>
        <Field term={columns.activity}>{activityOf(installation)}</Field>
        <Field term={columns.bvt}>
          <BvtCodes codes={installation.bvtCodes} names={bvtNames} />
        </Field>
        <Field term={columns.lastInspection}>
          <LastInspection date={installation.lastInspection} />
        </Field>
        <Field term={columns.nextSiteVisit}>
          <NextSiteVisit installation={installation} today={today} />
        </Field>
      </dl>
    </li>
  );
});

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.cardField}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function InstallationName({
  installation,
}: {
  installation: InstallationSummary;
}) {
  return (
    <>
      <Link to={installation.id} className={styles.nameLink}>
        {installation.name}
      </Link>
      {installation.status === "CLOSED" && (
        <span className={styles.closedTag}>{TEXTS.closed}</span>
      )}
    </>
  );
}

function BvtCodes({
  codes,
  names,
}: {
  codes: readonly string[];
  names: ReadonlyMap<string, string>;
}) {
  if (codes.length === 0)
    return <span className={styles.muted}>{TEXTS.bvtNone}</span>;
  return (
    <span>
      {codes.map((code, index) => (
        <Fragment key={code}>
          {index > 0 && ", "}
          <BvtCode code={code} name={names.get(code)} />
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A title shows only to a mouse: the full name is the code's tooltip, on hover and on keyboard
 * focus, and a click or tap pins it open. Until the names have loaded the code is plain text.
 */
function BvtCode({ code, name }: { code: string; name: string | undefined }) {
  if (!name) return <abbr>{code}</abbr>;
  return (
    <Tooltip text={name} pinOnClick>
      <button type="button" className={styles.bvtCode}>
        {code}
      </button>
    </Tooltip>
  );
}

function LastInspection({ date }: { date: string | null }) {
  if (!date) return <span className={styles.muted}>{TEXTS.noInspection}</span>;
  return <time dateTime={date}>{formatDate(date)}</time>;
}

/** The day the next site visit is due at the latest, marked when it has passed. */
function NextSiteVisit({
  installation,
  today,
}: {
  installation: InstallationSummary;
  today: string;
}) {
  const due = installation.nextSiteVisitDue;
  // Undefined: the backend does not say; null: closed, none is due.
  if (due === undefined) return null;
  if (due === null)
    return <span className={styles.muted}>{TEXTS.noInspection}</span>;
  return (
    <>
      <time dateTime={due}>{formatDate(due)}</time>
      {siteVisitState(due, today) === "OVERDUE" && (
        <span className={styles.overdueTag}>
          {DEADLINE_TEXTS.siteVisit.states.OVERDUE}
        </span>
      )}
    </>
  );
}

/** "4020 Linz", and how far it is when the list is sorted by distance ("4020 Linz · 12,3 km"). */
const placeOf = (installation: InstallationSummary) =>
  installation.distanceKm === undefined
    ? `${installation.postcode} ${installation.municipality}`
    : `${installation.postcode} ${installation.municipality} · ${TEXTS.near.distance(installation.distanceKm)}`;

const activityOf = (installation: InstallationSummary) =>
  `${installation.mainActivity.code} ${installation.mainActivity.label}`;
