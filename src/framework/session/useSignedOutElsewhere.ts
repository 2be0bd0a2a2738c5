import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authKeys } from "../../api/endpoints/auth";
import type { SessionUser } from "../../api/types";
import { SESSION_ENDED_KEY } from "./countdown";

/**
 * A logout in another tab signs this one out at once (the storage event arrives within
 * milliseconds). The cached user is marked signed out rather than refetched: the portal may not
 * have ended the server session yet, and a refetch would still find the user logged in.
 */
export function useSignedOutElsewhere(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_ENDED_KEY || event.newValue === null) return;
      queryClient.setQueryData<SessionUser>(
        authKeys.user(),
        (current) => current && { ...current, isLoggedIn: false },
      );
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient]);
}
