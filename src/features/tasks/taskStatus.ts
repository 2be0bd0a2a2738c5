import type { TaskStatus, UserTask } from "../../api/types";
import { TASK_TEXTS } from "../../i18n/tasks";

const TEXTS = TASK_TEXTS;

/** Statuses in which a task still changes on the server. */
const ACTIVE_STATUSES: readonly TaskStatus[] = [
  "WAITING",
  "RUNNING",
  "CANCELLING",
];

function isActive(task: UserTask): boolean {
  return ACTIVE_STATUSES.includes(task.status);
}

export function canCancel(task: UserTask): boolean {
  return task.status === "WAITING" || task.status === "RUNNING";
}

/** Only finished tasks can be removed; a running one is cancelled first. */
export function canRemove(task: UserTask): boolean {
  return !isActive(task);
}

export function canDownload(task: UserTask): boolean {
  return task.status === "SUCCESS" && task.resultFileName !== null;
}

export function statusLabel(task: UserTask): string {
  return TEXTS.status[task.status];
}

/**
 * What the live region says after a poll: each task that is new or whose status changed.
 * Progress steps are left out; a screen reader would hear little else.
 */
export function statusAnnouncements(
  previous: readonly UserTask[],
  next: readonly UserTask[],
): string[] {
  const before = new Map(previous.map((task) => [task.id, task.status]));
  return next
    .filter((task) => before.get(task.id) !== task.status)
    .map((task) => TEXTS.announce(task.name, statusLabel(task)));
}
