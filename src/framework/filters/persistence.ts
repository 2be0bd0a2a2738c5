/**
 * How saved filters map onto user settings (SPEC §3 filter persistence): one setting per saved
 * filter, named 'filters_' + filter id + '_' + filter key, its value JSON with name, enabled and
 * criterias (the saved values); the selection under the selected-filter key scoped by filter id.
 */
import { filterSettingPrefix } from "../../api/endpoints/savedFilters";
import type { UserSetting } from "../../api/types";
import type { LoadedFilter } from "./filterReducer";
import type { Criteria, FilterDefinition, FilterState } from "./model";

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

function parseValue(value: string): Partial<Record<string, unknown>> | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object"
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function parseStoredFilters(
  definition: FilterDefinition,
  settings: readonly UserSetting[],
): ParsedFilters {
  const prefix = filterSettingPrefix(definition.id);
  const known = new Map(definition.criterias.map((c) => [c.id, c]));
  const result: ParsedFilters = {
    filters: [],
    missingCriteria: [],
    unreadable: [],
    staleValues: [],
  };
  for (const setting of settings) {
    if (!setting.name.startsWith(prefix)) continue;
    const key = setting.name.slice(prefix.length);
    const stored = parseValue(setting.value);
    const { name, enabled, criterias: saved } = stored ?? {};
    if (
      !key ||
      typeof name !== "string" ||
      typeof saved !== "object" ||
      !saved
    ) {
      result.unreadable.push(setting.name);
      continue;
    }
    const criterias: Criteria = {};
    for (const [id, values] of Object.entries(saved)) {
      const criterion = known.get(id);
      if (!criterion) result.missingCriteria.push(id);
      if (!criterion || !Array.isArray(values)) continue;
      if (!values.every((value) => typeof value === "string")) continue;
      // A criterion without options takes any value.
      const offered = new Set(criterion.options.map((option) => option.value));
      const stale = values.filter((value) => !offered.has(value));
      criterias[id] =
        offered.size === 0 ? values : values.filter((v) => offered.has(v));
      if (offered.size > 0 && stale.length > 0)
        result.staleValues.push({
          setting: setting.name,
          criterion: id,
          values: stale,
        });
    }
    result.filters.push({ key, name, enabled: enabled !== false, criterias });
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

/**
 * What a state wants stored: each stored, editable filter with its saved values (setting name →
 * value), and the selection — undefined for a filter that exists only until saved.
 */
export function storedValues(state: FilterState) {
  const filters = new Map<string, string>();
  for (const [key, filter] of state.values) {
    if (!filter.editable || !filter.stored) continue;
    const criterias = Object.fromEntries(
      Object.entries(filter.criterias).map(([id, value]) => [
        id,
        value.default,
      ]),
    );
    filters.set(
      `${filterSettingPrefix(state.definition.id)}${key}`,
      JSON.stringify({ name: filter.name, enabled: filter.enabled, criterias }),
    );
  }
  const key = state.selectedKey;
  const selected =
    key === null ? "" : state.values.get(key)?.stored ? key : undefined;
  return { filters, selected };
}

/** What storing `next` after `prev` takes: the settings to write (null: remove), the selection if it changed. */
export function storedChanges(prev: FilterState, next: FilterState) {
  const before = storedValues(prev);
  const after = storedValues(next);
  const settings: [string, string | null][] = [...after.filters].filter(
    ([name, value]) => before.filters.get(name) !== value,
  );
  for (const name of before.filters.keys())
    if (!after.filters.has(name)) settings.push([name, null]);
  const selected =
    after.selected !== undefined && after.selected !== before.selected
      ? after.selected
      : undefined;
  return { settings, selected };
}

export type StoredChanges = ReturnType<typeof storedChanges>;
