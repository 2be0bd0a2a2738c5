import { authKeys } from "./endpoints/auth";
import { envKeys } from "./endpoints/env";

/** The queries a host fetches before mounting and hands over as preloadedQueries. */
export const PRELOADABLE_QUERY_KEYS = {
  user: authKeys.user(),
  env: envKeys.all,
} as const;
