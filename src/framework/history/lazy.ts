import { lazy } from "react";

/** Loaded when a page has a history: not part of the first load of the public register. */
export const LazyHistoryPanel = lazy(() =>
  import(/* webpackChunkName: "history-panel" */ "./HistoryPanel").then(
    (module) => ({ default: module.HistoryPanel }),
  ),
);
