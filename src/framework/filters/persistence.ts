/**
 * How saved filters map onto user settings (SPEC §3 filter persistence): one setting per saved
 * filter, named 'filters_' + filter id + '_' + filter key, its value JSON with name, enabled and
 * criterias (the saved values); the selection under the selected-filter key scoped by filter id.
 * A change is what one state wants stored and the other does not (`planSync`).
 */
import { filterSettingPrefix } from "../../api/endpoints/savedFilters";
import type { UserSetting } from "../../api/types";
import type { LoadedFilter } from "./filterReducer";
import type { Criteria, FilterDefinition, FilterState } from "./model";

interface StoredFilterValue {
  name: string;
  enabled: boolean;
  criterias: Criteria;
}

/** What storage holds for one filter id: setting name → value, and the selection. */
export interface StoredSnapshot {
  filters: ReadonlyMap<string, string>;
  /** undefined: nothing stored (or not known). */
  selected: string | undefined;
}

export interface SyncPlan {
  writes: UserSetting[];
  removes: string[];
  /** The selection to write, if it changed. */
  selected: string | undefined;
}

function filterSettingName(filterId: string, key: string): string {
  return `${filterSettingPrefix(filterId)}${key}`;
}

function isStringArray(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.every((entry) => typeof entry === "string")
  );
}

export interface ParsedFilters {
  filters: LoadedFilter[];
  /** Criterion ids stored but no longer offered by the definition (SPEC §8: only logged). */
  missingCriteria: string[];
  /** Settings whose value is not a stored filter. */
  unreadable: string[];
  /**
   * Values a stored filter holds that its criterion no longer offers (a closed district, a code
   * list revised): left out, as a link's would be, so the filter opens as it was saved minus them.
   */
  staleValues: { setting: string; criterion: string; values: string[] }[];
}

export function parseStoredFilters(
  definition: FilterDefinition,
  settings: readonly UserSetting[],
): ParsedFilters {
  const prefix = filterSettingPrefix(definition.id);
  const known = new Map(
    definition.criterias.map((criterion) => [criterion.id, criterion]),
  );
  const result: ParsedFilters = {
    filters: [],
    missingCriteria: [],
    unreadable: [],
    staleValues: [],
  };
  for (const setting of settings) {
    if (!setting.name.startsWith(prefix)) continue;
    const key = setting.name.slice(prefix.length);
    let value: unknown;
    try {
      value = JSON.parse(setting.value);
    } catch {
      value = null;
    }
    const stored = value as Partial<StoredFilterValue> | null;
    if (
      !key ||
      typeof stored?.name !== "string" ||
      typeof stored.criterias !== "object" ||
      stored.criterias === null
    ) {
      result.unreadable.push(setting.name);
      continue;
    }
    const criterias: Criteria = {};
    for (const [id, values] of Object.entries(stored.criterias)) {
      const criterion = known.get(id);
      if (!criterion) result.missingCriteria.push(id);
      else if (isStringArray(values)) {
        // A criterion without options takes any value.
        const offered = new Set(
          criterion.options.map((option) => option.value),
        );
        const stale = values.filter((value) => !offered.has(value));
        if (offered.size === 0 || stale.length === 0) criterias[id] = values;
        else {
          criterias[id] = values.filter((value) => offered.has(value));
          result.staleValues.push({
            setting: setting.name,
            criterion: id,
            values: stale,
          });
        }
      }
    }
    result.filters.push({
      key,
      name: stored.name,
      enabled: stored.enabled !== false,
      criterias,
    });
  }
  return result;
}

/**
 * Whether two stored values of one setting hold the same filter: the same name, switch and saved
 * values, however written (key order, criteria stored empty or left out — another client, or an
 * older version of this one, writes them differently from this page). null: nothing stored.
 */
export function sameStoredFilter(
  definition: FilterDefinition,
  name: string,
  a: string | null,
  b: string | null,
): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const meaning = (value: string) => {
    const [filter] = parseStoredFilters(definition, [{ name, value }]).filters;
    if (!filter) return undefined;
    const saved = Object.entries(filter.criterias)
      .filter(([, values]) => values.length > 0)
      .sort(([x], [y]) => (x < y ? -1 : 1));
    return JSON.stringify([filter.name, filter.enabled, saved]);
  };
  const meant = meaning(a);
  return meant !== undefined && meant === meaning(b);
}

/** The settings the state wants stored: each stored, editable filter with its saved values. */
export function desiredSnapshot(state: FilterState): StoredSnapshot {
  const filters = new Map<string, string>();
  for (const [key, filter] of state.values) {
    if (!filter.editable || !filter.stored) continue;
    const value: StoredFilterValue = {
      name: filter.name,
      enabled: filter.enabled,
      criterias: Object.fromEntries(
        Object.entries(filter.criterias).map(([id, criterion]) => [
          id,
          criterion.default,
        ]),
      ),
    };
    filters.set(
      filterSettingName(state.definition.id, key),
      JSON.stringify(value),
    );
  }
  const selectedKey = state.selectedKey;
  const selectedFilter =
    selectedKey === null ? null : state.values.get(selectedKey);
  // A filter that exists only until saved is not remembered as the selection.
  const selected =
    selectedKey === null
      ? ""
      : selectedFilter?.stored
        ? selectedKey
        : undefined;
  return { filters, selected };
}

export function planSync(
  desired: StoredSnapshot,
  confirmed: StoredSnapshot,
): SyncPlan {
  const writes: UserSetting[] = [];
  for (const [name, value] of desired.filters) {
    if (confirmed.filters.get(name) !== value) writes.push({ name, value });
  }
  const removes = [...confirmed.filters.keys()].filter(
    (name) => !desired.filters.has(name),
  );
  const selected =
    desired.selected !== undefined && desired.selected !== confirmed.selected
      ? desired.selected
      : undefined;
  return { writes, removes, selected };
}
