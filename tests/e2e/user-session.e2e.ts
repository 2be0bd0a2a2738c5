import type { Browser, BrowserContext, Page } from "@playwright/test";
import { START_TEXTS } from "../../src/i18n/start";
import { axeViolations } from "./axe";
import { BASE_URL } from "./browser";
import { expect, test } from "./fixtures";
import { quietBackground, watchApi } from "./network";
import {
  PATHS,
  PORTAL_SIGN_IN,
  signIn,
  urlEndingIn,
  visit,
  type Persona,
} from "./pages";

test.describe.configure({ mode: "parallel" });

const MIN = 60_000;

const faultIds: number[] = [];

test.afterAll(async () => {
  // Only ours: a fault a failed test left behind would hit the next test of this worker.
  await Promise.all(
    faultIds.map((id) =>
      fetch(`${BASE_URL}/__dev/faults/${id}`, { method: "DELETE" }),
    ),
  );
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
  expect(response.status, "fault added").toBeLessThan(300);
  faultIds.push(((await response.json()) as { id: number }).id);
}

/**
 * The start page's last successful answers are on the screen: the data's date and the figures,
 * asked for once its first content is shown. Every successful answer restarts the session
 * countdown (the app records it as soon as the answer arrives, before it shows anything), so a
 * test jumps the clock only after these; what the page asks for later (the tasks list, the log)
 * answers 503 under `quietBackground`.
 */
async function startPageAnswered(page: Page): Promise<void> {
  await expect(page.locator("#natippc-container h1").first()).toHaveText(
    "Startseite",
  );
  await expect(
    page.getByText(START_TEXTS.dataAsOf).locator("time"),
  ).toBeVisible();
  await expect(
    page.getByText(/^Insgesamt .+ Anlagen im Register\.$/),
  ).toBeVisible();
}

const apiCalls = new WeakMap<BrowserContext, ReturnType<typeof watchApi>>();

/**
 * Moves the page's time on by `ms` once every call of its tabs has its answer (an answer arriving
 * after the jump would restart the countdown). The time is set, not run through: a fast-forward
 * fires the timers that come due on its way, and a call the task poll starts meanwhile would have
 * its 60 s time-out fire in the same jump. The countdown ticks every second and sees the new time.
 */
async function jump(page: Page, ms: number): Promise<void> {
  await apiCalls.get(page.context())!.answered();
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + ms);
}

/**
 * Signs in as a persona and opens an app page. With `clock` (on the start page), the page's time is
 * Playwright's, so a test can jump ahead by minutes, and no answer in the background restarts the
 * countdown (`quietBackground`).
 */
async function open(
  browser: Browser,
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
    apiCalls.set(context, watchApi(context));
  }
  await signIn(page, persona, path);
  await expect(page.locator("#natippc-container h1").first()).toBeVisible();
  if (clock) await startPageAnswered(page);
  return { page, errors };
}

/** axe finds nothing, and nothing scrolls sideways, at the page's current width. */
async function expectAxeClean(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        ),
      { message: `no horizontal scrolling at ${width} px` },
    )
    .toBeLessThanOrEqual(0);
}

/**
 * Both widths in one page, for tests without a time jump (after one, a re-render at a new width
 * would refetch stale data, and that answer restarts the countdown).
 */
async function expectAxeCleanAtBothWidths(page: Page): Promise<void> {
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAxeClean(page);
}

const WIDTHS = [1280, 375];

const menuButton = (page: Page, name: string) =>
  page.getByRole("button", { name: `${name}, Benutzermenü` });

const widthOf = async (page: Page, region: string) =>
  (await page.getByRole("region", { name: region }).boundingBox())?.width;

test.describe("user menu and role switch", () => {
  test("authority: switching the role goes to the root, closes the menu and activates the role", async ({
    browser,
  }) => {
    const { page, errors } = await open(browser, "authority", PATHS.faq);
    const button = menuButton(page, "Ing. Johann Leitner");
    await button.click();
    const menu = page.getByRole("region", { name: "Benutzermenü" });
    await expect(
      menu.getByText(
        "Angemeldet als Mag.a Elisabeth Gruber, in Vertretung für Ing. Johann Leitner",
      ),
    ).toBeVisible();
    await expect(
      menu.getByText("Aktive Rolle: Behörde Oberösterreich"),
    ).toBeVisible();
    await menu
      .getByRole("button", { name: "Behörde OÖ – Administration" })
      .click();
    await expect(page).toHaveURL(urlEndingIn(PATHS.start));
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(
      menu.getByText("Aktive Rolle: Behörde OÖ – Administration"),
    ).toBeVisible();
    await expect(
      menu.getByRole("group", { name: "Rolle wechseln" }).getByRole("button"),
    ).toHaveText(["Behörde Oberösterreich"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("authority: a failed switch shows a dismissible danger alert in the menu", async ({
    browser,
  }) => {
    const { page } = await open(browser, "authority", PATHS.faq);
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
    await expect(
      alert.getByText(
        "Es ist ein unerwarteter Fehler beim Wechseln der Rolle aufgetreten.",
      ),
    ).toBeVisible();
    // The failed switch stays on the page it was made on.
    await expect(page).toHaveURL((url) => url.pathname === PATHS.faq);
    await alert.getByRole("button", { name: "Schließen", exact: true }).click();
    await expect(alert).toHaveCount(0);
    await expect(
      menu.getByText("Aktive Rolle: Behörde Oberösterreich"),
    ).toBeVisible();
    await page.context().close();
  });

  test("the open menu passes axe at 1280 and 375 px; Escape closes it and focus returns", async ({
    browser,
  }) => {
    const { page } = await open(browser, "authority", PATHS.start);
    const button = menuButton(page, "Ing. Johann Leitner");
    await button.click();
    // The panel comes with its content, loaded on demand: until then the open button's
    // aria-controls names nothing yet, and axe would catch that moment instead of the menu.
    const menu = page.getByRole("region", { name: "Benutzermenü" });
    await expect(menu).toBeVisible();
    await expectAxeCleanAtBothWidths(page);
    // Within the phone's width.
    await expect(async () => {
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }).toPass();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.context().close();
  });

  test("desktop: the user menu is 340 px and the message centre 400 px wide", async ({
    browser,
  }) => {
    const { page } = await open(browser, "owner", PATHS.start);
    await menuButton(page, "Maria Huber").click();
    await expect.poll(() => widthOf(page, "Benutzermenü")).toBe(340);
    await page.getByRole("button", { name: "Nachrichten-Center" }).click();
    const centre = page.getByRole("region", { name: "Nachrichten-Center" });
    await expect(centre.getByText("Keine Nachrichten")).toBeVisible();
    await expect.poll(() => widthOf(page, "Nachrichten-Center")).toBe(400);
    await expectAxeCleanAtBothWidths(page);
    await page.context().close();
  });
});

test.describe("logout (SPEC §6, §7)", () => {
  test("a portal user leaves through the portal's login page with the logout event", async ({
    browser,
  }) => {
    const { page } = await open(browser, "owner", PATHS.start);
    await menuButton(page, "Maria Huber").click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(urlEndingIn(PORTAL_SIGN_IN.afterLogout));
    await page.context().close();
  });

  test("a pvp user logs out via the site root: GET /logout, then the page reloads signed out", async ({
    browser,
  }) => {
    const { page } = await open(browser, "pvp", PATHS.start);
    await menuButton(page, "DI Thomas Wimmer").click();
    const menu = page.getByRole("region", { name: "Benutzermenü" });
    const logout = menu.getByRole("button", { name: "Abmelden" });
    // The menu's content is there (it loads on demand), and it offers no role switch.
    await expect(logout).toBeVisible();
    await expect(menu.getByRole("group")).toHaveCount(0);
    const loggedOut = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/natippc/logout" &&
        response.status() === 204,
    );
    const reloaded = page.waitForEvent("load");
    await logout.click();
    await loggedOut;
    await reloaded;
    await expect(
      page
        .locator("#natippc-container")
        .getByRole("button", { name: "Anmelden" }),
    ).toBeVisible();
    await page.context().close();
  });
});

test.describe("session countdown (SESSION_TIMEOUT_S=1800)", () => {
  for (const width of WIDTHS) {
    test(
      `${width} px: banner at 20 min, 'Sitzungsablauf' at 25, expired at 30 with the host's handler`,
      { tag: width === 375 ? "@phone" : [] },
      async ({ browser }) => {
        const { page, errors } = await open(browser, "owner", PATHS.start, {
          clock: true,
          width,
        });
        await jump(page, 20 * MIN);
        const timer = page
          .getByText(/^Ihre Sitzung läuft in (10:00|09:\d\d) Minuten ab…$/)
          .first();
        await expect(timer).toBeVisible();
        await expect(timer).toHaveAttribute("aria-hidden", "true");
        // Inside the app's own area: the portal's strip above the app stays visible.
        const area = await page.locator("#natippc-container").boundingBox();
        expect((await timer.boundingBox())!.y).toBeGreaterThanOrEqual(area!.y);
        await expect(
          page.getByRole("status").filter({ hasText: "10 Minuten" }),
        ).toBeVisible();

        await jump(page, 5 * MIN);
        const dialog = page.getByRole("dialog", { name: "Sitzungsablauf" });
        await expect(
          dialog.getByRole("button", { name: "Sitzung verlängern" }),
        ).toBeVisible();
        await expect(
          dialog.getByRole("button", { name: "Schließen", exact: true }),
        ).toBeVisible();
        await expectAxeClean(page);

        await jump(page, 5 * MIN);
        await expect(
          dialog.getByText(
            "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an…",
          ),
        ).toBeVisible();
        await expect(
          dialog.getByRole("button", { name: "Zur Anmeldemaske" }),
        ).toBeVisible();
        // SPEC §4: the countdown shows 00:00 once the session has ended.
        await expect(dialog.getByText("00:00", { exact: true })).toBeVisible();
        await expectAxeClean(page);
        // host-dev's sessionExpired handler shows the portal's own banner.
        await expect(
          page.getByText("Ihre Portal-Sitzung ist abgelaufen."),
        ).toBeVisible();
        await dialog
          .getByRole("button", { name: "Schließen", exact: true })
          .click();
        await expect(dialog).toHaveCount(0);
        // The banner did not vanish at the end: it shows the ended countdown.
        const app = page.locator("#natippc-container");
        await expect(app.getByText("00:00", { exact: true })).toBeVisible();
        await expect(
          app.getByText(
            "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an…",
          ),
        ).toBeVisible();
        await expectAxeClean(page);
        expect(errors).toEqual([]);
        await page.context().close();
      },
    );
  }

  test("'Sitzung verlängern' asks the server and ends the warning", async ({
    browser,
  }) => {
    const { page } = await open(browser, "owner", PATHS.start, {
      clock: true,
    });
    // In two steps, as a user would meet it: the banner first, then the dialog.
    await jump(page, 20 * MIN);
    await expect(
      page.getByText(/^Ihre Sitzung läuft in /).first(),
    ).toBeVisible();
    await jump(page, 5 * MIN);
    const dialog = page.getByRole("dialog", { name: "Sitzungsablauf" });
    await expect(dialog).toBeVisible();
    const extended = page.waitForResponse(
      (response) =>
        response.url().endsWith("/natippc/api/env") && response.ok(),
    );
    await dialog.getByRole("button", { name: "Sitzung verlängern" }).click();
    await extended;
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/Ihre Sitzung läuft/)).toHaveCount(0);
    await page.context().close();
  });

  test("over another dialog: Escape closes the session dialog only, and the focus goes back into the other", async ({
    browser,
  }) => {
    const { page, errors } = await open(browser, "owner", PATHS.start, {
      clock: true,
    });
    const version = page
      .locator("#natippc-container footer")
      .getByRole("button", { name: /^Version / });
    await version.click();
    const info = page.getByRole("dialog", { name: "Versionsinformationen" });
    const closeInfo = info.getByRole("button", {
      name: "Schließen",
      exact: true,
    });
    await closeInfo.focus();
    await jump(page, 25 * MIN);
    const session = page.getByRole("dialog", { name: "Sitzungsablauf" });
    await expect(
      session.getByRole("button", { name: "Sitzung verlängern" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(session).toHaveCount(0);
    await expect(info).toBeVisible();
    await expect(closeInfo).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(info).toHaveCount(0);
    await expect(version).toBeFocused();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test(
    "a second tab follows: extending in one closes the dialog in the other",
    { tag: "@phone" },
    async ({ browser }) => {
      const { page: first } = await open(browser, "owner", PATHS.start, {
        clock: true,
      });
      const second = await first.context().newPage();
      await visit(second, PATHS.start);
      // The second tab's answers restart the countdown of both: all of them before the jump.
      await startPageAnswered(second);
      await jump(first, 25 * MIN);
      const dialogIn = (page: Page) =>
        page.getByRole("dialog", { name: "Sitzungsablauf" });
      await expect(dialogIn(first)).toBeVisible();
      await dialogIn(second)
        .getByRole("button", { name: "Sitzung verlängern" })
        .click();
      await expect(dialogIn(second)).toHaveCount(0);
      await expect(dialogIn(first)).toHaveCount(0);
      await first.context().close();
    },
  );
});

test.describe("error modals through /__dev/faults", () => {
  for (const width of WIDTHS) {
    test(`${width} px: a firewall rejection opens 'Firewall Ablehnung' with the page in a sandboxed frame`, async ({
      browser,
    }) => {
      const { page } = await open(browser, "owner", PATHS.start, {
        clock: true,
        width,
      });
      await jump(page, 25 * MIN);
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
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute("sandbox", "");
      await expect(frame).toHaveAttribute("title", "Antwort der Firewall");
      await expect(
        page
          .frameLocator('iframe[title="Antwort der Firewall"]')
          .getByRole("heading", { name: "Die Anfrage wurde abgelehnt" }),
      ).toBeVisible();
      // An empty sandbox gives the page an opaque origin: the app cannot reach in, nor it out.
      await expect
        .poll(() =>
          frame.evaluate(
            (element) =>
              (element as HTMLIFrameElement).contentDocument === null,
          ),
        )
        .toBe(true);
      await expectAxeClean(page);
      await dialog
        .getByRole("button", { name: "Schließen", exact: true })
        .click();
      await expect(dialog).toHaveCount(0);
      await page.context().close();
    });
  }

  test("a request without an answer for 60 s opens 'Zeitüberschreitung'", async ({
    browser,
  }) => {
    const { page } = await open(browser, "owner", PATHS.start, {
      clock: true,
    });
    await jump(page, 25 * MIN);
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
    await expect(
      dialog.getByText(
        "Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.",
      ),
    ).toBeVisible();
    await dialog
      .getByRole("button", { name: "Schließen", exact: true })
      .click();
    await expect(dialog).toHaveCount(0);
    await page.context().close();
  });
});
