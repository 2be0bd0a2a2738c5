import { axeViolations } from "./axe";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import type { UserTask } from "../../src/api/types";
import { launchBrowser, openPage } from "./browser";
import {
  navigateInApp,
  PATHS,
  PORTAL_SIGN_IN,
  RegisterPage,
  signIn,
  urlContaining,
  urlEndingIn,
  visit,
} from "./pages";

const MIN = 60_000;
/** SPEC §9 task poll. */
const POLL_MS = 2000;

let browser: Browser;
/** Tasks this suite started, removed in `after` if a test left them behind. */
const started: { page: Page; id: string }[] = [];

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  for (const { page, id } of started) {
    await api(page, `/natippc/api/user-tasks/${id}/delete`).catch(() => {});
  }
  await browser.close();
});

/**
 * Signs in as the owner and opens the task list. The page's clock is Playwright's (running
 * normally), so a test can bring the next 2 s poll forward instead of racing the server's task.
 */
async function openTaskList(
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
  await page
    .locator("#natippc-container h1", { hasText: "Aufträge" })
    .waitFor();
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

/**
 * Starts an Excel export of the register, then comes back to the list the way a user does after
 * an export: through the app's navigation, so the list is fetched at once rather than at the next
 * 2 s poll. The server's task needs about 1.5 s, so a test can still cancel it.
 */
async function startExport(page: Page): Promise<string> {
  const task = (await api(
    page,
    "/natippc/api/ippcInstallations/excel",
    {},
  )) as UserTask;
  started.push({ page, id: task.id });
  await navigateInApp(page, PATHS.start);
  await page
    .locator("#natippc-container h1", { hasText: "Startseite" })
    .waitFor();
  await navigateInApp(page, PATHS.taskList);
  await row(page, task.id).waitFor();
  return task.id;
}

const row = (page: Page, id: string) => page.locator(`#task-${id}`);

/** `announced`: nothing else changes meanwhile, so the live region still says it. */
async function removeThroughDialog(page: Page, id: string, announced = true) {
  await row(page, id)
    .getByRole("button", { name: /^Entfernen/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Auftrag entfernen" });
  await dialog.waitFor();
  assert.deepEqual(await axeViolations(page), [], "remove dialog");
  await dialog.getByRole("button", { name: "Entfernen", exact: true }).click();
  await row(page, id).waitFor({ state: "detached" });
  if (!announced) return;
  await page
    .getByRole("status")
    .filter({ hasText: "Excel-Export Anlagenliste: entfernt" })
    .waitFor({ state: "attached" });
}

/** Resolves once none of the signed-in user's tasks can still change on the server. */
async function nothingRuns(page: Page) {
  const end = Date.now() + 20_000;
  for (;;) {
    const tasks = (await page.evaluate(async () =>
      (await fetch("/natippc/api/user-tasks")).json(),
    )) as UserTask[];
    if (!tasks.some((task) => ACTIVE.includes(task.status))) return;
    if (Date.now() > end) throw new Error("tasks still running");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const ACTIVE: readonly UserTask["status"][] = [
  "WAITING",
  "RUNNING",
  "CANCELLING",
];

/** Resolves once `done` holds, checked in real time (the page's clock may stand still). */
async function until(done: () => boolean, what: string, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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

describe("'Aufträge' (background tasks)", () => {
  test(
    "an export started in another tab shows up in the open list, which polls while nothing runs",
    { timeout: MIN },
    async () => {
      const { page, errors } = await openTaskList(1280);
      await nothingRuns(page);
      const requests = countTaskListRequests(page);
      const quiet = requests();
      await page.clock.runFor(2 * POLL_MS);
      await until(
        () => requests() >= quiet + 2,
        "two polls while nothing runs",
      );

      // The second tab: same session, the register's own Excel export.
      const other = await page.context().newPage();
      const register = new RegisterPage(other);
      await register.goto({ q: "Linz" });
      await register.excelExport.click();
      await register.excelStarted.waitFor();
      const task = (
        (await other.evaluate(async () =>
          (await fetch("/natippc/api/user-tasks")).json(),
        )) as UserTask[]
      )[0]!;
      started.push({ page, id: task.id });

      // Back in the first tab: its next poll alone brings the task, within 2 s.
      await page.bringToFront();
      const before = requests();
      await page.clock.runFor(POLL_MS);
      await until(() => requests() > before, "a poll after the export");
      await row(page, task.id).waitFor({ timeout: 5_000 });
      await row(page, task.id)
        .getByText("Abgeschlossen", { exact: true })
        .waitFor({ timeout: 20_000 });
      await removeThroughDialog(page, task.id);
      assert.deepEqual(errors, []);
      await page.context().close();
    },
  );

  test(
    "an anonymous visitor's export adds 'Aufträge'; the list is theirs alone, another visitor is sent to sign-in",
    { timeout: MIN },
    async () => {
      const visitor = await browser.newContext({
        locale: "de-DE",
        viewport: { width: 1280, height: 900 },
      });
      const page = await visitor.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const register = new RegisterPage(page);
      await register.goto({ q: "Linz" });
      await page
        .locator("#natippc-container h1", { hasText: "Anlagenregister" })
        .waitFor();
      assert.equal(
        await mainNavigation(page)
          .getByRole("link", { name: "Aufträge" })
          .count(),
        0,
      );
      await register.excelExport.click();
      await mainNavigation(page)
        .getByRole("link", { name: "Aufträge" })
        .click();
      await page.waitForURL(urlEndingIn(PATHS.taskList));
      const [task] = (await page.evaluate(async () =>
        (await fetch("/natippc/api/user-tasks")).json(),
      )) as UserTask[];
      assert.ok(task);
      assert.equal(task.persistence, "IN_MEMORY");
      await row(page, task.id)
        .getByText("Abgeschlossen", { exact: true })
        .waitFor({ timeout: 20_000 });
      const link = row(page, task.id).getByRole("link", {
        name: /^Herunterladen/,
      });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        link.click(),
      ]);
      assert.match(download.suggestedFilename(), /^IPPC-.*\.xlsx$/);
      assert.deepEqual(await axeViolations(page), []);

      // A reload opens the list directly: the tasks are asked for before any sign-in redirect.
      await page.reload();
      await row(page, task.id).waitFor();
      assert.match(page.url(), urlEndingIn(PATHS.taskList));

      // Another visitor (another browser) neither lists nor reaches them.
      const { page: stranger } = await openPage(browser, PATHS.start);
      await stranger
        .locator("#natippc-container h1", { hasText: "Startseite" })
        .waitFor();
      assert.deepEqual(
        await stranger.evaluate(async () =>
          (await fetch("/natippc/api/user-tasks")).json(),
        ),
        [],
      );
      assert.equal(
        await stranger.evaluate(
          async (id) =>
            (await fetch(`/natippc/api/user-tasks/${id}/result`)).status,
          task.id,
        ),
        404,
      );
      assert.equal(
        await mainNavigation(stranger)
          .getByRole("link", { name: "Aufträge" })
          .count(),
        0,
      );
      await visit(stranger, PATHS.taskList);
      await stranger.waitForURL(
        urlContaining(PORTAL_SIGN_IN.withReturnUrl("")),
        { timeout: 15_000 },
      );
      await stranger.context().close();

      await removeThroughDialog(page, task.id);
      // The list stays open to the visitor whose last task went; only the entry goes.
      await page.getByText("Sie haben derzeit keine Aufträge.").waitFor();
      await mainNavigation(page)
        .getByRole("link", { name: "Aufträge" })
        .waitFor({ state: "detached" });
      assert.match(page.url(), urlEndingIn(PATHS.taskList));
      assert.deepEqual(errors, []);
      await visitor.close();
    },
  );

  test(
    "an Excel export runs to Abgeschlossen and downloads as xlsx; 'Aufträge' is in the navigation",
    { timeout: MIN },
    async () => {
      const { page, errors } = await openTaskList(1280);
      const id = await startExport(page);
      await row(page, id)
        .getByText(/^(Wartend|In Bearbeitung)/)
        .first()
        .waitFor();
      await page
        .getByRole("navigation", { name: "Hauptnavigation" })
        .getByRole("link", { name: "Aufträge" })
        .waitFor();

      // The server needs about 1.5 s; the page's own polling (real time) brings the result.
      await row(page, id)
        .getByText("Abgeschlossen", { exact: true })
        .waitFor({ timeout: 20_000 });
      assert.deepEqual(await axeViolations(page), []);

      const link = row(page, id).getByRole("link", { name: /^Herunterladen/ });
      assert.equal(
        await link.getAttribute("href"),
        `/natippc/api/user-tasks/${id}/result`,
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        link.click(),
      ]);
      assert.match(download.suggestedFilename(), /^IPPC-.*\.xlsx$/);
      const file = await readFile(await download.path());
      assert.equal(file.subarray(0, 2).toString("latin1"), "PK");

      await removeThroughDialog(page, id);
      assert.deepEqual(errors, []);
      await page.context().close();
    },
  );

  test(
    "a running export can be cancelled, then removed",
    { timeout: MIN },
    async () => {
      const { page, errors } = await openTaskList(1280);
      const id = await startExport(page);
      await row(page, id)
        .getByRole("button", { name: /^Abbrechen/ })
        .click();
      await row(page, id)
        .getByText(/^(Wird abgebrochen|Abgebrochen)$/)
        .waitFor();
      await page.clock.runFor(POLL_MS);
      await row(page, id).getByText("Abgebrochen", { exact: true }).waitFor();
      assert.equal(
        await row(page, id)
          .getByRole("button", { name: /^Abbrechen/ })
          .count(),
        0,
      );
      await removeThroughDialog(page, id);
      assert.deepEqual(errors, []);
      await page.context().close();
    },
  );

  for (const width of [1280, 375]) {
    test(
      `axe finds nothing at ${width} px, running and finished tasks, context help on`,
      { timeout: MIN },
      async () => {
        const { page, errors } = await openTaskList(width);
        const done = await startExport(page);
        await row(page, done)
          .getByText("Abgeschlossen", { exact: true })
          .waitFor({ timeout: 20_000 });
        const running = await startExport(page);
        await row(page, running).getByRole("button").first().waitFor();
        await page.getByRole("button", { name: "Kontexthilfe" }).click();
        await page.getByRole("button", { name: "Hilfe zu Aufträge" }).waitFor();
        assert.deepEqual(await axeViolations(page), []);
        // No horizontal scrolling, also on a phone.
        assert.equal(
          await page.evaluate(
            () =>
              document.documentElement.scrollWidth <=
              document.documentElement.clientWidth,
          ),
          true,
        );
        await removeThroughDialog(page, done, false);
        assert.deepEqual(errors, []);
        await page.context().close();
      },
    );
  }
});
