/**
 * ADR 41, on the pages: answers with values of the right type but out of any sensible range — from
 * the simulated API, edited on their way — never end in 'Schwerer Fehler' or a page frozen by
 * thousands of rows, and where a value is unusable the page says so in German: the piece's own
 * error message, or a text in place of the value. The hostile values are generated (fast-check,
 * seeded by FUZZ_SEED, which every failure names) beside the ones reported.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import fc from "fast-check";
import type { InstallationDetails } from "../../src/api/types";
import { ROUTES } from "../../src/app/routes";
import { renderRoutes } from "../utils/renderRoutes";
import {
  installSimulatedApi,
  type PersonaName,
  type SimulatedApiHandle,
} from "../utils/simulated-fetch";
import { aTask } from "../utils/tasks";

jest.setTimeout(60_000);

process.env.FUZZ_SEED ??= String(Date.now() % 2 ** 31);
const SEED = Number(process.env.FUZZ_SEED);
const SLOW = { timeout: 10_000 };
const API = "/natippc/api";
/** One of the installations the owner persona is registered for: the contact person is shown. */
const OWN_ID = "AT-IPPC-000376";

const FATAL = "Schwerer Fehler";
// An alert's heading starts with its kind ('Fehler: …').
const SEARCH_FAILED = /Die Anlagen konnten nicht geladen werden\./;
const CONTENT_UNAVAILABLE = /Die Information ist derzeit nicht verfügbar\./;

/** `count` values of `arbitrary`, the same for the same seed; `salt` keeps the samples apart. */
const sample = <T,>(arbitrary: fc.Arbitrary<T>, count: number, salt: number) =>
  fc.sample(arbitrary, { numRuns: count, seed: SEED + salt });

/** An ISO instant in `year`, written as JavaScript writes years beyond 0..9999 (+275760). */
const instantIn = (year: number) =>
  year >= 0 && year <= 9999
    ? `${String(year).padStart(4, "0")}-06-15T12:00:00Z`
    : `${year < 0 ? "-" : "+"}${String(Math.abs(year)).padStart(6, "0")}-06-15T12:00:00Z`;
/** Years JavaScript can hold, outside 1900–2200. */
const unusableYear = fc.oneof(
  fc.integer({ min: -271_820, max: 1899 }),
  fc.integer({ min: 2201, max: 275_759 }),
);

/**
 * A number out of a range: beyond it, or no number at all (JSON's 1e999 is Infinity). Not −0 for a
 * range from 0: fast-check counts it below 0, JavaScript (and every check) as 0 itself.
 */
const beyond = (min: number, max: number) =>
  fc.oneof(
    fc
      .double({ max: min, maxExcluded: true, noNaN: true })
      .filter((value) => !Object.is(value, -0)),
    fc.double({ min: max, minExcluded: true, noNaN: true }),
  );

/** JSON as a server could write it: ±Infinity as ±1e999. */
function json(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item === Infinity
      ? "\u0000+1e999"
      : item === -Infinity
        ? "\u0000-1e999"
        : item,
  ).replace(/"\\u0000([+-]1e999)"/g, "$1");
}

let api: SimulatedApiHandle;
let fetchSpy: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
/** Edits of JSON answers, by the start of their path (and method). */
let edits: {
  path: string;
  method?: string;
  edit: (answer: never) => unknown;
}[];
/** Edited answers that have gone out. */
let editedAnswers: number;

beforeEach(() => {
  api = installSimulatedApi({ installGlobal: false });
  edits = [];
  editedAnswers = 0;
  fetchSpy = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await api.fetch(input, init);
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    const rule = edits.find(
      (e) =>
        (e.path.endsWith("/") ? path.startsWith(e.path) : path === e.path) &&
        (!e.method || e.method === method),
    );
    if (!rule || !response.ok) return response;
    const body = json(rule.edit((await response.json()) as never));
    editedAnswers += 1;
    return new Response(body, {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(async () => {
  await api.close();
});

function editAnswers<T>(
  path: string,
  edit: (answer: T) => unknown,
  method?: string,
) {
  edits.push({ path, method, edit: edit as (answer: never) => unknown });
}

async function render(url: string, persona: PersonaName = "anonymous") {
  await api.loginAs(persona);
  return renderRoutes(ROUTES, { url, session: null, fetch: fetchSpy });
}

/** The page once an edited answer is out and has been shown (or has failed). */
async function afterEdited() {
  await waitFor(() => expect(editedAnswers).toBeGreaterThan(0), SLOW);
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

/** What the page told the server's log. */
function logged(): string[] {
  return fetchSpy.mock.calls
    .filter(([input]) => String(input).endsWith("/api/log"))
    .map(([, init]) => String(init?.body));
}

function expectNoFatalError() {
  expect(screen.queryByText(FATAL)).not.toBeInTheDocument();
}

const rows = () =>
  within(screen.getByRole("table")).getAllByRole("row").slice(1);

async function detailsOf(id: string): Promise<InstallationDetails> {
  return (await (
    await api.fetch(`${API}/ippcInstallations/${id}`)
  ).json()) as InstallationDetails;
}

describe("a server time out of 1900–2200: the pages go by the browser's clock", () => {
  const times = [
    "+275760-09-13T00:00:00Z",
    ...sample(unusableYear, 2, 1).map(instantIn),
  ];

  it.each(times)("register, %s", async (datetime) => {
    editAnswers(`${API}/time`, () => ({ datetime }), "GET");
    await render("/installations");
    await screen.findByRole("table", {}, SLOW);
    await afterEdited();
    expectNoFatalError();
    expect(rows().length).toBeGreaterThan(0);
  });

  it.each(times)("details, %s", async (datetime) => {
    editAnswers(`${API}/time`, () => ({ datetime }), "GET");
    const { name } = await detailsOf(OWN_ID);
    await render(`/installations/${OWN_ID}`);
    await screen.findByRole("heading", { level: 1, name }, SLOW);
    await afterEdited();
    expectNoFatalError();
    expect(
      screen.getByRole("heading", { level: 2, name: "Umweltinspektionen" }),
    ).toBeInTheDocument();
  });
});

describe("more rows than asked for: the page shows those it asked for, and logs the rest", () => {
  it.each([5000, ...sample(fc.integer({ min: 21, max: 3000 }), 1, 2)])(
    "register, %i rows for a page of 20",
    async (count) => {
      editAnswers<{ items: { id: string }[] }>(
        `${API}/ippcInstallations`,
        (page) => ({
          ...page,
          items: Array.from({ length: count }, (_, i) => ({
            ...page.items[0],
            id: `AT-IPPC-${String(i).padStart(6, "0")}`,
          })),
        }),
        "POST",
      );
      await render("/installations");
      await screen.findByRole("table", {}, SLOW);
      expect(rows()).toHaveLength(20);
      await waitFor(() =>
        expect(logged().join()).toMatch(
          new RegExp(`${count}(\\+| )entries(\\+| )answered`),
        ),
      );
    },
  );

  it.each([3000, ...sample(fc.integer({ min: 101, max: 2000 }), 1, 3)])(
    "BVT conclusions, %i of them",
    async (count) => {
      editAnswers<{ id: string; code: string }[]>(`${API}/bvt/list`, (list) =>
        Array.from({ length: count }, (_, i) => ({
          ...list[0],
          id: `bvt-${i}`,
          code: `X${i}`,
        })),
      );
      await render("/bvt-conclusions");
      const table = await screen.findByRole(
        "table",
        { name: /BVT-Schlussfolgerungen$/ },
        SLOW,
      );
      expect(within(table).getAllByRole("rowheader")).toHaveLength(100);
      expectNoFatalError();
      await waitFor(() => expect(logged().join()).toMatch(/entries.answered/));
    },
  );
});

describe("counts, distances and shares out of range: the piece's German error, never the value", () => {
  const NONSENSE = /Infinity|NaN|\de\+\d|-\d+,\d km|-\d+ %|\d{9}/;

  const pageValues: [string, number][] = [
    ["total", Infinity],
    ["pageSize", 0],
    // In range, but not the page asked for (the first, of 20): caption and pager would disagree.
    ["page", 3],
    ["pageSize", 50],
    ...sample(beyond(0, 10_000_000), 2, 4).map((n): [string, number] => [
      "total",
      n,
    ]),
    ...sample(beyond(1, 500), 1, 5).map((n): [string, number] => [
      "pageSize",
      n,
    ]),
    ...sample(beyond(0, 10_000_000), 1, 6).map((n): [string, number] => [
      "page",
      n,
    ]),
  ];
  it.each(pageValues)("register, %s = %d", async (field, value) => {
    editAnswers<object>(
      `${API}/ippcInstallations`,
      (page) => ({ ...page, [field]: value }),
      "POST",
    );
    await render("/installations");
    expect(await screen.findByText(SEARCH_FAILED, {}, SLOW)).toBeVisible();
    expect(screen.queryByText(/^Seite \d/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(NONSENSE);
    expectNoFatalError();
  });

  it.each([-5, ...sample(beyond(0, 20_040), 2, 7)])(
    "register sorted by distance, %d km",
    async (km) => {
      editAnswers<{ items: object[] }>(
        `${API}/ippcInstallations`,
        (page) => ({
          ...page,
          items: page.items.map((item) => ({ ...item, distanceKm: km })),
        }),
        "POST",
      );
      await render("/installations?near=48.30600,14.28600&nearName=4020+Linz");
      expect(await screen.findByText(SEARCH_FAILED, {}, SLOW)).toBeVisible();
      expect(document.body.textContent).not.toMatch(NONSENSE);
      expectNoFatalError();
    },
  );

  it.each([-50, ...sample(beyond(0, 100), 2, 8)])(
    "task list, a running export at %d %",
    async (progress) => {
      editAnswers<object[]>(
        `${API}/user-tasks`,
        () => [aTask({ status: "RUNNING", progress })],
        "GET",
      );
      await render("/user-tasklist", "owner");
      expect(
        await screen.findByText(
          "Die Aufträge konnten nicht geladen werden.",
          {},
          SLOW,
        ),
      ).toBeVisible();
      expect(screen.queryByText(/In Bearbeitung/)).not.toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(NONSENSE);
      expectNoFatalError();
    },
  );
});

describe("the details of an installation with values out of range", () => {
  /** The coordinates' fact and the link to the map beside them. */
  const MAP_LINK = "Auf der Karte anzeigen (OpenStreetMap)";

  /** The owner's installation's details page, its coordinates answered as given. */
  async function showDetailsAt(lat: number, lon: number) {
    const { name } = await detailsOf(OWN_ID);
    editAnswers<object>(`${API}/ippcInstallations/${OWN_ID}`, (details) => ({
      ...details,
      coordinates: { lat, lon },
    }));
    await render(`/installations/${OWN_ID}`);
    await screen.findByRole("heading", { level: 1, name }, SLOW);
  }

  const offTheEarth: [number, number][] = [
    [999, 14.3],
    ...sample(
      fc.oneof(
        fc.tuple(beyond(-90, 90), fc.double({ min: -180, max: 180 })),
        fc.tuple(fc.double({ min: -90, max: 90 }), beyond(-180, 180)),
      ),
      2,
      9,
    ),
  ];
  it.each(offTheEarth)(
    "coordinates %d, %d: said to be unusable, no map link",
    async (lat, lon) => {
      await showDetailsAt(lat, lon);
      expect(
        await screen.findByText("Keine gültigen Koordinaten vorhanden"),
      ).toBeVisible();
      expect(
        screen.queryByRole("link", { name: new RegExp(MAP_LINK) }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/nördliche Breite/)).not.toBeInTheDocument();
      expectNoFatalError();
    },
  );

  // On the earth, in any quadrant: the hemisphere is said in words, the degrees without a sign.
  it.each([
    [48.2, 16.4, "48,20000° nördliche Breite, 16,40000° östliche Länge"],
    [-33.9, 18.4, "33,90000° südliche Breite, 18,40000° östliche Länge"],
    [40.7, -74, "40,70000° nördliche Breite, 74,00000° westliche Länge"],
    [-34.6, -58.4, "34,60000° südliche Breite, 58,40000° westliche Länge"],
  ])("coordinates %d, %d: %s", async (lat, lon, shown) => {
    await showDetailsAt(lat, lon);
    expect(await screen.findByText(shown)).toBeVisible();
    expectNoFatalError();
  });

  const DATE_FIELDS: [string, (d: InstallationDetails, v: string) => object][] =
    [
      ["lastModified", (d, v) => ({ ...d, lastModified: v })],
      ["nextSiteVisitDue", (d, v) => ({ ...d, nextSiteVisitDue: v })],
      [
        "permits[0].date",
        (d, v) => ({
          ...d,
          permits: d.permits.map((p, i) => (i === 0 ? { ...p, date: v } : p)),
        }),
      ],
      [
        "inspections[0].date",
        (d, v) => ({
          ...d,
          inspections: d.inspections.map((p, i) =>
            i === 0 ? { ...p, date: v } : p,
          ),
        }),
      ],
      [
        "history[0].date",
        (d, v) => ({
          ...d,
          history: d.history.map((h, i) => (i === 0 ? { ...h, date: v } : h)),
        }),
      ],
    ];
  const dates = sample(
    fc.tuple(
      fc.constantFrom(...DATE_FIELDS.map(([field]) => field)),
      unusableYear.map(instantIn),
    ),
    3,
    10,
  );
  it.each([["permits[0].date", "+275760-09-13"], ...dates])(
    "%s = %s: the page's German error",
    async (field, value) => {
      const set = DATE_FIELDS.find(([f]) => f === field)?.[1];
      editAnswers<InstallationDetails>(
        `${API}/ippcInstallations/${OWN_ID}`,
        (details) => set?.(details, value),
      );
      await render(`/installations/${OWN_ID}`);
      expect(
        await screen.findByText(CONTENT_UNAVAILABLE, {}, SLOW),
      ).toBeVisible();
      expectNoFatalError();
    },
  );

  /** Characters that would start another header or another line of the mail. */
  const headerStart = fc.constantFrom(
    "?cc=",
    "&body=",
    "?bcc=",
    "#",
    "\r\nBcc: ",
    "%0ABcc:",
    " ",
    ",",
  );
  const plainPart = fc.stringMatching(/^[a-z][a-z0-9.-]{0,15}[a-z0-9]$/);
  const addresses = [
    "maria.huber@example.at?cc=mitleser@example.com&body=Hallo",
    ...sample(
      fc
        .tuple(plainPart, plainPart, headerStart, plainPart)
        .map(
          ([local, domain, start, rest]) =>
            `${local}@${domain}.at${start}${rest}@example.com`,
        ),
      3,
      11,
    ),
  ];
  it.each(addresses)(
    "contact e-mail %j: shown, but no mail link that adds a header",
    async (email) => {
      const details = await detailsOf(OWN_ID);
      editAnswers<InstallationDetails>(
        `${API}/ippcInstallations/${OWN_ID}`,
        (answer) => ({
          ...answer,
          operator: {
            ...answer.operator,
            contactPerson: { ...answer.operator.contactPerson, email },
          },
        }),
      );
      await render(`/installations/${OWN_ID}`, "owner");
      await screen.findByRole(
        "heading",
        { level: 1, name: details.name },
        SLOW,
      );
      await screen.findByRole("heading", { level: 3, name: "Ansprechperson" });
      for (const link of screen.queryAllByRole("link")) {
        const href = link.getAttribute("href") ?? "";
        if (!href.startsWith("mailto:") || href.startsWith("mailto:?"))
          continue;
        expect(href).not.toMatch(/[?&#\s]|%0A|%0D|cc=|body=/i);
      }
      expectNoFatalError();
    },
  );

  it.each(
    sample(
      fc
        .tuple(
          fc.stringMatching(/^[a-zäöü][a-z0-9äöü._+-]{0,15}[a-z0-9]$/),
          fc.stringMatching(/^[a-zäöü][a-z0-9äöü-]{0,15}[a-z0-9]$/),
        )
        .map(([local, domain]) => `${local}@${domain}.at`),
      2,
      12,
    ),
  )("contact e-mail %j: a mail link, each part encoded", async (email) => {
    const details = await detailsOf(OWN_ID);
    editAnswers<InstallationDetails>(
      `${API}/ippcInstallations/${OWN_ID}`,
      (answer) => ({
        ...answer,
        operator: {
          ...answer.operator,
          contactPerson: { ...answer.operator.contactPerson, email },
        },
      }),
    );
    await render(`/installations/${OWN_ID}`, "owner");
    await screen.findByRole("heading", { level: 1, name: details.name }, SLOW);
    const [local = "", domain = ""] = email.split("@");
    expect(await screen.findByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`,
    );
  });
});
