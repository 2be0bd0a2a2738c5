/**
 * Saved filters as server state (SPEC §3 filter persistence): one user setting per saved filter,
 * `filters_<filter id>_<key>`, and the selection under the selected-filter key. Read with a query,
 * written with mutations (framework/filters/useSavedFilters.ts) — a visitor's through the same
 * storage interface over the tab's session storage.
 *
 * A change is made on the stored value it was made from (`base`). Where the portal keeps versions,
 * the write carries it (`If-Match`) and the portal refuses the write (412) once another tab or
 * device changed the setting; where it keeps none, or the version is not known (this page wrote the
 * setting since its last read), the stored value is read and compared first (docs/embedding.md).
 */
import { queryOptions } from "@tanstack/react-query";
import {
  DEFAULT_FILTER_KEY,
  filterKeyPrefix,
  type FilterStorage,
  type StorageError,
} from "../filter-storage";
import type { UserSetting } from "../types";

/** The stored settings of one filter id: setting name → setting, and the stored selection. */
export interface StoredFilterSettings {
  settings: ReadonlyMap<string, UserSetting>;
  /** The selected key; "" for none; undefined when nothing is stored. */
  selected: string | undefined;
}

/** One change of a stored setting: its new value (null: removed) and what it was made on. */
export interface SettingChange {
  name: string;
  value: string | null;
  /** The stored value the change was made on (null: none) and its version, where known. */
  base: { value: string | null; version?: string };
}

/** A storage failure as an error, for the query's and the mutation's retry rules. */
export class SavedFiltersError extends Error {
  override readonly name = "SavedFiltersError";
  constructor(readonly failure: StorageError) {
    super(`Gespeicherte Filter: ${failure.message} (${failure.status ?? "-"})`);
  }
}

/**
 * The setting was changed elsewhere since the change was made on it: what is stored now (null:
 * nothing). The user chooses which version stands.
 */
export class SettingChangedError extends Error {
  override readonly name = "SettingChangedError";
  constructor(readonly current: UserSetting | null) {
    super("Gespeicherter Filter anderswo geändert");
  }
}

export const savedFilterKeys = {
  all: ["savedFilters"] as const,
  list: (owner: string, filterId: string) =>
    ["savedFilters", owner, filterId] as const,
};

export function filterSettingPrefix(filterId: string): string {
  return `${filterKeyPrefix(filterId)}_`;
}

async function readSettings(
  storage: FilterStorage,
  filterId: string,
): Promise<StoredFilterSettings> {
  const [all, selected] = await Promise.all([
    storage.readAll(filterSettingPrefix(filterId)),
    storage.readSelected(filterId),
  ]);
  // A missing selection is a first visit, not a failure.
  const error =
    all.error ??
    (selected.error?.message === "name_not_found" ? null : selected.error);
  if (error) throw new SavedFiltersError(error);
  if (!all.result)
    throw new SavedFiltersError({
      message: "no_response_data",
      status: null,
    });
  return {
    settings: new Map(all.result.map((setting) => [setting.name, setting])),
    selected: selected.result ?? undefined,
  };
}

export function savedFiltersQueryOptions(
  storage: FilterStorage,
  owner: string,
  filterId: string,
) {
  return queryOptions({
    queryKey: savedFilterKeys.list(owner, filterId),
    queryFn: () => readSettings(storage, filterId),
    // Not asked again: a signed-in user's register waits for the saved filters (their criteria),
    // and a retry would hold the list back; the warning icon offers 'Erneut laden' instead.
    retry: false,
    // Only the warning icon shows a failed read; the operators hear of it through the log.
    meta: {
      failureLog: {
        level: "warn",
        message: "Gespeicherte Filter nicht geladen",
      },
    },
    // Changed by this page's own writes (the mutations keep the cache in step); read once a visit.
    staleTime: Infinity,
  });
}

/**
 * Writes one change. Where the portal keeps versions the write is conditional on the base's; where
 * the version is not known the stored value is read and compared with the base first
 * (`sameValue`: the same filter however spelt). A refusal throws `SavedFiltersError`, a setting
 * changed elsewhere `SettingChangedError`.
 */
export async function writeSetting(
  storage: FilterStorage,
  filterId: string,
  change: SettingChange,
  sameValue: (a: string | null, b: string | null) => boolean,
  options: { keepalive?: boolean } = {},
): Promise<UserSetting | null> {
  let version = change.base.version;
  // A new setting (its key is random) has nothing to be overwritten; a page being left has no time
  // to read first.
  if (
    version === undefined &&
    change.base.value !== null &&
    !options.keepalive
  ) {
    const { settings } = await readSettings(storage, filterId);
    const current = settings.get(change.name) ?? null;
    if (!sameValue(current?.value ?? null, change.base.value)) {
      // Both made the same change: nothing to choose.
      if (sameValue(current?.value ?? null, change.value)) return current;
      throw new SettingChangedError(current);
    }
    version = current?.version;
  }
  const outcome =
    change.value === null
      ? await storage.remove(change.name, { version, ...options })
      : await storage.write(change.name, change.value, {
          version,
          ...options,
        });
  const { error } = outcome;
  // Removed elsewhere too: what was meant has happened.
  if (!error || error.message === "name_not_found") return null;
  if (error.refusal === "changed") {
    const current = error.current ?? null;
    if (sameValue(current?.value ?? null, change.value)) return current;
    throw new SettingChangedError(current);
  }
  throw new SavedFiltersError(error);
}

/** Writes the selection (one per user, shared by tabs): unconditionally. */
export async function writeSelection(
  storage: FilterStorage,
  filterId: string,
  key: string,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  const { error } = await storage.writeSelected(filterId, key, options);
  if (error) throw new SavedFiltersError(error);
}

/**
 * Nothing stored (or unreadable) leaves the filter at its default, which applies none. Apart from
 * the filter's machinery: the register's first search reads it before any page code has loaded.
 */
export async function noSavedFilterSelected(
  storage: FilterStorage,
  filterId: string,
): Promise<boolean> {
  const { result, error } = await storage.readSelected(filterId);
  return error !== null || result === "" || result === DEFAULT_FILTER_KEY;
}
