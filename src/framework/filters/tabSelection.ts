/**
 * Which saved filter this browser tab shows. The stored selection (SPEC §3, the selected-filter
 * key) is one per user and shared by every tab, while the applied criteria are in each tab's URL:
 * after choosing filter A in one tab and B in another, a reload of the first would select B and
 * then read A's criteria in its URL as a link — an unsaved 'Unbenannter Filter' that blocks
 * switching. So each tab also remembers its own choice in sessionStorage, which is per tab and
 * survives a reload, and a reload restores that — a saved filter the user had changed without
 * saving as the same filter with those changes, still unsaved.
 */
import type { FilterAction } from "./filterReducer";
import { filterReducer } from "./filterReducer";
import type { loadFilters } from "./filterSync";
import { confirmedAfterLoad } from "./filterSync";
import {
  DEFAULT_FILTER_KEY,
  appliedCriteria,
  selectedFilter,
  type Criteria,
  type FilterState,
} from "./model";
import type { StoredSnapshot } from "./persistence";
import { criteriaKey } from "./urlCriteria";
import { browserStorage } from "../chrome";

export interface TabSelection {
  /** Whose filters: a tab whose user changed does not restore the previous user's choice. */
  owner: string;
  /** The selected key; null for 'Kein Filter'. */
  key: string | null;
  /** The criteria this saved filter applied, as the tab last put them into its URL. */
  criteria: string | null;
  /** The filter's pending values while it is touched (changed, not saved). */
  draft?: Criteria;
}

function isCriteria(value: unknown): value is Criteria {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (values) =>
        Array.isArray(values) &&
        values.every((entry) => typeof entry === "string"),
    )
  );
}

/** The pending values of a filter: what its side page shows. */
function pendingCriteria(
  filter: NonNullable<ReturnType<typeof selectedFilter>>,
) {
  return Object.fromEntries(
    Object.entries(filter.criterias)
      .filter(([, value]) => value.applyable.length > 0)
      .map(([id, value]) => [id, [...value.applyable]]),
  );
}

function tabSelectionStorageKey(filterId: string): string {
  return `natippc-filter-tab-${filterId}`;
}

export function readTabSelection(
  filterId: string,
  owner: string,
  storage: Storage = browserStorage("sessionStorage"),
): TabSelection | null {
  try {
    const raw = storage.getItem(tabSelectionStorageKey(filterId));
    const value = raw ? (JSON.parse(raw) as Partial<TabSelection>) : null;
    if (
      value?.owner !== owner ||
      (value.key !== null && typeof value.key !== "string")
    )
      return null;
    return {
      owner,
      key: value.key,
      criteria: typeof value.criteria === "string" ? value.criteria : null,
      ...(isCriteria(value.draft) && { draft: value.draft }),
    };
  } catch {
    return null;
  }
}

/**
 * What the tab remembers after a change: the selected filter when it is saved, the criteria it
 * applies (as the URL holds them) and, while it is touched, its pending values. null: keep what is
 * remembered (an unsaved filter lives on in the URL alone).
 */
export function tabSelectionOf(
  state: FilterState,
  owner: string,
): TabSelection | null {
  if (state.loading) return null;
  const key = state.selectedKey;
  const filter = selectedFilter(state);
  if (key !== null && !filter?.stored) return null;
  const criteria = criteriaKey(appliedCriteria(state));
  if (filter?.touched)
    return { owner, key, criteria, draft: pendingCriteria(filter) };
  return { owner, key, criteria };
}

export function writeTabSelection(
  filterId: string,
  selection: TabSelection,
  storage: Storage = browserStorage("sessionStorage"),
): void {
  try {
    storage.setItem(
      tabSelectionStorageKey(filterId),
      JSON.stringify(selection),
    );
  } catch {
    // Quota exceeded or storage disabled: the next reload uses the stored selection.
  }
}

export interface RestoredFilters {
  state: FilterState;
  confirmed: StoredSnapshot;
  /**
   * The criteria of the URL the load replaced with the tab's saved filter as saved now (another
   * tab changed it): the page writes the filter's criteria over them instead of reading them as
   * a link. null otherwise.
   */
  restoredOver: string | null;
}

/**
 * The state after loading the saved filters: this tab's own choice where it still exists, else
 * the stored selection; then the criteria in the URL. Those are the tab's own from before a
 * reload (the saved filter is shown as saved now), criteria some saved filter applies (that one is
 * selected), or a link (applied as an unsaved filter, SPEC §4 reset with values).
 */
export function restoreLoaded(
  initial: FilterState,
  {
    action,
    storedSelection,
    staleSettings,
    unstoredBases,
    settings,
    versions,
  }: Awaited<ReturnType<typeof loadFilters>>,
  {
    tab,
    initialCriteria,
    newKey,
  }: {
    tab: TabSelection | null;
    initialCriteria: Criteria | null;
    newKey: () => string;
  },
): RestoredFilters {
  const tabKey =
    tab &&
    (tab.key === null ||
      tab.key === DEFAULT_FILTER_KEY ||
      action.filters.some((filter) => filter.key === tab.key))
      ? tab.key
      : undefined;
  const loaded: FilterAction =
    tabKey === undefined ? action : { ...action, selectedKey: tabKey ?? "" };
  let state = filterReducer(initial, loaded).state;
  let restoredOver: string | null = null;
  const wanted = initialCriteria && criteriaKey(initialCriteria);
  if (
    tabKey &&
    tab?.draft &&
    tab.criteria === criteriaKey(initialCriteria ?? {})
  ) {
    // The tab's own URL, with a saved filter it had changed: that filter, changed as it was.
    state = filterReducer(state, {
      type: "restoreDraft",
      key: tabKey,
      applyable: tab.draft,
      current: initialCriteria ?? {},
    }).state;
  } else if (
    initialCriteria &&
    wanted !== criteriaKey(appliedCriteria(state))
  ) {
    if (tabKey !== undefined && tab?.criteria === wanted) {
      restoredOver = wanted;
    } else {
      const saved = [...state.values].find(
        ([key, filter]) =>
          filter.stored &&
          filter.enabled &&
          criteriaKey(appliedCriteria({ ...state, selectedKey: key })) ===
            wanted,
      )?.[0];
      state = saved
        ? filterReducer(state, { type: "select", key: saved }).state
        : filterReducer(state, {
            type: "resetWithValues",
            values: initialCriteria,
            key: newKey(),
          }).state;
    }
  }
  // A reload is not a choice: the shared selection stays as the other tabs left it.
  const afterLoad = confirmedAfterLoad(
    state,
    tabKey === undefined ? storedSelection : (state.selectedKey ?? ""),
    versions,
  );
  // Compared with what is really stored, a filter that lost stale values is written anew.
  const filters = new Map(afterLoad.filters);
  for (const [name, value] of staleSettings)
    if (filters.has(name)) filters.set(name, value);
  // A change not stored at the last visit is compared with what it was made on; the version read
  // now is not the one it was made on when the stored value has changed since.
  const known = new Map(afterLoad.versions);
  for (const [name, base] of unstoredBases) {
    if (base === null) filters.delete(name);
    else filters.set(name, base);
    if (base !== (settings.get(name) ?? null)) known.delete(name);
  }
  return {
    state,
    confirmed: { ...afterLoad, filters, versions: known },
    restoredOver,
  };
}
