import { useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useHttp } from "../../api/HttpContext";
import {
  TASK_POLL_INTERVAL_MS,
  useCancelUserTask,
  useDeleteUserTask,
  userTasksQueryOptions,
} from "../../api/endpoints/tasks";
import type { UserTask } from "../../api/types";
import { shownByPage } from "../../framework/errors";
import { Page as PageFrame } from "../../framework/page";
import { T } from "../../i18n/de";
import { TASK_TEXTS } from "../../i18n/tasks";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { RemoveTaskDialog } from "./RemoveTaskDialog";
import { TaskTable } from "./TaskTable";
import { statusAnnouncements } from "./taskStatus";
import styles from "./UserTasklistPage.module.css";

const TEXTS = TASK_TEXTS;

/** 'Aufträge' (SPEC §2, §4): the user's background tasks, polled every 2 s while the page is open. */
export function UserTasklistPage() {
  const tasks = useQuery({
    ...userTasksQueryOptions(useHttp()),
    // Opening the list always shows the current state, whatever the cache holds.
    refetchOnMount: "always",
    // SPEC §4, §9: polled every 2 s, also while nothing runs, so a task started elsewhere (another
    // tab, another device) shows up. Every answer extends the session (SPEC §4), so the poll rests
    // while the browser tab is hidden (React Query's refetchIntervalInBackground stays off): a
    // forgotten tab in the background does not keep an idle session alive. After a failed load
    // (its retries spent, the alert below shown) it stops: a poll would bring the frame's firewall
    // or timeout modal back every 2 s.
    refetchInterval: (query) =>
      query.state.status === "error" ? false : TASK_POLL_INTERVAL_MS,
  });
  // Their failures are the alerts below.
  const cancel = useCancelUserTask({ onError: shownByPage });
  const remove = useDeleteUserTask({ onError: shownByPage });
  const [removing, setRemoving] = useState<UserTask | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [announcement, announce] = useAnnouncement(tasks.data);

  function confirmRemove(task: UserTask) {
    setRemoving(null);
    remove.mutate(task.id, {
      onSuccess: () => {
        announce(TEXTS.removed(task.name));
        // The row and its button go away; focus would fall back to the document.
        tableRef.current?.focus();
      },
    });
  }

  return (
    <PageFrame title={T.routes.userTasklist} info={{ text: TEXTS.intro }}>
      <div role="status" className={VISUALLY_HIDDEN_CLASS}>
        {announcement}
      </div>
      {cancel.isError && (
        <Alert type={ALERT_TYPES.Danger} live onDismiss={cancel.reset}>
          {TEXTS.cancelFailed}
        </Alert>
      )}
      {remove.isError && (
        <Alert type={ALERT_TYPES.Danger} live onDismiss={remove.reset}>
          {TEXTS.removeFailed}
        </Alert>
      )}
      {tasks.isError && (
        <Alert type={ALERT_TYPES.Danger} live>
          {TEXTS.loadFailed}
        </Alert>
      )}
      {tasks.data ? (
        tasks.data.length === 0 ? (
          <div className={styles.empty}>
            <p>{TEXTS.empty}</p>
            <p>{TEXTS.emptyHint}</p>
          </div>
        ) : (
          <TaskTable
            ref={tableRef}
            tasks={tasks.data}
            cancellingId={cancel.isPending ? cancel.variables : undefined}
            onCancel={(task) => cancel.mutate(task.id)}
            onRemove={setRemoving}
          />
        )
      ) : (
        tasks.isPending && <Spinner delayMs={SPINNER_DELAY_MS} />
      )}
      <RemoveTaskDialog
        task={removing}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </PageFrame>
  );
}

/**
 * The live region's text: status changes between two polls, or a message of the page's own.
 * Derived while rendering (React's "adjust state when a prop changes"), not in an effect.
 */
function useAnnouncement(
  tasks: readonly UserTask[] | undefined,
): [string, (message: string) => void] {
  const [previous, setPrevious] = useState(tasks);
  const [message, setMessage] = useState("");
  if (tasks !== previous) {
    setPrevious(tasks);
    const changes =
      previous && tasks ? statusAnnouncements(previous, tasks) : [];
    if (changes.length > 0) setMessage(changes.join(". "));
  }
  return [message, setMessage];
}
