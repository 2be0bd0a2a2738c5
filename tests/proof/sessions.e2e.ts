/**
 * Proof: one user in two tabs (two pages of one browser context, sharing cookies and local storage).
 * Extending, expiring and logging out in one tab shows in the other within a second; the first
 * answer after the session ended on the server sends the tab to sign-in exactly once. Idle time is
 * made by moving the shared last-response timestamp back (SPEC §4: the countdown runs from it),
 * the server's side of the expiry by POST /__dev/session/expire.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Environment } from "../../src/api/types";
import {
  LAST_RESPONSE_KEY,
  SESSION_ENDED_KEY,
} from "../../src/framework/session/countdown";
import { T } from "../../src/i18n/de";
import { USER_TEXTS } from "../../src/i18n/user";
import { BASE_URL, launchBrowser, signInPath } from "../e2e/browser";
import { networkQuiet } from "../e2e/network";
import {
  oneOf,
  PATHS,
  PORTAL_SIGN_IN,
  urlContaining,
  urlEndingIn,
  visit,
} from "../e2e/pages";

const MIN = 60_000;
/** How soon one tab's change must show in the other: within a second. */
const REFLECTED_MS = 1000;
const START = PATHS.start;

let browser: Browser;
let context: BrowserContext;
let first: Page;
let second: Page;
let sessionTimeoutMs: number;
/** Sign-in page loads of either tab, with the returnUrl each carried. */
const loginLoads: string[] = [];
const figures: Record<string, number> = {};

const dialog = (page: Page) =>
  page.getByRole("dialog", { name: T.session.dialogTitle });
const userMenuButton = (page: Page) =>
  page.getByRole("button", { name: "Maria Huber, Benutzermenü" });
const signInButton = (page: Page) =>
  page
    .locator("#natippc-container")
    .getByRole("button", { name: USER_TEXTS.menu.login });

async function openStart(page: Page, path: string = START): Promise<void> {
  await visit(page, path);
  await page.locator("#natippc-container h1").first().waitFor();
}

/**
 * As if the user's last answer came `ms` ago: the other tab hears of it through the storage event,
 * this one on its next tick.
 */
async function idleFor(page: Page, ms: number): Promise<number> {
  // An answer still on its way would restart the countdown.
  await Promise.all([first, second].map((tab) => networkQuiet(tab)));
  return page.evaluate(
    ([key, idle]) => {
      const at = Date.now() - idle;
      localStorage.setItem(key, String(at));
      return at;
    },
    [LAST_RESPONSE_KEY, ms] as const,
  );
}

/**
 * Resolves with the page's time (epoch ms) at which an element matching `selector` and holding
 * `text` enters it (`present`) or leaves it: a MutationObserver sees the commit itself, before
 * Playwright's polling would. Both tabs read the same machine clock, so their times compare.
 */
function seenAt(
  page: Page,
  {
    selector,
    text,
    present,
  }: { selector: string; text: string; present: boolean },
): Promise<number> {
  return page.evaluate(
    ([sel, txt, wanted]) =>
      new Promise<number>((resolve, reject) => {
        // A change that never comes fails the test instead of holding it forever.
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`never ${wanted ? "shown" : "gone"}: ${txt}`));
        }, 60_000);
        const observer = new MutationObserver(() => {
          const found = [...document.querySelectorAll(sel)].some((element) =>
            element.textContent?.includes(txt),
          );
          if (found !== wanted) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Date.now());
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      }),
    [selector, text, present] as const,
  );
}

function storedTime(page: Page, key: string): Promise<number> {
  return page.evaluate((k) => Number(localStorage.getItem(k)), key);
}

before(async () => {
  browser = await launchBrowser();
  const env = (await (
    await fetch(`${BASE_URL}/natippc/api/env`)
  ).json()) as Environment;
  sessionTimeoutMs = env.sessionTimeout * 1000;
  context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
  // Each successful answer restarts the countdown: the frame's task poll every 2 s would keep it
  // from ever running out, so it answers 503 here; so does the server log, where the failed poll
  // is reported a few seconds later (its answer would restart the countdown under the test).
  await context.route("**/natippc/api/user-tasks", (route) =>
    route.fulfill({ status: 503, json: { error: "polling_off" } }),
  );
  await context.route("**/natippc/api/log", (route) =>
    route.fulfill({ status: 503, json: { error: "log_off" } }),
  );
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (
      request.isNavigationRequest() &&
      url.pathname === PORTAL_SIGN_IN.pathname
    )
      loginLoads.push(url.search);
  });
  first = await context.newPage();
  await openStart(first, signInPath("owner", START));
  second = await context.newPage();
  await openStart(second);
});

after(async () => {
  await context.close();
  await browser.close();
  console.log(
    `sessions: 2 tabs, one user — extension reflected after ${figures.extension} ms, ` +
      `expiry shown ${figures.expiryFirst} / ${figures.expirySecond} ms after the deadline, ` +
      `logout reflected after ${figures.logout} ms ` +
      `(bound ${REFLECTED_MS} ms); ${figures.redirects} redirect to sign-in after the session ended`,
  );
});

test("'Sitzung verlängern' in one tab closes the dialog and the banner in the other", async () => {
  await idleFor(first, 25 * MIN);
  await dialog(first).waitFor();
  await dialog(second).waitFor();
  const closed = seenAt(second, {
    selector: "[role=dialog]",
    text: T.session.dialogTitle,
    present: false,
  });
  await dialog(first).getByRole("button", { name: T.session.extend }).click();
  // The extension's answer, as tab one recorded it.
  figures.extension =
    (await closed) - (await storedTime(first, LAST_RESPONSE_KEY));
  assert.ok(
    figures.extension <= REFLECTED_MS,
    `extension reflected after ${figures.extension} ms`,
  );
  assert.equal(await second.getByText(/Ihre Sitzung läuft/).count(), 0);
  await dialog(first).waitFor({ state: "detached" });
});

test("the expiry shows in both tabs within a second of the deadline", async () => {
  const expired = {
    selector: "[role=dialog]",
    text: T.session.expired,
    present: true,
  };
  const watching = Promise.all([
    seenAt(first, expired),
    seenAt(second, expired),
  ]);
  const deadline =
    (await idleFor(first, sessionTimeoutMs - 2000)) + sessionTimeoutMs;
  const [a, b] = await watching;
  figures.expiryFirst = a - deadline;
  figures.expirySecond = b - deadline;
  for (const late of [figures.expiryFirst, figures.expirySecond])
    assert.ok(
      late >= 0 && late <= REFLECTED_MS,
      `expired dialog ${late} ms after the deadline`,
    );
  // The host's sessionExpired handler ran in each tab.
  await first.getByText("Ihre Portal-Sitzung ist abgelaufen.").waitFor();
  await second.getByText("Ihre Portal-Sitzung ist abgelaufen.").waitFor();
});

test("the first answer after the server ended the session sends the tab to sign-in, once", async () => {
  const expire = await context.request.post(`${BASE_URL}/__dev/session/expire`);
  assert.equal(expire.status(), 204);
  let expiredAnswers = 0;
  first.on("response", (response) => {
    if (response.status() === 401) expiredAnswers += 1;
  });
  // The portal's own navigation to a page with several requests at once.
  await first.evaluate(
    (path) =>
      (
        window as unknown as { singleSpaNavigate: (url: string) => void }
      ).singleSpaNavigate(path),
    PATHS.register,
  );
  await first.waitForURL(urlContaining(`${PORTAL_SIGN_IN.pathname}?`));
  await first
    .getByRole("heading", { name: "Anmeldung am EDM Portal" })
    .waitFor();
  // Anything queued behind the first answer has had its chance to redirect again.
  await first.waitForTimeout(2000);
  figures.redirects = loginLoads.length;
  assert.equal(loginLoads.length, 1, loginLoads.join(", "));
  assert.match(
    loginLoads[0] ?? "",
    oneOf(
      ...[PATHS.start, PATHS.register].map(
        (path) => new URL(PORTAL_SIGN_IN.withReturnUrl(path), BASE_URL).search,
      ),
    ),
  );
  assert.ok(expiredAnswers >= 1, "the server answered 401 session_expired");
});

test("logging out in one tab signs the other out", async () => {
  await openStart(first, signInPath("owner", START));
  await openStart(second);
  await userMenuButton(second).waitFor();
  const signedOut = seenAt(second, {
    selector: "#natippc-container button",
    text: USER_TEXTS.menu.login,
    present: true,
  });
  await userMenuButton(first).click();
  await first.getByRole("button", { name: USER_TEXTS.menu.logout }).click();
  // The moment tab one logged out, as it told the other tabs.
  figures.logout =
    (await signedOut) - (await storedTime(second, SESSION_ENDED_KEY));
  assert.ok(
    figures.logout <= REFLECTED_MS,
    `logout reflected after ${figures.logout} ms`,
  );
  assert.equal(await userMenuButton(second).count(), 0);
  await first.waitForURL(urlEndingIn(PORTAL_SIGN_IN.afterLogout));
  await first.getByText("Sie wurden abgemeldet.").waitFor();
  // The server agrees: the next page load in the second tab is signed out.
  await openStart(second);
  await signInButton(second).waitFor();
});
