/**
 * The unexpected frontend error (SPEC §8) for each way the app's own code can fail, made through the
 * test settings' fault triggers: its box with a Fehler-ID, the entry in the server log with that
 * id, and the note when the log cannot be written. The portal's own errors open nothing.
 */
import type { Browser, Page } from "@playwright/test";
import { BASE_URL, openPage, signInPath } from "./browser";
import { expect, test } from "./fixtures";
import { PATHS } from "./pages";

test.describe.configure({ mode: "parallel" });

const ERROR_TEXT =
  /^Es ist ein unerwarteter Fehler aufgetreten\. Bitte laden Sie die Seite mittels F5 oder der „Seite aktualisieren“-Schaltfläche neu und versuchen Sie es erneut\. Fehler-ID: (\S+)$/;
const LOG_FAILED = "Das Protokoll konnte nicht gespeichert werden.";

async function openStart(browser: Browser) {
  const opened = await openPage(browser, signInPath("owner", PATHS.start));
  await expect(
    opened.page.locator("#natippc-container h1", { hasText: "Startseite" }),
  ).toBeVisible();
  return opened;
}

/** Clicks one of the test settings' fault triggers. */
async function fail(page: Page, trigger: string) {
  await page.getByRole("button", { name: "Testeinstellungen" }).click();
  await page
    .getByRole("dialog", { name: "Testeinstellungen" })
    .getByRole("button", { name: trigger })
    .click();
}

/** The Fehler-ID the box shows, once the server log holds an entry with it. */
async function loggedErrorId(page: Page, logged: Promise<string>) {
  const text = await page.getByText(ERROR_TEXT).textContent();
  const errorId = ERROR_TEXT.exec(text ?? "")?.[1];
  expect(errorId).toBeTruthy();
  expect(await logged).toContain(`[${errorId}]`);
}

const messageOf = (body: string | null) =>
  new URLSearchParams(body ?? "").get("message") ?? "";

/** The message of the entry the page writes to the server log about a test fault. */
function nextLogEntry(page: Page): Promise<string> {
  return page
    .waitForRequest(
      (request) =>
        request.method() === "POST" &&
        new URL(request.url()).pathname === "/natippc/api/log" &&
        messageOf(request.postData()).includes("Testfehler"),
    )
    .then((request) => messageOf(request.postData()));
}

test.describe("unexpected errors of the app's own code (SPEC §8)", () => {
  test("while rendering the frame: the error page with the box, logged with its Fehler-ID", async ({
    browser,
  }) => {
    const { page, errors } = await openStart(browser);
    const logged = nextLogEntry(page);
    await fail(page, "Fehler beim Anzeigen");
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await loggedErrorId(page, logged);
    await expect(page.getByText(LOG_FAILED)).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [trigger, message] of <const>[
    ["Fehler bei einer Aktion", "Testfehler bei einer Aktion"],
    [
      "Fehler in einer Hintergrundaufgabe",
      "Testfehler in einer Hintergrundaufgabe",
    ],
  ]) {
    test(`'${trigger}': the box in a dialog, logged with its Fehler-ID; the page stays`, async ({
      browser,
    }) => {
      const { page, errors } = await openStart(browser);
      const logged = nextLogEntry(page);
      await fail(page, trigger);
      const dialog = page.getByRole("dialog", { name: "Unerwarteter Fehler" });
      await expect(dialog.getByText(ERROR_TEXT)).toBeVisible();
      await loggedErrorId(page, logged);
      await dialog.getByRole("link", { name: "Mehr Informationen" }).click();
      await expect(dialog.getByText(message)).toBeVisible();
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.locator("#natippc-container h1", { hasText: "Startseite" }),
      ).toBeVisible();
      // The browser still reports it as uncaught: the box does not hide it from the console.
      expect(errors).toEqual([message]);
      await page.context().close();
    });
  }

  test("when the log cannot be written, the box says so", async ({
    browser,
  }) => {
    const { page } = await openStart(browser);
    const fault = await fetch(`${BASE_URL}/__dev/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "/natippc/api/log", mode: "500", times: 1 }),
    });
    expect(fault.ok, "fault set").toBe(true);
    try {
      await fail(page, "Fehler bei einer Aktion");
      const dialog = page.getByRole("dialog", { name: "Unerwarteter Fehler" });
      await expect(dialog.getByText(ERROR_TEXT)).toBeVisible();
      await expect(dialog.getByText(LOG_FAILED)).toBeVisible();
    } finally {
      await fetch(`${BASE_URL}/__dev/faults`, { method: "DELETE" });
      await page.context().close();
    }
  });

  test("the portal's own errors open nothing", async ({ browser }) => {
    const { page, errors } = await openStart(browser);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Fehler des Portals");
      });
      void Promise.reject(new Error("Abgelehnt im Portal"));
    });
    await expect.poll(() => errors.length).toBe(2);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    await page.context().close();
  });
});
