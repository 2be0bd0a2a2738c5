import { useMemo } from "react";
import { useUserTasks } from "../../api/endpoints/tasks";
import type { RouteContext } from "../routing/types";
import { useEbbCheck } from "./ebb";
import { useSession } from "./useSession";

/** What the route checks of SPEC §2 look at, for the current visitor. */
export function useRouteContext(): { context: RouteContext; ready: boolean } {
  const session = useSession();
  const ebbCheck = useEbbCheck();
  // Fetched once (and after an export invalidates it), not polled: a poll every 2 s would keep the
  // session alive forever and the countdown would never run out. The task page polls itself.
  const tasks = useUserTasks({ enabled: session.isLoggedIn, poll: false });
  const taskCount = session.isLoggedIn ? (tasks.data?.length ?? 0) : 0;
  const context = useMemo<RouteContext>(
    () => ({
      isLoggedIn: session.isLoggedIn,
      roles: session.roles,
      taskCount,
      ebbPermitted: ebbCheck(session.user),
    }),
    [session, taskCount, ebbCheck],
  );
  return { context, ready: session.ready };
}
