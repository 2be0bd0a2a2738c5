import { lazyWithPreload } from "../lazy";

/** Loaded once someone is signed in: not part of the first load of the public register. */
export const LazySessionTimeout = lazyWithPreload("session-timeout", () =>
  import(/* webpackChunkName: "session-timeout" */ "./SessionTimeout").then(
    (module) => module.SessionTimeout,
  ),
);
