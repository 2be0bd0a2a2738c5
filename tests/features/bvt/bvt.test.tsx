import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BvtConclusion } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import {
  DEFAULT_SORT,
  dmsLink,
  filterConclusions,
  nextSort,
  sortConclusions,
} from "../../../src/features/bvt/bvtList";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

const bvt = (over: Partial<BvtConclusion>): BvtConclusion => ({
  id: "bvt-x",
  code: "X",
  title: "Titel",
  decision: "(EU) 2020/1",
  publicationDate: "2020-01-01",
  installationCount: 0,
  ...over,
});

describe("BAT conclusion list rules", () => {
  const list = [
    bvt({
      code: "LCP",
      title: "Großfeuerungsanlagen",
      decision: "(EU) 2021/2326",
      publicationDate: "2021-12-29",
      installationCount: 132,
    }),
    bvt({
      code: "IS",
      title: "Eisen- und Stahlerzeugung",
      decision: "2012/135/EU",
      publicationDate: "2012-03-08",
      installationCount: 5,
    }),
    bvt({
      code: "WBP",
      title: "Holzwerkstoffe",
      decision: "(EU) 2015/2119",
      publicationDate: "2015-11-24",
      installationCount: 14,
    }),
    bvt({
      code: "CWW",
      title: "Abwasser-/Abgasbehandlung",
      decision: "(EU) 2016/902",
      publicationDate: "2016-06-09",
      installationCount: 14,
    }),
  ];
  const codes = (items: BvtConclusion[]) => items.map((item) => item.code);

  it("sorts newest first by default, and by any column both ways", () => {
    expect(codes(sortConclusions(list, DEFAULT_SORT))).toEqual([
      "LCP",
      "CWW",
      "WBP",
      "IS",
    ]);
    expect(
      codes(sortConclusions(list, { field: "code", direction: "asc" })),
    ).toEqual(["CWW", "IS", "LCP", "WBP"]);
    expect(
      codes(sortConclusions(list, { field: "title", direction: "desc" })),
    ).toEqual(["WBP", "LCP", "IS", "CWW"]);
    // Decisions by year, then number: 2016/902 before 2021/2326, whatever the "(EU)" prefix.
    expect(
      codes(sortConclusions(list, { field: "decision", direction: "asc" })),
    ).toEqual(["IS", "WBP", "CWW", "LCP"]);
    // Equal counts fall back to the code.
    expect(
      codes(
        sortConclusions(list, { field: "installationCount", direction: "asc" }),
      ),
    ).toEqual(["IS", "CWW", "WBP", "LCP"]);
  });

  it("turns the direction on the sorted column, starts ascending on another", () => {
    expect(nextSort(DEFAULT_SORT, "publicationDate")).toEqual({
      field: "publicationDate",
      direction: "asc",
    });
    expect(nextSort({ field: "code", direction: "asc" }, "code")).toEqual({
      field: "code",
      direction: "desc",
    });
    expect(nextSort({ field: "code", direction: "desc" }, "title")).toEqual({
      field: "title",
      direction: "asc",
    });
  });

  it("filters by code, title and decision, case-insensitively", () => {
    expect(codes(filterConclusions(list, "lcp"))).toEqual(["LCP"]);
    expect(codes(filterConclusions(list, " stahl "))).toEqual(["IS"]);
    expect(codes(filterConclusions(list, "2015/"))).toEqual(["WBP"]);
    expect(filterConclusions(list, "")).toHaveLength(4);
  });

  it("fills every {id} of the DMS link template", () => {
    expect(dmsLink("/dms/{id}?doc={id}", "bvt-lcp")).toBe(
      "/dms/bvt-lcp?doc=bvt-lcp",
    );
    expect(dmsLink("/dms/{id}", "a b/c")).toBe("/dms/a%20b%2Fc");
  });
});

describe("'BVT-Schlussfolgerungen' page against the simulated API", () => {
  let api: SimulatedApiHandle;
  beforeEach(() => {
    api = installSimulatedApi();
  });
  afterEach(async () => {
    await api.close();
  });

  async function renderPage(fetch: typeof globalThis.fetch = api.fetch) {
    const user = userEvent.setup();
    return {
      user,
      ...(await renderRoutes(ROUTES, {
        url: "/bvt-conclusions",
        session: null,
        fetch,
      })),
    };
  }

  const table = () =>
    screen.findByRole("table", { name: /BVT-Schlussfolgerungen$/ });
  /** A row is named by its cells' text, the code first. */
  const rowOf = (code: string) =>
    screen.getByRole("row", { name: new RegExp(`^${code} `) });
  const firstCodes = () =>
    screen
      .getAllByRole("rowheader")
      .slice(0, 3)
      .map((cell) => cell.textContent);

  it("lists all conclusions with decision, date and count, newest first", async () => {
    await renderPage();
    const list = await table();
    expect(list).toHaveAccessibleName("22 BVT-Schlussfolgerungen");
    expect(
      within(list)
        .getAllByRole("columnheader")
        .map((th) => th.textContent?.replace(/\u00AD/g, "")),
    ).toEqual([
      "Kürzel",
      "Titel",
      "Durchführungsbeschluss",
      "Veröffentlichung",
      "Anlagen",
      "Anpassung der Genehmigungen",
    ]);
    expect(firstCodes()).toEqual(["SF", "SA", "TXT"]);
    const lcp = within(rowOf("LCP"));
    lcp.getByText("Großfeuerungsanlagen");
    lcp.getByText("(EU) 2021/2326");
    lcp.getByText("29.12.2021");
  });

  it("links the count into the register filtered by the conclusion", async () => {
    const listed = (await (
      await api.fetch("/natippc/api/bvt/list")
    ).json()) as BvtConclusion[];
    const lcpCount = listed.find(
      (item) => item.code === "LCP",
    )!.installationCount;
    await renderPage();
    await table();
    const link = within(rowOf("LCP")).getByRole("link", {
      name: `${lcpCount} Anlagen mit BVT-Schlussfolgerungen LCP im Anlagenregister anzeigen`,
    });
    expect(link).toHaveAttribute("href", "/installations?bvt=LCP");
  });

  it("names one installation in the singular", async () => {
    const listed = (await (
      await api.fetch("/natippc/api/bvt/list")
    ).json()) as BvtConclusion[];
    const single = listed.find((item) => item.installationCount === 1);
    // The simulated register has conclusions with a single installation.
    expect(single).toBeDefined();
    await renderPage();
    await table();
    expect(
      within(rowOf(single!.code)).getByRole("link", {
        name: `1 Anlage mit BVT-Schlussfolgerungen ${single!.code} im Anlagenregister anzeigen`,
      }),
    ).toHaveAttribute("href", `/installations?bvt=${single!.code}`);
  });

  it("gives each conclusion its reconsideration deadline and leads to its installations by state", async () => {
    const listed = (await (
      await api.fetch("/natippc/api/bvt/list")
    ).json()) as BvtConclusion[];
    const lcp = listed.find((item) => item.code === "LCP")!;
    await renderPage();
    await table();
    const row = within(rowOf("LCP"));
    // IED Art. 21(3): four years after publication (29.12.2021).
    row.getByText("Frist bis 29.12.2025");
    const states = {
      ADAPTED: "Fristgerecht angepasst",
      ADAPTED_LATE: "Verspätet angepasst",
      OPEN: "Offen",
      OVERDUE: "Überfällig",
    } as const;
    let links = 0;
    for (const [state, label] of Object.entries(states) as [
      keyof typeof states,
      string,
    ][]) {
      const count = lcp.reconsideration!.installations[state];
      const link = row.queryByRole("link", {
        name: `${label}: ${count} ${count === 1 ? "Anlage" : "Anlagen"} mit BVT-Schlussfolgerungen LCP im Anlagenregister anzeigen`,
      });
      if (count === 0) {
        expect(link).not.toBeInTheDocument();
        continue;
      }
      links++;
      expect(link).toHaveAttribute(
        "href",
        `/installations?bvt=LCP&batReconsideration=${state}`,
      );
    }
    expect(links).toBeGreaterThan(1);
  });

  it("offers the PDF and the DMS link (new tab, no referrer)", async () => {
    await renderPage();
    await table();
    const row = within(rowOf("LCP"));
    const pdf = row.getByRole("link", { name: "LCP: PDF herunterladen" });
    expect(pdf).toHaveAttribute("href", "/natippc/api/bvt/getFile/bvt-lcp");
    expect(pdf).toHaveAttribute("download");
    const dms = row.getByRole("link", {
      name: "LCP: Im DMS öffnen (öffnet in neuem Tab)",
    });
    expect(dms).toHaveAttribute("href", "/natippc/api/bvt/getFile/bvt-lcp");
    expect(dms).toHaveAttribute("target", "_blank");
    expect(dms).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("leaves the DMS link out when its template cannot be read", async () => {
    await api.addFault({
      path: "/natippc/api/config/edmLinkTemplateBvtDmsDocument",
      mode: "500",
      times: 1,
    });
    await renderPage();
    await table();
    expect(
      within(rowOf("LCP")).getByRole("link", {
        name: "LCP: PDF herunterladen",
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: /Im DMS öffnen/ }),
    ).not.toBeInTheDocument();
  });

  it("sorts by a column header, both ways, and says so in aria-sort", async () => {
    const { user } = await renderPage();
    await table();
    const header = (name: RegExp) => screen.getByRole("columnheader", { name });
    expect(header(/Veröffent/)).toHaveAttribute("aria-sort", "descending");

    await user.click(screen.getByRole("button", { name: "Kürzel" }));
    expect(header(/Kürzel/)).toHaveAttribute("aria-sort", "ascending");
    expect(header(/Veröffent/)).not.toHaveAttribute("aria-sort");
    expect(firstCodes()).toEqual(["CAK", "CLM", "CWW"]);

    await user.click(screen.getByRole("button", { name: "Kürzel" }));
    expect(header(/Kürzel/)).toHaveAttribute("aria-sort", "descending");
    expect(firstCodes()).toEqual(["WT", "WI", "WGC"]);
  });

  it("searches the list and announces the count", async () => {
    const { user } = await renderPage();
    await table();
    await user.type(
      screen.getByRole("searchbox", {
        name: "BVT-Schlussfolgerungen durchsuchen",
      }),
      "abfall",
    );
    expect(screen.getByRole("table")).toHaveAccessibleName(
      "2 von 22 BVT-Schlussfolgerungen",
    );
    expect(
      screen.getAllByRole("rowheader").map((cell) => cell.textContent),
    ).toEqual(["WI", "WT"]);
    expect(
      screen.getByText("2 von 22 BVT-Schlussfolgerungen", {
        selector: "[role=status]",
      }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox"), "xyz");
    expect(
      screen.getByText("Keine BVT-Schlussfolgerung passt zum Suchbegriff."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("creates a document with progress and a success toast, then offers its download", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = jest.fn(
      async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes("/bvt/createDocument")) await held;
        return api.fetch(input, init);
      },
    );
    const { user } = await renderPage(fetch);
    await table();
    const create = within(rowOf("LCP")).getByRole("button", {
      name: "LCP: Dokument erstellen",
    });
    await user.click(create);
    expect(create).toHaveAccessibleName("LCP: Dokument wird erstellt …");
    expect(create).toHaveAttribute("aria-disabled", "true");
    expect(
      String(
        fetch.mock.calls.find(([input]) =>
          String(input).includes("createDocument"),
        )?.[0],
      ),
    ).toContain("code=LCP");

    release();
    expect(
      await screen.findByText("Das Dokument zu LCP wurde erstellt."),
    ).toBeInTheDocument();
    const created = within(rowOf("LCP")).getByRole("link", {
      name: "LCP: Erstelltes Dokument herunterladen",
    });
    expect(created).toHaveAttribute("href", "/natippc/api/bvt/getFile/bvt-lcp");
    expect(created).toHaveAttribute("download");
    expect(create).toHaveAccessibleName("LCP: Dokument erstellen");
  });

  // wrong-shape: an answer without the document's id (ADR 18).
  it.each(["500", "wrong-shape"] as const)(
    "says so in a toast when a document cannot be created, and only there (%s)",
    async (mode) => {
      await api.addFault({
        path: "/natippc/api/bvt/createDocument",
        mode,
        times: 1,
      });
      const { user } = await renderPage();
      await table();
      await user.click(
        within(rowOf("IS")).getByRole("button", {
          name: "IS: Dokument erstellen",
        }),
      );
      expect(
        await screen.findByText(
          "Das Dokument zu IS konnte nicht erstellt werden.",
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole("link", { name: /Erstelltes Dokument/ }),
      ).not.toBeInTheDocument();
      // The page handles it: the frame's generic error box stays out of it.
      expect(
        screen.queryByRole("dialog", { name: "Unerwarteter Fehler" }),
      ).not.toBeInTheDocument();
      expect(
        screen.queryByText(/Es ist ein unerwarteter Fehler aufgetreten/),
      ).not.toBeInTheDocument();
    },
  );

  it("shows the spinner only after 500 ms while the list loads", async () => {
    await api.addFault({
      path: "/natippc/api/bvt/list",
      mode: "hang",
      times: 1,
    });
    await renderPage();
    await screen.findByRole("heading", {
      level: 1,
      name: "BVT-Schlussfolgerungen",
    });
    const spinner = () =>
      screen.queryByRole("status", {
        name: "BVT-Schlussfolgerungen werden geladen …",
      });
    expect(spinner()).not.toBeInTheDocument();
    await waitFor(() => expect(spinner()).toBeInTheDocument());
  });

  // wrong-type: the first conclusion's installation count a string (ADR 18).
  it.each(["500", "wrong-type"] as const)(
    "says the list could not be loaded, and loads it on retry (%s)",
    async (mode) => {
      await api.addFault({
        path: "/natippc/api/bvt/list",
        mode,
        times: 1,
      });
      const { user } = await renderPage();
      const message = await screen.findByText(
        "Die BVT-Schlussfolgerungen konnten nicht geladen werden.",
      );
      expect(
        screen.getAllByRole("alert").some((alert) => alert.contains(message)),
      ).toBe(true);
      await user.click(
        screen.getByRole("button", { name: "Erneut versuchen" }),
      );
      expect(await table()).toHaveAccessibleName("22 BVT-Schlussfolgerungen");
    },
  );

  it("says when there are no conclusions", async () => {
    const fetch = jest.fn(
      async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes("/bvt/list")
          ? Response.json([])
          : api.fetch(input, init),
    );
    await renderPage(fetch);
    expect(
      await screen.findByText(
        "Es sind keine BVT-Schlussfolgerungen vorhanden.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
