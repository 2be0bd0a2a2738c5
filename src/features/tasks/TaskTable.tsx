import type { Ref } from "react";
import { useHttp } from "../../api/HttpContext";
import { userTaskResultUrl } from "../../api/endpoints/tasks";
import type { UserTask } from "../../api/types";
import { ContextHelp } from "../../framework/help";
import { Button, buttonClassName } from "../../ui/button";
import { T } from "../../i18n/de";
import { formatDateTime } from "../../i18n/format";
import { TASK_TEXTS } from "../../i18n/tasks";
import { CardTable } from "../../ui/table";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { canCancel, canDownload, canRemove, statusLabel } from "./taskStatus";
import styles from "./UserTasklistPage.module.css";

const TEXTS = TASK_TEXTS;

/** A task's row can be linked to (/user-tasklist#task-…), e.g. from a message about its export. */
function taskRowId(taskId: string): string {
  return `task-${taskId}`;
}
const COLUMNS = TEXTS.columns;

export function TaskTable({
  ref,
  tasks,
  cancellingId,
  onCancel,
  onRemove,
}: {
  ref?: Ref<HTMLTableElement>;
  tasks: readonly UserTask[];
  /** The task whose cancel request is on its way. */
  cancellingId?: string;
  onCancel: (task: UserTask) => void;
  onRemove: (task: UserTask) => void;
}) {
  const http = useHttp();
  return (
    <CardTable ref={ref} className={styles.table} tabIndex={-1}>
      <caption className={styles.caption}>
        {TEXTS.caption}{" "}
        <ContextHelp topic={T.routes.userTasklist} text={TEXTS.help} />
      </caption>
      <thead>
        <tr>
          <th scope="col">{COLUMNS.name}</th>
          <th scope="col">{COLUMNS.started}</th>
          <th scope="col">{COLUMNS.status}</th>
          <th scope="col">{COLUMNS.actions}</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => {
          const started = formatDateTime(task.timeStarted);
          const context = TEXTS.rowContext(task.name, started);
          return (
            <tr key={task.id} id={taskRowId(task.id)}>
              <th scope="row" className={styles.name}>
                {task.name}
              </th>
              <td data-label={COLUMNS.started} className={styles.started}>
                <time dateTime={task.timeStarted}>{started}</time>
              </td>
              <td data-label={COLUMNS.status}>
                <TaskStatusCell task={task} />
              </td>
              <td data-label={COLUMNS.actions}>
                <div className={styles.actions}>
                  {canDownload(task) && (
                    <a
                      className={buttonClassName("primary", { size: "small" })}
                      href={userTaskResultUrl(http, task.id)}
                      download={task.resultFileName ?? ""}
                    >
                      {TEXTS.download}
                      <VisuallyHidden>{context}</VisuallyHidden>
                    </a>
                  )}
                  {canCancel(task) && (
                    <Button
                      type="button"
                      size="small"
                      disabled={cancellingId === task.id}
                      onClick={() => onCancel(task)}
                    >
                      {TEXTS.cancel}
                      <VisuallyHidden>{context}</VisuallyHidden>
                    </Button>
                  )}
                  {canRemove(task) && (
                    <Button
                      type="button"
                      variant="danger"
                      size="small"
                      onClick={() => onRemove(task)}
                    >
                      {TEXTS.remove}
                      <VisuallyHidden>{context}</VisuallyHidden>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </CardTable>
  );
}

function TaskStatusCell({ task }: { task: UserTask }) {
  return (
    <div className={styles.status} data-status={task.status}>
      <span className={styles.statusLabel}>
        {statusLabel(task)}
        {task.status === "RUNNING" && ` (${TEXTS.progress(task.progress)})`}
      </span>
      {task.status === "RUNNING" && (
        <span className={styles.progress} aria-hidden="true">
          <span
            className={styles.progressValue}
            style={{ width: `${task.progress}%` }}
          />
        </span>
      )}
      {task.status === "FAILURE" && task.message && (
        <span className={styles.message}>{task.message}</span>
      )}
    </div>
  );
}
