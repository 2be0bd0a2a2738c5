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
 * clock is Playwright's, so the timeout and the backoff are fast-forwarded instead of waited for.
 * Each case is a test of its own, in a browser context of its own signed in as the row's persona
 * (a fresh app, query cache and clock); the cases spread over Playwright Test's workers, each with
 * its own host-dev, so that a fault set by one case is never met by another.
 *
 * Not the whole product in the browser: per row, one fault of each kind the row can tell apart —
 * the same failure on the wire (a failed answer: 500 or a broken connection; a wrong body; a
 * firewall page; a hang) and the same outcome expected (error state, requests, modal) — taking
 * another member of the kind on each row, so that every fault still runs on several rows (checked
 * below). The members of a kind differ only inside the HTTP client, which tests/api/http.test.ts
 * and tests/host-dev/faults.test.ts prove fault by fault (ADR 44).
 */
import type {
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request,
} from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { BASE_URL, signInPath } from "../e2e/browser";
import { FiltersPanel, PATHS, RegisterPage, visit } from "../e2e/pages";
import { FILTER_SETTINGS_GROUP } from "../../src/api/filter-storage";
import type { FilterMetadata, UserSetting } from "../../src/api/types";
import { T } from "../../src/i18n/de";
import { BVT_TEXTS } from "../../src/i18n/bvt";
import { DETAILS_TEXTS } from "../../src/i18n/details";
import { FILTER_TEXTS } from "../../src/i18n/filters";
import { FRAME_TEXTS } from "../../src/i18n/frame";
import { TEST_CLOCK_TEXTS } from "../../src/i18n/testClock";
import { TASK_TEXTS } from "../../src/i18n/tasks";
import { EXPORT_STATUS_TEXTS } from "../../src/i18n/exportStatus";
import { REGISTER_TEXTS } from "../../src/i18n/register";
import { START_TEXTS } from "../../src/i18n/start";
import { USER_TEXTS } from "../../src/i18n/user";
import { AUTOCOMPLETE_TEXTS } from "../../src/ui/autocomplete/texts";

test.describe.configure({ mode: "parallel" });

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
/** The frame asks for the tasks once the page's first content is shown: among its last calls. */
const TASKS = "/natippc/api/user-tasks";

/**
 * How a group's calls behave: `query` retries (not on a 4xx) and shows the frame's modal for a
 * firewall page or a timeout; `mutation` is sent once; `saved-filters` and `filter-save` are the
 * portal's filter settings, whose errors are cleared (SPEC §7): the warning icon for a failed
 * read, the filter's own failure text for a failed write, no modal.
 */
type Kind = "query" | "mutation" | "saved-filters" | "filter-save";

/** The page's requests since before it loaded. */
interface Load {
  /**
   * Resolves once the page has asked for what it leaves until after its first content (the
   * tasks) and none of its requests is without its answer.
   */
  answered(): Promise<void>;
  /** How many of its calls to the APIs are without their answer. */
  apiCallsOpen(): number;
}

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
  /**
   * The page asks again every few seconds once answered (the task list): the calls after the
   * first answer are its polling, not retries.
   */
  polls?: true;
  /** What the log entry mentions, if not the path (the saved filters report only an error code). */
  logged?: string;
  /** Gets the loaded page to where the call is made, before the fault is set. */
  prepare?: (page: Page, load: Load) => Promise<void>;
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
   * Makes sure the answers hold what every fault can change, before each of the row's cases, on
   * a page of the case's context that has loaded nothing yet: `wrong-type` leaves an empty list
   * as it is. The worker's server keeps it for the row's next cases.
   */
  given?: (page: Page) => Promise<void>;
}

const api = (path: string) => `/natippc/api${path}`;
const text = (value: string) => (page: Page) =>
  page.locator("#natippc-container").getByText(value).first();
const dialog = (page: Page, name: string) =>
  page.getByRole("dialog", { name, exact: true });
const toStart = { link: T.routes.start, heading: T.routes.start };
const toFaq = { link: T.routes.faq, heading: T.routes.faq };

const sideFilter = (page: Page) => new FiltersPanel(page).region;
const resultsShown = (page: Page) =>
  expect(new RegisterPage(page).count).toBeVisible();

/** The register with its side filter page open (results shown: the saved filters have loaded). */
async function openSideFilter(page: Page): Promise<void> {
  await resultsShown(page);
  await new FiltersPanel(page).open();
}

/** The signed-in user's filter settings straight from the portal API (the context's cookies). */
async function readFilterSettings(page: Page): Promise<UserSetting[]> {
  const response = await page
    .context()
    .request.get(`${BASE_URL}${FILTER_SETTINGS}`);
  expect(response.status(), "the filter settings").toBe(200);
  return (await response.json()) as UserSetting[];
}

/** Writes back the filter settings as they were, as the page's user. */
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
let filterSettingsBefore: UserSetting[] | null = null;
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
    // A saved filter of the owner's, for the load to read.
    given: async (page) => {
      if ((await readFilterSettings(page)).length > 0) return;
      await visit(page, PATHS.register);
      await resultsShown(page);
      await openSideFilter(page);
      await new FiltersPanel(page).newFilterButton.click();
      await expect
        .poll(async () => (await readFilterSettings(page)).length, {
          message: "a stored filter setting",
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
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
    prepare: async (page) => {
      await openSideFilter(page);
      filterSettingsBefore = await readFilterSettings(page);
      // Only the jumps move the clock on: the re-save after the backoff waits for recover().
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    },
    trigger: (page) => new FiltersPanel(page).newFilterButton.click(),
    outcome: (page) =>
      sideFilter(page).getByText(FILTER_TEXTS.saveProblems.retrying),
    recover: async (page) => {
      // Still there while failing, written by the next attempt once the portal answers again.
      const selected = sideFilter(page).getByRole("radio", {
        name: new RegExp(`^${T.filters.unnamed}`),
        checked: true,
      });
      await expect(selected).toBeVisible();
      const recovered = page.getByText(FILTER_TEXTS.saveRecovered).first();
      // The toast goes after 4 s: steps shorter than that, so that no jump takes it away unseen.
      await forwardUntil(page, 1_000, async () =>
        (await recovered.isVisible()) ? [] : ["'gespeichert'"],
      );
      await expect(selected).toBeVisible();
      const names = new Set(
        (filterSettingsBefore ?? []).map(({ name }) => name),
      );
      await expect
        .poll(
          async () =>
            (await readFilterSettings(page))
              .filter(
                ({ name }) =>
                  !names.has(name) && name.startsWith("filters_installations_"),
              )
              .map(
                ({ value }) => (JSON.parse(value) as { name?: string }).name,
              ),
          { message: "the new filter is stored once the portal answers again" },
        )
        .toContain(T.filters.unnamed);
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
    outcome: text(EXPORT_STATUS_TEXTS.excelFailed),
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
    polls: true,
    // An Excel export the owner started, finished: a task with a number (its progress) to retype.
    given: async (page) => {
      const finished = async () => {
        const response = await page
          .context()
          .request.get(`${BASE_URL}${api("/user-tasks")}`);
        const tasks = (await response.json()) as { status: string }[];
        return tasks.some(({ status }) => /^(SUCCESS|FAILURE)$/.test(status));
      };
      if (await finished()) return;
      await visit(page, PATHS.register);
      await resultsShown(page);
      await new RegisterPage(page).excelExport.click();
      await expect
        .poll(finished, { message: "a finished task", timeout: 15_000 })
        .toBe(true);
    },
    outcome: text(TASK_TEXTS.loadFailed),
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
    outcome: (page) => page.getByText(TEST_CLOCK_TEXTS.serverTimeUnavailable),
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
    prepare: async (page, load) => {
      // Every response resets the countdown: the page's last requests (those it leaves until
      // after its first content) are answered before the clock jumps, and none is under way then.
      await load.answered();
      await page.clock.fastForward(SESSION_DIALOG_AFTER_MS);
      await expect(
        dialog(page, T.session.dialogTitle).getByRole("button", {
          name: T.session.extend,
        }),
      ).toBeVisible();
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

const faultIds: number[] = [];

test.beforeAll(async () => {
  const metadata = (await (
    await fetch(`${BASE_URL}${api("/filter/metadata")}`)
  ).json()) as FilterMetadata;
  provincesLabel =
    metadata.criterias.find(
      ({ referenceList }) => referenceList === "provinces",
    )?.label ?? "";
  expect(
    provincesLabel,
    "a criterion is named from the provinces list",
  ).toBeTruthy();
});

/** A context of the case's own, signed in as the row's persona (its session cookie). */
async function contextOf(
  browser: Browser,
  { persona }: Row,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
  });
  if (persona !== "anonymous") {
    // host-dev's sign-in sets the session cookie and sends the browser on: the cookie is enough.
    const response = await context.request.get(
      `${BASE_URL}${signInPath(persona, PATHS.faq)}`,
      { maxRedirects: 0 },
    );
    expect(response.status(), `signed in as ${persona}`).toBe(302);
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
  expect(response.status).toBe(201);
  faultIds.push(((await response.json()) as { id: number }).id);
}

/** Only ours: nothing else on the server is touched. */
async function clearFaults(): Promise<void> {
  for (const id of faultIds.splice(0))
    await fetch(`${BASE_URL}/__dev/faults/${id}`, { method: "DELETE" });
}

const isApi = (request: Request) =>
  /^\/(natippc|portal)\/api\//.test(new URL(request.url()).pathname);

/**
 * Watches the page's requests from before its load (`Load`). Every successful answer of an API
 * restarts the session countdown, and a jump of the clock times out what is under way (a call past
 * its 60 s, a script past its 120 s).
 */
function watchLoad(page: Page): Load {
  let open = 0;
  let apiOpen = 0;
  let tasksAnswered = false;
  page.on("request", (request) => {
    open += 1;
    if (isApi(request)) apiOpen += 1;
  });
  const ended = (request: Request) => {
    open -= 1;
    if (!isApi(request)) return;
    apiOpen -= 1;
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
    apiCallsOpen: () => apiOpen,
  };
}

/**
 * The page's calls of one group, as they are sent and answered, and what the page logged to the
 * server (the messages of the POST /api/log calls the server accepted).
 */
function watch(page: Page, row: Row) {
  const matches = (request: Request) =>
    request.method() === row.method &&
    new URL(request.url()).pathname === row.path;
  const calls = {
    sent: 0,
    open: 0,
    /** Which call (1 for the first) was the first to be answered with success. */
    firstAnswered: null as number | null,
  };
  const logged: string[] = [];
  const order = new WeakMap<Request, number>();
  page.on("request", (request) => {
    if (!matches(request)) return;
    calls.sent += 1;
    calls.open += 1;
    order.set(request, calls.sent);
  });
  const ended = (request: Request) => {
    if (matches(request)) calls.open -= 1;
  };
  page.on("requestfailed", ended);
  page.on("requestfinished", async (request) => {
    ended(request);
    // A request that finishes as the case closes its context has no response to read any more.
    const response = await request.response().catch(() => null);
    if (matches(request) && response?.ok())
      calls.firstAnswered ??= order.get(request) ?? null;
    if (
      request.method() !== "POST" ||
      new URL(request.url()).pathname !== api("/log")
    )
      return;
    if (response?.ok())
      logged.push(
        new URLSearchParams(request.postData() ?? "").get("message") ?? "",
      );
  });
  return { calls, logged };
}

/**
 * Moves the page's clock on by `stepMs` at a time until `pending` (what is still awaited, in
 * words) is empty: each jump fires the timers then due (debounce, backoff, timeout). The page's
 * clock also runs on by itself, so a jump made before the page set its next timer is made good by
 * the next jump; between two jumps the page has its moment (a request on its way, a render).
 */
async function forwardUntil(
  page: Page,
  stepMs: number,
  pending: () => Promise<string[]>,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await pending()).length === 0) return [];
        await page.clock.fastForward(stepMs);
        return pending();
      },
      { intervals: [100, 250], timeout: 20_000 },
    )
    .toEqual([]);
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
  // The hanging request is retried after the timeout and answered (checked as 2 to 4).
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

/**
 * Closes every dialog left open (the frame's modal, the page's own), topmost first. A dialog
 * behind a modal is hidden from the accessibility tree and counts again once the modal is gone.
 */
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
  await expect(dialogs, "dialogs left open").toHaveCount(0);
}

async function runCase(context: BrowserContext, row: Row, mode: Mode) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const load = watchLoad(page);
  const { calls, logged } = watch(page, row);
  try {
    await page.clock.install();
    if (!row.trigger) await addFault(row, mode);
    await visit(page, row.route);
    await expect(page.locator("#natippc-container h1").first()).toBeVisible();
    await row.prepare?.(page, load);
    if (row.trigger) {
      await addFault(row, mode);
      // What the page called while loading is not the call under test (the environment, say).
      calls.sent = 0;
      await row.trigger(page);
    }
    // A search waits for its debounce.
    await forwardUntil(page, 500, async () =>
      calls.sent > 0 ? [] : [`${row.method} ${row.path}`],
    );

    const title = modalTitle(row, mode);
    const modal = title ? dialog(page, title) : null;
    if (mode === "hang") {
      // The jump times out every call under way: only the one under test is to hang then (another
      // timed out would bring the frame's modal, which hides the page's own error state).
      await expect
        .poll(() => load.apiCallsOpen() - calls.open, {
          message: "other API calls under way",
        })
        .toBe(0);
      await page.clock.fastForward(TIMEOUT_MS);
    }
    if (modal) await expect(modal).toBeVisible();
    const expected = expectedRequests(row, mode);
    const outcome = failsVisibly(row, mode) ? row.outcome(page) : null;
    const written = acknowledged(row, mode);
    // A failed filter write is written again after a backoff, once recover() has removed the fault.
    if (row.kind !== "filter-save" || written)
      await forwardUntil(page, BACKOFF_STEP_MS, async () => {
        const awaited: string[] = [];
        if (outcome && !(await outcome.isVisible()))
          awaited.push("the error state");
        // A hanging query: its retry after the timeout, answered.
        if (expected === null && calls.firstAnswered === null)
          awaited.push("the retry's answer");
        if (expected !== null && calls.sent < expected)
          awaited.push(`${expected - calls.sent} of ${expected} requests`);
        if (!row.polls && calls.open > 0) awaited.push(`${calls.open} answers`);
        return awaited;
      });
    // A failed filter write is told once React Query has passed on the failure (a timer of 0 ms,
    // held by the paused clock); the backoff's re-save is far beyond these steps.
    if (row.kind === "filter-save" && !written && outcome)
      await forwardUntil(page, 1, async () =>
        (await outcome.isVisible()) ? [] : ["the error state"],
      );
    if (outcome) await expect(outcome).toBeVisible();
    const sentBeforeJump = calls.sent;
    // Nothing more comes: the backoff has run out (a 4xx and a mutation never had one). A
    // retry due by then is sent during the jump; the round trip after it lets its event arrive.
    if (row.kind !== "filter-save" || written)
      await page.clock.fastForward(30_000);
    await page.evaluate(() => document.readyState);
    if (expected !== null)
      expect(calls.sent, `${row.method} ${row.path} requests`).toBe(expected);
    else if (mode === "hang" && row.kind === "query") {
      // Retried after the timeout and answered: 2 to 4 calls (polling only after the answer).
      const attempts = row.polls ? calls.firstAnswered : calls.sent;
      expect(
        attempts,
        `${row.method} ${row.path} requests`,
      ).toBeGreaterThanOrEqual(2);
      expect(
        attempts,
        `${row.method} ${row.path} requests`,
      ).toBeLessThanOrEqual(QUERY_ATTEMPTS);
    } else expect(calls.sent, "a failed read read again").toBe(sentBeforeJump);

    await clearFaults();
    if (!written) await row.recover?.(page);
    // The way on in time that flows again, as a user's does: a navigation to another page begins
    // once the browser has painted (a row may have paused the clock).
    await page.clock.resume();
    await closeDialogs(page);
    await page
      .locator("#natippc-container nav")
      .getByRole("link", { name: row.next.link, exact: true })
      .first()
      .click();
    await expect(
      page.locator("#natippc-container h1", { hasText: row.next.heading }),
    ).toBeVisible();

    if (justText(row, mode) || written) {
      await expect(row.outcome(page)).toBeHidden();
      expect(
        logged.filter((message) => message.includes(row.logged ?? row.path)),
        "a failure logged",
      ).toEqual([]);
    } else {
      const mention = row.logged ?? row.path;
      await expect
        .poll(() => logged.some((message) => message.includes(mention)), {
          message: `no POST /api/log mentions ${mention}`,
        })
        .toBe(true);
    }
    expect(errors, "uncaught exceptions").toEqual([]);
  } finally {
    await clearFaults();
    if (filterSettingsBefore)
      await restoreFilterSettings(page, filterSettingsBefore);
  }
}

/** How a fault meets the HTTP client: members of one differ only inside it. */
const ON_THE_WIRE: Record<Mode, string> = {
  "500": "failed",
  abort: "failed",
  malformed: "wrong body",
  "wrong-shape": "wrong body",
  "wrong-type": "wrong body",
  firewall: "firewall",
  hang: "hang",
};

/**
 * The row's faults, one of each kind it tells apart (the same on the wire, the same outcome
 * expected); the `index`-th row takes the `index`-th member of a kind, round the kind.
 */
function faultsOf(row: Row, index: number): Mode[] {
  const kinds = new Map<string, Mode[]>();
  for (const mode of row.modes ?? MODES) {
    const kind = JSON.stringify([
      ON_THE_WIRE[mode],
      failsVisibly(row, mode),
      expectedRequests(row, mode),
      modalTitle(row, mode),
      justText(row, mode),
      acknowledged(row, mode),
    ]);
    kinds.set(kind, [...(kinds.get(kind) ?? []), mode]);
  }
  return [...kinds.values()].map((modes) => modes[index % modes.length]!);
}

test("every fault runs on at least two rows, and every row meets every kind it tells apart", () => {
  const runs = new Map<Mode, number>();
  ROWS.forEach((row, index) => {
    const faults = faultsOf(row, index);
    const kinds = new Set(
      (row.modes ?? MODES).map((mode) => ON_THE_WIRE[mode]),
    );
    expect(new Set(faults.map((mode) => ON_THE_WIRE[mode])), row.group).toEqual(
      kinds,
    );
    for (const mode of faults) runs.set(mode, (runs.get(mode) ?? 0) + 1);
  });
  for (const mode of MODES)
    expect(runs.get(mode) ?? 0, `rows that run ${mode}`).toBeGreaterThanOrEqual(
      2,
    );
});

test.describe("fault matrix: SPEC §7 groups × injected faults", () => {
  ROWS.forEach((row, index) => {
    test.describe(`${row.group}: ${row.method} ${row.path} on ${row.route}`, () => {
      for (const mode of faultsOf(row, index)) {
        test(mode, async ({ browser }) => {
          test.setTimeout(60_000);
          filterSettingsBefore = null;
          const context = await contextOf(browser, row);
          try {
            if (row.given) {
              const page = await context.newPage();
              await row.given(page);
              await page.close();
            }
            await runCase(context, row, mode);
          } finally {
            await context.close();
          }
        });
      }
    });
  });
});
