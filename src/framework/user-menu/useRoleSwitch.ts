import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authKeys } from "../../api/endpoints/auth";
import { useLogger } from "../../api/HttpContext";
import type { SessionUser } from "../../api/types";
import { useHost } from "../host";

/**
 * The role switch of SPEC §4 through the host's handler: pending, then error (kept for the menu's
 * alert) or success (the cached user gets the new active role at once, then is fetched again, and
 * the app goes to its root). Without a handler it only logs a warning.
 */
export function useRoleSwitch({ onSwitched }: { onSwitched: () => void }) {
  const { handlers } = useHost();
  const logger = useLogger();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async (roleId: string) => {
      await handlers.switchRole?.(roleId);
    },
    onSuccess: (_result, roleId) => {
      queryClient.setQueryData<SessionUser>(authKeys.user(), (current) =>
        current
          ? { ...current, user: { ...current.user, activeRole: roleId } }
          : current,
      );
      onSwitched();
      void navigate("/");
      return queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
    // Shown in the menu; having onError also keeps the global error box out of it. The frame's
    // mutation listener (GlobalErrors) logs it: logging here too wrote it twice.
    onError: () => {},
  });
  const { mutate } = mutation;
  const switchRole = useCallback(
    (roleId: string) => {
      if (!handlers.switchRole) {
        logger.warn(
          "Rollenwechsel nicht möglich: der Host stellt keinen switchRole-Handler bereit.",
        );
        return;
      }
      mutate(roleId);
    },
    [handlers, logger, mutate],
  );
  return {
    switchRole,
    pendingRoleId: mutation.isPending ? mutation.variables : undefined,
    failed: mutation.isError,
    reset: mutation.reset,
  };
}
