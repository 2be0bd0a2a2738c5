import type { ChangeRecord } from "../../../api/types";
import { HISTORY_TYPES, type HistoryConfig } from "../../../framework/history";

/**
 * One entry per version of the register entry, for versioning: the API serves each earlier version
 * (GET /api/ippcInstallations/{id}?version=N), so the page can show the one the user chooses. The
 * records come newest first; version N is the N-th from the oldest, which is also the entry's id.
 */
export function historyConfig(records: readonly ChangeRecord[]): HistoryConfig {
  return {
    historyType: HISTORY_TYPES.versioning,
    // The changes are the whole content of an entry: shown at once.
    defaultShowChanges: true,
    items: records.map((record, index) => ({
      id: String(records.length - index),
      date: record.date,
      title: { name: `${record.versionName}: ${record.field}` },
      changes: [record],
    })),
  };
}

/** The version number of a history entry's id; undefined for none. */
export function versionNumber(id: string | undefined): number | undefined {
  const version = Number(id);
  return Number.isInteger(version) && version > 0 ? version : undefined;
}
