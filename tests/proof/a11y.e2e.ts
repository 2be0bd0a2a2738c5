/**
 * Accessibility proof: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on the app at desktop and phone
 * width, each page once its content is shown and without horizontal scrolling.
 *
 * The anonymous visitor, the owner and the authority get the full walk at each width: every route,
 * every dialog, menu, panel, tooltip and listbox of the frame opened once, the 403 or 404 page and
 * the portal's accessibility statement. One test per persona × width, in a context of its own, so
 * that they spread over Playwright's workers; pages change inside the app, as a click on a link
 * does. What looks the same for everyone is checked once per width, by whoever meets it: the
 * frame's version and test-settings dialogs and tooltips, the saved filters and the session and
 * error dialogs as the owner, the created BVT document as the authority.
 *
 * The PVP user and the OIDC user get their frame checked, not the walk. Their pages are the ones
 * the authority and the owner see: a page asks only whether someone is signed in, their user type
 * and Bundesland, and which installations they are registered for, never how they signed in, so
 * walking them again would spend as much time as the walk of an authority or an owner on nothing
 * new. What differs for them is the frame: their name in the header, the user menu, which reads
 * how they signed in (no role to switch to and no acting-for line; for the OIDC user no profile and
 * password links), and on the phone the burger menu with their navigation and name. So each of
 * them gets one test that checks the start page with the frame, then the burger menu, the message
 * centre and the user menu, at desktop width and again after resizing the same page to phone
 * width. The task list is not in their navigation (it joins it only with a task, and they have
 * none), and its page is the same for every signed-in user.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { axeViolations, type AxeScope } from "../e2e/axe";
import { quietBackground, watchApi } from "../e2e/network";
import {
  DetailsPage,
  FiltersPanel,
  navigateInApp,
  PATHS,
  PORTAL_SIGN_IN,
  RegisterPage,
  signIn,
  urlEndingIn,
} from "../e2e/pages";
import { T } from "../../src/i18n/de";

// Each run has a context of its own; the owner's, which change its saved filters and restore them,
// meet only on a worker's own server, one after the other.
test.describe.configure({ mode: "parallel" });

/** The personas walked through every page and overlay. */
const WALKED = ["anonymous", "owner", "authority"] as const;
/** The personas who see the pages the authority and the owner see, in a frame of their own. */
const FRAME_ONLY = ["pvp", "oidc"] as const;
type Persona = (typeof WALKED)[number] | (typeof FRAME_ONLY)[number];
const DESKTOP = 1280;
const PHONE = 375;
const MIN = 60_000;
const STATEMENT = "/portal/barrierefreiheit";

/** One persona at one width: its page and every axe finding, labelled with the state it was in. */
interface Run {
  page: Page;
  persona: Persona;
  width: number;
  found: string[];
  /** What was checked, for the summary line. */
  figures: { pages: number; overlays: number; violations: number };
  /** The page's requests to the app's and the portal's API still without an answer. */
  unanswered: () => number;
  /** The page's uncaught exceptions. */
  errors: string[];
}

async function check(
  run: Run,
  state: string,
  kind: "page" | "overlay",
  scope?: AxeScope,
) {
  // A page at rest is checked against every rule of axe, best practices included, on the whole
  // portal page: the app is a region of it (one banner, the portal's; every part in a landmark).
  const violations = await axeViolations(
    run.page,
    kind === "page" && !scope ? { root: "body", everyRule: true } : scope,
  );
  if (kind === "page") run.figures.pages += 1;
  else run.figures.overlays += 1;
  run.figures.violations += violations.length;
  // With the width: one test of the frame checks the same states at both.
  run.found.push(
    ...violations.map((line) => `${run.width} px, ${state}: ${line}`),
  );
}

async function start(
  browser: Browser,
  persona: Persona,
  width: number,
): Promise<Run> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const unanswered = watchApi(page).open;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The session dialogs are brought forward with Playwright's clock (the owner's run).
  await page.clock.install();
  await signIn(page, persona, PATHS.start);
  await heading(page, T.routes.start);
  return {
    page,
    persona,
    width,
    found: [],
    figures: { pages: 0, overlays: 0, violations: 0 },
    unanswered,
    errors,
  };
}

/** A client-side navigation, as a link of the app makes it (no page load). */
async function go(page: Page, path: string, title: string) {
  await navigateInApp(page, path);
  await heading(page, title);
}

/** The page's title is there and nothing is loading any more. */
async function heading(page: Page, title: string) {
  await expect(
    page.locator("#natippc-container h1", { hasText: title }).first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    page.locator(
      `#natippc-container [role=status][aria-label="${T.pages.loading}"]`,
    ),
  ).toHaveCount(0);
}

/** Opens an overlay, checks it, closes it with Escape (every overlay of the frame closes so). */
async function overlay(
  run: Run,
  state: string,
  open: () => Promise<unknown>,
  shown: Locator,
) {
  await open();
  await expect(shown.first()).toBeVisible();
  await check(run, state, "overlay");
  await run.page.keyboard.press("Escape");
  await expect(shown.first()).toBeHidden();
}

const container = (page: Page) => page.locator("#natippc-container");
const button = (page: Page, name: string | RegExp) =>
  container(page).getByRole("button", { name, exact: true });

/** The frame's menus that differ per persona and width: burger menu, message centre, user menu. */
async function menus(run: Run) {
  const { page } = run;
  if (run.width === PHONE)
    await overlay(
      run,
      "burger menu",
      () => button(page, "Menü").click(),
      page.getByRole("dialog", { name: "Menü", exact: true }),
    );
  await overlay(
    run,
    "message centre",
    () => button(page, "Nachrichten-Center").click(),
    page.getByRole("region", { name: "Nachrichten-Center" }),
  );
  const userMenu = container(page).getByRole("button", {
    name: /, Benutzermenü$/,
  });
  if (run.persona !== "anonymous")
    await overlay(
      run,
      "user menu",
      () => userMenu.click(),
      page.getByRole("region", { name: "Benutzermenü" }),
    );
}

/** Tooltips open on keyboard focus after their delay; Escape closes them. */
async function tooltip(run: Run, state: string, target: Locator) {
  const shown = run.page.getByRole("tooltip");
  await overlay(run, state, () => target.focus(), shown);
}

async function register(run: Run) {
  const { page } = run;
  const register = new RegisterPage(page);
  await go(page, PATHS.register, T.routes.installations);
  await expect(register.count).toBeVisible();
  await check(run, "register", "page");
  await overlay(
    run,
    "register, 'Anlagen pro Seite' listbox",
    () => page.getByRole("combobox", { name: "Anlagen pro Seite" }).click(),
    page.getByRole("listbox"),
  );
  // The phone's list sorts with a listbox; the desktop's table sorts by its column heads.
  if (run.width === PHONE)
    await overlay(
      run,
      "register, sort listbox",
      () => page.getByRole("combobox", { name: /^Sortier/ }).click(),
      page.getByRole("listbox"),
    );
  const place = register.place;
  await overlay(
    run,
    "register, 'Ort oder PLZ' suggestions",
    () => place.fill("Linz"),
    page.getByRole("listbox").getByRole("option"),
  );
  await place.fill("");
  await withContextHelp(run, "register");
}

/** The page with its context help's info icons shown, checked, then hidden again. */
async function withContextHelp(run: Run, what: string) {
  const help = button(run.page, "Kontexthilfe");
  await help.click();
  await expect(help).toHaveAttribute("aria-pressed", "true");
  await expect(
    container(run.page)
      .getByRole("button", { name: /^Hilfe zu / })
      .first(),
  ).toBeVisible();
  await check(run, `${what} with context help shown`, "overlay");
  await help.click();
  await expect(help).toHaveAttribute("aria-pressed", "false");
}

async function details(run: Run) {
  const { page } = run;
  const first = new RegisterPage(page).detailsLinks.first();
  const name = (await first.textContent()) ?? "";
  await first.click();
  await heading(page, name);
  await check(run, "details", "page");
  await withContextHelp(run, "details");
  const details = new DetailsPage(page);
  await overlay(
    run,
    "details, versioning panel",
    () => details.historyButton.click(),
    details.history,
  );
}

/** The pages checked once their content is shown: path, title, what shows it is there. */
const CONTENT_PAGES: [string, string, (page: Page) => Promise<void>][] = [
  [
    PATHS.bvtConclusions,
    T.routes.bvtConclusions,
    (page) => expect(container(page).getByRole("table")).toBeVisible(),
  ],
  [
    PATHS.environmentalInspection,
    T.routes.environmentalInspection,
    (page) =>
      expect(
        container(page).getByRole("heading", { level: 3 }).first(),
      ).toBeVisible(),
  ],
  [
    PATHS.legalBasesGuidelines,
    T.routes.legalBasesGuidelines,
    // Its sections: the content's headings, right below the page's h1.
    (page) =>
      expect(
        container(page)
          .getByRole("main")
          .getByRole("heading", { level: 2 })
          .first(),
      ).toBeVisible(),
  ],
  [
    PATHS.faq,
    T.routes.faq,
    // Every answer shown.
    async (page) => {
      await button(page, "Alles aufklappen").click();
      await expect(button(page, "Alles zuklappen")).toBeVisible();
    },
  ],
];

/** The page fits the window: nothing to scroll sideways (at 375 px as at 1280 px). */
async function noHorizontalScrolling(page: Page, state: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.documentElement.scrollWidth -
            document.documentElement.clientWidth,
        ),
      { message: `${state}: no horizontal scrolling` },
    )
    .toBe(0);
}

/** The BVT page's created document: its download link and the toast that says so. */
async function createdDocument(run: Run) {
  const { page } = run;
  const row = container(page).getByRole("row", { name: /^WI / });
  await row.getByRole("button", { name: "WI: Dokument erstellen" }).click();
  await expect(
    row.getByRole("link", { name: "WI: Erstelltes Dokument herunterladen" }),
  ).toBeVisible();
  await check(run, "BVT page with a created document and its toast", "overlay");
}

/** The frame's dialogs that are the same for everyone: checked once per width, as the owner. */
async function frameDialogs(run: Run) {
  const { page } = run;
  const version = container(page).getByRole("button", { name: /^Version / });
  await tooltip(run, "version tooltip", version);
  await overlay(
    run,
    "version dialog",
    () => version.dblclick(),
    page.getByRole("dialog", { name: "Versionsinformationen" }),
  );
  const testSettings = page.getByRole("dialog", { name: "Testeinstellungen" });
  await overlay(
    run,
    "test-settings dialog",
    async () => {
      await button(page, "Testeinstellungen").click();
      await expect(testSettings.getByText(/^Serverzeit:/)).toBeVisible();
    },
    testSettings,
  );
  if (run.width === DESKTOP) {
    await tooltip(
      run,
      "full-width tooltip",
      button(page, "Volle Seitenbreite"),
    );
    await tooltip(
      run,
      "sidebar tooltip",
      page
        .getByRole("navigation", { name: "Seitennavigation" })
        .getByRole("button", { name: "Seitennavigation" }),
    );
  }
}

/**
 * The side filter page and its dialogs and warnings, on the register. Leaves the owner's saved
 * filters as they were: the one filter made here is deleted again and the selection restored.
 */
async function savedFilters(run: Run) {
  const { page } = run;
  const filters = new FiltersPanel(page);
  await go(page, PATHS.register, T.routes.installations);
  await filters.toggle.click();
  await expect(filters.list).toBeVisible();
  await check(run, "side filter page", "overlay");
  const selectedBefore = await filters.selectedName();

  const district = filters.region.getByRole("combobox", {
    name: "Bezirk hinzufügen",
  });
  await overlay(
    run,
    "side filter page, 'Bezirk hinzufügen' suggestions",
    () => district.fill("Gr"),
    page.getByRole("listbox").getByRole("option"),
  );
  await district.fill("");

  await filters.criterion("Wien").check();
  await warning(run, "warning: duplicate unsaved", () =>
    filters.duplicateButton.click(),
  );
  // Blocked: the radio stays as it was, so a click rather than check().
  await warning(run, "warning: switch blocked", () =>
    filters.filter("Standardfilter").click(),
  );
  await filters.saveButton.click();
  await filters.renameButton.click();
  await expect(filters.nameField).toBeVisible();
  await check(run, "side filter page, rename form", "overlay");
  await page.keyboard.press("Escape");
  const confirm = filters.deleteDialog;
  await filters.deleteButton.click();
  await expect(confirm).toBeVisible();
  await check(run, "delete confirmation", "overlay");
  await filters.confirmDelete.click();
  await expect(confirm).toHaveCount(0);
  await filters.filter("Kein Filter").check();
  await warning(run, "warning: none selected", () =>
    filters.renameButton.click(),
  );
  await filters.filter(selectedBefore, { exact: true }).check();
  await filters.toggle.click();
}

/** A filter warning: a message dialog with 'Schließen'. */
async function warning(run: Run, state: string, open: () => Promise<void>) {
  await open();
  const dialog = run.page.getByRole("dialog").filter({
    has: run.page.getByRole("button", { name: T.ui.close, exact: true }),
  });
  await expect(dialog).toBeVisible();
  await check(run, state, "overlay");
  await dialog.getByRole("button", { name: T.ui.close, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** What a firewall in front of the server answers instead of the server. */
const FIREWALL_PAGE =
  '<!DOCTYPE html><html lang="en"><title>Request Rejected</title><h1>The requested URL was rejected.</h1></html>';

/**
 * The error modals and the session countdown, with faults made by the page itself (so that nothing
 * else using the server meets them): a firewall rejection of the server time the test settings
 * ask for; then, brought forward with the clock (SESSION_TIMEOUT_S=1800), the warning banner, the
 * 'Sitzungsablauf' dialog, the timeout of an extension nobody answers, and the expired dialog. The
 * task poll and the server log are answered 503 meanwhile: every successful response restarts the
 * countdown, and the failed poll is logged a few seconds later.
 */
async function sessionAndErrors(run: Run) {
  const { page } = run;
  await go(page, PATHS.start, T.routes.start);
  await quietBackground(page.context());

  // Past the 45 s the server time is cached for: opening the test settings asks again. A request
  // still under way would pass the 60 s timeout in this jump and open 'Zeitüberschreitung'.
  await expect.poll(run.unanswered, "API requests under way").toBe(0);
  await page.clock.fastForward(MIN);
  await page.route(
    "**/natippc/api/time",
    (route) =>
      route.fulfill({
        status: 400,
        contentType: "text/html",
        body: FIREWALL_PAGE,
      }),
    { times: 1 },
  );
  await button(page, "Testeinstellungen").click();
  const firewall = page.getByRole("dialog", { name: T.errors.firewallTitle });
  await expect(firewall.locator("iframe")).toBeVisible();
  await check(run, "'Firewall Ablehnung' modal", "overlay");
  await firewall.getByRole("button", { name: T.ui.close, exact: true }).click();
  await expect(firewall).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("dialog", { name: "Testeinstellungen" }),
  ).toHaveCount(0);

  await expect.poll(run.unanswered, "API requests under way").toBe(0);
  await page.clock.fastForward(20 * MIN);
  await expect(page.getByText(/^Ihre Sitzung läuft in/).first()).toBeVisible();
  await check(run, "session warning banner", "overlay");

  await page.clock.fastForward(5 * MIN);
  const session = page.getByRole("dialog", { name: T.session.dialogTitle });
  const extend = session.getByRole("button", { name: T.session.extend });
  await expect(extend).toBeVisible();
  await check(run, "'Sitzungsablauf' dialog", "overlay");

  await page.route("**/natippc/api/env", () => undefined, { times: 1 });
  const unanswered = page.waitForRequest((request) =>
    request.url().endsWith("/natippc/api/env"),
  );
  await extend.click();
  await unanswered;
  await page.clock.fastForward(MIN);
  const timeout = page.getByRole("dialog", { name: T.errors.timeoutTitle });
  await expect(timeout).toBeVisible();
  await check(run, "'Zeitüberschreitung' modal", "overlay");
  await timeout.getByRole("button", { name: T.ui.close, exact: true }).click();
  await expect(timeout).toHaveCount(0);

  await page.clock.fastForward(30 * MIN);
  await expect(
    session.getByRole("button", { name: T.session.toLogin }),
  ).toBeVisible();
  await check(run, "session expired dialog", "overlay");
  await session.getByRole("button", { name: T.ui.close, exact: true }).click();
}

/**
 * An anonymous visitor meets the 403 page on the task list before being sent to sign-in; the
 * sign-in page is held back here so the 403 page can be checked.
 */
async function forbidden(run: Run) {
  const { page } = run;
  // A 204 answer to a navigation leaves the page where it is.
  const signInPage = `**${PORTAL_SIGN_IN.pathname}**`;
  await page.route(signInPage, (route) => route.fulfill({ status: 204 }));
  await go(page, PATHS.taskList, T.pages.forbidden);
  await check(run, "403", "page");
  await page.unroute(signInPage);
}

/** The portal's accessibility statement, reached as the footer's link reaches it. */
async function statement(run: Run) {
  const { page } = run;
  await container(page)
    .getByRole("contentinfo")
    .getByRole("link", { name: "Barrierefreiheitserklärung" })
    .click();
  await expect(page).toHaveURL(urlEndingIn(STATEMENT));
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Erklärung zur Barrierefreiheit",
    }),
  ).toBeVisible();
  await check(run, "accessibility statement", "page", { root: "body" });
}

/** A step that fails says which dialogs were open then: one left open hides the rest of the page. */
async function explainFailure(page: Page, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    const dialogs = await page
      .getByRole("dialog")
      .allInnerTexts()
      .catch(() => []);
    if (error instanceof Error)
      error.message += `\nopen dialogs: ${JSON.stringify(dialogs)}`;
    throw error;
  }
}

/** The start page with the frame, and the frame's menus: the first thing every persona meets. */
async function startPageAndMenus(run: Run) {
  const { page } = run;
  await expect(
    container(page).getByRole("table", { name: "Anlagen nach Bundesland" }),
  ).toBeVisible();
  await check(run, "start", "page");
  await noHorizontalScrolling(page, "start");
  await menus(run);
}

/** What was checked, in one line; then the run's findings and the page's errors must be none. */
function report(run: Run, title: string, what: string) {
  const { pages, overlays, violations } = run.figures;
  console.log(
    `a11y: ${title} — ${pages} pages checked (${what}), ${overlays} dialogs, menus, panels, tooltips and listboxes opened, ${violations} violations`,
  );
  expect(run.found, title).toEqual([]);
  expect(run.errors).toEqual([]);
}

for (const width of [DESKTOP, PHONE]) {
  test.describe(`axe at ${width} px: every route, every overlay opened once`, () => {
    for (const persona of WALKED) {
      test(`${persona} at ${width} px`, async ({ browser }) => {
        test.setTimeout(180_000);
        const run = await start(browser, persona, width);
        const { page } = run;
        await explainFailure(page, async () => {
          await startPageAndMenus(run);
          if (persona === "owner") await frameDialogs(run);
          await register(run);
          await details(run);
          for (const [path, title, shown] of CONTENT_PAGES) {
            await go(page, path, title);
            await shown(page);
            await check(run, path, "page");
            await noHorizontalScrolling(page, path);
            if (path === PATHS.bvtConclusions) await withContextHelp(run, path);
            if (path === PATHS.bvtConclusions && persona === "authority")
              await createdDocument(run);
          }
          if (persona === "anonymous") await forbidden(run);
          else {
            await go(page, PATHS.taskList, T.routes.userTasklist);
            await check(run, "task list", "page");
          }
          await go(page, PATHS.notFound, T.pages.notFound);
          await check(run, "404", "page");
          if (persona === "owner") {
            await savedFilters(run);
            await sessionAndErrors(run);
          }
          await statement(run);
        });

        await page.context().close();
        report(
          run,
          `${persona} at ${width} px`,
          "every route, the 403 or 404 page and the accessibility statement",
        );
      });
    }
  });
}

test.describe(`axe on the frame at ${DESKTOP} and ${PHONE} px: start page and menus`, () => {
  for (const persona of FRAME_ONLY) {
    test(`${persona} at ${DESKTOP} and ${PHONE} px`, async ({ browser }) => {
      const run = await start(browser, persona, DESKTOP);
      const { page } = run;
      await explainFailure(page, async () => {
        await startPageAndMenus(run);
        // The same page at phone width: the header gives way to the burger menu.
        await page.setViewportSize({ width: PHONE, height: 900 });
        run.width = PHONE;
        await expect(button(page, "Menü")).toBeVisible();
        await startPageAndMenus(run);
      });

      await page.context().close();
      report(
        run,
        `${persona} at ${DESKTOP} and ${PHONE} px`,
        "the start page with the frame at each width",
      );
    });
  }
});
