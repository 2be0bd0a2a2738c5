/**
 * A browser that works against the app:
 * - storage blocked by policy: reading `localStorage` or `sessionStorage` throws a SecurityError
 *   (as Chromium does when a site's data is blocked). Anonymous visitors and signed-in owners get
 *   the register with its rows and its filters, not 'Schwerer Fehler'; the app says once that
 *   nothing it keeps outlives the page.
 * - a skewed clock: the browser hours ahead of or behind the server, and a last response of the
 *   session countdown stored in the future (another clock wrote it, or the clock was set back).
 *   The countdown still warns at 20 minutes, shows 'Sitzungsablauf' at 25 and ends at 30 of the
 *   30 the server grants. Playwright's clock moves the page's time only (not the network stack's),
 *   which is all the countdown reads: it counts from the moment answers arrive, in the browser's
 *   own time.
 * No uncaught exception anywhere. Each case is a test of its own, in a browser context of its own.
 */
import type { Browser, Page, Request } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { quietBackground } from "../e2e/network";
import {
  mainNavigationLink,
  FiltersPanel,
  PATHS,
  RegisterPage,
  signIn,
  type Persona,
} from "../e2e/pages";
import { LAST_RESPONSE_KEY } from "../../src/framework/session/countdown";
import { T } from "../../src/i18n/de";
import { FRAME_TEXTS } from "../../src/i18n/frame";

test.describe.configure({ mode: "parallel" });

const MIN = 60_000;
const HOUR = 60 * MIN;
/** The frame asks for the tasks once the page's first content is shown: among its last calls. */
const TASKS = "/natippc/api/user-tasks";
/** The server log, where the frame reports the tasks' last failure. */
const LOG = "/natippc/api/log";

function newContext(browser: Browser) {
  return browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const app = (page: Page) => page.locator("#natippc-container");

/**
 * Watches the page's requests from before its load. Every successful answer of an API restarts
 * the session countdown, and a jump of the clock times out what is under way (a call past its
 * 60 s, and the frame's 'Zeitüberschreitung' then covers the session dialog; a script past its
 * 120 s). `settled()` resolves once the load's requests are answered and the tasks, which
 * `quietBackground` answers with 503, have been asked for the last time (three retries after 1, 2
 * and 4 s, the backoff moved on with the page's clock) and their failure logged: nothing more is
 * asked for until the test acts.
 */
function watchLoad(page: Page): { settled(): Promise<void> } {
  let open = 0;
  let tasksAsked = false;
  let tasksGivenUp = false;
  page.on("request", (request) => {
    open += 1;
    if (new URL(request.url()).pathname === TASKS) tasksAsked = true;
  });
  const ended = (request: Request) => {
    open -= 1;
    const message = new URLSearchParams(request.postData() ?? "").get(
      "message",
    );
    if (new URL(request.url()).pathname === LOG && message?.includes(TASKS))
      tasksGivenUp = true;
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async settled() {
      await expect
        .poll(
          async () => {
            if (tasksGivenUp && open === 0) return true;
            // Waiting for a retry's backoff: a second on, far short of a call's timeout.
            if (tasksAsked && open === 0) await page.clock.fastForward(1_000);
            return false;
          },
          {
            message: "the tasks given up, the load's requests answered",
            intervals: [100, 250],
            timeout: 20_000,
          },
        )
        .toBe(true);
    },
  };
}

test.describe("storage blocked by the browser's policy", () => {
  for (const persona of ["anonymous", "owner"] satisfies Persona[]) {
    test(`${persona}: the register with its rows and filters; told once that nothing is kept`, async ({
      browser,
    }) => {
      const context = await newContext(browser);
      // Before any script of the page: every read of the two properties throws, as in a browser
      // whose settings block the site's data.
      await context.addInitScript(() => {
        for (const name of ["localStorage", "sessionStorage"])
          Object.defineProperty(window, name, {
            configurable: true,
            get() {
              throw new DOMException(
                "The operation is insecure.",
                "SecurityError",
              );
            },
          });
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      try {
        await signIn(page, persona, PATHS.register);
        const blocked = await page.evaluate(() => {
          try {
            void window.localStorage;
            return false;
          } catch (error) {
            return (error as DOMException).name === "SecurityError";
          }
        });
        expect(blocked, "the page's storage throws").toBe(true);

        const register = new RegisterPage(page);
        await expect(register.count).toBeVisible({ timeout: 15_000 });
        await expect
          .poll(() => register.total(), { message: "installations found" })
          .toBeGreaterThan(0);
        await expect(register.rows.first(), "rows shown").toBeVisible();
        await expect(
          app(page).getByText(T.pages.fatal),
          "'Schwerer Fehler'",
        ).toHaveCount(0);
        // The saved filters (in the session's stand-in or the portal) still work.
        await new FiltersPanel(page).open();

        const notice = page.getByText(FRAME_TEXTS.storageBlocked);
        await expect(notice, "the notice once").toHaveCount(1);
        await (await mainNavigationLink(page, T.routes.faq)).click();
        await expect(
          app(page).locator("h1", { hasText: T.routes.faq }),
        ).toBeVisible();
        // Another page does not tell it again: the message centre holds it once.
        await app(page)
          .getByRole("button", { name: new RegExp(`^${T.ui.messageCentre}`) })
          .click();
        const centre = page.getByRole("region", {
          name: T.ui.messageCentre,
          exact: true,
        });
        await expect(
          centre.getByText(FRAME_TEXTS.storageBlocked),
          "the notice once in the history",
        ).toHaveCount(1);
        expect(errors, "uncaught exceptions").toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** The session banner, whatever it counts. */
const ANY_BANNER = new RegExp(`^${T.session.expiresIn("\\d\\d:\\d\\d")}$`);
/** The banner's countdown ten minutes before the end, give or take the second it ticks on. */
const BANNER_AT_TEN = new RegExp(
  `^${T.session.expiresIn("(10:00|09:[45]\\d)")}$`,
);

test.describe("a skewed clock and a last response stored in the future", () => {
  for (const [label, offset] of [
    ["3 hours ahead of", 3 * HOUR],
    ["3 hours behind", -3 * HOUR],
  ] as const) {
    test(`the browser ${label} the server: the session warnings still come at 20, 25 and 30 minutes`, async ({
      browser,
    }) => {
      const context = await newContext(browser);
      await quietBackground(context);
      const page = await context.newPage();
      const errors = collectErrors(page);
      try {
        const now = Date.now() + offset;
        await page.clock.install({ time: now });
        // An hour ahead of the browser's own clock: taken as it is, it would hold the warnings back.
        await page.addInitScript(
          ({ key, value }) => window.localStorage.setItem(key, value),
          { key: LAST_RESPONSE_KEY, value: String(now + HOUR) },
        );
        // Watched before the first load: a slow answer of the load must not restart the countdown
        // after a jump, nor a call be under way during one.
        const load = watchLoad(page);
        await signIn(page, "owner", PATHS.start);
        await expect(app(page).locator("h1").first()).toBeVisible({
          timeout: 15_000,
        });
        await load.settled();
        const dialog = page.getByRole("dialog", {
          name: T.session.dialogTitle,
        });
        await expect(
          app(page).getByText(ANY_BANNER),
          "a session banner at once",
        ).toHaveCount(0);
        await expect(dialog, "a session dialog at once").toHaveCount(0);

        await page.clock.fastForward(20 * MIN);
        await expect(app(page).getByText(BANNER_AT_TEN).first()).toBeVisible();
        await expect(dialog, "'Sitzungsablauf' at 20 minutes").toHaveCount(0);

        await page.clock.fastForward(5 * MIN);
        await expect(
          dialog.getByRole("button", { name: T.session.extend }),
        ).toBeVisible();

        await page.clock.fastForward(5 * MIN);
        await expect(dialog.getByText(T.session.expired)).toBeVisible();
        await expect(
          dialog.getByRole("button", { name: T.session.toLogin }),
        ).toBeVisible();
        expect(errors, "uncaught exceptions").toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
