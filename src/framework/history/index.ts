export { HISTORY_TYPES, type HistoryConfig } from "./history";
export { historyConfigAtom, useHistory } from "./useHistory";
export { HistoryPanel } from "./HistoryPanel";
