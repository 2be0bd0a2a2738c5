/**
 * Every lazily loaded chunk failing in turn, as after a deployment has replaced the hashed files
 * under an open page, or on a line that drops them: the chunk's files are refused (JS and CSS),
 * the app is opened where it needs that chunk, and then:
 * - a page says 'Schwerer Fehler' in the page area with the part's message and 'Seite neu laden',
 *   the frame stays (ADR 17);
 * - a frame part says 'Dieser Teil der Seite konnte nicht geladen werden …' with 'Seite neu laden'
 *   inside what the user opened (panel, drawer, dialog) or where it stands, never pushing the
 *   page apart (no sideways scrolling);
 * - the hyphenation patterns leave the words as they are, with no message at all;
 * - without the popups' placement a list still opens and works where its CSS puts it, with no
 *   message (it is asked for again the next time one opens);
 * and in every case but the placement: the chunk was asked for twice (loadChunk's second try), the host heard
 * `natippc:preload-error` naming the part, no uncaught exception, no spinner left, and the app
 * still goes to another page. The chunks come from the served build's manifest and from the
 * source's chunk names: a chunk without a case fails the suite. After a new deployment the old
 * files answer 404 (a page and a part), or, from a portal that answers every unknown path with its
 * page, that HTML page: the message says a new version is there, and nothing is uncaught. The HTML
 * page takes one path of the loader whatever the chunk, so it is tried on a few, one for each way a
 * failed part shows: a page, a frame panel, drawer and dialog, the hyphenation and the popups'
 * placement. A chunk that failed while the line was down loads once it is back, on the message's
 * 'Erneut versuchen', without a reload (every page and part). Each case is a test of its own, in a
 * browser context of its own. Last, the served build names no source map and serves none.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page, Request } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { axeViolations } from "../e2e/axe";
import { BASE_URL } from "../e2e/browser";
import {
  mainNavigationLink,
  DetailsPage,
  FiltersPanel,
  PATHS,
  RegisterPage,
  signIn,
  type Persona,
} from "../e2e/pages";
import { PRELOAD_ERROR_EVENT } from "../../src/framework/host/contract";
import { T } from "../../src/i18n/de";
import { FRAME_TEXTS } from "../../src/i18n/frame";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { USER_TEXTS } from "../../src/i18n/user";

test.describe.configure({ mode: "parallel" });

const DESKTOP = 1280;
const PHONE = 375;
const MIN = 60_000;
/** Where host-dev serves the remote's build (its shell loads it from there). */
const REMOTE = "/remotes/natippc";
const INSTALLATION = "AT-IPPC-000001";

type Expect =
  /** The route's 'Schwerer Fehler' in the page area. */
  | "page"
  /** The part's German message with 'Seite neu laden', inside `shown`. */
  | "part"
  /** Nothing to tell: the page works without the chunk. */
  | "silent"
  /** A popup (`shown`) opens and works without its placement, and nothing is said. */
  | "unplaced";

interface Case {
  /** The part `natippc:preload-error` names (loadChunk's first argument). */
  part: string;
  persona: Persona;
  path: string;
  width?: number;
  expect: Expect;
  /** The interaction that needs the chunk, on the loaded page. */
  open?: (page: Page) => Promise<void>;
  /** Where the message is to be: the page area, the opened panel or dialog. */
  shown: (page: Page) => Locator;
  /** Opens over the page: Escape (or `close`) closes it before going on. */
  overlay?: true;
  /** Closes it, where Escape does not. */
  close?: (page: Page) => Promise<void>;
  /** The page the app is to go to afterwards, by its navigation name. */
  next: string;
  /** After the message (`message`), before going on (the session case moves the clock). */
  then?: (page: Page, message: string) => Promise<void>;
  /** Moves the page's clock. */
  clock?: true;
}

const app = (page: Page) => page.locator("#natippc-container");
const main = (page: Page) => page.locator("#natippc-container main");
const dialog = (page: Page, name: string) =>
  page.getByRole("dialog", { name, exact: true });
const region = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });
const pageCase = (
  part: string,
  path: string,
  next: string = T.routes.faq,
): Case => ({
  part,
  persona: "anonymous",
  path,
  expect: "page",
  shown: main,
  next,
});

/** One case per chunk name of the build (the `webpackChunkName`s in src). */
const CASES: Record<string, Case> = {
  "page-start": pageCase("start", PATHS.start),
  "page-installations": pageCase("installations", PATHS.register),
  "page-installation-details": pageCase(
    "installations/:id",
    PATHS.details(INSTALLATION),
  ),
  "page-environmental-inspection": pageCase(
    "environmental-inspection",
    PATHS.environmentalInspection,
  ),
  "page-bvt-conclusions": pageCase("bvt-conclusions", PATHS.bvtConclusions),
  "page-legal-bases-guidelines": pageCase(
    "legal-bases-guidelines",
    PATHS.legalBasesGuidelines,
  ),
  "page-faq": pageCase("faq", PATHS.faq, T.routes.start),
  "page-user-tasklist": {
    ...pageCase("user-tasklist", PATHS.taskList),
    persona: "owner",
  },
  "burger-menu": {
    part: "burger-menu",
    persona: "anonymous",
    path: PATHS.faq,
    width: PHONE,
    expect: "part",
    open: (page) =>
      page.getByRole("button", { name: FRAME_TEXTS.menu, exact: true }).click(),
    shown: (page) => dialog(page, FRAME_TEXTS.menu),
    overlay: true,
    next: T.routes.start,
  },
  "user-menu-panel": {
    part: "user-menu-panel",
    persona: "owner",
    path: PATHS.start,
    expect: "part",
    open: (page) => userMenuButton(page).click(),
    shown: (page) => region(page, USER_TEXTS.menu.buttonSuffix),
    overlay: true,
    then: (page) =>
      expect(userMenuButton(page), "the menu button stays").toBeVisible(),
    next: T.routes.faq,
  },
  "message-centre-panel": {
    part: "message-centre",
    persona: "anonymous",
    path: PATHS.faq,
    expect: "part",
    open: (page) => messageCentreButton(page).click(),
    shown: (page) => region(page, T.ui.messageCentre),
    overlay: true,
    next: T.routes.start,
  },
  // The header panels' and the 'Mehr' menu's own code (ADR 34), asked for by the first to open.
  popups: {
    part: "header-panel",
    persona: "anonymous",
    path: PATHS.faq,
    expect: "part",
    open: (page) => messageCentreButton(page).click(),
    // Without the panel's code its message stands where the panel would, below the button.
    shown: (page) => app(page).locator("header").getByRole("alert"),
    overlay: true,
    // The button stays a button: it closes what it opened.
    close: async (page) => {
      await expect(messageCentreButton(page)).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await messageCentreButton(page).click();
    },
    next: T.routes.start,
  },
  "history-panel": {
    part: "history-panel",
    persona: "anonymous",
    path: PATHS.details(INSTALLATION),
    expect: "part",
    open: (page) => new DetailsPage(page).historyButton.click(),
    shown: (page) => new DetailsPage(page).history,
    overlay: true,
    next: T.routes.start,
  },
  "version-dialog": {
    part: "version-dialog",
    persona: "anonymous",
    path: PATHS.faq,
    expect: "part",
    // SPEC §2: double-clicking the version opens the dialog.
    open: (page) =>
      app(page)
        .locator("footer")
        .getByRole("button", {
          name: new RegExp(`^${FRAME_TEXTS.footer.versionLabel} `),
        })
        .dblclick(),
    shown: (page) => dialog(page, FRAME_TEXTS.footer.versionTitle),
    overlay: true,
    next: T.routes.start,
  },
  "test-clock": {
    part: "test-clock",
    persona: "anonymous",
    path: PATHS.faq,
    expect: "part",
    open: (page) =>
      app(page)
        .getByRole("button", { name: FRAME_TEXTS.testSettings.title })
        .click(),
    shown: (page) => dialog(page, FRAME_TEXTS.testSettings.title),
    overlay: true,
    next: T.routes.start,
  },
  "side-filter": {
    part: "side-filter",
    persona: "anonymous",
    path: PATHS.register,
    expect: "part",
    open: async (page) => {
      await expect(new RegisterPage(page).count).toBeVisible();
      await new FiltersPanel(page).toggle.click();
    },
    shown: (page) => new FiltersPanel(page).region,
    next: T.routes.start,
  },
  "session-timeout": {
    part: "session-timeout",
    persona: "owner",
    path: PATHS.faq,
    expect: "part",
    // Loaded once someone is signed in: its message stands where the session banner would.
    shown: app,
    clock: true,
    // Without its code no warning can come; the message stays, the countdown throws nothing.
    then: async (page, message) => {
      for (const minutes of [20, 5]) {
        await page.clock.fastForward(minutes * MIN);
        await page.evaluate(() => document.readyState);
      }
      await expect(
        dialog(page, T.session.dialogTitle),
        "a 'Sitzungsablauf' dialog without its code",
      ).toHaveCount(0);
      await expect(app(page).getByText(message)).toBeVisible();
    },
    next: T.routes.start,
  },
  "open-data": {
    part: "open-data",
    persona: "anonymous",
    path: PATHS.register,
    expect: "part",
    open: async (page) => {
      await expect(new RegisterPage(page).count).toBeVisible();
      await page
        .getByRole("button", { name: REGISTER_TEXTS.openData, exact: true })
        .click();
    },
    shown: main,
    next: T.routes.start,
  },
  "saved-filters": {
    part: "saved-filters",
    persona: "anonymous",
    path: PATHS.register,
    expect: "part",
    shown: main,
    next: T.routes.start,
  },
  "export-status": {
    part: "export-status",
    persona: "anonymous",
    path: PATHS.register,
    expect: "part",
    open: async (page) => {
      const register = new RegisterPage(page);
      await expect(register.count).toBeVisible();
      await register.excelExport.click();
    },
    shown: main,
    next: T.routes.start,
  },
  position: {
    part: "position",
    persona: "anonymous",
    path: PATHS.register,
    expect: "unplaced",
    open: async (page) => {
      await expect(new RegisterPage(page).count).toBeVisible();
      await main(page)
        .getByRole("combobox", { name: REGISTER_TEXTS.pagination.pageSize })
        .click();
    },
    shown: (page) =>
      page.getByRole("listbox", { name: REGISTER_TEXTS.pagination.pageSize }),
    overlay: true,
    next: T.routes.start,
  },
  "register-map": {
    part: "register-map",
    persona: "anonymous",
    path: `${PATHS.register}?view=map`,
    expect: "part",
    shown: main,
    next: T.routes.start,
  },
  "location-map": {
    part: "location-map",
    persona: "anonymous",
    path: PATHS.details(INSTALLATION),
    expect: "part",
    // Loaded when the small map comes near the screen.
    open: async (page) => {
      const coordinates = main(page).getByText("Koordinaten").first();
      await expect(coordinates).toBeVisible();
      await coordinates.scrollIntoViewIfNeeded();
    },
    shown: main,
    next: T.routes.start,
  },
  hyphenation: {
    part: "hyphenation",
    persona: "anonymous",
    path: PATHS.register,
    width: PHONE,
    expect: "silent",
    // The register's long words ('Gesamtfeuerungswärmeleistung') on a phone: the patterns load
    // once its first rows are there.
    shown: (page) => new RegisterPage(page).count,
    next: T.routes.start,
  },
};

const messageCentreButton = (page: Page) =>
  app(page).getByRole("button", { name: T.ui.messageCentre, exact: true });

const userMenuButton = (page: Page) =>
  page.getByRole("button", {
    name: new RegExp(`${USER_TEXTS.menu.buttonSuffix}$`),
  });

/** The named chunks of the served build: its manifest's asynchronous JS files `<name>.<hash>.js`. */
async function builtChunks(): Promise<string[]> {
  const response = await fetch(`${BASE_URL}${REMOTE}/mf-manifest.json`);
  expect(response.status, "the remote's manifest").toBe(200);
  const manifest = (await response.json()) as {
    exposes: { assets: { js: { async: string[] } } }[];
  };
  const names = manifest.exposes
    .flatMap(({ assets }) => assets.js.async)
    .map((file) => /^([a-z][a-z0-9-]*)\.[0-9a-f]+\.js$/.exec(file)?.[1])
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)].sort();
}

/**
 * The chunk names the source gives its dynamic imports, and the dynamic imports that give none (a
 * chunk without a name would have no case here).
 */
function sourceChunks(): { named: string[]; unnamed: string[] } {
  const src = path.join(__dirname, "..", "..", "src");
  const imports = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(src, file), "utf8").matchAll(
          /\bimport\(\s*(?:\/\*([^*]*)\*\/)?\s*"([^"]+)"/g,
        ),
      ].map(([, comment = "", module]) => ({ file, comment, module })),
    );
  const named = imports.flatMap(
    ({ comment }) => /webpackChunkName:\s*"([^"]+)"/.exec(comment)?.[1] ?? [],
  );
  return {
    named: [...new Set(named)].sort(),
    unnamed: imports
      .filter(({ comment }) => !comment.includes("webpackChunkName"))
      .map(({ file, module }) => `${file}: import("${module}")`),
  };
}

/** The frame asks for the tasks once the page's first content is shown: among its last calls. */
const TASKS = "/natippc/api/user-tasks";

/**
 * Watches the page's requests from before its load. Every successful answer of an API restarts
 * the session countdown, and a jump of the clock times out what is under way (a call past its
 * 60 s, a script past its 120 s): `answered()` resolves once the page has asked for what it leaves
 * until after its first content (the tasks) and none of its requests is without its answer.
 */
function watchLoad(page: Page): { answered(): Promise<void> } {
  let open = 0;
  let tasksAnswered = false;
  page.on("request", () => {
    open += 1;
  });
  const ended = (request: Request) => {
    open -= 1;
    if (new URL(request.url()).pathname === TASKS) tasksAnswered = true;
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async answered() {
      await expect
        .poll(() => tasksAnswered, { message: "the tasks asked for" })
        .toBe(true);
      await expect.poll(() => open, { message: "requests under way" }).toBe(0);
    },
  };
}

/** What the page's window heard of PRELOAD_ERROR_EVENT: the parts named. */
function heardParts(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __heard?: string[] }).__heard ?? [],
  );
}

/** No spinner is left turning: each has given way to content or to its message. */
async function expectNoSpinner(page: Page): Promise<void> {
  // The spinner's own markup (ui/spinner): a status named by its label, whose child is the turning
  // circle. A toast's icon sits deeper in its region; an alert's status is not named.
  const spinners = page.locator('[role="status"][aria-label]:has(> svg)');
  await expect(spinners, "spinners left").toHaveCount(0);
}

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        ),
      { message: "the page scrolls sideways (px)" },
    )
    .toBeLessThanOrEqual(0);
}

/** Goes to `name` as a user would: the main navigation, or on a phone the header's title link. */
async function goOn(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? DESKTOP) < 500) {
    expect(name, "the title link leads to the root").toBe(T.routes.start);
    await app(page)
      .locator("header")
      .getByRole("link", { name: T.app.title })
      .click();
  } else {
    await (await mainNavigationLink(page, name)).click();
  }
  await expect(
    app(page).locator("h1", { hasText: name }).first(),
  ).toBeVisible();
}

/**
 * How the chunk's files are answered: the line drops them (`abort`: the message says the part
 * could not be loaded); or a new deployment has replaced them, and they answer 404 (`gone`) or —
 * from a portal that sends its page for every path it does not know — that HTML page with 200
 * (`page`); then the message offers the new version.
 */
type Answer = "abort" | "gone" | "page";

/** The portal's page, as its fallback answers any path it does not know. */
async function portalPage(): Promise<string> {
  const response = await fetch(`${BASE_URL}${PATHS.start}`);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  return response.text();
}

/** The case's page is in a browser context of its own, signed in as the case's persona. */
async function runCase(
  page: Page,
  chunk: string,
  check: Case,
  answer: Answer = "abort",
): Promise<void> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let refused = 0;
  if (check.width)
    await page.setViewportSize({ width: check.width, height: 800 });
  await page.addInitScript((event) => {
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    window.addEventListener(event, (e) =>
      heard.push((e as CustomEvent<{ part: string }>).detail.part),
    );
  }, PRELOAD_ERROR_EVENT);
  const html = answer === "page" ? await portalPage() : "";
  const files = chunkFiles(chunk);
  /** Whether the line drops the chunk (`abort`): until the case brings it back for the retry. */
  let down = true;
  // Routing turns the page's HTTP cache off: the chunk is asked for over the line each time.
  await page.route(files, (route) => {
    if (answer === "abort" && !down) return route.fallback();
    const request = route.request();
    if (request.url().endsWith(".js") && request.method() === "GET")
      refused += 1;
    if (answer === "abort") return route.abort("failed");
    if (answer === "gone") return route.fulfill({ status: 404 });
    return route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: html,
    });
  });
  const loaded = countLoads(page, files);
  const load = watchLoad(page);
  if (check.clock) await page.clock.install();
  await signIn(page, check.persona, check.path);
  await expect(app(page).locator("h1").first()).toBeVisible({
    timeout: 15_000,
  });
  // The countdown restarts with every answer: the load's answers are in before the clock moves.
  if (check.clock) await load.answered();
  await check.open?.(page);

  const shown = check.shown(page);
  const message =
    answer === "abort" ? T.errors.partUnavailable : T.errors.newVersion;
  if (check.expect === "page")
    await expect(shown.locator("h1", { hasText: T.pages.fatal })).toBeVisible({
      timeout: 15_000,
    });
  if (check.expect !== "silent" && check.expect !== "unplaced") {
    await expect(shown.getByText(message)).toBeVisible({ timeout: 15_000 });
    await expect(
      shown.getByRole("button", { name: T.errors.reload }),
    ).toBeVisible();
    // A file gone for a new version is not there on a second try either.
    await expect(
      shown.getByRole("button", { name: T.errors.retry }),
    ).toHaveCount(answer === "abort" ? 1 : 0);
  } else {
    await expect(shown).toBeVisible({ timeout: 15_000 });
  }
  if (check.expect === "unplaced") {
    // The list opens at once; its placement is asked for as it opens, its refusal heard a moment on.
    await expect
      .poll(() => refused, { message: "the placement asked for" })
      .toBeGreaterThanOrEqual(1);
    await expect(shown.getByRole("option").first()).toBeVisible();
    await expect(
      page.getByText(message),
      "a message for the placement",
    ).toHaveCount(0);
  } else {
    // loadChunk's second try comes a second after the first; the host hears of it after that.
    await expect
      .poll(() => heardParts(page), {
        message: `${PRELOAD_ERROR_EVENT} for '${check.part}'`,
      })
      .toContain(check.part);
    await expect
      .poll(() => refused, { message: "the chunk asked for twice" })
      .toBeGreaterThanOrEqual(2);
  }

  if (check.expect === "silent") {
    await expect(
      page.getByText(message),
      "a message for the hyphenation",
    ).toHaveCount(0);
    // Read in the page: Playwright's text matchers drop soft hyphens before comparing.
    await expect
      .poll(
        () =>
          main(page).evaluate((element) =>
            /\u00AD/.test(element.textContent ?? ""),
          ),
        { message: "soft hyphens without the patterns" },
      )
      .toBe(false);
  }
  await check.then?.(page, message);
  await expectNoSpinner(page);
  await expectNoSidewaysScrolling(page);
  if (check.expect === "part")
    expect(await axeViolations(page), "axe").toEqual([]);
  // The line is back: 'Erneut versuchen' loads the part. The session's case moved the clock past
  // its warning: its retry is a case of its own (below).
  if (answer === "abort" && retries(check) && !check.clock) {
    down = false;
    await retryLoadsThePart(page, check, loaded);
  }

  if (check.overlay) {
    await (check.close?.(page) ?? page.keyboard.press("Escape"));
    await expect(shown).toBeHidden();
  }
  await goOn(page, check.next);
  expect(errors, "uncaught exceptions").toEqual([]);
}

/** A test of its own for each case, in a browser context of its own. */
function inContext(name: string, run: (page: Page) => Promise<void>): void {
  test(name, async ({ browser }) => {
    const context = await browser.newContext({
      locale: "de-DE",
      viewport: { width: DESKTOP, height: 900 },
    });
    try {
      await run(await context.newPage());
    } finally {
      await context.close();
    }
  });
}

const title = (chunk: string, check: Case) =>
  `${chunk}: ${check.path} as ${check.persona}${check.width ? ` at ${check.width} px` : ""}`;

test.describe("every lazily loaded chunk failing in turn", () => {
  test("every named chunk of the build has its case, and every case its chunk", async () => {
    const built = await builtChunks();
    const source = sourceChunks();
    expect(source.unnamed, "dynamic imports without a chunk name").toEqual([]);
    expect(built, "the build's chunks are the source's").toEqual(source.named);
    expect(built, "chunks and cases").toEqual(Object.keys(CASES).sort());
  });

  for (const [chunk, check] of Object.entries(CASES))
    inContext(title(chunk, check), (page) => runCase(page, chunk, check));
});

/** The HTML page takes one path of the loader for any chunk; every chunk fails in turn above. */
const HTML_PAGE_CASES = [
  "page-start", // a page route: 'Schwerer Fehler' in the page area
  "message-centre-panel", // a frame panel the user opens
  "burger-menu", // the frame's drawer, on a phone
  "version-dialog", // a frame dialog the user opens
  "hyphenation", // silent: the words stay as they are
  "position", // unplaced: the popup opens without its placement
];

test.describe("a new deployment has replaced the files under the open page", () => {
  for (const chunk of ["page-faq", "user-menu-panel"])
    inContext(
      `${chunk}: answered 404, the message offers the new version`,
      (page) => runCase(page, chunk, CASES[chunk]!, "gone"),
    );

  // The browser runs the HTML page as the chunk's script: a SyntaxError at the window, then the
  // chunk's load fails. Nothing uncaught, and the message offers the new version.
  for (const chunk of HTML_PAGE_CASES) {
    const check = CASES[chunk]!;
    inContext(
      `${title(chunk, check)}: answered with the portal's HTML page`,
      (page) => runCase(page, chunk, check, "page"),
    );
  }
});

/** The chunk's files as host-dev serves them. */
const chunkFiles = (chunk: string) =>
  new RegExp(`${REMOTE}/${chunk}\\.[0-9a-f]+\\.(js|css)$`);

/** Whether the part's message offers 'Erneut versuchen' once the line drops it. */
const retries = (check: Case) =>
  check.expect === "part" || check.expect === "page";

/** How many times the chunk's script has been answered with it. */
function countLoads(page: Page, files: RegExp): () => number {
  let loaded = 0;
  page.on("requestfinished", async (request) => {
    if (!request.url().endsWith(".js") || !files.test(request.url())) return;
    if ((await request.response())?.status() === 200) loaded += 1;
  });
  return () => loaded;
}

/**
 * The part's message is there and the line is back: 'Erneut versuchen' in the message loads the
 * part, in the same document (no reload), and the message goes.
 */
async function retryLoadsThePart(
  page: Page,
  check: Case,
  loaded: () => number,
): Promise<void> {
  const before = loaded();
  // Gone with a reload.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await check.shown(page).getByRole("button", { name: T.errors.retry }).click();
  await expect
    .poll(loaded, { message: "the chunk loaded on the retry" })
    .toBeGreaterThan(before);
  await expect(
    app(page).getByText(T.errors.partUnavailable),
    "the message after the retry",
  ).toHaveCount(0);
  if (check.expect === "page") {
    await expect(main(page).locator("h1").first()).toBeVisible();
    await expect(
      main(page).locator("h1", { hasText: T.pages.fatal }),
    ).toHaveCount(0);
  }
  await expectNoSpinner(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
    ),
    "the same document, not reloaded",
  ).toBe(true);
}

/**
 * The session's part, whose case moves the clock: the line drops its files until its message is
 * there, then it is back and 'Erneut versuchen' loads it.
 */
async function runRetryCase(
  page: Page,
  chunk: string,
  check: Case,
): Promise<void> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (check.width)
    await page.setViewportSize({ width: check.width, height: 800 });
  const files = chunkFiles(chunk);
  let down = true;
  await page.route(files, (route) =>
    down ? route.abort("failed") : route.fallback(),
  );
  const loaded = countLoads(page, files);
  await signIn(page, check.persona, check.path);
  await expect(app(page).locator("h1").first()).toBeVisible({
    timeout: 15_000,
  });
  await check.open?.(page);
  await expect(
    check.shown(page).getByText(T.errors.partUnavailable),
  ).toBeVisible({ timeout: 15_000 });
  down = false;
  await retryLoadsThePart(page, check, loaded);
  expect(errors, "uncaught exceptions").toEqual([]);
}

test.describe("a chunk that failed while the line was down loads on the retry once it is back", () => {
  // Every other part's case above ends with its retry.
  for (const [chunk, check] of Object.entries(CASES))
    if (retries(check) && check.clock)
      inContext(title(chunk, check), (page) =>
        runRetryCase(page, chunk, check),
      );
});

/** What host-dev serves at REMOTE, and where the build puts the source maps (rspack.config.ts). */
const DIST = path.join(__dirname, "..", "..", "dist");
const SOURCE_MAPS = path.join(__dirname, "..", "..", "source-maps");

test("the served build names no source map and serves none; the maps are beside it", async () => {
  const files = readdirSync(DIST, { recursive: true, encoding: "utf8" }).map(
    (file) => file.split(path.sep).join("/"),
  );
  expect(
    files.filter((file) => file.endsWith(".map")),
    "source maps in the served build",
  ).toEqual([]);
  const code = files.filter((file) => /\.(m?js|css)$/.test(file));
  expect(
    code.filter((file) => file.startsWith("independent-packages/")),
    "the federation plugin's builds of full shared packages",
  ).not.toEqual([]);
  for (const file of code) {
    const url = `${BASE_URL}${REMOTE}/${file}`;
    const response = await fetch(url);
    expect(response.status, file).toBe(200);
    expect(response.headers.get("SourceMap"), file).toBeNull();
    expect(response.headers.get("X-SourceMap"), file).toBeNull();
    expect(await response.text(), file).not.toMatch(/[#@]\s*sourceMappingURL=/);
    expect((await fetch(`${url}.map`)).status, `${file}.map`).toBe(404);
  }
  // Made all the same, for reading a stack trace from the log — but for the remote's own
  // federation runtime (built apart, without) and MapLibre's worker (a file copied as it is).
  expect(
    code.filter(
      (file) =>
        !/(^|\/)federation-runtime\.[0-9a-f]+\.js$|\.mjs$/.test(file) &&
        !existsSync(path.join(SOURCE_MAPS, `${file}.map`)),
    ),
    "files without their map beside the build",
  ).toEqual([]);
});
