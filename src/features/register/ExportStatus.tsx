import { useAtom } from "jotai";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { HttpError, retryAfterSeconds } from "../../api/errors";
import { useHttp } from "../../api/HttpContext";
import { useConfigValue } from "../../api/endpoints/config";
import {
  TASK_POLL_INTERVAL_MS,
  userTaskResultUrl,
  userTasksQueryOptions,
} from "../../api/endpoints/tasks";
import type { TaskStatus, UserTask } from "../../api/types";
import { formatCount } from "../../i18n/format";
import { TASK_TEXTS } from "../../i18n/tasks";
import { EXPORT_STATUS_TEXTS } from "../../i18n/exportStatus";
import { REGISTER_TEXTS } from "../../i18n/register";
import { Alert, ALERT_TYPES, type AlertType } from "../../ui/alert";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { gisViewerUrl } from "./download";
import { excelExportTaskIdAtom } from "./exportState";
import type { useRegisterExports } from "./useRegisterExports";
import styles from "./Register.module.css";

const TEXTS = { ...REGISTER_TEXTS.export, ...EXPORT_STATUS_TEXTS };
const TASK_STATUS = TASK_TEXTS.status;
const TASKLIST_PATH = "/user-tasklist";

const ALERT_BY_STATUS: Record<TaskStatus, AlertType> = {
  WAITING: ALERT_TYPES.Info,
  RUNNING: ALERT_TYPES.Info,
  CANCELLING: ALERT_TYPES.Warning,
  CANCELLED: ALERT_TYPES.Warning,
  SUCCESS: ALERT_TYPES.Success,
  FAILURE: ALERT_TYPES.Danger,
};

const isActive = (task: UserTask | undefined) =>
  task?.status === "WAITING" ||
  task?.status === "RUNNING" ||
  task?.status === "CANCELLING";

/** What became of the last export: started, running, done (with the file), failed. */
export function ExportStatus({
  exports,
}: {
  exports: ReturnType<typeof useRegisterExports>;
}) {
  const { excel, gis } = exports;
  return (
    <div className={styles.exportStatus}>
      {excel.isPending && (
        <Alert type={ALERT_TYPES.Info} live>
          {TEXTS.excelStarting}
        </Alert>
      )}
      {excel.isError && (
        <Alert type={ALERT_TYPES.Danger} live onDismiss={excel.reset}>
          {excelFailure(excel.error)}
        </Alert>
      )}
      <ExcelTaskStatus />
      {gis.isPending && (
        <Alert type={ALERT_TYPES.Info} live>
          {TEXTS.gisRunning}
        </Alert>
      )}
      {gis.isError && (
        <Alert type={ALERT_TYPES.Danger} live onDismiss={gis.reset}>
          {TEXTS.gisFailed}
        </Alert>
      )}
      {gis.data && (
        <GisDone count={gis.data.features.length} onDismiss={gis.reset} />
      )}
    </div>
  );
}

/**
 * Too many exports (429, anonymous visitors' are limited): when to try again, as the server said.
 * Nothing tries again by itself, mutations are never retried.
 */
function excelFailure(error: unknown): string {
  if (!(error instanceof HttpError) || error.status !== 429)
    return TEXTS.excelFailed;
  const seconds = retryAfterSeconds(error);
  return TEXTS.excelTooMany(
    seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)),
  );
}

/** Follows the export's task, polling while it runs (SPEC §9: every 2 s). */
function ExcelTaskStatus() {
  const http = useHttp();
  const [taskId, setTaskId] = useAtom(excelExportTaskIdAtom);
  const tasks = useQuery({
    ...userTasksQueryOptions(http),
    enabled: taskId !== null,
    refetchInterval: (query) =>
      isActive(query.state.data?.find((task) => task.id === taskId))
        ? TASK_POLL_INTERVAL_MS
        : false,
  });
  const task = tasks.data?.find((candidate) => candidate.id === taskId);
  if (!task) return null;
  const fileName = task.resultFileName;
  return (
    <Alert
      type={ALERT_BY_STATUS[task.status]}
      title={TEXTS.excelTitle}
      live
      onDismiss={() => setTaskId(null)}
    >
      {task.status === "SUCCESS" && fileName ? (
        <p className={styles.exportLine}>
          {TEXTS.excelReady}{" "}
          <a href={userTaskResultUrl(http, task.id)} download={fileName}>
            {TEXTS.download(fileName)}
          </a>
        </p>
      ) : (
        <p className={styles.exportLine}>
          {TASK_STATUS[task.status]}
          {task.status === "FAILURE" && task.message && `: ${task.message}`}
        </p>
      )}
      {task.status === "RUNNING" && (
        <progress
          className={styles.progress}
          max={100}
          value={task.progress}
          aria-label={TASK_STATUS.RUNNING}
        />
      )}
      <p className={styles.exportLine}>
        <Link to={TASKLIST_PATH}>{TEXTS.toTasks}</Link>
      </p>
    </Alert>
  );
}

function GisDone({
  count,
  onDismiss,
}: {
  count: number;
  onDismiss: () => void;
}) {
  const viewer = gisViewerUrl(useConfigValue("gisBezirkeVtUrl").data);
  return (
    <Alert
      type={ALERT_TYPES.Success}
      title={TEXTS.gis}
      live
      onDismiss={onDismiss}
    >
      <p className={styles.exportLine}>{TEXTS.gisDone(formatCount(count))}</p>
      {viewer && (
        <p className={styles.exportLine}>
          <a href={viewer} target="_blank" rel="noopener noreferrer">
            {TEXTS.gisViewer}
            <VisuallyHidden>{TEXTS.newWindow}</VisuallyHidden>
          </a>
        </p>
      )}
    </Alert>
  );
}
