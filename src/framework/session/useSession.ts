import { useEffect, useMemo } from "react";
import { useUser } from "../../api/endpoints/auth";
import { useLogger } from "../../api/HttpContext";
import type { User } from "../../api/types";
import { ANONYMOUS_USERNAME, userRoles } from "./roles";

export interface Session {
  /** The session user is known (or its fetch failed, which counts as not logged in). */
  ready: boolean;
  isLoggedIn: boolean;
  user: User | null;
  roles: string[];
}

/**
 * The session (SPEC §4): `anonymousUser` is not logged in; a failed user fetch is logged
 * and treated as not logged in.
 */
export function useSession(): Session {
  const query = useUser();
  const logger = useLogger();
  useEffect(() => {
    if (query.error)
      logger.warn("Benutzer konnte nicht geladen werden", query.error);
  }, [query.error, logger]);
  const data = query.data;
  const failed = query.isError || query.failureCount > 0;
  return useMemo(() => {
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
  }, [data, failed]);
}
