import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BranchenStats } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { overviewOptions } from "../../../src/features/start/OverviewChoice";
import { formatCount } from "../../../src/i18n/format";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type PersonaName,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

describe("overview options", () => {
  it("offers official to an authority with a Bundesland, owner to a registered user", () => {
    expect(
      overviewOptions({ userType: "AUTHORITY", bundeslandCode: "4" }),
    ).toEqual(["all", "official"]);
    expect(
      overviewOptions({ userType: "AUTHORITY", bundeslandCode: "0" }),
    ).toEqual(["all"]);
    expect(
      overviewOptions({ userType: "NATIPPC_REGISTERED", bundeslandCode: "0" }),
    ).toEqual(["all", "owner"]);
    expect(overviewOptions(undefined)).toEqual(["all"]);
  });
});

describe("start page against the simulated API", () => {
  let api: SimulatedApiHandle;
  beforeEach(() => {
    api = installSimulatedApi();
  });
  afterEach(async () => {
    await api.close();
  });

  async function renderPage(
    persona: PersonaName = "anonymous",
    fetch: typeof globalThis.fetch = api.fetch,
  ) {
    if (persona !== "anonymous") await api.loginAs(persona);
    const user = userEvent.setup();
    return {
      user,
      ...(await renderRoutes(ROUTES, { url: "/start", session: null, fetch })),
    };
  }

  const stats = async () =>
    (await (
      await api.fetch("/natippc/api/ippcInstallations/branchenStats")
    ).json()) as BranchenStats;

  /** A row is named by its cells' text, the row header first. */
  const rowOf = (table: HTMLElement, name: string) =>
    within(table).getByRole("row", { name: new RegExp(`^${name} `) });

  const figure = (name: string) => screen.getByRole("region", { name });

  it("introduces the register and shows the date of the last update", async () => {
    await renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Startseite" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "Über das Register" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Richtlinie 2010\/75\/EU über Industrieemissionen/),
    ).toBeInTheDocument();
    expect(await screen.findByText("01.10.2026")).toHaveAttribute(
      "datetime",
      "2026-10-01T06:00:00.000Z",
    );
    expect(screen.getByText(/^Datenstand:/)).toHaveTextContent(
      "Datenstand: 01.10.2026",
    );
  });

  it("shows the figures per sector and per Bundesland as chart and table with the same numbers", async () => {
    const expected = await stats();
    await renderPage();
    expect(
      await screen.findByText(
        `Insgesamt ${formatCount(expected.total)} Anlagen im Register.`,
      ),
    ).toBeInTheDocument();

    const lands = figure("Anlagen nach Bundesland");
    const chart = within(lands).getByRole("img");
    const table = within(lands).getByRole("table", {
      name: "Anlagen nach Bundesland",
    });
    for (const land of expected.byBundesland) {
      expect(chart).toHaveAccessibleName(
        expect.stringContaining(`${land.name} ${formatCount(land.count)}`),
      );
      const row = rowOf(table, land.name);
      expect(within(row).getAllByRole("cell")[0]).toHaveTextContent(
        formatCount(land.count),
      );
      expect(
        within(row).getByRole("link", { name: land.name }),
      ).toHaveAttribute("href", `/installations?bundesland=${land.code}`);
    }
    const sum = rowOf(table, "Gesamt");
    expect(sum).toHaveTextContent(`${formatCount(expected.total)}100,00 %`);

    const sectors = figure("Anlagen nach Sektor");
    const sectorTable = within(sectors).getByRole("table");
    for (const sector of expected.bySector) {
      const name = `${sector.code}. ${sector.label}`;
      expect(within(sectors).getByRole("img")).toHaveAccessibleName(
        expect.stringContaining(`${name} ${formatCount(sector.count)}`),
      );
      expect(within(sectorTable).getByRole("link", { name })).toHaveAttribute(
        "href",
        `/installations?activity=${sector.code}`,
      );
    }
  });

  it("shows the overdue site visits per Bundesland, each leading to them in the register", async () => {
    const expected = await stats();
    await renderPage();
    await screen.findByText(/^Insgesamt/);
    const overdue = figure("Überfällige Vor-Ort-Besichtigungen je Bundesland");
    const table = within(overdue).getByRole("table");
    const total = expected.byBundesland.reduce(
      (sum, land) => sum + land.overdueSiteVisits!,
      0,
    );
    expect(total).toBeGreaterThan(0);
    for (const land of expected.byBundesland) {
      const row = rowOf(table, land.name);
      expect(within(row).getAllByRole("cell")[0]).toHaveTextContent(
        formatCount(land.overdueSiteVisits!),
      );
      expect(
        within(row).getByRole("link", { name: land.name }),
      ).toHaveAttribute(
        "href",
        `/installations?bundesland=${land.code}&siteVisit=OVERDUE`,
      );
    }
    expect(rowOf(table, "Gesamt")).toHaveTextContent(
      `${formatCount(total)}100,00 %`,
    );
  });

  it("computes each share with two decimals", async () => {
    const expected = await stats();
    await renderPage();
    const table = await screen.findByRole("table", {
      name: "Anlagen nach Bundesland",
    });
    const land = expected.byBundesland[3]!;
    const row = rowOf(table, land.name);
    const share = ((land.count / expected.total) * 100)
      .toFixed(2)
      .replace(".", ",");
    expect(within(row).getAllByRole("cell")[1]).toHaveTextContent(`${share} %`);
  });

  describe("quick search", () => {
    // A submit handler that navigates starts a transition, and React then builds a FormData from
    // the form for its pending state; jest-fixed-jsdom's FormData (Node's) cannot read a form.
    const NodeFormData = globalThis.FormData;
    beforeAll(() => {
      globalThis.FormData = class extends NodeFormData {
        constructor() {
          super();
        }
      };
    });
    afterAll(() => {
      globalThis.FormData = NodeFormData;
    });

    it("searches the register from the quick search", async () => {
      const { user, router } = await renderPage();
      const search = await screen.findByRole("searchbox", {
        name: "Anlage, Betreiber, Ort oder Postleitzahl",
      });
      await user.type(search, "  Zementwerk Linz ");
      await user.click(screen.getByRole("button", { name: "Suchen" }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe("/installations"),
      );
      expect(new URLSearchParams(router.state.location.search).get("q")).toBe(
        "Zementwerk Linz",
      );
    });

    it("opens the whole register from an empty quick search, with Enter", async () => {
      const { user, router } = await renderPage();
      await user.type(await screen.findByRole("searchbox"), "{Enter}");
      await waitFor(() =>
        expect(router.state.location.pathname).toBe("/installations"),
      );
      expect(router.state.location.search).toBe("");
    });
  });

  it("links to the other pages", async () => {
    await renderPage();
    const pages = await screen.findByRole("region", {
      name: "Was finden Sie hier?",
    });
    expect(
      within(pages)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Anlagenregister", "/installations"],
      ["Umweltinspektion", "/environmental-inspection"],
      ["BVT-Schlussfolgerungen", "/bvt-conclusions"],
      ["Rechtsgrundlagen und Leitfäden", "/legal-bases-guidelines"],
      ["FAQ", "/faq"],
    ]);
  });

  it("offers no overview selection to anonymous visitors", async () => {
    await renderPage();
    await screen.findByText(/Insgesamt/);
    expect(
      screen.queryByRole("group", { name: "Übersicht" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("offers an owner all installations or their own, own by default", async () => {
    const { user } = await renderPage("owner");
    const group = await screen.findByRole("group", { name: "Übersicht" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["all", "owner"]);
    expect(
      within(group).getByRole("radio", { name: "Meine Anlagen" }),
    ).toBeChecked();
    expect(
      within(group).queryByRole("radio", { name: /Bundeslands/ }),
    ).not.toBeInTheDocument();
    const note = /das Anlagenregister zeigt Ihre Übersicht „Meine Anlagen“/;
    expect(await screen.findByText(note)).toBeInTheDocument();

    await user.click(
      within(group).getByRole("radio", { name: "Alle Anlagen" }),
    );
    expect(
      within(group).getByRole("radio", { name: "Alle Anlagen" }),
    ).toBeChecked();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it("offers an authority its Bundesland, named and chosen by default", async () => {
    await renderPage("authority");
    const group = await screen.findByRole("group", { name: "Übersicht" });
    await waitFor(() =>
      expect(
        within(group).getByRole("radio", {
          name: "Anlagen meines Bundeslands (Oberösterreich)",
        }),
      ).toBeChecked(),
    );
    expect(
      within(group).queryByRole("radio", { name: "Meine Anlagen" }),
    ).not.toBeInTheDocument();
  });

  describe("a Bundesland in the figures opens the register with all its installations", () => {
    async function follow(persona: PersonaName, name: string) {
      const { user, router } = await renderPage(persona);
      const group = await screen.findByRole("group", { name: "Übersicht" });
      await waitFor(() =>
        expect(
          within(group)
            .getAllByRole("radio")
            .find((radio) => (radio as HTMLInputElement).checked),
        ).not.toHaveAttribute("value", "all"),
      );
      const lands = await screen.findByRole("table", {
        name: "Anlagen nach Bundesland",
      });
      const expected = (await stats()).byBundesland.find(
        (land) => land.name === name,
      )!;
      await user.click(within(lands).getByRole("link", { name }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe("/installations"),
      );
      expect(
        await screen.findByText(
          `${formatCount(expected.count)} Anlagen gefunden`,
          undefined,
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
    }

    it("another Bundesland than the authority's own: the overview turns to all installations", async () => {
      await follow("authority", "Salzburg");
      expect(screen.queryByText("Keine Anlagen gefunden")).toBeNull();
      expect(screen.getByRole("radio", { name: "Alle Anlagen" })).toBeChecked();
    });

    it("the authority's own Bundesland: its own view stays", async () => {
      await follow("authority", "Oberösterreich");
      // The rows may come before the Bundesländer's names (a reference list): the choice is named
      // by its code until then.
      expect(
        await screen.findByRole("radio", {
          name: "Anlagen meines Bundeslands (Oberösterreich)",
        }),
      ).toBeChecked();
    });

    it("an owner: from 'Meine Anlagen' to all installations", async () => {
      await follow("owner", "Wien");
      expect(screen.getByRole("radio", { name: "Alle Anlagen" })).toBeChecked();
    });
  });

  it("shows the spinner for the figures only after 500 ms", async () => {
    await api.addFault({
      path: "/natippc/api/ippcInstallations/branchenStats",
      mode: "hang",
      times: 1,
    });
    await renderPage();
    await screen.findByRole("heading", { level: 1, name: "Startseite" });
    const spinner = () =>
      screen.queryByRole("status", { name: "Zahlen werden geladen …" });
    expect(spinner()).not.toBeInTheDocument();
    await waitFor(() => expect(spinner()).toBeInTheDocument());
    expect(screen.getByRole("searchbox")).toBeInTheDocument();
  });

  // Of the wrong shape (ADR 18): the figures with the first count a string, the date of the data
  // missing.
  it.each([
    ["500", "500"],
    ["wrong-type", "wrong-shape"],
  ] as const)(
    "says when the figures cannot be loaded, and loads them on retry (%s, %s)",
    async (figures, lastUpdate) => {
      await api.addFault({
        path: "/natippc/api/ippcInstallations/branchenStats",
        mode: figures,
        times: 1,
      });
      await api.addFault({
        path: "/natippc/api/ippcInstallations/lastUpdate",
        mode: lastUpdate,
        times: 1,
      });
      const { user } = await renderPage();
      const message = await screen.findByText(
        "Die Zahlen zum Register konnten nicht geladen werden.",
      );
      expect(
        screen.getAllByRole("alert").some((alert) => alert.contains(message)),
      ).toBe(true);
      expect(screen.getByText(/^Datenstand:/)).toHaveTextContent(
        "Datenstand: derzeit nicht verfügbar",
      );
      // The rest of the page is there.
      expect(screen.getByRole("searchbox")).toBeInTheDocument();
      expect(
        screen.getByRole("region", { name: "Was finden Sie hier?" }),
      ).toBeInTheDocument();

      await user.click(
        screen.getByRole("button", { name: "Erneut versuchen" }),
      );
      expect(
        await screen.findByRole("table", { name: "Anlagen nach Sektor" }),
      ).toBeInTheDocument();
    },
  );

  it("says when the register holds no installations", async () => {
    const empty: BranchenStats = { bySector: [], byBundesland: [], total: 0 };
    const fetch = jest.fn(
      async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes("/branchenStats")
          ? Response.json(empty)
          : api.fetch(input, init),
    );
    await renderPage("anonymous", fetch);
    expect(
      await screen.findByText(
        "Derzeit sind keine Anlagen im Register erfasst.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
