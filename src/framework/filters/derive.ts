/**
 * The filter's state is never kept, only derived: from the stored filters (server state, with the
 * changes not yet stored on top), this tab's own client state (its choice, its filters not saved
 * yet, its changes not saved) and the applied criteria in the URL. A transition of `filterReducer`
 * is split back into the three: what to store, what the tab keeps, what the URL says.
 */
import type { StorageError } from "../../api/filter-storage";
import { filterReducer, type LoadedFilter } from "./filterReducer";
import {
  DEFAULT_FILTER_KEY,
  appliedCriteria,
  createInitialState,
  criterionValues,
  sameValues,
  type Criteria,
  type FilterDefinition,
  type FilterState,
  type SavedFilter,
} from "./model";

/** The saved filters as stored, in their order, and the stored selection. */
export interface StoredView {
  filters: readonly LoadedFilter[];
  /** A key; "" for none; undefined when nothing is stored. */
  selected: string | undefined;
}

/** What this browser tab keeps of the filter (client state, kept in its session storage). */
export interface TabFilters {
  /** Its choice; undefined until it makes one (the stored selection counts until then). */
  selectedKey?: string | null;
  /** Filters of this tab alone until saved ('Unbenannter Filter'), in order: key → name, switch. */
  unsaved: readonly (readonly [string, { name: string; enabled: boolean }])[];
  /** Pending values of filters changed and not saved: key → criteria. */
  drafts: readonly (readonly [string, Criteria])[];
  /** Whether the built-in default filter is switched off or on here, when changed. */
  defaultEnabled?: boolean;
  instantUpdate: boolean;
}

export const EMPTY_TAB: TabFilters = {
  unsaved: [],
  drafts: [],
  instantUpdate: false,
};

/** A criterion's values in `criteria`, none where it has none: a name is looked up as data. */
function valuesIn(criteria: Criteria, id: string): string[] {
  return Object.hasOwn(criteria, id) ? [...(criteria[id] ?? [])] : [];
}

function selection(
  values: ReadonlyMap<string, SavedFilter>,
  wanted: string | null | undefined,
): string | null {
  if (wanted === "" || wanted === null) return null;
  return wanted !== undefined && values.has(wanted)
    ? wanted
    : DEFAULT_FILTER_KEY;
}

export function deriveState(
  definition: FilterDefinition,
  stored: StoredView | null,
  tab: TabFilters,
  url: Criteria,
  error: StorageError | null,
): FilterState {
  const initial = createInitialState(definition);
  if (!stored && !error) return initial;
  const loaded = filterReducer(initial, {
    type: "loaded",
    filters: stored?.filters ?? [],
    selectedKey: stored?.selected,
    error,
  }).state;
  const base = new Map(loaded.values);
  const standard = base.get(DEFAULT_FILTER_KEY)!;
  if (tab.defaultEnabled !== undefined)
    base.set(DEFAULT_FILTER_KEY, { ...standard, enabled: tab.defaultEnabled });
  for (const [key, { name, enabled }] of tab.unsaved) {
    if (base.has(key)) continue;
    base.set(key, {
      name,
      editable: true,
      touched: false,
      enabled,
      stored: false,
      criterias: criterionValues(definition),
    });
  }
  const selectedKey =
    tab.selectedKey === undefined
      ? loaded.selectedKey
      : selection(base, tab.selectedKey);
  const drafts = new Map(tab.drafts);
  const values = new Map<string, SavedFilter>();
  for (const [key, filter] of base) {
    const draft = filter.editable ? drafts.get(key) : undefined;
    const applied = key === selectedKey && filter.enabled ? url : undefined;
    const criterias = Object.fromEntries(
      definition.criterias.map(({ id }) => {
        const value = filter.criterias[id]!;
        const applyable = draft ? valuesIn(draft, id) : [...value.default];
        const current = applied ? valuesIn(applied, id) : [...applyable];
        return [id, { ...value, applyable, current }];
      }),
    );
    const touched = Object.values(criterias).some(
      (value) => !sameValues(value.applyable, value.default),
    );
    values.set(key, { ...filter, criterias, touched });
  }
  return {
    ...loaded,
    values,
    selectedKey,
    instantUpdate: tab.instantUpdate,
  };
}

/** A filter's pending values, the criteria with any. */
function pendingCriteria(filter: SavedFilter): Criteria {
  return Object.fromEntries(
    Object.entries(filter.criterias)
      .filter(([, value]) => value.applyable.length > 0)
      .map(([id, value]) => [id, [...value.applyable]]),
  );
}

/** What the tab keeps of a state: its choice, its filters not stored, its changes not saved. */
export function tabOf(state: FilterState): TabFilters {
  const unsaved: [string, { name: string; enabled: boolean }][] = [];
  const drafts: [string, Criteria][] = [];
  for (const [key, filter] of state.values) {
    if (!filter.editable) continue;
    if (!filter.stored)
      unsaved.push([key, { name: filter.name, enabled: filter.enabled }]);
    if (filter.touched) drafts.push([key, pendingCriteria(filter)]);
  }
  const standard = state.values.get(DEFAULT_FILTER_KEY);
  return {
    selectedKey: state.selectedKey,
    unsaved,
    drafts,
    ...(standard &&
      standard.enabled !== (state.definition.defaultEnabled ?? false) && {
        defaultEnabled: standard.enabled,
      }),
    instantUpdate: state.instantUpdate,
  };
}

/**
 * The criteria the selected filter applies with its pending values: what entering the page with
 * it applies, and what a link is told apart from.
 */
export function intendedCriteria(state: FilterState): Criteria {
  const key = state.selectedKey;
  const filter = key === null ? undefined : state.values.get(key);
  if (!filter?.enabled) return {};
  return appliedCriteria({
    ...state,
    values: new Map(state.values).set(key!, {
      ...filter,
      criterias: Object.fromEntries(
        Object.entries(filter.criterias).map(([id, value]) => [
          id,
          { ...value, current: value.applyable },
        ]),
      ),
    }),
  });
}
