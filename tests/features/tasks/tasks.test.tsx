import { act, screen, waitFor, within } from "@testing-library/react";
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
import { statusAnnouncements } from "../../../src/features/tasks/taskStatus";
import { loggedIn, renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";
import { aTask } from "../../utils/tasks";

describe("task rules", () => {
  it("formats the start as dd.MM.yyyy HH:mm in Vienna time", () => {
    expect(formatDateTime("2025-03-14T13:05:00Z")).toBe("14.03.2025 14:05");
    expect(formatDateTime("kein Datum")).toBe("");
  });

  it("announces new tasks and status changes, not progress", () => {
    const before = [aTask({ status: "RUNNING", progress: 25 })];
    expect(
      statusAnnouncements(before, [aTask({ status: "RUNNING", progress: 50 })]),
    ).toEqual([]);
    expect(
      statusAnnouncements(before, [
        aTask({ id: "t2" }),
        aTask({ status: "SUCCESS", progress: 100 }),
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

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const table = () =>
  screen.queryByRole("table", { name: /Hintergrundaufträge/ });
const firstRow = () => within(table()!).getAllByRole("row")[1]!;
const mainNavigation = () =>
  screen.queryByRole("navigation", { name: "Hauptnavigation" });

/** The polite live region says `text`. */
const announced = (text: string) =>
  expect(screen.getByText(text)).toHaveAttribute("role", "status");

/** Task-list requests made through `fetch`. */
const taskListRequests = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([input]) =>
    String(input).endsWith("/api/user-tasks"),
  ).length;

/** Waits (in real time) until the simulated API has the task in `status`, for `api`'s visitor. */
async function serverReportsFor(
  api: SimulatedApiHandle,
  id: string,
  status: UserTask["status"],
) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const tasks = (await (
      await api.fetch("/natippc/api/user-tasks")
    ).json()) as UserTask[];
    if (tasks.find((t) => t.id === id)?.status === status) return;
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
  throw new Error(`The server never reported ${status}`);
}

/** The browser tab hidden or shown again, as the Page Visibility API reports it. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => state,
  });
  document.dispatchEvent(new Event("visibilitychange"));
  window.dispatchEvent(new Event("visibilitychange"));
}
afterEach(() => {
  // Back to jsdom's own getter.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

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

  async function renderPage(url = "/user-tasklist") {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = await renderRoutes(ROUTES, {
      url,
      session: null,
      fetch: fetchSpy,
    });
    return { user, ...view };
  }

  /** Task-list requests the page made (through renderRoutes' fetch). */
  const taskPolls = () => taskListRequests(fetchSpy);

  const serverReports = (id: string, status: UserTask["status"]) =>
    serverReportsFor(api, id, status);

  it("shows the empty state when the user has no tasks", async () => {
    await renderPage();
    await eventually(() =>
      screen.queryByRole("heading", { level: 1, name: "Aufträge" }),
    );
    await eventually(() =>
      screen.queryByText("Sie haben derzeit keine Aufträge."),
    );
  });

  it("follows an Excel export from Wartend through In Bearbeitung to Abgeschlossen, with a download link", async () => {
    const started = await exportInstallationsExcel(http(), {});
    await renderPage();
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
    const { user } = await renderPage();
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
    const { user } = await renderPage();
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

  it("polls every 2 s while a task is active, and goes on once nothing runs", async () => {
    const { id } = await exportInstallationsExcel(http(), {});
    await renderPage();
    await eventually(table);
    let before = taskPolls();
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => expect(taskPolls()).toBe(before + 1));

    await serverReports(id, "SUCCESS");
    before = taskPolls();
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => within(firstRow()).queryByText("Abgeschlossen"));
    expect(taskPolls()).toBe(before + 1);

    for (let poll = 2; poll <= 5; poll++) {
      await advance(TASK_POLL_INTERVAL_MS);
      await eventually(() => expect(taskPolls()).toBe(before + poll));
    }
  });

  it("polls every 2 s while nothing runs, so a task started in another tab shows up", async () => {
    const { queryClient } = await renderPage();
    await eventually(() =>
      screen.queryByText("Sie haben derzeit keine Aufträge."),
    );
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" });
    expect(
      within(nav).queryByRole("link", { name: "Aufträge" }),
    ).not.toBeInTheDocument();
    const before = taskPolls();
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => expect(taskPolls()).toBe(before + 1));

    // The other tab's export: same session, but nothing of it reaches this page's cache.
    const started = await exportInstallationsExcel(
      createHttpClient({ portalBaseUrl: "/portal", fetch: api.fetch }),
      {},
    );
    expect(queryClient.getQueryData(taskKeys.list())).toEqual([]);
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => expect(taskPolls()).toBe(before + 2));
    await eventually(table);
    expect(firstRow()).toHaveAttribute("id", `task-${started.id}`);
    // Announced as new, in whatever state the server's clock has brought it to meanwhile.
    expect(screen.getByText(/^Excel-Export Anlagenliste: /)).toHaveAttribute(
      "role",
      "status",
    );
    // The page's answers feed the navigation too.
    await eventually(() =>
      within(nav).queryByRole("link", { name: "Aufträge" }),
    );
  });

  it("rests while the browser tab is hidden and stops when the page is left", async () => {
    const { router } = await renderPage();
    await eventually(() =>
      screen.queryByText("Sie haben derzeit keine Aufträge."),
    );
    const before = taskPolls();
    setVisibility("hidden");
    await advance(5 * TASK_POLL_INTERVAL_MS);
    expect(taskPolls()).toBe(before);

    setVisibility("visible");
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => expect(taskPolls()).toBe(before + 1));

    await act(() => router.navigate("/start"));
    await eventually(() =>
      screen.queryByRole("heading", { level: 1, name: "Startseite" }),
    );
    const left = taskPolls();
    await advance(5 * TASK_POLL_INTERVAL_MS);
    expect(taskPolls()).toBe(left);
  });

  // wrong-shape: an object where the list belongs (ADR 18).
  it.each(["500", "wrong-shape"] as const)(
    "stops polling once the list failed to load, and says so (%s)",
    async (mode) => {
      await renderPage();
      await eventually(() =>
        screen.queryByText("Sie haben derzeit keine Aufträge."),
      );
      await api.addFault({
        path: "/natippc/api/user-tasks",
        method: "GET",
        mode,
      });
      const before = taskPolls();
      await advance(TASK_POLL_INTERVAL_MS);
      await eventually(() =>
        screen.queryByText("Die Aufträge konnten nicht geladen werden."),
      );
      expect(taskPolls()).toBe(before + 1);
      await advance(5 * TASK_POLL_INTERVAL_MS);
      expect(taskPolls()).toBe(before + 1);
    },
  );

  it("'Aufträge' joins the navigation once the user has a task", async () => {
    const { queryClient } = await renderPage("/start");
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

/** SPEC §2: 'Aufträge' once the user has a task — an anonymous visitor too, whose tasks live in the session. */
describe("'Aufträge' for an anonymous visitor", () => {
  jest.setTimeout(30_000);
  let api: SimulatedApiHandle;
  let fetchSpy: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
  let login: jest.Mock;
  const http = () =>
    createHttpClient({ portalBaseUrl: "/portal", fetch: api.fetch });

  beforeEach(async () => {
    jest.useFakeTimers({
      doNotFake: ["nextTick", "setImmediate", "queueMicrotask"],
    });
    api = installSimulatedApi();
    await api.loginAs("anonymous");
    fetchSpy = jest.fn(api.fetch);
    login = jest.fn();
  });
  afterEach(async () => {
    await api.close();
    jest.useRealTimers();
  });

  async function renderAt(url: string) {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = await renderRoutes(ROUTES, {
      url,
      session: null,
      fetch: fetchSpy,
      host: { handlers: { login } },
    });
    return { user, ...view };
  }

  const forbidden = () =>
    screen.queryByRole("heading", {
      level: 1,
      name: "Zugriff nicht erlaubt (Fehler 403)",
    });

  it("without tasks: no 'Aufträge' in the navigation, and the list sends to sign-in", async () => {
    const { router } = await renderAt("/start");
    const nav = await eventually(mainNavigation);
    await eventually(() =>
      within(nav).queryByRole("link", { name: "Startseite" }),
    );
    await eventually(() => expect(taskListRequests(fetchSpy)).toBe(1));
    expect(
      within(nav).queryByRole("link", { name: "Aufträge" }),
    ).not.toBeInTheDocument();

    await act(() => router.navigate("/user-tasklist"));
    await eventually(forbidden);
    expect(login).toHaveBeenCalledTimes(1);
    expect(table()).not.toBeInTheDocument();
  });

  it("an export adds 'Aufträge' to the navigation; the list opens with the task and its download", async () => {
    const started = await exportInstallationsExcel(http(), {});
    expect(started.persistence).toBe("IN_MEMORY");
    const { user } = await renderAt("/start");
    const nav = await eventually(mainNavigation);
    const entry = await eventually(() =>
      within(nav).queryByRole("link", { name: "Aufträge" }),
    );
    await user.click(entry);
    await eventually(table);
    expect(firstRow()).toHaveAttribute("id", `task-${started.id}`);

    // The server's steps, then the workbook (real I/O); the next poll brings the result.
    await advance(TASK_POLL_INTERVAL_MS);
    await serverReportsFor(api, started.id, "SUCCESS");
    await advance(TASK_POLL_INTERVAL_MS);
    const download = await eventually(() =>
      within(firstRow()).queryByRole("link", { name: /^Herunterladen/ }),
    );
    expect(download).toHaveAttribute(
      "href",
      `/natippc/api/user-tasks/${started.id}/result`,
    );
    expect(forbidden()).not.toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("opening the list directly (a reload) waits for the tasks instead of sending to sign-in", async () => {
    const started = await exportInstallationsExcel(http(), {});
    await renderAt("/user-tasklist");
    await eventually(table);
    expect(firstRow()).toHaveAttribute("id", `task-${started.id}`);
    expect(login).not.toHaveBeenCalled();
  });

  it("removing the last task keeps the visitor on the list; the navigation entry goes", async () => {
    const started = await exportInstallationsExcel(http(), {});
    const { user } = await renderAt("/user-tasklist");
    await eventually(table);
    await user.click(
      within(firstRow()).getByRole("button", { name: /^Abbrechen/ }),
    );
    await advance(TASK_POLL_INTERVAL_MS);
    await eventually(() => within(firstRow()).queryByText("Abgebrochen"));
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
    await eventually(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    const nav = mainNavigation()!;
    await eventually(() =>
      expect(
        within(nav).queryByRole("link", { name: "Aufträge" }),
      ).not.toBeInTheDocument(),
    );
    await advance(TASK_POLL_INTERVAL_MS);
    expect(forbidden()).not.toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    expect(
      (await (await api.fetch("/natippc/api/user-tasks")).json()) as unknown[],
    ).toEqual([]);
    expect(started.id).toBeTruthy();
  });

  it("another visitor (another browser) gets neither the entry nor the list", async () => {
    await exportInstallationsExcel(http(), {});
    api.clearCookies();
    await api.loginAs("anonymous");
    const { router } = await renderAt("/start");
    const nav = await eventually(mainNavigation);
    await eventually(() => expect(taskListRequests(fetchSpy)).toBe(1));
    expect(
      within(nav).queryByRole("link", { name: "Aufträge" }),
    ).not.toBeInTheDocument();
    await act(() => router.navigate("/user-tasklist"));
    await eventually(forbidden);
    expect(login).toHaveBeenCalledTimes(1);
  });
});

/**
 * A failed task action is the page's to show (its alert): the frame's generic error box
 * ('Unerwarteter Fehler') does not say it a second time.
 */
describe("a failed task action", () => {
  const serverError = () =>
    Response.json(
      { status: 500, error: "internal_error", message: "kaputt" },
      { status: 500 },
    );

  /** The task list as given; every task action answers `failed` (a 500); log entries are stored. */
  function failingActions(tasks: UserTask[], failed = serverError) {
    return jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (/\/user-tasks\/[^/]+\/(cancel|delete)$/.test(url)) return failed();
      if (url.endsWith("/api/user-tasks")) return Response.json(tasks);
      if (url.includes("/api/log")) return new Response(null, { status: 204 });
      return Response.json(
        { status: 404, error: "not_found", message: url },
        { status: 404 },
      );
    });
  }

  async function renderList(tasks: UserTask[], failed = serverError) {
    const user = userEvent.setup();
    const view = await renderRoutes(ROUTES, {
      url: "/user-tasklist",
      session: loggedIn(),
      fetch: failingActions(tasks, failed),
    });
    return { user, ...view };
  }

  const row = async () =>
    within(
      await screen.findByRole("table", { name: /Hintergrundaufträge/ }),
    ).getAllByRole("row")[1]!;

  async function shownOnlyByThePage(text: string) {
    await waitFor(() =>
      expect(
        screen.getAllByRole("alert").map((alert) => alert.textContent),
      ).toContainEqual(expect.stringContaining(text)),
    );
    expect(
      screen.queryByRole("dialog", { name: "Unerwarteter Fehler" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByText(/Es ist ein unerwarteter Fehler aufgetreten/),
    ).not.toBeInTheDocument();
  }

  it.each([
    [100 / 3, "In Bearbeitung (33 %)"],
    [99.99, "In Bearbeitung (99 %)"],
    [0, "In Bearbeitung (0 %)"],
  ])("progress %d is shown in whole percent: %s", async (progress, shown) => {
    await renderList([aTask({ status: "RUNNING", progress })]);
    expect(within(await row()).getByText(shown)).toBeVisible();
  });

  it("a failed 'Abbrechen' says so on the page, not in the frame's error box", async () => {
    const { user } = await renderList([
      aTask({ status: "RUNNING", progress: 25 }),
    ]);
    await user.click(
      within(await row()).getByRole("button", { name: /^Abbrechen/ }),
    );
    await shownOnlyByThePage("Der Auftrag konnte nicht abgebrochen werden.");
  });

  it("an 'Abbrechen' answered with something other than the task says so on the page too", async () => {
    // ADR 18: the task list where the cancelled task belongs.
    const running = aTask({ status: "RUNNING", progress: 25 });
    const { user } = await renderList([running], () =>
      Response.json([running]),
    );
    await user.click(
      within(await row()).getByRole("button", { name: /^Abbrechen/ }),
    );
    await shownOnlyByThePage("Der Auftrag konnte nicht abgebrochen werden.");
  });

  it("a failed 'Entfernen' says so on the page, not in the frame's error box", async () => {
    const { user } = await renderList([
      aTask({ status: "CANCELLED", timeFinished: "2025-03-14T13:06:00Z" }),
    ]);
    await user.click(
      within(await row()).getByRole("button", { name: /^Entfernen/ }),
    );
    await user.click(
      within(
        screen.getByRole("dialog", { name: "Auftrag entfernen" }),
      ).getByRole("button", { name: "Entfernen" }),
    );
    await shownOnlyByThePage("Der Auftrag konnte nicht entfernt werden.");
  });
});
