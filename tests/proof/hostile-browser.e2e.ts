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
 * No uncaught exception anywhere.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../e2e/browser";
import { quietBackground, watchNetwork } from "../e2e/network";
import {
  FiltersPanel,
  PATHS,
  RegisterPage,
  signIn,
  type Persona,
} from "../e2e/pages";
import { LAST_RESPONSE_KEY } from "../../src/framework/session/countdown";
import { T } from "../../src/i18n/de";
import { FRAME_TEXTS } from "../../src/i18n/frame";

const MIN = 60_000;
const HOUR = 60 * MIN;

let browser: Browser;
const figures = { storage: 0, clocks: 0 };

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  console.log(
    `hostile browser: storage blocked for ${figures.storage} personas, ` +
      `${figures.clocks} skewed clocks warned at 20/25/30 min`,
  );
});

async function newContext(): Promise<BrowserContext> {
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

describe("storage blocked by the browser's policy", () => {
  for (const persona of ["anonymous", "owner"] satisfies Persona[]) {
    test(`${persona}: the register with its rows and filters; told once that nothing is kept`, async () => {
      const context = await newContext();
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
        assert.ok(blocked, "the page's storage throws");

        const register = new RegisterPage(page);
        await register.count.waitFor({ timeout: 15_000 });
        assert.ok((await register.total()) > 0, "installations found");
        assert.ok((await register.rows.count()) > 0, "rows shown");
        assert.equal(
          await app(page).getByText(T.pages.fatal).count(),
          0,
          "'Schwerer Fehler'",
        );
        // The saved filters (in the session's stand-in or the portal) still work.
        await new FiltersPanel(page).open();

        const notice = page.getByText(FRAME_TEXTS.storageBlocked);
        await notice.first().waitFor();
        assert.equal(await notice.count(), 1, "the notice once");
        await page
          .getByRole("navigation", { name: FRAME_TEXTS.mainNavigation })
          .getByRole("link", { name: T.routes.faq, exact: true })
          .click();
        await app(page).locator("h1", { hasText: T.routes.faq }).waitFor();
        // Another page does not tell it again: the message centre holds it once.
        await app(page)
          .getByRole("button", { name: new RegExp(`^${T.ui.messageCentre}`) })
          .click();
        const centre = page.getByRole("region", {
          name: T.ui.messageCentre,
          exact: true,
        });
        const kept = centre.getByText(FRAME_TEXTS.storageBlocked);
        await kept.waitFor();
        assert.equal(await kept.count(), 1, "the notice once in the history");
        assert.deepEqual(errors, [], "uncaught exceptions");
        figures.storage += 1;
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

describe("a skewed clock and a last response stored in the future", () => {
  for (const [label, offset] of [
    ["3 hours ahead of", 3 * HOUR],
    ["3 hours behind", -3 * HOUR],
  ] as const) {
    test(`the browser ${label} the server: the session warnings still come at 20, 25 and 30 minutes`, async () => {
      const context = await newContext();
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
        // after the jump.
        const network = watchNetwork(page);
        await signIn(page, "owner", PATHS.start);
        await app(page).locator("h1").first().waitFor({ timeout: 15_000 });
        await network.quiet();
        const dialog = page.getByRole("dialog", {
          name: T.session.dialogTitle,
        });
        assert.equal(
          await app(page).getByText(ANY_BANNER).count(),
          0,
          "a session banner at once",
        );
        assert.equal(await dialog.count(), 0, "a session dialog at once");

        await page.clock.fastForward(20 * MIN);
        await app(page).getByText(BANNER_AT_TEN).first().waitFor();
        assert.equal(await dialog.count(), 0, "'Sitzungsablauf' at 20 minutes");

        await page.clock.fastForward(5 * MIN);
        await dialog.getByRole("button", { name: T.session.extend }).waitFor();

        await page.clock.fastForward(5 * MIN);
        await dialog.getByText(T.session.expired).waitFor();
        await dialog.getByRole("button", { name: T.session.toLogin }).waitFor();
        assert.deepEqual(errors, [], "uncaught exceptions");
        figures.clocks += 1;
      } finally {
        await context.close();
      }
    });
  }
});
