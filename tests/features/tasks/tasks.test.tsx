import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { exportInstallationsExcel } from "../../../src/api/endpoints/installations";
import {
  TASK_POLL_INTERVAL_MS,
  taskKeys,
} from "../../../src/api/endpoints/tasks";
import { createHttpClient } from "../../../src/api/http";
import type { UserTask } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { formatDateTime } from "../../../src/i18n/format";
import {
  statusAnnouncements,
  taskPollInterval,
} from "../../../src/features/tasks/taskStatus";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

const task = (over: Partial<UserTask>): UserTask => ({
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

describe("task rules", () => {
  it("formats the start as dd.MM.yyyy HH:mm in Vienna time", () => {
    expect(formatDateTime("2025-03-14T13:05:00Z")).toBe("14.03.2025 14:05");
    expect(formatDateTime("kein Datum")).toBe("");
  });

  it("polls every 2 s while a task is waiting, running or being cancelled, else not", () => {
    for (const status of ["WAITING", "RUNNING", "CANCELLING"] as const)
      expect(taskPollInterval([task({ status })])).toBe(2000);
    expect(
      taskPollInterval(
        (["SUCCESS", "FAILURE", "CANCELLED"] as const).map((status) =>
          task({ status }),
        ),
      ),
    ).toBe(false);
    expect(taskPollInterval([])).toBe(false);
    expect(taskPollInterval(undefined)).toBe(false);
  });

  it("announces new tasks and status changes, not progress", () => {
    const before = [task({ status: "RUNNING", progress: 25 })];
    expect(
      statusAnnouncements(before, [task({ status: "RUNNING", progress: 50 })]),
    ).toEqual([]);
    expect(
      statusAnnouncements(before, [
        task({ id: "t2" }),
        task({ status: "SUCCESS", progress: 100 }),
      ]),
    ).toEqual([
      "Excel-Export Anlagenliste: Wartend",
      "Excel-Export Anlagenliste: Abgeschlossen",
    ]);
  });
});

/** Captured before any test fakes the timers: real waits for the simulated API's I/O. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Retries `check` until it returns something and does not throw, while real I/O settles, without
 * moving the fake clock more than 1 ms a try: the server's task steps and the polls happen only
 * when a test advances time, while React Query's hand-over of updates (setTimeout 0, which the
 * fake clock runs 1 ms later) still runs.
 * Checks use queryBy*: a failing getBy* renders the whole DOM into its message, every attempt.
 */
async function eventually<T>(check: () => T | null): Promise<T> {
  let lastError: unknown = new Error("eventually: nothing found");
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const value = check();
      if (value !== null) return value;
    } catch (error) {
      lastError = error;
    }
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
      await new Promise<void>((resolve) => realSetTimeout(resolve, 10));
    });
  }
  throw lastError;
}

/**
 * The page against the simulated API. Fake timers drive both the 2 s polling and the server's
 * task steps (WAITING 300 ms, then four 250 ms steps); I/O and promises stay real.
 */
describe("'Aufträge' page", () => {
  jest.setTimeout(30_000);
  let api: SimulatedApiHandle;
  let fetchSpy: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
  const http = () =>
    createHttpClient({ portalBaseUrl: "/portal", fetch: api.fetch });

  beforeEach(async () => {
    jest.useFakeTimers({
      doNotFake: ["nextTick", "setImmediate", "queueMicrotask"],
    });
    api = installSimulatedApi();
    await api.loginAs("owner");
    fetchSpy = jest.fn(api.fetch);
  });
  afterEach(async () => {
    await api.close();
    jest.useRealTimers();
  });

  function renderPage(url = "/user-tasklist") {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = renderRoutes(ROUTES, {
      url,
      session: null,
      fetch: fetchSpy,
    });
    return { user, ...view };
  }

  const advance = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  const table = () =>
    screen.queryByRole("table", { name: /Hintergrundaufträge/ });
  const firstRow = () => within(table()!).getAllByRole("row")[1]!;

  /** Task-list requests the page made (through renderRoutes' fetch). */
  const taskPolls = () =>
    fetchSpy.mock.calls.filter(([input]) =>
      String(input).endsWith("/api/user-tasks"),
    ).length;

  /** Waits (in real time) until the simulated API has the task in `status`. */
  async function serverReports(id: string, status: UserTask["status"]) {
    for (let attempt = 0; attempt < 300; attempt++) {
      const tasks = (await (
        await api.fetch("/natippc/api/user-tasks")
      ).json()) as UserTask[];
      if (tasks.find((t) => t.id === id)?.status === status) return;
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    }
    throw new Error(`The server never reported ${status}`);
  }

  /** The polite live region says `text`. */
  const announced = (text: string) =>
    expect(screen.getByText(text)).toHaveAttribute("role", "status");

  it("shows the empty state when the user has no tasks", async () => {
    renderPage();
    await eventually(() =>
      screen.queryByRole("heading", { level: 1, name: "Aufträge" }),
    );
    await eventually(() =>
      screen.queryByText("Sie haben derzeit keine Aufträge."),
    );
  });

  it("follows an Excel export from Wartend through In Bearbeitung to Abgeschlossen, with a download link", async () => {
    const started = await exportInstallationsExcel(http(), {});
    renderPage();
    await eventually(table);
    expect(
      within(table()!)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Auftrag", "Gestartet", "Status", "Aktionen"]);
    within(firstRow()).getByText("Wartend");
    within(firstRow()).getByText(formatDateTime(started.timeStarted));
    within(firstRow()).getByRole("button", { name: /^Abbrechen/ });

    // 300 ms: the server starts the task; the next poll brings it.
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() =>
      within(firstRow()).queryByText(/^In Bearbeitung \(\d+\s%\)$/),
    );
    announced("Excel-Export Anlagenliste: In Bearbeitung");

    // Four 250 ms steps, then the workbook is written (real I/O); the next poll brings it.
    await advance(TASK_POLL_INTERVAL_MS);
    await serverReports(started.id, "SUCCESS");
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => within(firstRow()).queryByText("Abgeschlossen"));
    announced("Excel-Export Anlagenliste: Abgeschlossen");

    const download = within(firstRow()).getByRole("link", {
      name: /^Herunterladen/,
    });
    expect(download).toHaveAttribute(
      "href",
      `/natippc/api/user-tasks/${started.id}/result`,
    );
    expect(download.getAttribute("download")).toMatch(/^IPPC-.*\.xlsx$/);
    expect(
      within(firstRow()).queryByRole("button", { name: /^Abbrechen/ }),
    ).not.toBeInTheDocument();
  });

  it("cancels a waiting task: Wird abgebrochen, then Abgebrochen", async () => {
    await exportInstallationsExcel(http(), {});
    const { user } = renderPage();
    await eventually(table);
    await user.click(
      within(firstRow()).getByRole("button", { name: /^Abbrechen/ }),
    );
    await eventually(() => within(firstRow()).queryByText("Wird abgebrochen"));
    expect(
      within(firstRow()).queryByRole("button", { name: /^Abbrechen/ }),
    ).not.toBeInTheDocument();

    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => within(firstRow()).queryByText("Abgebrochen"));
    announced("Excel-Export Anlagenliste: Abgebrochen");
    within(firstRow()).getByRole("button", { name: /^Entfernen/ });
  });

  it("removes a finished task after asking", async () => {
    const first = await exportInstallationsExcel(http(), {});
    const cancelled = await api.fetch(
      `/natippc/api/user-tasks/${first.id}/cancel`,
      {
        method: "POST",
        headers: { "X-XSRF-TOKEN": api.cookies().get("XSRF-TOKEN") ?? "" },
      },
    );
    expect(cancelled.ok).toBe(true);
    await advance(500);
    const { user } = renderPage();
    await eventually(() => within(firstRow()).queryByText("Abgebrochen"));

    await user.click(
      within(firstRow()).getByRole("button", { name: /^Entfernen/ }),
    );
    const dialog = screen.getByRole("dialog", { name: "Auftrag entfernen" });
    await user.click(within(dialog).getByRole("button", { name: "Behalten" }));
    await eventually(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(within(table()!).getAllByRole("row")).toHaveLength(2);

    await user.click(
      within(firstRow()).getByRole("button", { name: /^Entfernen/ }),
    );
    await user.click(
      within(
        screen.getByRole("dialog", { name: "Auftrag entfernen" }),
      ).getByRole("button", { name: "Entfernen" }),
    );
    await eventually(() =>
      screen.queryByText("Sie haben derzeit keine Aufträge."),
    );
    announced("Excel-Export Anlagenliste: entfernt");
  });

  it("polls every 2 s while a task is active and stops once nothing runs", async () => {
    const { id } = await exportInstallationsExcel(http(), {});
    renderPage();
    await eventually(table);
    let before = taskPolls();
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => expect(taskPolls()).toBe(before + 1));

    await serverReports(id, "SUCCESS");
    before = taskPolls();
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => within(firstRow()).queryByText("Abgeschlossen"));
    expect(taskPolls()).toBe(before + 1);

    await advance(5 * TASK_POLL_INTERVAL_MS);
    await eventually(() => expect(taskPolls()).toBe(before + 1));
  });

  it("does not poll a list without active tasks", async () => {
    renderPage();
    await eventually(() =>
      screen.queryByText("Sie haben derzeit keine Aufträge."),
    );
    const before = taskPolls();
    await advance(5 * TASK_POLL_INTERVAL_MS);
    expect(taskPolls()).toBe(before);
  });

  it("'Aufträge' joins the navigation once the user has a task", async () => {
    const { queryClient } = renderPage("/start");
    const nav = await eventually(() =>
      screen.queryByRole("navigation", { name: "Hauptnavigation" }),
    );
    await eventually(() =>
      within(nav).queryByRole("link", { name: "Startseite" }),
    );
    expect(
      within(nav).queryByRole("link", { name: "Aufträge" }),
    ).not.toBeInTheDocument();

    // As the register's export does (useExportInstallationsExcel): the list is fetched again.
    await exportInstallationsExcel(http(), {});
    await act(() => queryClient.invalidateQueries({ queryKey: taskKeys.all }));
    await eventually(() =>
      within(nav).queryByRole("link", { name: "Aufträge" }),
    );
  });
});
