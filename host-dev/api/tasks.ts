import { randomUUID } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { UserTask } from "../../src/api/types";
import { TASK_PERSISTENCE, TASK_STATUSES } from "../../src/api/types";
import { HttpError, notFound } from "./errors";
import type { ExportRow } from "./data/installations";
import { ANONYMOUS_EXPORT_WINDOW_MS } from "./limits";
import type { JsonStore, PersistentDocument } from "./store";
import { buildInstallationWorkbook, viennaWallClock } from "./xlsx";

const EXCEL_TASK_NAME = "Excel-Export Anlagenliste";

/**
 * `IPPC-Anlagenliste_yyyy-MM-dd-HH-mm.xlsx` in Vienna time, as the task list shows the task's
 * times: a file made at 00:30 in Vienna must not be named after the day before (UTC).
 */
export function excelFileName(at: Date): string {
  const stamp = viennaWallClock(at)
    .toISOString()
    .slice(0, 16)
    .replace(/[T:]/g, "-");
  return `IPPC-Anlagenliste_${stamp}.xlsx`;
}

interface StoredTask extends UserTask {
  /** "user:<username>" or "session:<id>". */
  owner: string;
}

const storedTaskSchema = z.object({
  id: z.string(),
  owner: z.string(),
  name: z.string(),
  status: z.enum(TASK_STATUSES),
  persistence: z.enum(TASK_PERSISTENCE),
  timeStarted: z.string(),
  timeFinished: z.string().nullable(),
  progress: z.number(),
  message: z.string().nullable(),
  resultFileName: z.string().nullable(),
});

/** Timing of a simulated export: waiting, then four progress steps (~1.3 s in total). */
const WAIT_MS = 300;
const STEP_MS = 250;
const PROGRESS_STEP = 25;
/** Per owner; the oldest finished tasks go first. */
const MAX_TASKS_PER_OWNER = 50;
/**
 * An anonymous visitor's task, and its file, is removed this long after it started (or with the
 * session, if that ends first). As long as the window of the anonymous exports' limit: no more
 * than ANONYMOUS_EXPORTS_TOTAL anonymous results are ever kept at once.
 */
export const ANONYMOUS_TASK_LIFETIME_MS = ANONYMOUS_EXPORT_WINDOW_MS;

/** The name resultPath gives a task's file. */
const RESULT_FILE = /^task-.+\.xlsx$/;

const FAILURE_MESSAGE =
  "Der Excel-Export konnte nicht erstellt werden: Die Verbindung zur Datenbank wurde unterbrochen. Bitte versuchen Sie es später erneut.";
const RESTART_MESSAGE =
  "Der Auftrag wurde durch einen Neustart des Servers abgebrochen.";

const ACTIVE = new Set<UserTask["status"]>([
  "WAITING",
  "RUNNING",
  "CANCELLING",
]);

/**
 * Background tasks (Excel export). Tasks of logged-in users are PERSISTENT
 * (tasks.json, survive a restart); an anonymous visitor's tasks are IN_MEMORY
 * and belong to the session.
 */
export class TaskManager {
  private readonly doc: PersistentDocument<{ tasks: StoredTask[] }>;
  private readonly memory: StoredTask[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(
    private readonly store: JsonStore,
    private readonly now: () => number,
  ) {
    this.doc = store.document(
      "tasks",
      () => ({ tasks: [] }),
      (raw) => z.object({ tasks: z.array(storedTaskSchema) }).parse(raw),
    );
    let interrupted = false;
    for (const task of this.doc.value.tasks) {
      if (!ACTIVE.has(task.status)) continue;
      interrupted = true;
      task.status = task.status === "CANCELLING" ? "CANCELLED" : "FAILURE";
      task.message = task.status === "FAILURE" ? RESTART_MESSAGE : task.message;
      task.timeFinished = new Date(this.now()).toISOString();
    }
    if (interrupted) void this.doc.save();
    this.removeOrphanedResults();
  }

  list(owner: string): UserTask[] {
    this.expire();
    return this.all()
      .filter((task) => task.owner === owner)
      .sort((a, b) => b.timeStarted.localeCompare(a.timeStarted))
      .map(publicTask);
  }

  async startExcelExport(
    owner: string,
    persistent: boolean,
    rows: readonly ExportRow[],
    options: { fault: "fail-task" | "hold-task" | null; filter: string },
  ): Promise<UserTask> {
    this.expire();
    const task: StoredTask = {
      id: randomUUID(),
      owner,
      name: EXCEL_TASK_NAME,
      status: "WAITING",
      persistence: persistent ? "PERSISTENT" : "IN_MEMORY",
      timeStarted: new Date(this.now()).toISOString(),
      timeFinished: null,
      progress: 0,
      message: null,
      resultFileName: null,
    };
    this.collection(task).push(task);
    this.prune(owner);
    await this.persist(task);
    this.schedule(WAIT_MS, () => this.step(task, rows, options));
    return publicTask(task);
  }

  async cancel(owner: string, id: string): Promise<UserTask> {
    const task = this.find(owner, id);
    if (task.status === "WAITING" || task.status === "RUNNING") {
      task.status = "CANCELLING";
      task.message = "Der Auftrag wird abgebrochen.";
      await this.persist(task);
    } else if (task.status !== "CANCELLING") {
      throw new HttpError(
        409,
        "conflict",
        "Der Auftrag ist bereits abgeschlossen und kann nicht abgebrochen werden.",
      );
    }
    return publicTask(task);
  }

  async delete(owner: string, id: string): Promise<void> {
    const task = this.find(owner, id);
    const list = this.collection(task);
    list.splice(list.indexOf(task), 1);
    // A running task notices it is gone at its next step and stops.
    await this.persist(task);
    await this.store.removeFile(resultPath(task.id));
  }

  async result(
    owner: string,
    id: string,
  ): Promise<{ data: Uint8Array<ArrayBuffer>; fileName: string }> {
    const task = this.find(owner, id);
    if (task.status !== "SUCCESS" || !task.resultFileName) {
      throw new HttpError(
        409,
        "conflict",
        "Für diesen Auftrag liegt kein Ergebnis vor.",
      );
    }
    try {
      return {
        data: await readFile(this.store.path(resultPath(task.id))),
        fileName: task.resultFileName,
      };
    } catch {
      throw notFound("Die Ergebnisdatei ist nicht mehr vorhanden.");
    }
  }

  /** The anonymous session is over: its tasks and their files go with it. */
  async endSession(sessionId: string): Promise<void> {
    const owner = `session:${sessionId}`;
    await this.removeMemoryTasks((task) => task.owner === owner);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private step(
    task: StoredTask,
    rows: readonly ExportRow[],
    options: { fault: "fail-task" | "hold-task" | null; filter: string },
  ): void {
    if (!this.collection(task).includes(task)) return;
    if (task.status === "CANCELLING") {
      this.finish(task, "CANCELLED", "Der Auftrag wurde abgebrochen.");
      return;
    }
    if (task.status === "WAITING") {
      task.status = "RUNNING";
      task.message = "Der Export wird erstellt.";
    } else if (options.fault !== "hold-task" || task.progress < 50) {
      task.progress = Math.min(100, task.progress + PROGRESS_STEP);
    }
    if (options.fault === "fail-task" && task.progress >= 50) {
      this.finish(task, "FAILURE", FAILURE_MESSAGE);
      return;
    }
    void this.persist(task);
    if (task.progress < 100) {
      this.schedule(STEP_MS, () => this.step(task, rows, options));
      return;
    }
    void this.writeResult(task, rows, options.filter);
  }

  private async writeResult(
    task: StoredTask,
    rows: readonly ExportRow[],
    filter: string,
  ): Promise<void> {
    try {
      const data = await buildInstallationWorkbook(rows, {
        createdAt: new Date(this.now()),
        filter,
      });
      if (this.closed) return;
      await this.store.writeFile(resultPath(task.id), data);
      if (!this.collection(task).includes(task)) {
        await this.store.removeFile(resultPath(task.id));
        return;
      }
      if (task.status === "CANCELLING") {
        await this.store.removeFile(resultPath(task.id));
        this.finish(task, "CANCELLED", "Der Auftrag wurde abgebrochen.");
        return;
      }
      task.resultFileName = excelFileName(new Date(this.now()));
      this.finish(task, "SUCCESS", `${rows.length} Anlagen exportiert.`);
    } catch (error) {
      console.error("[host-dev api] Excel export failed", error);
      this.finish(task, "FAILURE", FAILURE_MESSAGE);
    }
  }

  private finish(
    task: StoredTask,
    status: UserTask["status"],
    message: string,
  ): void {
    task.status = status;
    task.message = message;
    task.timeFinished = new Date(this.now()).toISOString();
    void this.persist(task);
  }

  private schedule(ms: number, run: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) run();
    }, ms);
    this.timers.add(timer);
  }

  private find(owner: string, id: string): StoredTask {
    this.expire();
    const task = this.all().find((t) => t.id === id && t.owner === owner);
    // A foreign task is reported as unknown so ids cannot be probed.
    if (!task) throw notFound("Der Auftrag wurde nicht gefunden.");
    return task;
  }

  private all(): StoredTask[] {
    return [...this.doc.value.tasks, ...this.memory];
  }

  private collection(task: StoredTask): StoredTask[] {
    return task.persistence === "PERSISTENT"
      ? this.doc.value.tasks
      : this.memory;
  }

  private prune(owner: string): void {
    for (const list of [this.doc.value.tasks, this.memory]) {
      const mine = list.filter(
        (t) => t.owner === owner && !ACTIVE.has(t.status),
      );
      const excess =
        list.filter((t) => t.owner === owner).length - MAX_TASKS_PER_OWNER;
      for (const task of mine.slice(0, Math.max(0, excess))) {
        list.splice(list.indexOf(task), 1);
        void this.store.removeFile(resultPath(task.id));
      }
    }
  }

  private expire(): void {
    const limit = this.now() - ANONYMOUS_TASK_LIFETIME_MS;
    void this.removeMemoryTasks(
      (task) => Date.parse(task.timeStarted) <= limit,
    );
  }

  private async removeMemoryTasks(
    matches: (task: StoredTask) => boolean,
  ): Promise<void> {
    const gone = this.memory.filter(matches);
    if (gone.length === 0) return;
    // A task still running notices at its next step that it is gone and stops.
    for (const task of gone) this.memory.splice(this.memory.indexOf(task), 1);
    await Promise.all(
      gone.map((task) => this.store.removeFile(resultPath(task.id))),
    );
  }

  /**
   * At start, before any task runs: result files of tasks that are gone (an anonymous visitor's,
   * held in memory only) or ended without a result (interrupted by the restart).
   */
  private removeOrphanedResults(): void {
    const kept = new Set(
      this.doc.value.tasks
        .filter((task) => task.status === "SUCCESS")
        .map((task) => resultPath(task.id)),
    );
    for (const name of readdirSync(this.store.dataDir)) {
      if (RESULT_FILE.test(name) && !kept.has(name))
        rmSync(this.store.path(name), { force: true });
    }
  }

  private persist(task: StoredTask): Promise<void> {
    return task.persistence === "PERSISTENT" && !this.closed
      ? this.doc.save()
      : Promise.resolve();
  }
}

function resultPath(id: string): string {
  return `task-${id}.xlsx`;
}

function publicTask(task: StoredTask): UserTask {
  const { owner: _owner, ...rest } = task;
  return { ...rest };
}
