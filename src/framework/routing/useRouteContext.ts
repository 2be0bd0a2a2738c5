import { useEffect, useMemo } from "react";
import { atom, useAtom } from "jotai";
import { useUserTasks } from "../../api/endpoints/tasks";
import { useAfterFirstLoad } from "../chrome";
import { useEbbCheck, useSession } from "../session";
import type { RouteContext } from "./types";

/** Per mount (each mount has its own jotai store): see RouteContext.hadTasks. */
const hadTasksAtom = atom(false);

/** What the route checks of SPEC §2 look at, for the current visitor. */
export function useRouteContext(): { context: RouteContext; ready: boolean } {
  const session = useSession();
  const ebbCheck = useEbbCheck();
  // Asked for every visitor: an anonymous visitor's tasks live in the session, which only the
  // server knows (its cookie is HttpOnly). Fetched once (and after an export invalidates it), not
  // polled: a poll every 2 s would keep the session alive forever and the countdown would never
  // run out. The task page polls itself, into the same cache entry. Asked for once the page's first
  // content is shown: only the navigation's 'Aufträge' and an anonymous visitor's task page wait
  // for it (that page's check stays undecided until then). Where the task page has asked already,
  // its answer or failure counts at once, and is not asked for again for the checks.
  const firstLoadDone = useAfterFirstLoad();
  const tasks = useUserTasks({
    enabled: (query) =>
      session.ready && (firstLoadDone || query.state.status !== "pending"),
    poll: false,
  });
  const taskCount = tasks.data?.length ?? 0;
  // As with the session user: after a failed attempt the visitor counts as having no tasks.
  const tasksKnown =
    tasks.data !== undefined || tasks.isError || tasks.failureCount > 0;
  const [hadTasks, setHadTasks] = useAtom(hadTasksAtom);
  useEffect(() => {
    if (taskCount > 0 && !hadTasks) setHadTasks(true);
  }, [taskCount, hadTasks, setHadTasks]);
  const context = useMemo<RouteContext>(
    () => ({
      isLoggedIn: session.isLoggedIn,
      roles: session.roles,
      taskCount,
      tasksKnown,
      hadTasks: hadTasks || taskCount > 0,
      ebbPermitted: ebbCheck(session.user),
    }),
    [session, taskCount, tasksKnown, hadTasks, ebbCheck],
  );
  return { context, ready: session.ready };
}
