/** The register's result table against the simulated API: columns, sorting on the server, paging. */
import { screen, waitFor, within } from "@testing-library/react";
import { ROUTES } from "../../../src/app/routes";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  SLOW,
  REGISTER,
  api,
  fetchSpy,
  serverPage,
  renderRegister,
  searches,
  requestsTo,
  table,
  rows,
  names,
  count,
  header,
  location,
  setUpRegisterSuite,
} from "./registerSuite";

setUpRegisterSuite();

describe("the result table", () => {
  it("asks for the filter's metadata and the first page once, started with the page's code", async () => {
    await api.loginAs("anonymous");
    await renderRoutes(ROUTES, {
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
    await renderRoutes(ROUTES, { url: "/installations", fetch: fetchSpy });
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
      Array(9).fill("col"),
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
      "Nächste Vor-Ort-Besichtigung",
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

  it("marks a site visit that is overdue; the filter finds exactly those", async () => {
    await renderRegister(
      "anonymous",
      "/installations?siteVisit=OVERDUE&sort=nextSiteVisitDue",
    );
    const { items } = await serverPage({
      criteria: { siteVisit: ["OVERDUE"] },
      sort: { field: "nextSiteVisitDue", direction: "asc" },
    });
    expect(items.length).toBeGreaterThan(0);
    expect(names()).toEqual(items.map((item) => item.name));
    const overdue = items[0]!;
    const [year, month, day] = overdue.nextSiteVisitDue!.split("-");
    const cells = within(rows()[0]!).getAllByRole("cell");
    expect(cells.at(-1)).toHaveTextContent(`${day}.${month}.${year}Überfällig`);
    for (const row of rows())
      expect(within(row).getAllByRole("cell").at(-1)).toHaveTextContent(
        /Überfällig$/,
      );
  });

  it("leaves a site visit in time unmarked", async () => {
    await renderRegister(
      "anonymous",
      "/installations?siteVisit=ON_TIME&status=IN_OPERATION",
    );
    const { items } = await serverPage({
      criteria: { siteVisit: ["ON_TIME"], status: ["IN_OPERATION"] },
    });
    expect(names()).toEqual(items.map((item) => item.name));
    for (const [k, row] of rows().entries()) {
      const [year, month, day] = items[k]!.nextSiteVisitDue!.split("-");
      expect(within(row).getAllByRole("cell").at(-1)).toHaveTextContent(
        new RegExp(`^${day}\\.${month}\\.${year}$`),
      );
    }
  });

  it("offers the whole result as open data at addresses that carry the search", async () => {
    const { user } = await renderRegister(
      "anonymous",
      "/installations?q=werk&bundesland=4&sort=bundesland&dir=desc&page=2",
    );
    const block = screen.getByRole("button", { name: "Offene Daten" });
    expect(block).toHaveAttribute("aria-expanded", "false");
    await user.click(block);
    const query = "q=werk&bundesland=4&sort=bundesland&dir=desc";
    expect(
      await screen.findByRole("link", { name: "CSV herunterladen" }),
    ).toHaveAttribute(
      "href",
      `/natippc/api/opendata/installations.csv?${query}`,
    );
    expect(
      screen.getByRole("link", { name: "JSON herunterladen" }),
    ).toHaveAttribute(
      "href",
      `/natippc/api/opendata/installations.json?${query}`,
    );
    expect(
      screen.getByText(/^Lizenz: Creative Commons Namensnennung 4\.0/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lizenztext" })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/deed.de",
    );
    // Every column is described.
    const terms = screen
      .getAllByRole("term")
      .map((term) => term.textContent)
      .filter((text) => text?.includes("(JSON: "));
    expect(terms).toHaveLength(21);
    expect(terms).toContain(
      "Nächste Vor-Ort-Besichtigung fällig bis (JSON: siteVisitDue)",
    );
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
