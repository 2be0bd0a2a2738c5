import { useMemo } from "react";
import { useUser } from "../../api/endpoints/auth";
import type { SessionUser, User } from "../../api/types";
import { ANONYMOUS_USERNAME, userRoles } from "./roles";

export interface Session {
  /** The session user is known (or its fetch failed, which counts as not logged in). */
  ready: boolean;
  isLoggedIn: boolean;
  user: User | null;
  roles: string[];
}

/**
 * The session (SPEC §4): `anonymousUser` is not logged in; a failed user fetch is treated as not
 * logged in (and logged once, by the global error handling: see the user query's meta).
 */
export function useSession(): Session {
  const query = useUser();
  const data = query.data;
  const failed = query.isError || query.failureCount > 0;
  return useMemo(() => sessionOf(data, failed), [data, failed]);
}

/** The session as the answer of the user request gives it (undefined: not answered yet). */
export function sessionOf(
  data: SessionUser | undefined,
  failed = false,
): Session {
  const user = data?.user ?? null;
  const isLoggedIn = Boolean(
    data?.isLoggedIn && user && user.username !== ANONYMOUS_USERNAME,
  );
  return {
    // After a failed attempt the visitor counts as anonymous while the retries run.
    ready: data !== undefined || failed,
    isLoggedIn,
    user: isLoggedIn ? user : null,
    roles: isLoggedIn ? userRoles(user) : [],
  };
}
