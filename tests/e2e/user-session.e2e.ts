import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { BASE_URL, launchBrowser } from "./browser";
import { quietBackground, watchNetwork } from "./network";
import {
  PATHS,
  PORTAL_SIGN_IN,
  signIn,
  urlEndingIn,
  visit,
  type Persona,
} from "./pages";

const MIN = 60_000;

let browser: Browser;
const faultIds: number[] = [];

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  // Only ours: other suites may be using the same server.
  await Promise.all(
    faultIds.map((id) =>
      fetch(`${BASE_URL}/__dev/faults/${id}`, { method: "DELETE" }),
    ),
  );
  await browser.close();
});

async function addFault(rule: {
  path: string;
  mode: string;
  method?: string;
  times: number;
}): Promise<void> {
  const response = await fetch(`${BASE_URL}/__dev/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(rule),
  });
  assert.equal(response.status < 300, true);
  faultIds.push(((await response.json()) as { id: number }).id);
}

/**
 * Signs in as a persona and opens an app page. With `clock`, the page's time is Playwright's, so a
 * test can jump ahead by minutes, and no answer in the background restarts the countdown
 * (`quietBackground`).
 */
async function open(
  persona: Persona,
  path: string,
  { width = 1280, clock = false } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (clock) {
    await page.clock.install();
    await quietBackground(context);
  }
  const network = watchNetwork(page);
  await signIn(page, persona, path);
  await page
    .locator("#natippc-container h1")
    .first()
    .waitFor({ timeout: 15_000 });
  // An answer arriving after a jump of the clock would start the countdown again.
  if (clock) await network.quiet();
  return { page, errors };
}

/** axe finds nothing, and nothing scrolls sideways, at the page's current width. */
async function assertAxeClean(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  assert.deepEqual(await axeViolations(page), [], `axe at ${width} px`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.equal(overflow <= 0, true, `no horizontal scrolling at ${width} px`);
}

/**
 * Both widths in one page, for tests without a time jump (after one, a re-render at a new width
 * would refetch stale data, and that answer restarts the countdown).
 */
async function assertAxeCleanAtBothWidths(page: Page): Promise<void> {
  await assertAxeClean(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await assertAxeClean(page);
}

const WIDTHS = [1280, 375];

const menuButton = (page: Page, name: string) =>
  page.getByRole("button", { name: `${name}, Benutzermenü` });

describe("user menu and role switch", () => {
  test("authority: switching the role goes to the root, closes the menu and activates the role", async () => {
    const { page, errors } = await open("authority", PATHS.faq);
    const button = menuButton(page, "Ing. Johann Leitner");
    await button.click();
    const menu = page.getByRole("region", { name: "Benutzermenü" });
    await menu
      .getByText(
        "Angemeldet als Mag.a Elisabeth Gruber, in Vertretung für Ing. Johann Leitner",
      )
      .waitFor();
    await menu.getByText("Aktive Rolle: Behörde Oberösterreich").waitFor();
    await menu
      .getByRole("button", { name: "Behörde OÖ – Administration" })
      .click();
    await page.waitForURL(urlEndingIn(PATHS.start));
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    await button.click();
    await menu.getByText("Aktive Rolle: Behörde OÖ – Administration").waitFor();
    assert.deepEqual(
      await menu
        .getByRole("group", { name: "Rolle wechseln" })
        .getByRole("button")
        .allTextContents(),
      ["Behörde Oberösterreich"],
    );
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test("authority: a failed switch shows a dismissible danger alert in the menu", async () => {
    const { page } = await open("authority", PATHS.faq);
    await menuButton(page, "Ing. Johann Leitner").click();
    await addFault({
      path: "/natippc/api/auth/activeRole",
      mode: "500",
      times: 1,
    });
    const menu = page.getByRole("region", { name: "Benutzermenü" });
    await menu
      .getByRole("button", { name: "Behörde OÖ – Administration" })
      .click();
    const alert = menu.getByRole("alert");
    await alert
      .getByText(
        "Es ist ein unerwarteter Fehler beim Wechseln der Rolle aufgetreten.",
      )
      .waitFor();
    assert.equal(new URL(page.url()).pathname, PATHS.faq);
    await alert.getByRole("button", { name: "Schließen", exact: true }).click();
    await alert.waitFor({ state: "detached" });
    await menu.getByText("Aktive Rolle: Behörde Oberösterreich").waitFor();
    await page.context().close();
  });

  test("the open menu passes axe at 1280 and 375 px; Escape closes it and focus returns", async () => {
    const { page } = await open("authority", PATHS.start);
    const button = menuButton(page, "Ing. Johann Leitner");
    await button.click();
    // The panel comes with its content, loaded on demand: until then the open button's
    // aria-controls names nothing yet, and axe would catch that moment instead of the menu.
    await page.getByRole("region", { name: "Benutzermenü" }).waitFor();
    await assertAxeCleanAtBothWidths(page);
    const box = await page
      .getByRole("region", { name: "Benutzermenü" })
      .boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375);
    await page.keyboard.press("Escape");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(
      await button.evaluate((element) => element === document.activeElement),
      true,
    );
    await page.context().close();
  });

  test("desktop: the user menu is 340 px and the message centre 400 px wide", async () => {
    const { page } = await open("owner", PATHS.start);
    await menuButton(page, "Maria Huber").click();
    const menu = await page
      .getByRole("region", { name: "Benutzermenü" })
      .boundingBox();
    assert.equal(menu?.width, 340);
    await page.getByRole("button", { name: "Nachrichten-Center" }).click();
    const centre = page.getByRole("region", { name: "Nachrichten-Center" });
    await centre.getByText("Keine Nachrichten").waitFor();
    assert.equal((await centre.boundingBox())?.width, 400);
    await assertAxeCleanAtBothWidths(page);
    await page.context().close();
  });
});

describe("logout (SPEC §6, §7)", () => {
  test("a portal user leaves through the portal's login page with the logout event", async () => {
    const { page } = await open("owner", PATHS.start);
    await menuButton(page, "Maria Huber").click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL(urlEndingIn(PORTAL_SIGN_IN.afterLogout));
    await page.context().close();
  });

  test("a pvp user logs out via the site root: GET /logout, then the page reloads signed out", async () => {
    const { page } = await open("pvp", PATHS.start);
    await menuButton(page, "DI Thomas Wimmer").click();
    const menu = page.getByRole("region", { name: "Benutzermenü" });
    assert.equal(await menu.getByRole("group").count(), 0);
    const loggedOut = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/natippc/logout" &&
        response.status() === 204,
    );
    await menu.getByRole("button", { name: "Abmelden" }).click();
    await loggedOut;
    await page.waitForLoadState("load");
    await page
      .locator("#natippc-container")
      .getByRole("button", { name: "Anmelden" })
      .waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});

describe("session countdown (SESSION_TIMEOUT_S=1800)", () => {
  for (const width of WIDTHS) {
    test(`${width} px: banner at 20 min, 'Sitzungsablauf' at 25, expired at 30 with the host's handler`, async () => {
      const { page, errors } = await open("owner", PATHS.start, {
        clock: true,
        width,
      });
      await page.clock.fastForward(20 * MIN);
      const timer = page.getByText(
        /^Ihre Sitzung läuft in (10:00|09:\d\d) Minuten ab…$/,
      );
      await timer.first().waitFor();
      assert.equal(await timer.first().getAttribute("aria-hidden"), "true");
      await page
        .getByRole("status")
        .filter({ hasText: "10 Minuten" })
        .waitFor();

      await page.clock.fastForward(5 * MIN);
      const dialog = page.getByRole("dialog", { name: "Sitzungsablauf" });
      await dialog
        .getByRole("button", { name: "Sitzung verlängern" })
        .waitFor();
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .waitFor();
      await assertAxeClean(page);

      await page.clock.fastForward(5 * MIN);
      await dialog
        .getByText(
          "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an…",
        )
        .waitFor();
      await dialog.getByRole("button", { name: "Zur Anmeldemaske" }).waitFor();
      // SPEC §4: the countdown shows 00:00 once the session has ended.
      await dialog.getByText("00:00", { exact: true }).waitFor();
      await assertAxeClean(page);
      // host-dev's sessionExpired handler shows the portal's own banner.
      await page.getByText("Ihre Portal-Sitzung ist abgelaufen.").waitFor();
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .click();
      await dialog.waitFor({ state: "detached" });
      // The banner did not vanish at the end: it shows the ended countdown.
      const app = page.locator("#natippc-container");
      await app.getByText("00:00", { exact: true }).waitFor();
      await app
        .getByText(
          "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an…",
        )
        .waitFor();
      await assertAxeClean(page);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  test("'Sitzung verlängern' asks the server and ends the warning", async () => {
    const { page } = await open("owner", PATHS.start, { clock: true });
    // In two steps, as a user would meet it: the banner first, then the dialog.
    await page.clock.fastForward(20 * MIN);
    await page
      .getByText(/^Ihre Sitzung läuft in /)
      .first()
      .waitFor();
    await page.clock.fastForward(5 * MIN);
    const dialog = page.getByRole("dialog", { name: "Sitzungsablauf" });
    await dialog.waitFor();
    const extended = page.waitForResponse(
      (response) =>
        response.url().endsWith("/natippc/api/env") && response.ok(),
    );
    await dialog.getByRole("button", { name: "Sitzung verlängern" }).click();
    await extended;
    await dialog.waitFor({ state: "detached" });
    assert.equal(await page.getByText(/Ihre Sitzung läuft/).count(), 0);
    await page.context().close();
  });
  test("a second tab follows: extending in one closes the dialog in the other", async () => {
    const { page: first } = await open("owner", PATHS.start, {
      clock: true,
    });
    const second = await first.context().newPage();
    const network = watchNetwork(second);
    await visit(second, PATHS.start);
    await second.locator("#natippc-container h1").first().waitFor();
    await network.quiet();
    await first.clock.fastForward(25 * MIN);
    const dialogIn = (page: Page) =>
      page.getByRole("dialog", { name: "Sitzungsablauf" });
    await dialogIn(first).waitFor();
    await dialogIn(second)
      .getByRole("button", { name: "Sitzung verlängern" })
      .click();
    await dialogIn(second).waitFor({ state: "detached" });
    await dialogIn(first).waitFor({ state: "detached", timeout: 10_000 });
    await first.context().close();
  });
});

describe("error modals through /__dev/faults", () => {
  for (const width of WIDTHS) {
    test(`${width} px: a firewall rejection opens 'Firewall Ablehnung' with the page in a sandboxed frame`, async () => {
      const { page } = await open("owner", PATHS.start, {
        clock: true,
        width,
      });
      await page.clock.fastForward(25 * MIN);
      const session = page.getByRole("dialog", { name: "Sitzungsablauf" });
      await addFault({
        path: "/natippc/api/env",
        method: "GET",
        mode: "firewall",
        times: 1,
      });
      await session.getByRole("button", { name: "Sitzung verlängern" }).click();
      const dialog = page.getByRole("dialog", { name: "Firewall Ablehnung" });
      const frame = dialog.locator("iframe");
      await frame.waitFor();
      assert.equal(await frame.getAttribute("sandbox"), "");
      assert.equal(await frame.getAttribute("title"), "Antwort der Firewall");
      await page
        .frameLocator('iframe[title="Antwort der Firewall"]')
        .getByRole("heading", { name: "Die Anfrage wurde abgelehnt" })
        .waitFor();
      // An empty sandbox gives the page an opaque origin: the app cannot reach in, nor it out.
      assert.equal(
        await frame.evaluate(
          (element) => (element as HTMLIFrameElement).contentDocument === null,
        ),
        true,
      );
      await assertAxeClean(page);
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .click();
      await dialog.waitFor({ state: "detached" });
      await page.context().close();
    });
  }

  test("a request without an answer for 60 s opens 'Zeitüberschreitung'", async () => {
    const { page } = await open("owner", PATHS.start, { clock: true });
    await page.clock.fastForward(25 * MIN);
    const session = page.getByRole("dialog", { name: "Sitzungsablauf" });
    await addFault({
      path: "/natippc/api/env",
      method: "GET",
      mode: "hang",
      times: 1,
    });
    const hanging = page.waitForRequest((request) =>
      request.url().endsWith("/natippc/api/env"),
    );
    await session.getByRole("button", { name: "Sitzung verlängern" }).click();
    await hanging;
    await page.clock.fastForward(60_000);
    const dialog = page.getByRole("dialog", { name: "Zeitüberschreitung" });
    await dialog
      .getByText(
        "Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.",
      )
      .waitFor();
    await dialog
      .getByRole("button", { name: "Schließen", exact: true })
      .click();
    await dialog.waitFor({ state: "detached" });
    await page.context().close();
  });
});
