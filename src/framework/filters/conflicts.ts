/**
 * A saved filter both this page and another tab or device changed: the user keeps one version.
 * filterSync finds such conflicts and writes nothing for them until then.
 */
import { filterReducer, type LoadedFilter } from "./filterReducer";
import { filterSettingPrefix, parseStoredFilters } from "./persistence";
import type { FilterSlot } from "./state";

/**
 * The slot once the user has chosen a version of a saved filter changed elsewhere: the stored
 * value counts as confirmed either way, so the next round writes this page's version over it
 * (`mine`), or finds nothing to write after the page took it over (`theirs`).
 */
export function resolvedSlot(
  slot: FilterSlot,
  setting: string,
  choice: "mine" | "theirs",
): FilterSlot {
  if (!slot.confirmed || !slot.conflicts.has(setting)) return slot;
  const theirs = slot.conflicts.get(setting) ?? null;
  const filters = new Map(slot.confirmed.filters);
  if (theirs === null) filters.delete(setting);
  else filters.set(setting, theirs);
  let state = slot.state;
  if (choice === "theirs")
    state = filterReducer(state, {
      type: "replaceStored",
      key: keyOf(slot, setting),
      filter: theirsOf(slot, setting),
    }).state;
  return { ...slot, state, confirmed: { ...slot.confirmed, filters } };
}

/** The filter key of a setting name. */
function keyOf(slot: FilterSlot, setting: string): string {
  return setting.slice(filterSettingPrefix(slot.state.definition.id).length);
}

/** The filter as stored elsewhere; null when it was deleted there (or cannot be read). */
function theirsOf(slot: FilterSlot, setting: string): LoadedFilter | null {
  const value = slot.conflicts.get(setting) ?? null;
  if (value === null) return null;
  return (
    parseStoredFilters(slot.state.definition, [{ name: setting, value }])
      .filters[0] ?? null
  );
}

/** The name the user knows the filter by: this page's, else the stored one's. */
export function conflictName(slot: FilterSlot, setting: string): string {
  const key = keyOf(slot, setting);
  return (
    slot.state.values.get(key)?.name ?? theirsOf(slot, setting)?.name ?? key
  );
}
