/**
 * The queries a host fetches before mounting and hands over as preloadedQueries: their keys are
 * fixed by the contract, so they live here, not in their endpoints (which use them).
 */
export const PRELOADABLE_QUERY_KEYS = {
  user: ["auth", "user"],
  env: ["env"],
  userApps: ["portal", "userApps"],
} as const;
