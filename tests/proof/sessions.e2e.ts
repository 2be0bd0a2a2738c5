/**
 * Proof: one user in two tabs (two pages of one browser context, sharing cookies and local storage).
 * Extending, expiring and logging out in one tab shows in the other within a second; the first
 * answer after the session ended on the server sends the tab to sign-in exactly once. Idle time is
 * made by moving the shared last-response timestamp back (SPEC §4: the countdown runs from it),
 * the server's side of the expiry by POST /__dev/session/expire. A sign-out the tabs are not told of
 * (the portal's, in a tab of its own) is met by the next call's 401: the countdown ends there, once.
 * Each test signs in two fresh tabs.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import type { Environment } from "../../src/api/types";
import {
  LAST_RESPONSE_KEY,
  SESSION_ENDED_KEY,
} from "../../src/framework/session/countdown";
import { T } from "../../src/i18n/de";
import { USER_TEXTS } from "../../src/i18n/user";
import { FILTER_TEXTS } from "../../src/i18n/filters";
import { BASE_URL, signInPath } from "../e2e/browser";
import { quietBackground, watchApi, TASKS_REQUEST } from "../e2e/network";
import {
  FiltersPanel,
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

test.describe.configure({ mode: "parallel" });

let context: BrowserContext;
let first: Page;
let second: Page;
/** Sign-in page loads of either tab, with the returnUrl each carried. */
let loginLoads: string[];
/** Per tab, its API requests still without an answer. */
let unanswered: Map<Page, () => number>;

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
  await expect(page.locator("#natippc-container h1").first()).toBeVisible();
}

async function newTab(): Promise<Page> {
  const page = await context.newPage();
  unanswered.set(page, watchApi(page).open);
  return page;
}

/** No answer of this tab is on its way. */
async function answered(tab: Page): Promise<void> {
  await expect
    .poll(unanswered.get(tab) ?? (() => NaN), "API requests under way")
    .toBe(0);
}

/**
 * The tab has begun what it leaves until after its first content (the tasks) and has every answer.
 */
async function settled(tab: Page): Promise<void> {
  await expect
    .poll(
      () =>
        tab.evaluate(
          (pattern) =>
            performance
              .getEntriesByType("resource")
              .some(({ name }) => new RegExp(pattern).test(name)),
          TASKS_REQUEST.source,
        ),
      "the tasks asked for after the first content",
    )
    .toBe(true);
  await answered(tab);
}

/**
 * As if the user's last answer came `ms` ago: the other tab hears of it through the storage event,
 * this one on its next tick.
 */
async function idleFor(page: Page, ms: number): Promise<number> {
  // An answer still on its way, or one the page asks for once its first content is shown, would
  // restart the countdown.
  for (const tab of [first, second]) await settled(tab);
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

test.beforeEach(async ({ browser }) => {
  context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
  // Each successful answer restarts the countdown: the frame's task poll every 2 s would keep it
  // from ever running out, so it answers 503 here; so does the server log, where the failed poll
  // is reported a few seconds later (its answer would restart the countdown under the test).
  await quietBackground(context);
  loginLoads = [];
  unanswered = new Map();
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (
      request.isNavigationRequest() &&
      url.pathname === PORTAL_SIGN_IN.pathname
    )
      loginLoads.push(url.search);
  });
  first = await newTab();
  await openStart(first, signInPath("owner", START));
  second = await newTab();
  await openStart(second);
});

test.afterEach(async () => {
  await context.close();
});

test("'Sitzung verlängern' in one tab closes the dialog and the banner in the other", async () => {
  test.setTimeout(90_000);
  await idleFor(first, 25 * MIN);
  await expect(dialog(first)).toBeVisible();
  await expect(dialog(second)).toBeVisible();
  const closed = seenAt(second, {
    selector: "dialog",
    text: T.session.dialogTitle,
    present: false,
  });
  await dialog(first).getByRole("button", { name: T.session.extend }).click();
  // The extension's answer, as tab one recorded it.
  const extension =
    (await closed) - (await storedTime(first, LAST_RESPONSE_KEY));
  expect(
    extension,
    `extension reflected after ${extension} ms`,
  ).toBeLessThanOrEqual(REFLECTED_MS);
  // The banner went with the dialog.
  await expect(second.getByText(/Ihre Sitzung läuft/)).toHaveCount(0, {
    timeout: REFLECTED_MS,
  });
  await expect(dialog(first)).toHaveCount(0);
  console.log(
    `sessions: extension reflected after ${extension} ms (bound ${REFLECTED_MS} ms)`,
  );
});

test("the expiry shows in both tabs within a second of the deadline", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const env = (await (
    await request.get(`${BASE_URL}/natippc/api/env`)
  ).json()) as Environment;
  const sessionTimeoutMs = env.sessionTimeout * 1000;
  const expired = {
    selector: "dialog",
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
  const late = [a - deadline, b - deadline];
  for (const ms of late) {
    expect(
      ms,
      `expired dialog ${ms} ms after the deadline`,
    ).toBeGreaterThanOrEqual(0);
    expect(
      ms,
      `expired dialog ${ms} ms after the deadline`,
    ).toBeLessThanOrEqual(REFLECTED_MS);
  }
  // The host's sessionExpired handler ran in each tab.
  await expect(
    first.getByText("Ihre Portal-Sitzung ist abgelaufen."),
  ).toBeVisible();
  await expect(
    second.getByText("Ihre Portal-Sitzung ist abgelaufen."),
  ).toBeVisible();
  console.log(
    `sessions: expiry shown ${late.join(" / ")} ms after the deadline (bound ${REFLECTED_MS} ms)`,
  );
});

test("the first answer after the server ended the session sends the tab to sign-in, once", async () => {
  test.setTimeout(60_000);
  // Neither tab has anything left to ask for from its first load: the only request after the
  // expiry is the navigation's.
  for (const tab of [first, second]) await settled(tab);
  const expire = await context.request.post(`${BASE_URL}/__dev/session/expire`);
  expect(expire.status()).toBe(204);
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
  await expect(first).toHaveURL(urlContaining(`${PORTAL_SIGN_IN.pathname}?`));
  await expect(
    first.getByRole("heading", { name: "Anmeldung am EDM Portal" }),
  ).toBeVisible();
  // The app's page has gone, and every answer queued behind the first has come or was cut off
  // with it; the other tab has nothing on its way that the server could answer so.
  await answered(first);
  await answered(second);
  expect(loginLoads, loginLoads.join(", ")).toHaveLength(1);
  expect(loginLoads[0] ?? "").toMatch(
    oneOf(
      ...[PATHS.start, PATHS.register].map(
        (path) => new URL(PORTAL_SIGN_IN.withReturnUrl(path), BASE_URL).search,
      ),
    ),
  );
  expect(
    expiredAnswers,
    "the server answered 401 session_expired",
  ).toBeGreaterThanOrEqual(1);
  console.log(
    `sessions: ${loginLoads.length} redirect to sign-in after the session ended`,
  );
});

test("logging out in one tab signs the other out", async () => {
  test.setTimeout(60_000);
  await expect(userMenuButton(second)).toBeVisible();
  const signedOut = seenAt(second, {
    selector: "#natippc-container button",
    text: USER_TEXTS.menu.login,
    present: true,
  });
  await userMenuButton(first).click();
  await first.getByRole("button", { name: USER_TEXTS.menu.logout }).click();
  // The moment tab one logged out, as it told the other tabs.
  const logout =
    (await signedOut) - (await storedTime(second, SESSION_ENDED_KEY));
  expect(logout, `logout reflected after ${logout} ms`).toBeLessThanOrEqual(
    REFLECTED_MS,
  );
  await expect(userMenuButton(second)).toHaveCount(0, {
    timeout: REFLECTED_MS,
  });
  await expect(first).toHaveURL(urlEndingIn(PORTAL_SIGN_IN.afterLogout));
  await expect(first.getByText("Sie wurden abgemeldet.")).toBeVisible();
  // The server agrees: the next page load in the second tab is signed out.
  await openStart(second);
  await expect(signInButton(second)).toBeVisible();
  console.log(
    `sessions: logout reflected after ${logout} ms (bound ${REFLECTED_MS} ms)`,
  );
});

test("signed out by the portal without a word to the tabs: the next call answered 401 ends the countdown there, once, and the change is kept", async () => {
  test.setTimeout(60_000);
  for (const tab of [first, second]) await settled(tab);
  await visit(first, PATHS.register);
  const panel = new FiltersPanel(first);
  await panel.open();
  // The portal's sign-out in a tab of its own: the server session ends and its cookie goes; the
  // app's tabs are not told (no storage event of theirs).
  const signOut = await context.request.get(`${BASE_URL}/natippc/logout`);
  expect(signOut.status()).toBe(204);

  await panel.criterion("Tirol").check();
  await panel.saveButton.click();
  await expect(dialog(first)).toBeVisible();
  await expect(dialog(first).getByText(T.session.expired)).toBeVisible();
  await expect(
    dialog(first).getByRole("button", { name: T.session.toLogin }),
  ).toBeVisible();
  // The host's sessionExpired handler ran.
  await expect(
    first.getByText("Ihre Portal-Sitzung ist abgelaufen."),
  ).toBeVisible();
  await dialog(first)
    .getByRole("button", { name: "Schließen", exact: true })
    .click();
  await expect(dialog(first)).toHaveCount(0);
  // The refused change stays in the page, and what to do is said there.
  await expect(panel.criterion("Tirol")).toBeChecked();
  await expect(
    panel.region.getByText(FILTER_TEXTS.saveProblems.signedOut),
  ).toBeVisible();
  // Once: further refusals do not bring the dialog back.
  await panel.criterion("Wien").check();
  await panel.saveButton.click();
  await answered(first);
  await expect(dialog(first)).toHaveCount(0);
});
