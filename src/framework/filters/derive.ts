/**
 * The filter's state is never kept, only derived: from the stored filters (server state, with the
 * changes not yet stored on top), this tab's own part (client state) and the applied criteria in
 * the URL. A transition of `filterReducer` is split back into the three: what to store
 * (persistence.ts), what the tab keeps (`tabOf`), what the URL says (`appliedCriteria`).
 */
import type { StorageError } from "../../api/filter-storage";
import { filterReducer, type LoadedFilter } from "./filterReducer";
import {
  DEFAULT_FILTER_KEY,
  appliedCriteria,
  createInitialState,
  criterionValues,
  isTouched,
  type Criteria,
  type FilterDefinition,
  type FilterState,
  type SavedFilter,
} from "./model";

/** The saved filters as stored, in their order, and the stored selection ("" none, undefined not stored). */
export interface StoredView {
  filters: readonly LoadedFilter[];
  selected: string | undefined;
}

/**
 * What this browser tab keeps of a filter: a name for one of its own not saved yet ('Unbenannter
 * Filter'), the switch where it is the tab's own (that one, the default filter), pending values
 * where they differ from the saved ones.
 */
export interface TabOverride {
  name?: string;
  enabled?: boolean;
  pending?: Criteria;
}

/** This tab's part: its choice (undefined until it makes one), its overrides in order, its mode. */
export interface TabFilters {
  selectedKey?: string | null;
  overrides: readonly (readonly [string, TabOverride])[];
  instantUpdate: boolean;
}

export const EMPTY_TAB: TabFilters = { overrides: [], instantUpdate: false };

/** A criterion's values in `criteria`, none where it has none: a name is looked up as data. */
const valuesIn = (criteria: Criteria, id: string) =>
  Object.hasOwn(criteria, id) ? [...criteria[id]!] : [];

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
  const overrides = new Map(tab.overrides);
  const base = new Map(loaded.values);
  for (const [key, { name, enabled }] of overrides) {
    const filter = base.get(key);
    if (filter && enabled !== undefined && !(filter.editable && filter.stored))
      base.set(key, { ...filter, enabled });
    else if (!filter && name !== undefined)
      base.set(key, {
        name,
        editable: true,
        touched: false,
        enabled: enabled ?? true,
        stored: false,
        criterias: criterionValues(definition),
      });
  }
  const wanted = tab.selectedKey;
  const selectedKey =
    wanted === undefined
      ? loaded.selectedKey
      : wanted === null || wanted === ""
        ? null
        : base.has(wanted)
          ? wanted
          : DEFAULT_FILTER_KEY;
  const values = new Map<string, SavedFilter>();
  for (const [key, filter] of base) {
    const pending = filter.editable ? overrides.get(key)?.pending : undefined;
    const applied = key === selectedKey && filter.enabled ? url : undefined;
    const criterias = Object.fromEntries(
      definition.criterias.map(({ id }) => {
        const value = filter.criterias[id]!;
        const applyable = pending ? valuesIn(pending, id) : [...value.default];
        const current = applied ? valuesIn(applied, id) : [...applyable];
        return [id, { ...value, applyable, current }];
      }),
    );
    values.set(key, {
      ...filter,
      criterias,
      touched: isTouched({ criterias }),
    });
  }
  return { ...loaded, values, selectedKey, instantUpdate: tab.instantUpdate };
}

/** What the tab keeps of a state: its choice, its filters not stored, its changes not saved. */
export function tabOf(state: FilterState): TabFilters {
  const overrides: [string, TabOverride][] = [];
  for (const [key, filter] of state.values) {
    const override: TabOverride = {};
    if (!filter.stored) override.name = filter.name;
    if (
      !filter.stored ||
      (key === DEFAULT_FILTER_KEY &&
        filter.enabled !== (state.definition.defaultEnabled ?? false))
    )
      override.enabled = filter.enabled;
    if (filter.touched && filter.editable)
      override.pending = Object.fromEntries(
        Object.entries(filter.criterias)
          .filter(([, value]) => value.applyable.length > 0)
          .map(([id, value]) => [id, [...value.applyable]]),
      );
    if (Object.keys(override).length > 0) overrides.push([key, override]);
  }
  return {
    selectedKey: state.selectedKey,
    overrides,
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
  if (!filter) return {};
  const criterias = Object.fromEntries(
    Object.entries(filter.criterias).map(([id, value]) => [
      id,
      { ...value, current: value.applyable },
    ]),
  );
  return appliedCriteria({
    ...state,
    values: new Map(state.values).set(key!, { ...filter, criterias }),
  });
}
