import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import type { UserTask } from "../../src/api/types";
import { axeViolations } from "./axe";
import { BASE_URL, openPage } from "./browser";
import { expect, test } from "./fixtures";
import {
  mainNavigationLink,
  navigateInApp,
  PATHS,
  PORTAL_SIGN_IN,
  RegisterPage,
  signIn,
  urlContaining,
  urlEndingIn,
  visit,
} from "./pages";

test.describe.configure({ mode: "parallel" });

const MIN = 60_000;
/** SPEC §9 task poll. */
const POLL_MS = 2000;

/** Tasks this worker started, removed in `afterAll` if a test left them behind. */
const started: { page: Page; id: string }[] = [];

test.afterAll(async () => {
  for (const { page, id } of started) {
    await api(page, `/natippc/api/user-tasks/${id}/delete`).catch(() => {});
  }
});

/**
 * Signs in as the owner and opens the task list. The page's clock is Playwright's (running
 * normally), so a test can bring the next 2 s poll forward instead of racing the server's task.
 */
async function openTaskList(
  browser: Browser,
  width: number,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.install();
  await signIn(page, "owner", PATHS.taskList);
  await expect(
    page.locator("#natippc-container h1", { hasText: "Aufträge" }),
  ).toBeVisible();
  return { page, errors };
}

/** A mutating call from the page, as the app makes it: session cookie plus X-XSRF-TOKEN. */
async function api(page: Page, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = document.cookie
        .split("; ")
        .find((cookie) => cookie.startsWith("XSRF-TOKEN="))
        ?.slice("XSRF-TOKEN=".length);
      const response = await fetch(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-XSRF-TOKEN": decodeURIComponent(token ?? ""),
        },
        body: JSON.stringify(body ?? {}),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.status === 204 ? null : response.json();
    },
    { path, body },
  );
}

/** The signed-in user's tasks as the server has them now, newest first. */
function tasksOf(page: Page): Promise<UserTask[]> {
  return page.evaluate(
    async () =>
      (await (await fetch("/natippc/api/user-tasks")).json()) as UserTask[],
  );
}

/**
 * Starts an Excel export of the register, then comes back to the list the way a user does after
 * an export: through the app's navigation, so the list is fetched at once rather than at the next
 * 2 s poll. The server's task needs about 1.5 s; `held` keeps it running half-way (host-dev's
 * `hold-task` fault, for this export alone) until it is cancelled, so a test can rely on it.
 */
async function startExport(
  page: Page,
  { held = false }: { held?: boolean } = {},
): Promise<string> {
  let path = "/natippc/api/ippcInstallations/excel";
  if (held) {
    path += `?hold=${randomUUID()}`;
    const rule = await fetch(`${BASE_URL}/__dev/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path, mode: "hold-task", times: 1 }),
    });
    expect(rule.ok).toBe(true);
  }
  const task = (await api(page, path, {})) as UserTask;
  started.push({ page, id: task.id });
  await navigateInApp(page, PATHS.start);
  await expect(
    page.locator("#natippc-container h1", { hasText: "Startseite" }),
  ).toBeVisible();
  await navigateInApp(page, PATHS.taskList);
  await expect(row(page, task.id)).toBeVisible();
  return task.id;
}

const row = (page: Page, id: string) => page.locator(`#task-${id}`);

/** `announced`: nothing else changes meanwhile, so the live region still says it. */
async function removeThroughDialog(page: Page, id: string, announced = true) {
  await row(page, id)
    .getByRole("button", { name: /^Entfernen/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Auftrag entfernen" });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page), "remove dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Entfernen", exact: true }).click();
  await expect(row(page, id)).toHaveCount(0);
  if (!announced) return;
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Excel-Export Anlagenliste: entfernt" }),
  ).toBeAttached();
}

const ACTIVE: readonly UserTask["status"][] = [
  "WAITING",
  "RUNNING",
  "CANCELLING",
];

/** Resolves once none of the signed-in user's tasks can still change on the server. */
async function nothingRuns(page: Page) {
  await expect
    .poll(
      async () =>
        (await tasksOf(page)).some((task) => ACTIVE.includes(task.status)),
      { message: "tasks still running", timeout: 20_000 },
    )
    .toBe(false);
}

/** The page's own requests for the task list. */
function countTaskListRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/natippc/api/user-tasks") count++;
  });
  return () => count;
}

const mainNavigation = (page: Page) =>
  page.getByRole("navigation", { name: "Hauptnavigation" });

test.describe("'Aufträge' (background tasks)", () => {
  test("an export started in another tab shows up in the open list, which polls while nothing runs", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    const { page, errors } = await openTaskList(browser, 1280);
    await nothingRuns(page);
    const requests = countTaskListRequests(page);
    const polled = requests();
    await page.clock.runFor(2 * POLL_MS);
    // Polled in real time: the page's clock may stand still.
    await expect
      .poll(requests, {
        message: "two polls while nothing runs",
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(polled + 2);

    // The second tab: same session, the register's own Excel export of the owner's installations
    // ('Meine Anlagen', the owner's default), once they are shown: an empty result is not offered.
    const other = await page.context().newPage();
    const register = new RegisterPage(other);
    await register.goto();
    await expect.poll(() => register.total()).toBeGreaterThan(0);
    await register.excelExport.click();
    await expect(register.excelStarted).toBeVisible();
    const task = (await tasksOf(other))[0]!;
    started.push({ page, id: task.id });

    // Back in the first tab: its next poll alone brings the task, within 2 s.
    await page.bringToFront();
    const before = requests();
    await page.clock.runFor(POLL_MS);
    await expect
      .poll(requests, { message: "a poll after the export", timeout: 5_000 })
      .toBeGreaterThan(before);
    await expect(row(page, task.id)).toBeVisible({ timeout: 5_000 });
    await expect(
      row(page, task.id).getByText("Abgeschlossen", { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
    await removeThroughDialog(page, task.id);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("an anonymous visitor's export adds 'Aufträge'; the list is theirs alone, another visitor is sent to sign-in", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    const visitor = await browser.newContext({
      locale: "de-DE",
      viewport: { width: 1280, height: 900 },
    });
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const register = new RegisterPage(page);
    await register.goto({ q: "Linz" });
    await expect(
      page.locator("#natippc-container h1", { hasText: "Anlagenregister" }),
    ).toBeVisible();
    await expect(
      mainNavigation(page).getByRole("link", { name: "Aufträge" }),
    ).toHaveCount(0);
    await register.excelExport.click();
    await (await mainNavigationLink(page, "Aufträge")).click();
    await expect(page).toHaveURL(urlEndingIn(PATHS.taskList));
    const [task] = await tasksOf(page);
    expect(task).toBeDefined();
    expect(task!.persistence).toBe("IN_MEMORY");
    await expect(
      row(page, task!.id).getByText("Abgeschlossen", { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
    const link = row(page, task!.id).getByRole("link", {
      name: /^Herunterladen/,
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      link.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^IPPC-.*\.xlsx$/);
    expect(await axeViolations(page)).toEqual([]);

    // A reload opens the list directly: the tasks are asked for before any sign-in redirect.
    await page.reload();
    await expect(row(page, task!.id)).toBeVisible();
    await expect(page).toHaveURL(urlEndingIn(PATHS.taskList));

    // Another visitor (another browser) neither lists nor reaches them.
    const { page: stranger } = await openPage(browser, PATHS.start);
    await expect(
      stranger.locator("#natippc-container h1", { hasText: "Startseite" }),
    ).toBeVisible();
    expect(await tasksOf(stranger)).toEqual([]);
    expect(
      await stranger.evaluate(
        async (id) =>
          (await fetch(`/natippc/api/user-tasks/${id}/result`)).status,
        task!.id,
      ),
    ).toBe(404);
    await expect(
      mainNavigation(stranger).getByRole("link", { name: "Aufträge" }),
    ).toHaveCount(0);
    await visit(stranger, PATHS.taskList);
    await expect(stranger).toHaveURL(
      urlContaining(PORTAL_SIGN_IN.withReturnUrl("")),
      { timeout: 15_000 },
    );
    await stranger.context().close();

    await removeThroughDialog(page, task!.id);
    // The list stays open to the visitor whose last task went; only the entry goes.
    await expect(
      page.getByText("Sie haben derzeit keine Aufträge."),
    ).toBeVisible();
    await expect(
      mainNavigation(page).getByRole("link", { name: "Aufträge" }),
    ).toHaveCount(0);
    await expect(page).toHaveURL(urlEndingIn(PATHS.taskList));
    expect(errors).toEqual([]);
    await visitor.close();
  });

  test("an Excel export runs to Abgeschlossen and downloads as xlsx; 'Aufträge' is in the navigation", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    const { page, errors } = await openTaskList(browser, 1280);
    const id = await startExport(page);
    await expect(await mainNavigationLink(page, "Aufträge")).toBeVisible();
    await page.keyboard.press("Escape");

    // The server needs about 1.5 s; the page's own polling (real time) brings the result.
    await expect(
      row(page, id).getByText("Abgeschlossen", { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);

    const link = row(page, id).getByRole("link", { name: /^Herunterladen/ });
    await expect(link).toHaveAttribute(
      "href",
      `/natippc/api/user-tasks/${id}/result`,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      link.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^IPPC-.*\.xlsx$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 2).toString("latin1")).toBe("PK");

    await removeThroughDialog(page, id);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a running export can be cancelled, then removed", async ({
    browser,
  }) => {
    test.setTimeout(MIN);
    const { page, errors } = await openTaskList(browser, 1280);
    const id = await startExport(page, { held: true });
    // Held half-way: the page's polls bring it there and it stays.
    await expect(async () => {
      await page.clock.runFor(POLL_MS);
      await expect(
        row(page, id).getByText(/^In Bearbeitung \(50\s%\)$/),
      ).toBeVisible({ timeout: 1000 });
    }).toPass();
    await row(page, id)
      .getByRole("button", { name: /^Abbrechen/ })
      .click();
    await expect(
      row(page, id).getByText(/^(Wird abgebrochen|Abgebrochen)$/),
    ).toBeVisible();
    await page.clock.runFor(POLL_MS);
    await expect(
      row(page, id).getByText("Abgebrochen", { exact: true }),
    ).toBeVisible();
    await expect(
      row(page, id).getByRole("button", { name: /^Abbrechen/ }),
    ).toHaveCount(0);
    await removeThroughDialog(page, id);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const width of [1280, 375]) {
    test(`axe finds nothing at ${width} px, running and finished tasks, context help on`, async ({
      browser,
    }) => {
      test.setTimeout(MIN);
      const { page, errors } = await openTaskList(browser, width);
      const done = await startExport(page);
      await expect(
        row(page, done).getByText("Abgeschlossen", { exact: true }),
      ).toBeVisible({ timeout: 20_000 });
      const running = await startExport(page, { held: true });
      await expect(
        row(page, running).getByRole("button", { name: /^Abbrechen/ }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Kontexthilfe" }).click();
      await expect(
        page.getByRole("button", { name: "Hilfe zu Aufträge" }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // No horizontal scrolling, also on a phone.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.documentElement.scrollWidth <=
              document.documentElement.clientWidth,
          ),
        )
        .toBe(true);
      await removeThroughDialog(page, done, false);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
