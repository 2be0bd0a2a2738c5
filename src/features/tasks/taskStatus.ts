import { TASK_POLL_INTERVAL_MS } from "../../api/endpoints/tasks";
import type { TaskStatus, UserTask } from "../../api/types";
import { PAGE_TEXTS } from "../../i18n/page";

const TEXTS = PAGE_TEXTS.tasks;

/** Statuses in which a task still changes on the server. */
export const ACTIVE_STATUSES: readonly TaskStatus[] = [
  "WAITING",
  "RUNNING",
  "CANCELLING",
];

export function isActive(task: UserTask): boolean {
  return ACTIVE_STATUSES.includes(task.status);
}

/**
 * The list polls every 2 s (SPEC §9) while something can still change. Finished tasks do not, and
 * every answer restarts the session countdown (SPEC §4): polling on would keep an idle session
 * alive for as long as the page stays open.
 */
export function taskPollInterval(
  tasks: readonly UserTask[] | undefined,
): number | false {
  return tasks?.some(isActive) ? TASK_POLL_INTERVAL_MS : false;
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
