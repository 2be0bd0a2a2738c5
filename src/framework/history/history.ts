import type { ChangeRecord } from "../../api/types";
import { T } from "../../i18n/de";

/** SPEC §3 History entry: a plain change history, or versions of which one is shown. */
export const HISTORY_TYPES = {
  history: "history",
  versioning: "versioning",
} as const;
type HistoryType = (typeof HISTORY_TYPES)[keyof typeof HISTORY_TYPES];

/** SPEC §3 Change record; field and newValue are optional extras the register's records carry. */
export type HistoryChange = Pick<
  ChangeRecord,
  "type" | "versionName" | "date" | "user"
> &
  Partial<Pick<ChangeRecord, "oldValue" | "newValue" | "field">>;

/** An entry's title: a button when it has onClick, a route link when it has linkTo. */
export interface HistoryTitle {
  name: string;
  onClick?: () => void;
  linkTo?: string;
}

export interface HistoryItem {
  id: string;
  /** ISO date. */
  date: string;
  title: HistoryTitle;
  changes?: readonly HistoryChange[];
}

/** What a page hands the history panel (SPEC §3 History entry). */
export interface HistoryConfig {
  historyType: HistoryType;
  items: readonly HistoryItem[];
  defaultActiveVersionId?: string;
  defaultShowChanges?: boolean;
  /** Text of the header button; 'Verlauf' or 'Versionierung' by history type when absent. */
  versioningButtonDisplayValue?: string;
}

/** What the panel and the page share: the shown version and whether changes are listed. */
export interface HistoryView {
  activeVersionId: string | undefined;
  showChanges: boolean;
}

function time(item: HistoryItem): number {
  const ms = Date.parse(item.date);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Newest first; entries of the same date keep their order. */
export function sortNewestFirst(items: readonly HistoryItem[]): HistoryItem[] {
  return [...items].sort((a, b) => time(b) - time(a));
}

/** The current version is the newest entry. */
function currentVersionId(items: readonly HistoryItem[]): string | undefined {
  return sortNewestFirst(items)[0]?.id;
}

/** SPEC §4: the default active version if there is such an entry, otherwise the newest. */
export function initialHistoryView(config: HistoryConfig): HistoryView {
  const { items, defaultActiveVersionId, defaultShowChanges = false } = config;
  const hasDefault =
    defaultActiveVersionId !== undefined &&
    items.some((item) => item.id === defaultActiveVersionId);
  return {
    activeVersionId: hasDefault
      ? defaultActiveVersionId
      : currentVersionId(items),
    showChanges: defaultShowChanges,
  };
}

/** SPEC §4 'to the current version'. */
export function toCurrentVersion(
  view: HistoryView,
  items: readonly HistoryItem[],
): HistoryView {
  return { ...view, activeVersionId: currentVersionId(items) };
}

export function historyButtonLabel(config: HistoryConfig): string {
  return (
    config.versioningButtonDisplayValue ||
    (config.historyType === HISTORY_TYPES.versioning
      ? T.ui.versioning
      : T.ui.history)
  );
}

/**
 * Identifies what the view was initialised from: a page re-rendering with equal data keeps the
 * user's choice, new entries or defaults start over.
 */
export function historyConfigKey(config: HistoryConfig): string {
  return JSON.stringify([
    config.historyType,
    config.items.map((item) => item.id),
    config.defaultActiveVersionId,
    config.defaultShowChanges,
  ]);
}
