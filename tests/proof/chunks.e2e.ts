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
 * and in every case: the chunk was asked for twice (loadChunk's second try), the host heard
 * `natippc:preload-error` naming the part, no uncaught exception, no spinner left, and the app
 * still goes to another page. The chunks come from the served build's manifest and from the
 * source's chunk names: a chunk without a case fails the suite. After a new deployment the old
 * files answer 404, and the message says a new version is there (a page and a part).
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations } from "../e2e/axe";
import { BASE_URL, launchBrowser } from "../e2e/browser";
import { watchNetwork } from "../e2e/network";
import {
  DetailsPage,
  FiltersPanel,
  PATHS,
  RegisterPage,
  signIn,
  visit,
  type Persona,
} from "../e2e/pages";
import { PRELOAD_ERROR_EVENT } from "../../src/framework/host/contract";
import { T } from "../../src/i18n/de";
import { FRAME_TEXTS } from "../../src/i18n/frame";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { USER_TEXTS } from "../../src/i18n/user";

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
  | "silent";

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
  /** Opens over the page: Escape closes it before going on. */
  overlay?: true;
  /** The page the app is to go to afterwards, by its navigation name. */
  next: string;
  /** After the message, before going on (the session case moves the clock). */
  then?: (page: Page) => Promise<void>;
  /** Moves the clock, which is the context's: such a case gets a context of its own. */
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
    then: async (page) =>
      assert.ok(
        await userMenuButton(page).isVisible(),
        "the menu button stays",
      ),
    next: T.routes.faq,
  },
  "message-centre-panel": {
    part: "message-centre",
    persona: "anonymous",
    path: PATHS.faq,
    expect: "part",
    open: (page) =>
      app(page)
        .getByRole("button", { name: T.ui.messageCentre, exact: true })
        .click(),
    shown: (page) => region(page, T.ui.messageCentre),
    overlay: true,
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
  "side-filter": {
    part: "side-filter",
    persona: "anonymous",
    path: PATHS.register,
    expect: "part",
    open: async (page) => {
      await new RegisterPage(page).count.waitFor();
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
    then: async (page) => {
      for (const minutes of [20, 5]) {
        await page.clock.fastForward(minutes * MIN);
        await page.evaluate(() => document.readyState);
      }
      assert.equal(
        await dialog(page, T.session.dialogTitle).count(),
        0,
        "a 'Sitzungsablauf' dialog without its code",
      );
      await app(page).getByText(T.errors.partUnavailable).waitFor();
    },
    next: T.routes.start,
  },
  "open-data": {
    part: "open-data",
    persona: "anonymous",
    path: PATHS.register,
    expect: "part",
    open: async (page) => {
      await new RegisterPage(page).count.waitFor();
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
      await register.count.waitFor();
      await register.excelExport.click();
    },
    shown: main,
    next: T.routes.start,
  },
  floating: {
    part: "floating",
    persona: "anonymous",
    path: PATHS.register,
    expect: "part",
    // Loaded once the rows are on screen: without it no list, dialog or menu opens, the page says
    // so above its content, and the rows stay.
    shown: main,
    then: async (page) => {
      await new RegisterPage(page).count.waitFor();
      assert.ok(
        (await main(page).getByRole("row").count()) > 1,
        "the register's rows without the chunk",
      );
    },
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
      await coordinates.waitFor();
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

const userMenuButton = (page: Page) =>
  page.getByRole("button", {
    name: new RegExp(`${USER_TEXTS.menu.buttonSuffix}$`),
  });

/** The named chunks of the served build: its manifest's asynchronous JS files `<name>.<hash>.js`. */
async function builtChunks(): Promise<string[]> {
  const response = await fetch(`${BASE_URL}${REMOTE}/mf-manifest.json`);
  assert.equal(response.status, 200, "the remote's manifest");
  const manifest = (await response.json()) as {
    exposes: { assets: { js: { async: string[] } } }[];
  };
  const names = manifest.exposes
    .flatMap(({ assets }) => assets.js.async)
    .map((file) => /^([a-z][a-z0-9-]*)\.[0-9a-f]+\.js$/.exec(file)?.[1])
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)].sort();
}

/** The chunk names the source gives its dynamic imports. */
function sourceChunks(): string[] {
  const src = path.join(__dirname, "..", "..", "src");
  const names = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [
      ...readFileSync(path.join(src, file), "utf8").matchAll(
        /webpackChunkName:\s*"([^"]+)"/g,
      ),
    ])
    .map((match) => match[1]!);
  return [...new Set(names)].sort();
}

let browser: Browser;
const contexts = new Map<Persona, Promise<BrowserContext>>();
const figures = {
  cases: 0,
  met: 0,
  refused: 0,
  events: 0,
  kinds: { page: 0, part: 0, silent: 0 } as Record<Expect, number>,
};

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  for (const context of contexts.values()) await (await context).close();
  await browser.close();
  const { page, part, silent } = figures.kinds;
  console.log(
    `chunks: ${figures.cases} cases (${page} pages, ${part} frame parts, ${silent} silent), ` +
      `${figures.met} outcomes met, ${figures.refused} chunk requests refused, ` +
      `${figures.events} ${PRELOAD_ERROR_EVENT} events heard`,
  );
});

async function newContext(): Promise<BrowserContext> {
  return browser.newContext({
    locale: "de-DE",
    viewport: { width: DESKTOP, height: 900 },
  });
}

/** The persona's signed-in context, shared by its cases; each case gets a page of its own. */
function contextOf(persona: Persona): Promise<BrowserContext> {
  let context = contexts.get(persona);
  if (!context) {
    context = (async () => {
      const created = await newContext();
      const page = await created.newPage();
      await signIn(page, persona, PATHS.faq);
      await app(page).locator("h1").first().waitFor();
      await page.close();
      return created;
    })();
    contexts.set(persona, context);
  }
  return context;
}

/** What the page's window heard of PRELOAD_ERROR_EVENT: the parts named. */
function heardParts(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __heard?: string[] }).__heard ?? [],
  );
}

/** No spinner is left turning: each has given way to content or to its message. */
async function assertNoSpinner(page: Page): Promise<void> {
  // The spinner's own markup (ui/spinner): a status whose child is the turning circle. A toast's
  // icon sits deeper in its region.
  const spinners = page.locator('[role="status"]:has(> svg)');
  assert.equal(await spinners.count(), 0, "spinners left");
}

async function assertNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
}

/** Goes to `name` as a user would: the main navigation, or on a phone the header's title link. */
async function goOn(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? DESKTOP) < 500) {
    assert.equal(name, T.routes.start, "the title link leads to the root");
    await app(page)
      .locator("header")
      .getByRole("link", { name: T.app.title })
      .click();
  } else {
    await page
      .getByRole("navigation", { name: FRAME_TEXTS.mainNavigation })
      .getByRole("link", { name, exact: true })
      .click();
  }
  await app(page).locator("h1", { hasText: name }).first().waitFor();
}

/**
 * `gone`: a new deployment has replaced the files, which now answer 404 (the message offers the
 * new version); otherwise the line drops them (the message says the part could not be loaded).
 */
async function runCase(
  chunk: string,
  check: Case,
  gone = false,
): Promise<void> {
  figures.cases += 1;
  figures.kinds[check.expect] += 1;
  const context = check.clock
    ? await newContext()
    : await contextOf(check.persona);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let refused = 0;
  try {
    if (check.width)
      await page.setViewportSize({ width: check.width, height: 800 });
    await page.addInitScript((event) => {
      const heard: string[] = [];
      (window as unknown as { __heard: string[] }).__heard = heard;
      window.addEventListener(event, (e) =>
        heard.push((e as CustomEvent<{ part: string }>).detail.part),
      );
    }, PRELOAD_ERROR_EVENT);
    // Routing turns the page's HTTP cache off: the chunk is asked for over the line each time.
    await page.route(
      new RegExp(`${REMOTE}/${chunk}\\.[0-9a-f]+\\.(js|css)$`),
      (route) => {
        const request = route.request();
        if (request.url().endsWith(".js") && request.method() === "GET")
          refused += 1;
        return gone ? route.fulfill({ status: 404 }) : route.abort("failed");
      },
    );
    const network = watchNetwork(page);
    if (check.clock) {
      await page.clock.install();
      await signIn(page, check.persona, check.path);
    } else await visit(page, check.path);
    await app(page).locator("h1").first().waitFor({ timeout: 15_000 });
    // The countdown restarts with every answer: the load's answers are in before the clock moves.
    if (check.clock) await network.quiet();
    await check.open?.(page);

    const shown = check.shown(page);
    const message = gone ? T.errors.newVersion : T.errors.partUnavailable;
    if (check.expect === "page")
      await shown
        .locator("h1", { hasText: T.pages.fatal })
        .waitFor({ timeout: 15_000 });
    if (check.expect !== "silent") {
      await shown.getByText(message).waitFor({ timeout: 15_000 });
      await shown.getByRole("button", { name: T.errors.reload }).waitFor();
    } else {
      await shown.waitFor({ timeout: 15_000 });
    }
    // loadChunk's second try comes a second after the first; the host hears of it after that.
    for (let wait = 0; wait < 40; wait += 1) {
      if ((await heardParts(page)).includes(check.part)) break;
      await page.waitForTimeout(250);
    }
    const heard = await heardParts(page);
    assert.ok(
      heard.includes(check.part),
      `${PRELOAD_ERROR_EVENT} for '${check.part}', heard: ${heard.join(", ")}`,
    );
    assert.ok(refused >= 2, `the chunk asked for ${refused} times, not twice`);
    figures.events += heard.length;

    if (check.expect === "silent") {
      assert.equal(
        await page.getByText(T.errors.partUnavailable).count(),
        0,
        "a message for the hyphenation",
      );
      assert.equal(
        await main(page).evaluate((element) =>
          /\u00AD/.test(element.textContent ?? ""),
        ),
        false,
        "soft hyphens without the patterns",
      );
    }
    await check.then?.(page);
    await assertNoSpinner(page);
    await assertNoSidewaysScrolling(page);
    if (check.expect === "part")
      assert.deepEqual(await axeViolations(page), [], "axe");

    if (check.overlay) {
      await page.keyboard.press("Escape");
      await shown.waitFor({ state: "hidden" });
    }
    await goOn(page, check.next);
    assert.deepEqual(errors, [], "uncaught exceptions");
    figures.met += 1;
  } finally {
    figures.refused += refused;
    await page.close();
    if (check.clock) await context.close();
  }
}

describe("every lazily loaded chunk failing in turn", () => {
  test("every named chunk of the build has its case, and every case its chunk", async () => {
    const built = await builtChunks();
    assert.deepEqual(
      built,
      sourceChunks(),
      "the build's chunks are the source's",
    );
    assert.deepEqual(built, Object.keys(CASES).sort(), "chunks and cases");
  });

  for (const [chunk, check] of Object.entries(CASES)) {
    test(`${chunk}: ${check.path} as ${check.persona}${check.width ? ` at ${check.width} px` : ""}`, async () => {
      await runCase(chunk, check);
    });
  }
});

describe("a new deployment has replaced the files under the open page", () => {
  for (const chunk of ["page-faq", "user-menu-panel"]) {
    test(`${chunk}: answered 404, the message offers the new version`, async () => {
      await runCase(chunk, CASES[chunk]!, true);
    });
  }
});
