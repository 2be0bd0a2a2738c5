/**
 * The filter model of SPEC §3: definitions come from the page, state per filter id lives in
 * jotai (state.ts) and changes only through `filterReducer`.
 */
import {
  DEFAULT_FILTER_KEY,
  type StorageError,
} from "../../api/filter-storage";
import { T } from "../../i18n/de";

type UpdateMode = "live" | "apply";

export interface CriterionOption {
  value: string;
  label: string;
}

/** SPEC §3 criterion; `options` are the values a user can choose from. */
export interface CriterionDefinition {
  id: string;
  label: string;
  category: string;
  defaultExpanded?: boolean;
  defaultValue: readonly string[];
  options: readonly CriterionOption[];
  /** How a value reads in the filter bar; the option's label otherwise. */
  displayValue?: (value: string) => string;
}

/** SPEC §3 filter definition. */
export interface FilterDefinition {
  id: string;
  /** Whether the built-in 'Standardfilter' starts enabled (its criteria take effect). */
  defaultEnabled?: boolean;
  /** Hides the saved-filter management; criteria, apply and reset stay. */
  disableFilterManagement?: boolean;
  updateMode?: UpdateMode;
  /** Whether the category blocks start expanded (a criterion's defaultExpanded wins). */
  isDefaultExpanded?: boolean;
  criterias: readonly CriterionDefinition[];
}

/**
 * SPEC §3 criterion value. `default` is what the filter returns to on reset: the criterion's
 * defaultValue for a new filter, the stored value once the filter is saved — so "touched"
 * (pending ≠ default) means exactly "pending differs from what is saved".
 */
export interface CriterionValue {
  label: string;
  /** Pending: what the side filter page shows. */
  applyable: string[];
  /** Applied: what the result list uses. */
  current: string[];
  default: string[];
}

/** SPEC §3 saved filter. */
export interface SavedFilter {
  name: string;
  /** False only for the built-in default filter: it cannot be renamed or deleted. */
  editable: boolean;
  touched: boolean;
  /** A disabled filter keeps its criteria but does not restrict the results. */
  enabled: boolean;
  /**
   * Written to the user settings. A filter made by editing the default filter or from a shared
   * link exists only until the user saves it.
   */
  stored: boolean;
  criterias: Record<string, CriterionValue>;
}

/** SPEC §3 filter state per filter id, plus what the reducer needs to stay pure. */
export interface FilterState {
  definition: FilterDefinition;
  /** The saved filters could not be loaded (SPEC §8: kept in filter state, warning icon). */
  error: StorageError | null;
  /** Saved filters are being read; nothing is written until they are in. */
  loading: boolean;
  selectedKey: string | null;
  /**
   * Ordered as shown: the default filter first, then the saved ones as stored. A Map: the keys come
   * from storage and links, and a key such as `constructor` or `1` must neither reach an object's
   * prototype nor jump the order.
   */
  values: ReadonlyMap<string, SavedFilter>;
  /** SPEC §4: the instant-update option forces live mode. */
  instantUpdate: boolean;
}

export type Criteria = Record<string, string[]>;

export { DEFAULT_FILTER_KEY };

/** Order-insensitive: a criterion's values are a set. */
export function sameValues(
  a: readonly string[],
  b: readonly string[],
): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((value) => set.has(value));
}

export function isTouched(filter: Pick<SavedFilter, "criterias">): boolean {
  return Object.values(filter.criterias).some(
    (value) => !sameValues(value.applyable, value.default),
  );
}

export function hasPendingChanges(filter: SavedFilter): boolean {
  return Object.values(filter.criterias).some(
    (value) => !sameValues(value.applyable, value.current),
  );
}

/** SPEC §4: unsaved filters show ' (*)' after the name. */
export function isUnsaved(filter: SavedFilter): boolean {
  return filter.touched || !filter.stored;
}

export function displayName(filter: SavedFilter): string {
  return isUnsaved(filter)
    ? `${filter.name}${T.filters.unsavedSuffix}`
    : filter.name;
}

export function isLiveMode(state: FilterState): boolean {
  return state.instantUpdate || state.definition.updateMode === "live";
}

/** Criterion values with pending = applied = default = the given values (the definition's defaults where absent). */
export function criterionValues(
  definition: FilterDefinition,
  values: Criteria = {},
): Record<string, CriterionValue> {
  return Object.fromEntries(
    definition.criterias.map((criterion) => {
      const value = [...(values[criterion.id] ?? criterion.defaultValue)];
      return [
        criterion.id,
        {
          label: criterion.label,
          applyable: value,
          current: [...value],
          default: [...value],
        },
      ];
    }),
  );
}

function createDefaultFilter(definition: FilterDefinition): SavedFilter {
  return {
    name: T.filters.defaultName,
    editable: false,
    touched: false,
    enabled: definition.defaultEnabled ?? false,
    stored: true,
    criterias: criterionValues(definition),
  };
}

/** SPEC §4: the default filter is created on first load. */
export function createInitialState(definition: FilterDefinition): FilterState {
  return {
    definition,
    error: null,
    loading: true,
    selectedKey: DEFAULT_FILTER_KEY,
    values: new Map([[DEFAULT_FILTER_KEY, createDefaultFilter(definition)]]),
    instantUpdate: false,
  };
}

export function selectedFilter(state: FilterState): SavedFilter | null {
  return state.selectedKey === null
    ? null
    : (state.values.get(state.selectedKey) ?? null);
}

/**
 * What the result list is filtered by: the applied values of the selected filter when it is
 * enabled; nothing otherwise. Only criteria with values count.
 */
export function appliedCriteria(state: FilterState): Criteria {
  const filter = selectedFilter(state);
  if (!filter?.enabled) return {};
  const applied: Criteria = {};
  for (const criterion of state.definition.criterias) {
    const current = filter.criterias[criterion.id]?.current ?? [];
    if (current.length > 0) applied[criterion.id] = [...current];
  }
  return applied;
}

export function optionLabel(criterion: CriterionDefinition, value: string) {
  if (criterion.displayValue) return criterion.displayValue(value);
  return (
    criterion.options.find((option) => option.value === value)?.label ?? value
  );
}
