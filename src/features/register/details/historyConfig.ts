import type { ChangeRecord } from "../../../api/types";
import {
  HISTORY_TYPES,
  type HistoryConfig,
} from "../../../framework/history/history";

/**
 * One entry per version of the register entry. A plain history, not versioning: the API holds the
 * changes, not the earlier versions, so there is no older state the page could show.
 */
export function historyConfig(records: readonly ChangeRecord[]): HistoryConfig {
  return {
    historyType: HISTORY_TYPES.history,
    // The changes are the whole content of an entry: shown at once.
    defaultShowChanges: true,
    items: records.map((record) => ({
      id: record.versionName,
      date: record.date,
      title: { name: `${record.versionName}: ${record.field}` },
      changes: [record],
    })),
  };
}
