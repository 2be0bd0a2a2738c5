/**
 * Changes to saved filters that storage has not confirmed yet — a save being retried, one the
 * portal refused, one waiting for the user's choice, or the keepalive writes of a page left on a
 * slow line that may never arrive — are also kept in the browser's localStorage, per user and
 * filter id, and taken up again on the next visit. Each entry holds the change (`mine`, null for a
 * removal) and the stored value it was made on (`base`), so a reload restores it as a pending
 * change on top of what the page read: the sync then writes it, or, when the stored value has
 * changed since, asks the user (conflicts.ts). Entries are per setting name: tabs of one user
 * each add and clear only their own.
 */
import { browserStorage } from "../chrome";
import type { loadFilters } from "./filterSync";
import type { FilterDefinition, FilterState } from "./model";
import {
  desiredSnapshot,
  filterSettingPrefix,
  parseStoredFilters,
  planSync,
  sameStoredFilter,
  type StoredSnapshot,
} from "./persistence";

interface JournalEntry {
  /** The value this page wants stored; null: the setting is to be removed. */
  mine: string | null;
  /** The stored value the change was made on; null: none was stored. */
  base: string | null;
}

/** Setting name → entry. */
export type Journal = ReadonlyMap<string, JournalEntry>;

/** localStorage keys of the journal begin with this. */
export const JOURNAL_KEY_PREFIX = "natippc-filter-journal-";

function journalKey(filterId: string, owner: string): string {
  return `${JOURNAL_KEY_PREFIX}${filterId}-${owner}`;
}

const isValue = (value: unknown): value is string | null =>
  value === null || typeof value === "string";

export function readJournal(
  filterId: string,
  owner: string,
  storage: Storage = browserStorage("localStorage"),
): Journal {
  try {
    const parsed: unknown = JSON.parse(
      storage.getItem(journalKey(filterId, owner)) ?? "{}",
    );
    const journal = new Map<string, JournalEntry>();
    if (typeof parsed !== "object" || parsed === null) return journal;
    for (const [name, entry] of Object.entries(parsed)) {
      const { mine, base } = (entry ?? {}) as Record<string, unknown>;
      if (isValue(mine) && isValue(base)) journal.set(name, { mine, base });
    }
    return journal;
  } catch {
    return new Map();
  }
}

/**
 * Puts this page's pending changes into the journal and takes out the ones of `owned` (the names
 * this page journaled before) that are no longer pending. Returns the names it now holds.
 */
export function updateJournal(
  filterId: string,
  owner: string,
  pending: Journal,
  owned: ReadonlySet<string>,
  storage: Storage = browserStorage("localStorage"),
): Set<string> {
  const journal = new Map(readJournal(filterId, owner, storage));
  for (const name of owned) if (!pending.has(name)) journal.delete(name);
  for (const [name, entry] of pending) journal.set(name, entry);
  const key = journalKey(filterId, owner);
  try {
    if (journal.size === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(Object.fromEntries(journal)));
  } catch {
    // Storage full or gone: the changes still live in the page, and the page asks before leaving.
  }
  return new Set(pending.keys());
}

/** What the state wants stored and storage has not confirmed. */
export function pendingChanges(
  state: FilterState,
  confirmed: StoredSnapshot,
): Journal {
  const plan = planSync(desiredSnapshot(state), confirmed);
  const pending = new Map<string, JournalEntry>();
  for (const { name, value } of plan.writes)
    pending.set(name, {
      mine: value,
      base: confirmed.filters.get(name) ?? null,
    });
  for (const name of plan.removes)
    pending.set(name, {
      mine: null,
      base: confirmed.filters.get(name) ?? null,
    });
  return pending;
}

/**
 * The saved filters as loaded, with the journal's changes on top: each filter as it was changed
 * (or gone, for a removal), its stored value before the change as the base the page compares
 * with, so the change is written after the load — or asked about when the stored value has
 * changed since. A change already stored (the keepalive write of the leaving page arrived) is
 * dropped.
 */
export function restoreJournal(
  definition: FilterDefinition,
  loaded: Awaited<ReturnType<typeof loadFilters>>,
  journal: Journal,
): { loaded: Awaited<ReturnType<typeof loadFilters>>; restored: number } {
  if (loaded.action.error) return { loaded, restored: 0 };
  const prefix = filterSettingPrefix(definition.id);
  const filters = [...loaded.action.filters];
  const unstoredBases = new Map(loaded.unstoredBases);
  for (const [name, { mine, base }] of journal) {
    if (
      !name.startsWith(prefix) ||
      sameStoredFilter(
        definition,
        name,
        loaded.settings.get(name) ?? null,
        mine,
      )
    )
      continue;
    const filter =
      mine === null
        ? null
        : parseStoredFilters(definition, [{ name, value: mine }]).filters[0];
    if (filter === undefined) continue;
    const key = name.slice(prefix.length);
    const index = filters.findIndex((entry) => entry.key === key);
    if (filter === null) {
      if (index >= 0) filters.splice(index, 1);
    } else if (index >= 0) filters[index] = filter;
    else filters.push(filter);
    unstoredBases.set(name, base);
  }
  return {
    loaded: { ...loaded, action: { ...loaded.action, filters }, unstoredBases },
    restored: unstoredBases.size - loaded.unstoredBases.size,
  };
}
