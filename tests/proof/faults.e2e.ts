/**
 * The fault matrix: every endpoint group of SPEC §7 that a page calls × every fault host-dev can
 * inject (500, a hang past the 60 s timeout, malformed JSON, valid JSON of another shape, the real
 * answer with one value of another type, a 400 firewall page, a broken connection), driven in
 * Chromium. Per case: the German outcome the specification defines, no uncaught exception, the
 * app still navigable, the failure in the server log (POST /api/log), and the number of requests
 * — queries retry three times with backoff from 1 s but never on a 4xx, mutations are sent once.
 * A JSON answer that misses its schema is a ParseError like malformed JSON (ADR 18): the same
 * error state, the same retries. A text answer (CMS, config) is not JSON to the app: a body of
 * another kind is just text there, and `wrong-type` leaves text answers as they are. The page's
 * clock is Playwright's, so the timeout and the backoff are fast-forwarded instead of waited for. One signed-in browser context per persona serves all
 * its rows; every case gets a fresh page (a fresh app, query cache and clock).
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type {
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request,
} from "playwright-core";
import { BASE_URL, launchBrowser } from "../e2e/browser";
import { networkQuiet } from "../e2e/network";
import { FiltersPanel, PATHS, RegisterPage, signIn, visit } from "../e2e/pages";
import { FILTER_SETTINGS_GROUP } from "../../src/api/filter-storage";
import type { FilterMetadata, UserSetting } from "../../src/api/types";
import { T } from "../../src/i18n/de";
import { BVT_TEXTS } from "../../src/i18n/bvt";
import { DETAILS_TEXTS } from "../../src/i18n/details";
import { FILTER_TEXTS } from "../../src/i18n/filters";
import { FRAME_TEXTS } from "../../src/i18n/frame";
import { PAGE_TEXTS } from "../../src/i18n/page";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { START_TEXTS } from "../../src/i18n/start";
import { USER_TEXTS } from "../../src/i18n/user";
import { AUTOCOMPLETE_TEXTS } from "../../src/ui/autocomplete/texts";

const MODES = [
  "500",
  "hang",
  "malformed",
  "wrong-shape",
  "wrong-type",
  "firewall",
  "abort",
] as const;
type Mode = (typeof MODES)[number];
/** A 200 whose body is wrong: broken JSON, JSON of another shape, one value of another type. */
const WRONG_BODY: readonly Mode[] = ["malformed", "wrong-shape", "wrong-type"];
type Persona = "anonymous" | "owner";

const TIMEOUT_MS = 60_000;
/** SPEC §9: one attempt plus three retries. */
const QUERY_ATTEMPTS = 4;
/** The longest backoff of the three retries (1, 2, 4 s). */
const BACKOFF_STEP_MS = 4_000;
/** SPEC §4: 'Sitzungsablauf' 5 minutes before the end of the 30 minutes CI's host-dev grants. */
const SESSION_DIALOG_AFTER_MS = 25 * 60_000;
const INSTALLATION = "AT-IPPC-000001";
/** The owner persona is registered for it: its document folders are the owner's to see. */
const OWN_INSTALLATION = "AT-IPPC-000376";
const FILTER_SETTINGS = `/portal/api/userSettings/${FILTER_SETTINGS_GROUP}`;

/**
 * How a group's calls behave: `query` retries (not on a 4xx) and shows the frame's modal for a
 * firewall page or a timeout; `mutation` is sent once; `saved-filters` and `filter-save` are the
 * portal's filter settings, whose errors are cleared (SPEC §7): the warning icon for a failed
 * read, the filter's own failure text for a failed write, no modal.
 */
type Kind = "query" | "mutation" | "saved-filters" | "filter-save";

interface Row {
  group: string;
  persona: Persona;
  route: string;
  /** The request the fault is set on (exact path; the fault matches it as a prefix). */
  method: "GET" | "POST";
  path: string;
  kind: Kind;
  /**
   * A text answer (CMS, config): a wrong body (broken JSON, JSON of another shape) is just text to
   * it, shown as such, not an error; `wrong-type` leaves it unchanged.
   */
  text?: true;
  /** No error state of its own: the frame's error box, or its firewall / timeout modal. */
  frameShowsIt?: true;
  /** What the log entry mentions, if not the path (the saved filters report only an error code). */
  logged?: string;
  /** Gets the loaded page to where the call is made, before the fault is set. */
  prepare?: (page: Page) => Promise<void>;
  /** For calls a page makes on a click rather than on load: the fault is set after the load. */
  trigger?: (page: Page) => Promise<void>;
  /** The page's own error state for the failure. */
  outcome: (page: Page) => Locator;
  /** After the outcome, with the fault gone: what the failure must not have lost. */
  recover?: (page: Page) => Promise<void>;
  /** A route that does not call this group, with its heading, to prove the app still works. */
  next: { link: string; heading: string };
  /** The faults that apply, if not all. */
  modes?: readonly Mode[];
  /**
   * Faults that leave a 200 whose body the app does not read (a write's acknowledgement): the
   * app is to go on as after a success — no error, no write again, nothing logged.
   */
  acknowledged?: {
    modes: readonly Mode[];
    /** The calls a success makes. */
    requests: number;
  };
  /**
   * Makes the answers hold what every fault can change, once before the row's cases: `wrong-type`
   * leaves an empty list as it is.
   */
  given?: (page: Page) => Promise<void>;
  /** Pauses the clock (the context's, shared by its pages): such rows get a context of their own. */
  pausesClock?: true;
}

const api = (path: string) => `/natippc/api${path}`;
const text = (value: string) => (page: Page) =>
  page.locator("#natippc-container").getByText(value).first();
const dialog = (page: Page, name: string) =>
  page.getByRole("dialog", { name, exact: true });
const toStart = { link: T.routes.start, heading: T.routes.start };
const toFaq = { link: T.routes.faq, heading: T.routes.faq };

const sideFilter = (page: Page) => new FiltersPanel(page).region;
const resultsShown = (page: Page) => new RegisterPage(page).count.waitFor();

/** The register with its side filter page open (results shown: the saved filters have loaded). */
async function openSideFilter(page: Page): Promise<void> {
  await resultsShown(page);
  await new FiltersPanel(page).open();
}

/** The owner's filter settings straight from the portal API, and writing them back. */
function readFilterSettings(page: Page): Promise<UserSetting[]> {
  return page.evaluate(
    async (path) => (await (await fetch(path)).json()) as UserSetting[],
    FILTER_SETTINGS,
  );
}

function restoreFilterSettings(page: Page, before: UserSetting[]) {
  return page.evaluate(
    async ({ path, before }) => {
      const xsrf = decodeURIComponent(
        /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "",
      );
      const now = (await (await fetch(path)).json()) as UserSetting[];
      const kept = new Map(before.map(({ name, value }) => [name, value]));
      for (const { name, value } of now) {
        if (kept.get(name) === value) continue;
        const old = kept.get(name);
        await fetch(
          old === undefined ? `${path}?name=${encodeURIComponent(name)}` : path,
          old === undefined
            ? {
                method: "POST",
                headers: {
                  "X-XSRF-TOKEN": xsrf,
                  "X-HTTP-Method-Override": "DELETE",
                },
              }
            : {
                method: "POST",
                headers: { "X-XSRF-TOKEN": xsrf },
                body: new URLSearchParams({ name, value: old }),
              },
        );
      }
    },
    { path: FILTER_SETTINGS, before },
  );
}

/** The filter settings before a save case, written back after it: the owner keeps what they had. */
let filterSettingsBefore: UserSetting[] = [];
/** The label of the provinces criterion, from the filter metadata (host-dev's data). */
let provincesLabel = "";

const ROWS: Row[] = [
  {
    group: "user info (session)",
    persona: "owner",
    route: PATHS.start,
    method: "GET",
    path: api("/auth/userInfo"),
    kind: "query",
    // Without it the overview falls back to all installations; the page itself stays.
    outcome: (page) =>
      page.locator("#natippc-container h1", { hasText: T.routes.start }),
    next: toFaq,
  },
  {
    group: "register figures",
    persona: "anonymous",
    route: PATHS.start,
    method: "GET",
    path: api("/ippcInstallations/branchenStats"),
    kind: "query",
    outcome: text(START_TEXTS.figures.loadFailed),
    next: toFaq,
  },
  {
    group: "filter metadata",
    persona: "anonymous",
    route: PATHS.register,
    method: "GET",
    path: api("/filter/metadata"),
    kind: "query",
    outcome: text(FILTER_TEXTS.results.metadataFailed),
    next: toStart,
  },
  {
    group: "reference lists (filter labels)",
    persona: "anonymous",
    route: PATHS.register,
    method: "GET",
    path: api("/redalists/provinces"),
    kind: "query",
    outcome: (page) =>
      text(REGISTER_TEXTS.referenceListsFailed([provincesLabel]))(page),
    next: toStart,
  },
  {
    group: "place search (Ort oder PLZ)",
    persona: "anonymous",
    route: PATHS.register,
    method: "GET",
    path: api("/assistant/searchPostCodeCity"),
    kind: "query",
    prepare: resultsShown,
    trigger: (page) => new RegisterPage(page).place.fill("Linz"),
    outcome: text(AUTOCOMPLETE_TEXTS.searchFailed),
    next: toStart,
  },
  {
    group: "saved filters (user settings)",
    persona: "owner",
    route: PATHS.register,
    method: "GET",
    path: FILTER_SETTINGS,
    kind: "saved-filters",
    logged: "Gespeicherte Filter nicht geladen",
    // The register's first load stores the owner's selected filter.
    given: async (page) => {
      await visit(page, PATHS.register);
      await resultsShown(page);
      await until(
        async () => (await readFilterSettings(page)).length > 0,
        "a stored filter setting",
      );
    },
    outcome: (page) => new FiltersPanel(page).loadWarning,
    next: toStart,
  },
  {
    group: "saving a saved filter (user settings)",
    persona: "owner",
    route: PATHS.register,
    method: "POST",
    path: FILTER_SETTINGS,
    kind: "filter-save",
    logged: "Gespeicherte Filter nicht gespeichert",
    // SPEC §7 gives the write's answer no shape: a 200 is the portal's acknowledgement, so a
    // malformed, wrongly shaped or broken body after it is no failure to the app (and the
    // simulated API, unlike a portal, has not stored anything then, except for `wrong-type`).
    // Once written, the new filter is selected: that is a second write.
    acknowledged: {
      modes: ["malformed", "wrong-shape", "wrong-type", "abort"],
      requests: 2,
    },
    pausesClock: true,
    prepare: async (page) => {
      await openSideFilter(page);
      filterSettingsBefore = await readFilterSettings(page);
      // Only the jumps move the clock on: the re-save after the backoff waits for recover().
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    },
    trigger: (page) => new FiltersPanel(page).newFilterButton.click(),
    outcome: (page) => sideFilter(page).getByText(FILTER_TEXTS.saveFailed),
    recover: async (page) => {
      // Still there while failing, written by the next attempt once the portal answers again.
      const selected = sideFilter(page).getByRole("radio", {
        name: new RegExp(`^${T.filters.unnamed}`),
        checked: true,
      });
      await selected.waitFor();
      await forwardUntil(
        page,
        () => page.getByText(FILTER_TEXTS.saveRecovered).first().isVisible(),
        BACKOFF_STEP_MS,
      );
      await selected.waitFor();
      const stored = await readFilterSettings(page);
      const names = new Set(filterSettingsBefore.map(({ name }) => name));
      const added = stored.filter(({ name }) => !names.has(name));
      assert.ok(
        added.some(
          ({ value }) =>
            (JSON.parse(value) as { name?: string }).name === T.filters.unnamed,
        ),
        "the new filter is stored once the portal answers again",
      );
    },
    next: toStart,
  },
  {
    group: "register search",
    persona: "anonymous",
    route: PATHS.register,
    method: "POST",
    path: api("/ippcInstallations"),
    kind: "query",
    outcome: text(FILTER_TEXTS.results.searchFailed),
    next: toStart,
  },
  {
    group: "register Excel export",
    persona: "anonymous",
    route: PATHS.register,
    method: "POST",
    path: api("/ippcInstallations/excel"),
    kind: "mutation",
    prepare: resultsShown,
    trigger: (page) => new RegisterPage(page).excelExport.click(),
    outcome: text(REGISTER_TEXTS.export.excelFailed),
    next: toStart,
  },
  {
    group: "installation details",
    persona: "anonymous",
    route: PATHS.details(INSTALLATION),
    method: "GET",
    path: api(`/ippcInstallations/${INSTALLATION}`),
    kind: "query",
    outcome: text(T.errors.contentUnavailable),
    next: toStart,
  },
  {
    group: "config (EDM link)",
    persona: "anonymous",
    route: PATHS.details(INSTALLATION),
    method: "GET",
    path: api("/config/edmlinkTemplateAnlageDetails"),
    kind: "query",
    text: true,
    outcome: text(DETAILS_TEXTS.overview.edmFailed),
    next: toStart,
  },
  {
    group: "document folder (DMS) of the owner's installation",
    persona: "owner",
    route: PATHS.details(OWN_INSTALLATION),
    method: "GET",
    path: api(`/assistant/dmsContainer/${OWN_INSTALLATION}/genehmigungen`),
    kind: "query",
    outcome: text(DETAILS_TEXTS.documents.failed),
    next: toStart,
  },
  {
    group: "BVT conclusions",
    persona: "anonymous",
    route: PATHS.bvtConclusions,
    method: "GET",
    path: api("/bvt/list"),
    kind: "query",
    outcome: text(BVT_TEXTS.loadFailed),
    next: toStart,
  },
  {
    group: "content (CMS)",
    persona: "anonymous",
    route: PATHS.environmentalInspection,
    method: "GET",
    path: api("/cms/environmental-inspection"),
    kind: "query",
    text: true,
    outcome: text(T.errors.contentUnavailable),
    next: toStart,
  },
  {
    group: "tasks",
    persona: "owner",
    route: PATHS.taskList,
    method: "GET",
    path: api("/user-tasks"),
    kind: "query",
    // An Excel export the owner started, finished: a task with a number (its progress) to retype.
    given: async (page) => {
      await visit(page, PATHS.register);
      await resultsShown(page);
      await new RegisterPage(page).excelExport.click();
      await until(async () => {
        const tasks = await page.evaluate(
          async (path) =>
            (await (await fetch(path)).json()) as { status: string }[],
          api("/user-tasks"),
        );
        return tasks.some(({ status }) => /^(SUCCESS|FAILURE)$/.test(status));
      }, "a finished task");
    },
    outcome: text(PAGE_TEXTS.tasks.loadFailed),
    next: toStart,
  },
  {
    group: "server time (test settings)",
    persona: "anonymous",
    route: PATHS.faq,
    method: "GET",
    path: api("/time"),
    kind: "query",
    trigger: (page) =>
      page
        .locator("#natippc-container footer")
        .getByRole("button", { name: FRAME_TEXTS.testSettings.title })
        .click(),
    // Behind the frame's firewall modal the dialog is hidden from the accessibility tree.
    outcome: (page) =>
      page.getByText(FRAME_TEXTS.testSettings.serverTimeUnavailable),
    next: toStart,
  },
  {
    group: "session extension (environment)",
    persona: "owner",
    route: PATHS.start,
    method: "GET",
    path: api("/env"),
    kind: "mutation",
    frameShowsIt: true,
    prepare: async (page) => {
      // Every response resets the countdown: the page's last requests (the footer's link back
      // waits for the first content) are answered before the clock jumps.
      await networkQuiet(page);
      await page.clock.fastForward(SESSION_DIALOG_AFTER_MS);
      await dialog(page, T.session.dialogTitle)
        .getByRole("button", { name: T.session.extend })
        .waitFor();
    },
    trigger: (page) =>
      dialog(page, T.session.dialogTitle)
        .getByRole("button", { name: T.session.extend })
        .click(),
    outcome: (page) =>
      dialog(page, USER_TEXTS.errors.unexpectedTitle).getByText(
        T.errors.unexpected("").replace(/Fehler-ID: $/, ""),
      ),
    next: toFaq,
  },
];

let browser: Browser;
const contexts = new Map<string, Promise<BrowserContext>>();
const faultIds: number[] = [];
const figures = { cases: 0, met: 0, requests: 0 };

/** Polls `done` (half a second apart, 15 s at most). */
async function until(done: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 30; tries += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail(`no ${what}`);
}

before(async () => {
  browser = await launchBrowser();
  const metadata = (await (
    await fetch(`${BASE_URL}${api("/filter/metadata")}`)
  ).json()) as FilterMetadata;
  provincesLabel =
    metadata.criterias.find(
      ({ referenceList }) => referenceList === "provinces",
    )?.label ?? "";
  assert.ok(provincesLabel, "a criterion is named from the provinces list");
});
after(async () => {
  await clearFaults();
  for (const context of contexts.values()) await (await context).close();
  await browser.close();
  console.log(
    `faults: ${ROWS.length} groups × up to ${MODES.length} modes = ${figures.cases} cases, ` +
      `${figures.met} outcomes met, ${figures.requests} requests counted`,
  );
});

/** The persona's signed-in context, shared by its rows (its session cookie and HTTP cache). */
function contextOf({ persona, pausesClock }: Row): Promise<BrowserContext> {
  const key = pausesClock ? `${persona}, clock paused` : persona;
  let context = contexts.get(key);
  if (!context) {
    context = (async () => {
      const created = await browser.newContext({
        locale: "de-DE",
        viewport: { width: 1280, height: 900 },
      });
      const page = await created.newPage();
      await signIn(page, persona, PATHS.faq);
      await page.locator("#natippc-container h1").first().waitFor();
      await page.close();
      return created;
    })();
    contexts.set(key, context);
  }
  return context;
}

async function addFault(row: Row, mode: Mode): Promise<void> {
  const response = await fetch(`${BASE_URL}/__dev/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // A hanging query is answered on its retry: the timeout modal, then the data.
    body: JSON.stringify({
      path: row.path,
      method: row.method,
      mode,
      ...(mode === "hang" ? { times: 1 } : {}),
    }),
  });
  assert.equal(response.status, 201);
  faultIds.push(((await response.json()) as { id: number }).id);
}

/** Only ours: nothing else on the server is touched. */
async function clearFaults(): Promise<void> {
  for (const id of faultIds.splice(0))
    await fetch(`${BASE_URL}/__dev/faults/${id}`, { method: "DELETE" });
}

/**
 * The page's calls of one group, as they are sent and answered, and what the page logged to the
 * server (the messages of the POST /api/log calls the server accepted).
 */
function watch(page: Page, row: Row) {
  const matches = (request: Request) =>
    request.method() === row.method &&
    new URL(request.url()).pathname === row.path;
  const calls = { sent: 0, open: 0 };
  const logged: string[] = [];
  page.on("request", (request) => {
    if (!matches(request)) return;
    calls.sent += 1;
    calls.open += 1;
  });
  const ended = (request: Request) => {
    if (matches(request)) calls.open -= 1;
  };
  page.on("requestfailed", ended);
  page.on("requestfinished", async (request) => {
    ended(request);
    if (
      request.method() !== "POST" ||
      new URL(request.url()).pathname !== api("/log")
    )
      return;
    const response = await request.response();
    if (response?.ok())
      logged.push(
        new URLSearchParams(request.postData() ?? "").get("message") ?? "",
      );
  });
  return { calls, logged };
}

/**
 * Runs the page's clock on until `done`: each jump fires the timers then due (debounce, backoff,
 * timeout). The page's clock also runs on by itself, so a jump made before the page set its next
 * timer is made good by the next jump; in between, the next event is awaited, not a fixed time.
 * The event is any finished request: on a busy machine the one under test may still be on its way
 * when another (a part the page loads after its first content) ends the wait, so there are steps
 * to spare.
 */
async function forwardUntil(
  page: Page,
  done: () => Promise<boolean>,
  stepMs: number,
  steps = 24,
): Promise<void> {
  for (let step = 0; step < steps && !(await done()); step += 1) {
    await page.clock.fastForward(stepMs);
    await page
      .waitForEvent("requestfinished", { timeout: 300 })
      .catch(() => undefined);
  }
}

/** A wrong body where the app reads text: no error, the text is shown as it came. */
function justText(row: Row, mode: Mode): boolean {
  return row.text === true && WRONG_BODY.includes(mode);
}

/** A 200 the app does not read the body of: written, as after a success. */
function acknowledged(row: Row, mode: Mode): boolean {
  return row.acknowledged?.modes.includes(mode) ?? false;
}

/** Whether the page is to show its error state for this fault. */
function failsVisibly(row: Row, mode: Mode): boolean {
  if (acknowledged(row, mode)) return false;
  if (row.kind === "saved-filters" || row.kind === "filter-save") return true;
  if (row.frameShowsIt && modalTitle(row, mode)) return false;
  return mode !== "hang" && !justText(row, mode);
}

function expectedRequests(row: Row, mode: Mode): number | null {
  if (row.acknowledged && acknowledged(row, mode))
    return row.acknowledged.requests;
  if (row.kind === "mutation" || row.kind === "filter-save") return 1;
  if (justText(row, mode)) return 1;
  // One read per load of the register's filter (its saved filters and its selection share it);
  // no retry: 'Erneut laden' is the user's.
  if (row.kind === "saved-filters") return 1;
  if (mode === "firewall") return 1;
  // The hanging request is retried after the timeout and answered (checked as at least 2).
  return mode === "hang" ? null : QUERY_ATTEMPTS;
}

function modalTitle(row: Row, mode: Mode): string | null {
  if (row.kind === "saved-filters" || row.kind === "filter-save") return null;
  if (mode === "firewall") return T.errors.firewallTitle;
  if (mode === "hang") return T.errors.timeoutTitle;
  return null;
}

/** A dialog's 'Schließen' action, or its 'Dialog schließen' icon where it has no actions. */
const closeButton = new RegExp(`^(${T.ui.close}|${T.ui.closeDialog})$`);

/** Closes every dialog left open (the frame's modal, the page's own), topmost first. */
async function closeDialogs(page: Page): Promise<void> {
  const dialogs = page.getByRole("dialog");
  for (let left = 4; left > 0 && (await dialogs.count()) > 0; left -= 1) {
    const topmost = await dialogs.last().elementHandle();
    await dialogs
      .last()
      .getByRole("button", { name: closeButton })
      .first()
      .click();
    await topmost?.waitForElementState("hidden");
  }
  assert.equal(await dialogs.count(), 0, "dialogs left open");
}

async function runCase(row: Row, mode: Mode) {
  figures.cases += 1;
  const page = await (await contextOf(row)).newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { calls, logged } = watch(page, row);
  try {
    await page.clock.install();
    if (!row.trigger) await addFault(row, mode);
    await visit(page, row.route);
    await page.locator("#natippc-container h1").first().waitFor();
    await row.prepare?.(page);
    if (row.trigger) {
      await addFault(row, mode);
      // What the page called while loading is not the call under test (the environment, say).
      calls.sent = 0;
      await row.trigger(page);
    }
    // A search waits for its debounce.
    await forwardUntil(page, async () => calls.sent > 0, 500);

    const title = modalTitle(row, mode);
    const modal = title ? dialog(page, title) : null;
    if (mode === "hang") await page.clock.fastForward(TIMEOUT_MS);
    await modal?.waitFor();
    const expected = expectedRequests(row, mode);
    const outcome = failsVisibly(row, mode) ? row.outcome(page) : null;
    const written = acknowledged(row, mode);
    // A failed filter write is written again after a backoff, once recover() has removed the fault.
    if (row.kind !== "filter-save" || written)
      await forwardUntil(
        page,
        async () =>
          (outcome === null || (await outcome.isVisible())) &&
          (expected === null || calls.sent >= expected) &&
          calls.open === 0,
        BACKOFF_STEP_MS,
      );
    if (outcome) await outcome.waitFor({ timeout: 5_000 });
    const sentBeforeJump = calls.sent;
    // Nothing more comes: the backoff has run out (a 4xx and a mutation never had one). A
    // retry due by then is sent during the jump; the round trip after it lets its event arrive.
    if (row.kind !== "filter-save" || written)
      await page.clock.fastForward(30_000);
    await page.evaluate(() => document.readyState);
    if (expected !== null)
      assert.equal(calls.sent, expected, `${row.method} ${row.path} requests`);
    else if (mode === "hang" && row.kind === "query")
      assert.ok(
        calls.sent >= 2 && calls.sent <= QUERY_ATTEMPTS,
        `${calls.sent} requests`,
      );
    else assert.equal(calls.sent, sentBeforeJump, "a failed read read again");
    figures.requests += calls.sent;

    await clearFaults();
    if (!written) await row.recover?.(page);
    await closeDialogs(page);
    await page
      .locator("#natippc-container nav")
      .getByRole("link", { name: row.next.link, exact: true })
      .first()
      .click();
    await page
      .locator("#natippc-container h1", { hasText: row.next.heading })
      .waitFor();

    if (justText(row, mode) || written) {
      assert.equal(await row.outcome(page).isVisible(), false);
      assert.deepEqual(
        logged.filter((message) => message.includes(row.logged ?? row.path)),
        [],
        "a failure logged",
      );
    } else await assertLogged(page, logged, row.logged ?? row.path);
    assert.deepEqual(errors, [], "uncaught exceptions");
    figures.met += 1;
  } finally {
    await clearFaults();
    if (row.kind === "filter-save")
      await restoreFilterSettings(page, filterSettingsBefore);
    // The clock is the context's: the next page is to find it running.
    if (row.pausesClock) await page.clock.resume();
    await page.close();
  }
}

async function assertLogged(page: Page, logged: string[], mention: string) {
  const found = () => logged.some((message) => message.includes(mention));
  for (let attempt = 0; attempt < 20 && !found(); attempt += 1)
    await page
      .waitForEvent("requestfinished", { timeout: 250 })
      .catch(() => undefined);
  assert.ok(found(), `no POST /api/log mentions ${mention}`);
}

describe("fault matrix: SPEC §7 groups × injected faults", () => {
  for (const row of ROWS) {
    test(`${row.group}: ${row.method} ${row.path} on ${row.route}`, async () => {
      if (row.given) {
        const page = await (await contextOf(row)).newPage();
        try {
          await row.given(page);
        } finally {
          await page.close();
        }
      }
      for (const mode of row.modes ?? MODES) {
        try {
          await runCase(row, mode);
        } catch (error) {
          throw new Error(`${row.group} × ${mode}: ${String(error)}`, {
            cause: error,
          });
        }
      }
    });
  }
});
