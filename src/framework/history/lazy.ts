import { lazyWithPreload } from "../lazy";

/** Loaded when a page has a history: not part of the first load of the public register. */
export const LazyHistoryPanel = lazyWithPreload("history-panel", () =>
  import(/* webpackChunkName: "history-panel" */ "./HistoryPanel").then(
    (module) => module.HistoryPanel,
  ),
);
