/** The filter model of SPEC §3: definitions come from the page; state changes only through `filterReducer`. */
import {
  DEFAULT_FILTER_KEY,
  type StorageError,
} from "../../api/filter-storage";
import { T } from "../../i18n/de";

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
  updateMode?: "live" | "apply";
  /** Whether the category blocks start expanded (a criterion's defaultExpanded wins). */
  isDefaultExpanded?: boolean;
  criterias: readonly CriterionDefinition[];
}

/**
 * SPEC §3 criterion value: pending (`applyable`, what the side filter page shows), applied
 * (`current`, what the results use) and `default`, what a reset returns to — the stored value once
 * the filter is saved, so "touched" (pending ≠ default) means "pending differs from what is saved".
 */
export interface CriterionValue {
  applyable: string[];
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
  /** Written to the user settings; a filter made by editing the default one or from a link is not, until saved. */
  stored: boolean;
  criterias: Record<string, CriterionValue>;
}

/** SPEC §3 filter state per filter id. */
export interface FilterState {
  definition: FilterDefinition;
  /** The saved filters could not be loaded (SPEC §8: kept in filter state, warning icon). */
  error: StorageError | null;
  selectedKey: string | null;
  /**
   * The default filter first, then the saved ones as stored. A Map: keys come from storage and
   * links, and one such as `constructor` or `1` must neither reach a prototype nor jump the order.
   */
  values: ReadonlyMap<string, SavedFilter>;
  /** SPEC §4: the instant-update option forces live mode. */
  instantUpdate: boolean;
}

export type Criteria = Record<string, string[]>;

export { DEFAULT_FILTER_KEY };

/** Order-insensitive: a criterion's values are a set. */
export function sameValues(a: readonly string[], b: readonly string[]) {
  const set = new Set(a);
  return a.length === b.length && b.every((value) => set.has(value));
}

const differs = (
  filter: Pick<SavedFilter, "criterias">,
  of: (value: CriterionValue) => string[],
) =>
  Object.values(filter.criterias).some(
    (value) => !sameValues(value.applyable, of(value)),
  );

export const isTouched = (filter: Pick<SavedFilter, "criterias">) =>
  differs(filter, (value) => value.default);

export const hasPendingChanges = (filter: SavedFilter) =>
  differs(filter, (value) => value.current);

/** SPEC §4: unsaved filters show ' (*)' after the name. */
export const isUnsaved = (filter: SavedFilter) =>
  filter.touched || !filter.stored;

export const displayName = (filter: SavedFilter) =>
  isUnsaved(filter) ? `${filter.name}${T.filters.unsavedSuffix}` : filter.name;

export const isLiveMode = (state: FilterState) =>
  state.instantUpdate || state.definition.updateMode === "live";

/** Criterion values with pending = applied = default = the given values (the definition's defaults where absent). */
export function criterionValues(
  definition: FilterDefinition,
  values: Criteria = {},
): Record<string, CriterionValue> {
  return Object.fromEntries(
    definition.criterias.map(({ id, defaultValue }) => {
      const value = [
        ...(Object.hasOwn(values, id) ? values[id]! : defaultValue),
      ];
      return [
        id,
        { applyable: value, current: [...value], default: [...value] },
      ];
    }),
  );
}

/** SPEC §4: the default filter is created on first load. */
export function createInitialState(definition: FilterDefinition): FilterState {
  const standard: SavedFilter = {
    name: T.filters.defaultName,
    editable: false,
    touched: false,
    enabled: definition.defaultEnabled ?? false,
    stored: true,
    criterias: criterionValues(definition),
  };
  return {
    definition,
    error: null,
    selectedKey: DEFAULT_FILTER_KEY,
    values: new Map([[DEFAULT_FILTER_KEY, standard]]),
    instantUpdate: false,
  };
}

export function selectedFilter(state: FilterState): SavedFilter | null {
  return state.selectedKey === null
    ? null
    : (state.values.get(state.selectedKey) ?? null);
}

/** What the results are filtered by: the selected filter's applied values when it is enabled, the criteria with any. */
export function appliedCriteria(state: FilterState): Criteria {
  const filter = selectedFilter(state);
  if (!filter?.enabled) return {};
  return Object.fromEntries(
    state.definition.criterias.flatMap(({ id }) => {
      const current = filter.criterias[id]?.current ?? [];
      return current.length > 0 ? [[id, [...current]]] : [];
    }),
  );
}

export function optionLabel(criterion: CriterionDefinition, value: string) {
  return (
    criterion.displayValue?.(value) ??
    criterion.options.find((option) => option.value === value)?.label ??
    value
  );
}
