/** The register's search against the simulated API: the debounced search text, the place, filter and overview, and the first search of a page load. */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InstallationSearch } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { createSessionFilterStorage } from "../../../src/api/sessionFilterStorage";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  SLOW,
  REGISTER,
  api,
  fetchSpy,
  eventually,
  serverPage,
  renderRegister,
  searches,
  table,
  rows,
  names,
  count,
  location,
  realSetTimeout,
  replaceApi,
  setUpRegisterSuite,
  choosePlace,
} from "./registerSuite";

setUpRegisterSuite();

describe("search", () => {
  it("searches 400 ms after the last keystroke, with the text in the URL, without blanking the table", async () => {
    // A server that takes its time: the earlier result must stay while it works.
    await replaceApi({ latencyMs: 50 });
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
    await choosePlace(user, "Linz", "4020 Linz");
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

  it("'Ort oder PLZ' says its search failed when the places come in the wrong shape", async () => {
    const { user } = await renderRegister();
    // The right places with the first post code a number (ADR 18).
    await api.addFault({
      path: "/natippc/api/assistant/searchPostCodeCity",
      mode: "wrong-type",
      times: 1,
    });
    await user.type(
      screen.getByRole("combobox", { name: "Ort oder PLZ" }),
      "Linz",
    );
    // What the live region announces.
    expect(
      await screen.findByText(
        "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
        { selector: "[role=status]" },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    // The register itself stands.
    expect(table()).toBeInTheDocument();
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
      screen.getByRole("radio", {
        name: "Anlagen meines Bundeslands (Oberösterreich)",
      }),
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
    await renderRoutes(ROUTES, { url, session: null, fetch });
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
    const storage = createSessionFilterStorage(sessionStorage);
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
