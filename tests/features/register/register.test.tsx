/**
 * The installations register against the simulated API: search (debounced), filter, overview,
 * server-side sorting and paging, the URL as shareable state, empty, loading and error states,
 * the place autocomplete, phones' cards, and the Excel and GIS exports.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { searchInstallations } from "../../../src/api/endpoints/installations";
import { createHttpClient } from "../../../src/api/http";
import type { InstallationSearch, UserTask } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { createSessionFilterStorage } from "../../../src/framework/filters/sessionFilterStorage";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type PersonaName,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

jest.setTimeout(30_000);

const SLOW = { timeout: 5000 };
const REGISTER = "/natippc/api/ippcInstallations";

let api: SimulatedApiHandle;
let fetchSpy: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  api = installSimulatedApi({ installGlobal: false });
  fetchSpy = jest.fn(api.fetch);
});
afterEach(async () => {
  jest.useRealTimers();
  await api.close();
});

/** Captured before any test fakes the timers: real waits for the simulated API's I/O. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Retries `check` under fake timers: a millisecond of fake time (React Query hands updates over
 * in a setTimeout 0) and a few of real time (the simulated API's I/O) per attempt.
 */
async function eventually(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 300) throw error;
    }
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
      await new Promise<void>((resolve) => realSetTimeout(resolve, 10));
    });
  }
}

/** The same data, asked for directly: what the page should show. */
const http = () =>
  createHttpClient({ portalBaseUrl: "/portal", fetch: api.fetch });
const serverPage = (search: InstallationSearch) =>
  searchInstallations(http(), { page: 0, pageSize: 20, ...search });

async function renderRegister(
  persona: PersonaName = "anonymous",
  url = "/installations",
) {
  await api.loginAs(persona);
  const user = userEvent.setup();
  const view = renderRoutes(ROUTES, { url, session: null, fetch: fetchSpy });
  await screen.findByText(/Anlagen? gefunden/, undefined, SLOW);
  return { user, ...view };
}

/** Every search body the page posted, in order (prefetches of the next page included). */
function searches(): InstallationSearch[] {
  return fetchSpy.mock.calls
    .filter(
      ([input, init]) =>
        String(input).endsWith("/api/ippcInstallations") &&
        init?.method === "POST",
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as InstallationSearch);
}

/** The paths of every request to `path` the page made, in order. */
const requestsTo = (path: string) =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost").pathname)
    .filter((pathname) => pathname.includes(path));

const table = () => screen.getByRole("table");
const rows = () => within(table()).getAllByRole("row").slice(1);
const names = () =>
  rows().map((row) => within(row).getByRole("link").textContent);
const count = () => screen.getByText(/Anlagen? gefunden/);
const header = (name: string) =>
  within(table()).getByRole("columnheader", { name: new RegExp(`^${name}`) });
const location = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe("the result table", () => {
  it("asks for the filter's metadata and the first page once, started with the page's code", async () => {
    await api.loginAs("anonymous");
    renderRoutes(ROUTES, {
      url: "/installations",
      fetch: fetchSpy,
      prefetch: true,
    });
    await screen.findByText(/Anlagen gefunden/, undefined, SLOW);
    const { total } = await serverPage({});
    expect(count()).toHaveTextContent(`${total} Anlagen gefunden`);
    // The next page is fetched ahead once the first is on screen.
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches().map(({ page }) => page)).toEqual([0, 1]);
    const metadataRequests = fetchSpy.mock.calls.filter(([input]) =>
      String(input).endsWith("/api/filter/metadata"),
    );
    expect(metadataRequests).toHaveLength(1);
  });

  it("asks for the names of codes and the portal's applications only once the first rows show", async () => {
    await renderRegister();
    // The first rows are on screen; what they do not need has not been asked for yet.
    expect(requestsTo("/api/redalists/")).toEqual([]);
    expect(requestsTo("/api/userApps")).toEqual([]);
    await waitFor(() =>
      expect(requestsTo("/api/redalists/").sort()).toEqual([
        "/natippc/api/redalists/legalForms",
        "/natippc/api/redalists/naceActivities",
        "/natippc/api/redalists/politicalDistricts",
        "/natippc/api/redalists/provinces",
      ]),
    );
    await waitFor(() =>
      expect(requestsTo("/api/userApps")).toEqual(["/portal/api/userApps"]),
    );
  });

  it("while the first rows load, asks for nothing they do not need", async () => {
    await api.loginAs("anonymous");
    await api.addFault({ path: REGISTER, method: "POST", mode: "hang" });
    renderRoutes(ROUTES, { url: "/installations", fetch: fetchSpy });
    // The filter's metadata is there: the register's controls show, its rows still load.
    await screen.findByRole("combobox", { name: "Ort oder PLZ" }, SLOW);
    expect(
      await screen.findByRole("status", { name: "Wird geladen …" }, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo("/api/redalists/")).toEqual([]);
    expect(requestsTo("/api/userApps")).toEqual([]);
  });

  it("shows the first 20 of all installations, named by count and page, sorted by name", async () => {
    await renderRegister();
    const { total, items } = await serverPage({});
    expect(count()).toHaveTextContent(`${total} Anlagen gefunden`);
    expect(table()).toHaveAccessibleName(
      `${total} Anlagen, Seite 1 von ${Math.ceil(total / 20)}`,
    );
    const headers = within(table()).getAllByRole("columnheader");
    expect(headers.map((th) => th.getAttribute("scope"))).toEqual(
      Array(8).fill("col"),
    );
    expect(headers.map((th) => th.textContent)).toEqual([
      "Name",
      "Betreiber",
      "PLZ und Gemeinde",
      "Bezirk",
      "Bundesland",
      "Haupttätigkeit (IED)",
      "BVT",
      "Letzte Inspektion",
    ]);
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    expect(names()).toEqual(items.map((item) => item.name));

    // Names, not codes; numbers and dates de-DE.
    const first = items[0]!;
    const cells = within(rows()[0]!).getAllByRole("cell");
    expect(cells[1]).toHaveTextContent(
      `${first.postcode} ${first.municipality}`,
    );
    expect(cells[2]).toHaveTextContent(first.bezirk.name);
    expect(cells[3]).toHaveTextContent(first.bundesland.name);
    expect(cells[4]).toHaveTextContent(
      `${first.mainActivity.code} ${first.mainActivity.label}`,
    );
    const inspected = items.find((item) => item.lastInspection)!;
    const [year, month, day] = inspected.lastInspection!.split("-");
    expect(
      within(rows()[items.indexOf(inspected)]!).getByText(
        `${day}.${month}.${year}`,
      ),
    ).toBeInTheDocument();
  });

  it("links each name to the installation's details", async () => {
    const { user, router } = await renderRegister();
    const link = within(rows()[0]!).getByRole("link");
    const { items } = await serverPage({});
    expect(link).toHaveAttribute("href", `/installations/${items[0]!.id}`);
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/installations/${items[0]!.id}`,
      ),
    );
    // The details page (its own suite) has its own title.
    await waitFor(
      () =>
        expect(screen.getByRole("heading", { level: 1 })).not.toHaveTextContent(
          "Anlagenregister",
        ),
      SLOW,
    );
  });

  it("marks closed installations", async () => {
    await renderRegister("anonymous", "/installations?status=CLOSED");
    expect(within(rows()[0]!).getByText("stillgelegt")).toBeInTheDocument();
  });

  it("a BVT code shows its full name to keyboard and touch users too: tooltip on focus, pinned on Enter or a tap", async () => {
    const { user } = await renderRegister();
    const { items } = await serverPage({});
    const withBvt = items.findIndex((item) => item.bvtCodes.length > 0);
    const code = items[withBvt]!.bvtCodes[0]!;
    const fullName = new RegExp(`^${code} – .+`);
    // The names arrive after the first rows.
    const button = await within(rows()[withBvt]!).findByRole(
      "button",
      { name: code },
      SLOW,
    );
    expect(button).toHaveAttribute("aria-haspopup", "dialog");

    // Keyboard: focus shows the name (after the tooltip's delay) and describes the code with it.
    button.focus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(fullName);
    expect(button).toHaveAccessibleDescription(fullName);

    // Enter pins it as a non-modal dialog; Escape closes it and leaves focus on the code.
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: code });
    expect(dialog).toHaveTextContent(fullName);
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: code }),
      ).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();

    // Touch: a tap pins it; 'Tooltip schließen' closes it.
    await user.pointer({ keys: "[TouchA]", target: button });
    expect(screen.getByRole("dialog", { name: code })).toHaveTextContent(
      fullName,
    );
    await user.click(screen.getByRole("button", { name: "Tooltip schließen" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: code }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe("search", () => {
  it("searches 400 ms after the last keystroke, with the text in the URL, without blanking the table", async () => {
    // A server that takes its time: the earlier result must stay while it works.
    await api.close();
    api = installSimulatedApi({ installGlobal: false, latencyMs: 50 });
    fetchSpy = jest.fn(api.fetch);
    const { router } = await renderRegister();
    const { total, items } = await serverPage({ searchText: "Linz" });
    jest.useFakeTimers({
      doNotFake: ["nextTick", "setImmediate", "queueMicrotask"],
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const before = searches().length;
    await user.type(
      screen.getByRole("searchbox", { name: "Anlagen durchsuchen" }),
      "Linz",
    );
    await act(() => jest.advanceTimersByTimeAsync(399));
    expect(searches()).toHaveLength(before);
    expect(location(router).get("q")).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(location(router).get("q")).toBe("Linz");
    // The earlier result stays, marked busy, until the new one arrives.
    expect(table()).toHaveAttribute("aria-busy", "true");
    expect(rows()).toHaveLength(20);

    await eventually(() =>
      expect(count()).toHaveTextContent(`${total} Anlagen gefunden`),
    );
    expect(table()).toHaveAttribute("aria-busy", "false");
    expect(names()).toEqual(items.map((item) => item.name));
    // One search for the whole word, not one per letter (and the next page fetched ahead).
    await eventually(() =>
      expect(searches().slice(before)).toEqual([
        expect.objectContaining({ searchText: "Linz", page: 0 }),
        expect.objectContaining({ searchText: "Linz", page: 1 }),
      ]),
    );
  });

  it("shows an empty state whose 'Suche zurücksetzen' brings everything back", async () => {
    const { user, router } = await renderRegister(
      "anonymous",
      "/installations?q=xqzxqz",
    );
    expect(count()).toHaveTextContent("Keine Anlagen gefunden");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(
      screen.getByText(/Prüfen Sie die Schreibweise des Suchbegriffs/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Filter anpassen" }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole("button", { name: "Suche zurücksetzen" }),
    );
    const { total } = await serverPage({});
    await waitFor(() =>
      expect(count()).toHaveTextContent(`${total} Anlagen gefunden`),
    );
    expect(location(router).get("q")).toBeNull();
    expect(
      screen.getByRole("searchbox", { name: "Anlagen durchsuchen" }),
    ).toHaveValue("");
  });

  it("offers the way out that applies: the filter and the whole register", async () => {
    const { user } = await renderRegister(
      "authority",
      "/installations?q=Innsbruck&bundesland=7",
    );
    expect(count()).toHaveTextContent("Keine Anlagen gefunden");
    await user.click(screen.getByRole("button", { name: "Filter anpassen" }));
    expect(
      await screen.findByRole("region", { name: "Filter" }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole("button", { name: "Alle Anlagen anzeigen" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Alle Anlagen" })).toBeChecked(),
    );
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it("'Ort oder PLZ' suggests places; the chosen one narrows the search", async () => {
    const { user, router } = await renderRegister();
    await user.type(
      screen.getByRole("combobox", { name: "Ort oder PLZ" }),
      "Linz",
    );
    await user.click(
      await screen.findByRole("option", { name: "4020 Linz" }, SLOW),
    );
    await waitFor(() =>
      expect(location(router).get("place")).toBe("4020 Linz"),
    );
    const { total } = await serverPage({ searchText: "4020 Linz" });
    await waitFor(() =>
      expect(count()).toHaveTextContent(
        total === 1 ? "1 Anlage gefunden" : `${total} Anlagen gefunden`,
      ),
    );
    for (const row of rows())
      expect(within(row).getAllByRole("cell")[1]).toHaveTextContent(
        "4020 Linz",
      );
    expect(searches()).toContainEqual(
      expect.objectContaining({ searchText: "4020 Linz" }),
    );
  });
});

describe("filter and overview", () => {
  it("sends the applied filter criterion and starts again at the first page", async () => {
    const { user, router } = await renderRegister(
      "anonymous",
      "/installations?page=3",
    );
    expect(table()).toHaveAccessibleName(/Seite 3 von/);
    await user.click(
      within(screen.getByRole("banner")).getByRole("button", {
        name: /^Filter/,
      }),
    );
    const side = await screen.findByRole("region", { name: "Filter" });
    await user.click(
      await within(side).findByRole("checkbox", { name: "Oberösterreich" }),
    );
    await user.click(within(side).getByRole("button", { name: "Anwenden" }));

    const { total } = await serverPage({ criteria: { bundesland: ["4"] } });
    await waitFor(() =>
      expect(count()).toHaveTextContent(`${total} Anlagen gefunden`),
    );
    expect(table()).toHaveAccessibleName(/Seite 1 von/);
    expect(location(router).get("page")).toBeNull();
    expect(location(router).getAll("bundesland")).toEqual(["4"]);
    expect(searches()).toContainEqual(
      expect.objectContaining({ criteria: { bundesland: ["4"] }, page: 0 }),
    );
    for (const row of rows())
      expect(within(row).getAllByRole("cell")[3]).toHaveTextContent(
        "Oberösterreich",
      );
  });

  it("has no 'Übersicht' for visitors: they see every installation", async () => {
    await renderRegister();
    expect(
      screen.queryByRole("group", { name: "Übersicht" }),
    ).not.toBeInTheDocument();
    expect(searches()[0]).toEqual(expect.objectContaining({ overview: "all" }));
  });

  it("shows owners their own installations first, and all on request", async () => {
    const { user } = await renderRegister("owner");
    const overview = screen.getByRole("group", { name: "Übersicht" });
    expect(
      within(overview).getByRole("radio", { name: "Meine Anlagen" }),
    ).toBeChecked();
    expect(count()).toHaveTextContent("5 Anlagen gefunden");
    // The first search already asks for the owner's view.
    expect(searches()[0]).toEqual(
      expect.objectContaining({ overview: "owner" }),
    );

    await user.click(
      within(overview).getByRole("radio", { name: "Alle Anlagen" }),
    );
    const { total } = await serverPage({});
    await waitFor(() =>
      expect(count()).toHaveTextContent(`${total} Anlagen gefunden`),
    );
    expect(searches()).toContainEqual(
      expect.objectContaining({ overview: "all" }),
    );
  });

  it("shows authorities their Bundesland", async () => {
    await renderRegister("authority");
    expect(
      screen.getByRole("radio", { name: "Bundesland Oberösterreich" }),
    ).toBeChecked();
    const { total } = await serverPage({ criteria: { bundesland: ["4"] } });
    expect(count()).toHaveTextContent(`${total} Anlagen gefunden`);
    for (const row of rows())
      expect(within(row).getAllByRole("cell")[3]).toHaveTextContent(
        "Oberösterreich",
      );
    expect(searches()[0]).toEqual(
      expect.objectContaining({ overview: "official" }),
    );
  });
});

describe("sorting", () => {
  it("sorts on the server by the clicked column; a second click turns the order around", async () => {
    const { user, router } = await renderRegister();
    await user.click(within(header("Name")).getByRole("button"));
    const byNameDesc = await serverPage({
      sort: { field: "name", direction: "desc" },
    });
    await waitFor(() =>
      expect(names()).toEqual(byNameDesc.items.map((item) => item.name)),
    );
    expect(header("Name")).toHaveAttribute("aria-sort", "descending");
    expect(location(router).get("sort")).toBe("name");
    expect(location(router).get("dir")).toBe("desc");

    await user.click(within(header("Betreiber")).getByRole("button"));
    const byOperator = await serverPage({
      sort: { field: "operatorName", direction: "asc" },
    });
    await waitFor(() =>
      expect(names()).toEqual(byOperator.items.map((item) => item.name)),
    );
    expect(header("Betreiber")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Name")).not.toHaveAttribute("aria-sort");
    expect(searches()).toContainEqual(
      expect.objectContaining({
        sort: { field: "operatorName", direction: "asc" },
      }),
    );
  });
});

describe("paging", () => {
  it("pages on the server: next, last, first, and the page size", async () => {
    const { user, router } = await renderRegister();
    const { total } = await serverPage({});
    const pages = Math.ceil(total / 20);
    const nav = screen.getByRole("navigation", { name: "Seiten" });
    const button = (name: string) => within(nav).getByRole("button", { name });
    expect(button("Erste Seite")).toHaveAttribute("aria-disabled", "true");
    expect(button("Vorherige Seite")).toHaveAttribute("aria-disabled", "true");
    expect(nav).toHaveTextContent("Seite 1 von " + pages);

    await user.click(button("Nächste Seite"));
    const second = await serverPage({ page: 1 });
    await waitFor(() =>
      expect(names()).toEqual(second.items.map((item) => item.name)),
    );
    expect(nav).toHaveTextContent(`Seite 2 von ${pages}`);
    expect(location(router).get("page")).toBe("2");

    await user.click(button("Letzte Seite"));
    await waitFor(() =>
      expect(nav).toHaveTextContent(`Seite ${pages} von ${pages}`),
    );
    expect(rows()).toHaveLength(total - (pages - 1) * 20);
    // Focus stays on the button, which now does nothing.
    expect(button("Letzte Seite")).toHaveFocus();
    expect(button("Nächste Seite")).toHaveAttribute("aria-disabled", "true");
    await user.click(button("Nächste Seite"));
    expect(location(router).get("page")).toBe(String(pages));

    await user.click(button("Erste Seite"));
    await waitFor(() => expect(nav).toHaveTextContent(`Seite 1 von ${pages}`));

    await user.click(
      screen.getByRole("combobox", { name: "Anlagen pro Seite" }),
    );
    await user.click(screen.getByRole("option", { name: "50" }));
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(nav).toHaveTextContent(`Seite 1 von ${Math.ceil(total / 50)}`);
    expect(location(router).get("size")).toBe("50");
    expect(searches()).toContainEqual(
      expect.objectContaining({ page: 0, pageSize: 50 }),
    );
  });

  it("a link reproduces search, sort, page and page size", async () => {
    await renderRegister(
      "anonymous",
      "/installations?q=werk&sort=bezirk&dir=desc&page=2&size=50",
    );
    const expected = await serverPage({
      searchText: "werk",
      sort: { field: "bezirk", direction: "desc" },
      page: 1,
      pageSize: 50,
    });
    expect(
      screen.getByRole("searchbox", { name: "Anlagen durchsuchen" }),
    ).toHaveValue("werk");
    expect(header("Bezirk")).toHaveAttribute("aria-sort", "descending");
    expect(table()).toHaveAccessibleName(/, Seite 2 von /);
    expect(names()).toEqual(expected.items.map((item) => item.name));
  });

  it("a link beyond the last page shows the last page", async () => {
    const { router } = await renderRegister(
      "anonymous",
      "/installations?q=Linz&page=99",
    );
    const { total } = await serverPage({ searchText: "Linz" });
    const pages = Math.ceil(total / 20);
    await waitFor(() =>
      expect(location(router).get("page")).toBe(String(pages)),
    );
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });
});

describe("loading and failure", () => {
  it("a slow search shows the spinner, never a blank page", async () => {
    await api.loginAs("anonymous");
    await api.addFault({ path: REGISTER, method: "POST", mode: "hang" });
    renderRoutes(ROUTES, {
      url: "/installations",
      session: null,
      fetch: fetchSpy,
    });
    expect(
      await screen.findByRole("status", { name: "Wird geladen …" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a failed search says so and 'Erneut versuchen' loads it", async () => {
    await api.loginAs("anonymous");
    await api.addFault({
      path: REGISTER,
      method: "POST",
      mode: "500",
      times: 1,
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, {
      url: "/installations",
      session: null,
      fetch: fetchSpy,
    });
    await screen.findByText(
      /Die Anlagen konnten nicht geladen werden/,
      undefined,
      SLOW,
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("table", {}, SLOW)).toBeInTheDocument();
    expect(
      screen.queryByText(/Die Anlagen konnten nicht geladen werden/),
    ).not.toBeInTheDocument();
  });

  it("failed filter metadata say so and can be loaded again", async () => {
    await api.loginAs("anonymous");
    await api.addFault({
      path: "/natippc/api/filter/metadata",
      mode: "500",
      times: 1,
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, {
      url: "/installations",
      session: null,
      fetch: fetchSpy,
    });
    await screen.findByText(
      /Die Filterkriterien konnten nicht geladen werden/,
      undefined,
      SLOW,
    );
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("table", {}, SLOW)).toBeInTheDocument();
  });
});

describe("the first search", () => {
  const METADATA = "/natippc/api/filter/metadata";

  /**
   * The page's fetch, with the filter metadata held back until `answer()`. Searches after the first
   * one answered never answer: what the list shows comes from the first.
   */
  async function openHoldingMetadata(url: string) {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    let answered = false;
    let searchAnswered = false;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const path = String(input);
      if (path.endsWith(METADATA)) {
        await held;
        answered = true;
      }
      if (!path.endsWith(REGISTER)) return fetchSpy(input, init);
      if (searchAnswered) {
        void fetchSpy(input, init);
        return new Promise<Response>(() => {});
      }
      const response = await fetchSpy(input, init);
      searchAnswered = true;
      return response;
    };
    renderRoutes(ROUTES, { url, session: null, fetch });
    return { answer, answered: () => answered };
  }

  it("does not wait for the filter metadata without a saved filter; the list shows its answer", async () => {
    await api.loginAs("anonymous");
    const metadata = await openHoldingMetadata(
      "/installations?q=zement&size=50",
    );
    await waitFor(() => expect(searches()).toHaveLength(1), SLOW);
    expect(metadata.answered()).toBe(false);
    const body: InstallationSearch = {
      searchText: "zement",
      overview: "all",
      criteria: {},
      sort: { field: "name", direction: "asc" },
      page: 0,
      pageSize: 50,
    };
    expect(searches()[0]).toEqual(body);

    metadata.answer();
    const { total, items } = await serverPage(body);
    expect(
      await screen.findByText(`${total} Anlagen gefunden`, undefined, SLOW),
    ).toBeInTheDocument();
    // Shown from that answer (the list may check it again in the background, with the same body).
    expect(names()).toEqual(items.map((item) => item.name));
    expect(
      new Set(
        searches()
          .filter((search) => search.page === 0)
          .map((search) => JSON.stringify(search)),
      ),
    ).toEqual(new Set([JSON.stringify(body)]));
  });

  it("starts with a link's criteria before the metadata answer", async () => {
    await api.loginAs("anonymous");
    const metadata = await openHoldingMetadata("/installations?bundesland=4");
    await waitFor(() => expect(searches()).toHaveLength(1), SLOW);
    expect(metadata.answered()).toBe(false);
    expect(searches()[0]).toEqual(
      expect.objectContaining({ criteria: { bundesland: ["4"] }, page: 0 }),
    );
    metadata.answer();
    const { total } = await serverPage({ criteria: { bundesland: ["4"] } });
    expect(
      await screen.findByText(`${total} Anlagen gefunden`, undefined, SLOW),
    ).toBeInTheDocument();
    expect(searches().filter((search) => search.page === 0)).not.toContainEqual(
      expect.objectContaining({ criteria: {} }),
    );
  });

  it("leaves a link's unknown criterion out of the first search, before the metadata answer too", async () => {
    await api.loginAs("anonymous");
    const metadata = await openHoldingMetadata(
      "/installations?bundesland=4&foo=bar",
    );
    await waitFor(() => expect(searches()).toHaveLength(1), SLOW);
    expect(metadata.answered()).toBe(false);
    expect(searches()[0]).toEqual(
      expect.objectContaining({ criteria: { bundesland: ["4"] }, page: 0 }),
    );
    metadata.answer();
    const { total } = await serverPage({ criteria: { bundesland: ["4"] } });
    expect(
      await screen.findByText(`${total} Anlagen gefunden`, undefined, SLOW),
    ).toBeInTheDocument();
    for (const search of searches())
      expect(search.criteria).toEqual({ bundesland: ["4"] });
  });

  it("waits for a selected saved filter and searches with its criteria, never without them", async () => {
    await api.loginAs("anonymous");
    // A visitor's filters live in the session.
    const storage = createSessionFilterStorage();
    await storage.write(
      "filters_installations_upper-austria",
      JSON.stringify({
        name: "Oberösterreich",
        criterias: { bundesland: ["4"] },
      }),
    );
    await storage.writeSelected("installations", "upper-austria");

    const metadata = await openHoldingMetadata("/installations");
    // Everything else the first search needs (session, saved filters) comes in meanwhile.
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 500)));
    expect(searches()).toEqual([]);

    metadata.answer();
    const { total } = await serverPage({ criteria: { bundesland: ["4"] } });
    expect(
      await screen.findByText(`${total} Anlagen gefunden`, undefined, SLOW),
    ).toBeInTheDocument();
    expect(searches()[0]).toEqual(
      expect.objectContaining({ criteria: { bundesland: ["4"] }, page: 0 }),
    );
    expect(searches()).not.toContainEqual(
      expect.objectContaining({ criteria: {} }),
    );
  });

  it("waits for the metadata for a signed-in user without a link: the selection is in the user settings", async () => {
    await api.loginAs("owner");
    const metadata = await openHoldingMetadata("/installations");
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 500)));
    expect(searches()).toEqual([]);
    metadata.answer();
    await screen.findByText(/Anlagen? gefunden/, undefined, SLOW);
    expect(searches()[0]).toEqual(
      expect.objectContaining({ overview: "owner", criteria: {} }),
    );
  });
});

describe("phones", () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    Object.defineProperty(window, "innerWidth", {
      value: 375,
      configurable: true,
    });
  });
  afterEach(() => {
    Object.defineProperty(window, "innerWidth", {
      value: desktopWidth,
      configurable: true,
    });
  });

  it("get a card per installation instead of the wide table, and a sort choice", async () => {
    const { user } = await renderRegister();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const { total, items } = await serverPage({});
    const listName = `${total} Anlagen, Seite 1 von ${Math.ceil(total / 20)}`;
    const list = screen.getByRole("list", { name: listName });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(20);
    const first = items[0]!;
    expect(
      within(cards[0]!).getByRole("heading", { level: 2, name: first.name }),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByRole("link")).toHaveAttribute(
      "href",
      `/installations/${first.id}`,
    );
    expect(within(cards[0]!).getByText("Betreiber")).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(first.operatorName);

    await user.click(screen.getByRole("combobox", { name: "Sortierung" }));
    await user.click(screen.getByRole("option", { name: "Name, absteigend" }));
    const desc = await serverPage({
      sort: { field: "name", direction: "desc" },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: listName }))
          .getAllByRole("heading")
          .map((heading) => heading.textContent),
      ).toEqual(desc.items.map((item) => item.name)),
    );
  });
});

describe("exports", () => {
  async function tasksOfSession(): Promise<UserTask[]> {
    return (await (
      await api.fetch("/natippc/api/user-tasks")
    ).json()) as UserTask[];
  }

  it("Excel: starts a task for the filtered list with a toast; the file is offered when done", async () => {
    const { user } = await renderRegister(
      "owner",
      "/installations?bundesland=9",
    );
    await user.click(screen.getByRole("radio", { name: "Alle Anlagen" }));
    await user.click(screen.getByRole("button", { name: "Excel-Export" }));

    expect(
      await screen.findByText(
        "Der Excel-Export wurde gestartet. Sie finden das Ergebnis unter „Aufträge“.",
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    const excelPosts = fetchSpy.mock.calls.filter(([input]) =>
      String(input).endsWith("/api/ippcInstallations/excel"),
    );
    expect(excelPosts).toHaveLength(1);
    const body = JSON.parse(String(excelPosts[0]![1]?.body)) as object;
    expect(body).toEqual({
      overview: "all",
      criteria: { bundesland: ["9"] },
      sort: { field: "name", direction: "asc" },
    });
    const tasks = await tasksOfSession();
    expect(tasks).toHaveLength(1);

    const link = await screen.findByRole(
      "link",
      { name: /herunterladen$/ },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute(
      "href",
      `/natippc/api/user-tasks/${tasks[0]!.id}/result`,
    );
    expect(screen.getByText("Die Excel-Datei ist fertig.")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Zu den Aufträgen" }),
    ).toHaveAttribute("href", "/user-tasklist");
  });

  it("Excel for visitors: the download comes to the register, and 'Aufträge' holds the task too", async () => {
    const { user } = await renderRegister();
    await user.click(screen.getByRole("button", { name: "Excel-Export" }));
    expect(
      await screen.findByText(
        "Der Excel-Export wurde gestartet. Sie finden das Ergebnis unter „Aufträge“.",
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        "link",
        { name: /\.xlsx herunterladen$/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Zu den Aufträgen" }),
    ).toHaveAttribute("href", "/user-tasklist");
  });

  it("GIS: downloads the filtered installations as anlagen.geojson and offers the GIS viewer", async () => {
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:anlagen";
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    jest
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });

    const { user } = await renderRegister(
      "anonymous",
      "/installations?bundesland=8",
    );
    const { total } = await serverPage({ criteria: { bundesland: ["8"] } });
    await user.click(screen.getByRole("button", { name: "GIS-Export" }));

    expect(
      await screen.findByText(
        `Die Datei „anlagen.geojson“ mit ${total} Anlagen wurde heruntergeladen.`,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toHaveAttribute("download", "anlagen.geojson");
    expect(clicked[0]).toHaveAttribute("href", "blob:anlagen");
    const collection = JSON.parse(await blobs[0]!.text()) as {
      type: string;
      features: { properties: { bundesland: string } }[];
    };
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features).toHaveLength(total);
    expect(
      collection.features.every(
        (f) => f.properties.bundesland === "Vorarlberg",
      ),
    ).toBe(true);
    // Released once the browser has the download.
    await waitFor(
      () => expect(revokeObjectURL).toHaveBeenCalledWith("blob:anlagen"),
      SLOW,
    );

    const viewer = await screen.findByRole(
      "link",
      { name: "Im GIS-Viewer öffnen (öffnet in neuem Fenster)" },
      SLOW,
    );
    expect(viewer).toHaveAttribute(
      "href",
      "https://gis.umweltbundesamt.at/vt/bezirke/",
    );
    expect(viewer).toHaveAttribute("target", "_blank");
    expect(viewer).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("a failed export says so on the page", async () => {
    const { user } = await renderRegister();
    await api.addFault({ path: `${REGISTER}/gis`, mode: "500", times: 1 });
    await user.click(screen.getByRole("button", { name: "GIS-Export" }));
    expect(
      await screen.findByText(
        "Der GIS-Export ist fehlgeschlagen.",
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    // Not a second, generic error box from the frame.
    expect(screen.queryByText(/Fehler-ID/)).not.toBeInTheDocument();
  });
});
