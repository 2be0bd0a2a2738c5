import { lazy } from "react";

/** Loaded once someone is signed in: not part of the first load of the public register. */
export const LazySessionTimeout = lazy(() =>
  import(/* webpackChunkName: "session-timeout" */ "./SessionTimeout").then(
    (module) => ({ default: module.SessionTimeout }),
  ),
);
