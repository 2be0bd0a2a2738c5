import type { UserTask } from "../../src/api/types";

/** A task as GET /api/user-tasks answers it; `over` sets what a test is about. */
export const aTask = (over: Partial<UserTask> = {}): UserTask => ({
  id: "t1",
  name: "Excel-Export Anlagenliste",
  status: "WAITING",
  persistence: "PERSISTENT",
  timeStarted: "2025-03-14T13:05:00Z",
  timeFinished: null,
  progress: 0,
  message: null,
  resultFileName: null,
  ...over,
});
