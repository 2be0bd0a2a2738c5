/** The register against the simulated API: loading and failure, phones' cards, the Excel and GIS exports. */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserTask } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { ANONYMOUS_EXPORTS_PER_CLIENT } from "../../../host-dev/api/limits";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  SLOW,
  REGISTER,
  api,
  fetchSpy,
  serverPage,
  renderRegister,
  setUpRegisterSuite,
} from "./registerSuite";

setUpRegisterSuite();

describe("loading and failure", () => {
  it("a slow search shows the spinner, never a blank page", async () => {
    await api.loginAs("anonymous");
    await api.addFault({ path: REGISTER, method: "POST", mode: "hang" });
    await renderRoutes(ROUTES, {
      url: "/installations",
      session: null,
      fetch: fetchSpy,
    });
    expect(
      await screen.findByRole("status", { name: "Wird geladen …" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("storage blocked by the browser: the register works, and says once that nothing is kept", async () => {
    const blocked = () => {
      throw new DOMException("Zugriff verweigert", "SecurityError");
    };
    const originals = (["localStorage", "sessionStorage"] as const).map(
      (kind) => [kind, Object.getOwnPropertyDescriptor(window, kind)] as const,
    );
    for (const [kind] of originals)
      Object.defineProperty(window, kind, { configurable: true, get: blocked });
    try {
      await api.loginAs("anonymous");
      await renderRoutes(ROUTES, {
        url: "/installations?q=Linz",
        session: null,
        fetch: fetchSpy,
      });
      expect(await screen.findByRole("table", {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByText("Schwerer Fehler")).not.toBeInTheDocument();
      expect(
        await screen.findAllByText(
          "Ihr Browser erlaubt dieser Seite keine lokale Speicherung. Ihre Einstellungen und Filter gelten daher nur, bis Sie die Seite verlassen.",
        ),
      ).toHaveLength(1);
    } finally {
      for (const [kind, descriptor] of originals)
        if (descriptor) Object.defineProperty(window, kind, descriptor);
    }
  });

  // wrong-type: the total a string, otherwise the right page (ADR 18).
  it.each(["500", "wrong-type"] as const)(
    "a failed search says so and 'Erneut versuchen' loads it (%s)",
    async (mode) => {
      await api.loginAs("anonymous");
      await api.addFault({
        path: REGISTER,
        method: "POST",
        mode,
        times: 1,
      });
      const user = userEvent.setup();
      await renderRoutes(ROUTES, {
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
      await user.click(
        screen.getByRole("button", { name: "Erneut versuchen" }),
      );
      expect(await screen.findByRole("table", {}, SLOW)).toBeInTheDocument();
      expect(
        screen.queryByText(/Die Anlagen konnten nicht geladen werden/),
      ).not.toBeInTheDocument();
    },
  );

  it.each(["500", "wrong-shape"] as const)(
    "failed filter metadata say so and can be loaded again (%s)",
    async (mode) => {
      await api.loginAs("anonymous");
      await api.addFault({
        path: "/natippc/api/filter/metadata",
        mode,
        times: 1,
      });
      const user = userEvent.setup();
      await renderRoutes(ROUTES, {
        url: "/installations",
        session: null,
        fetch: fetchSpy,
      });
      await screen.findByText(
        /Die Filterkriterien konnten nicht geladen werden/,
        undefined,
        SLOW,
      );
      await user.click(
        screen.getByRole("button", { name: "Erneut versuchen" }),
      );
      expect(await screen.findByRole("table", {}, SLOW)).toBeInTheDocument();
    },
  );
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
  /** The toast that says an Excel export has started. */
  const excelStarted = () =>
    screen.findByText(
      "Der Excel-Export wurde gestartet. Sie finden das Ergebnis unter „Aufträge“.",
      undefined,
      SLOW,
    );

  /** The requests that started an Excel export. */
  const excelPosts = () =>
    fetchSpy.mock.calls.filter(([input]) =>
      String(input).endsWith("/api/ippcInstallations/excel"),
    );

  /**
   * The owner's register with the user's data held back until `release()`: the list's filter is
   * not known meanwhile.
   */
  async function renderRegisterUserInfoHeld() {
    await api.loginAs("owner");
    let release: () => void = () => {};
    const userInfo = new Promise<void>((resolve) => (release = resolve));
    fetchSpy.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/auth/userInfo")) await userInfo;
      return api.fetch(input, init);
    });
    const user = userEvent.setup();
    const { queryClient } = await renderRoutes(ROUTES, {
      url: "/installations",
      session: null,
      fetch: fetchSpy,
    });
    return { user, release, queryClient };
  }

  async function tasksOfSession(): Promise<UserTask[]> {
    return (await (
      await api.fetch("/natippc/api/user-tasks")
    ).json()) as UserTask[];
  }

  it("a search that found nothing has nothing to export: both buttons are off until one finds some", async () => {
    const { user } = await renderRegister("owner", "/installations?q=xqzxqz");
    expect(screen.getByText("Keine Anlagen gefunden")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Excel-Export" }));
    for (const name of ["Excel-Export", "GIS-Export"])
      expect(screen.getByRole("button", { name })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    // The button says why, on focus as on hover.
    screen.getByRole("button", { name: "Excel-Export" }).focus();
    expect(await screen.findByRole("tooltip", {}, SLOW)).toHaveTextContent(
      "Nichts zu exportieren: Die Suche hat keine Anlagen gefunden.",
    );
    expect(
      screen.getByRole("button", { name: "Excel-Export" }),
    ).toHaveAccessibleDescription(
      "Nichts zu exportieren: Die Suche hat keine Anlagen gefunden.",
    );
    await user.keyboard("{Escape}");
    const excel = screen.getByRole("button", { name: "Excel-Export" });
    await user.click(
      screen.getByRole("button", { name: "Suche zurücksetzen" }),
    );
    await screen.findByText(/\d+ Anlagen gefunden/, undefined, SLOW);
    // Turned on, it is the same element: one element per control.
    expect(screen.getByRole("button", { name: "Excel-Export" })).toBe(excel);
    for (const name of ["Excel-Export", "GIS-Export"])
      expect(screen.getByRole("button", { name })).not.toHaveAttribute(
        "aria-disabled",
      );
    expect(excelPosts()).toHaveLength(0);
  });

  it("Excel: starts a task for the filtered list with a toast; the file is offered when done", async () => {
    const { user } = await renderRegister(
      "owner",
      "/installations?bundesland=9",
    );
    await user.click(screen.getByRole("radio", { name: "Alle Anlagen" }));
    await user.click(screen.getByRole("button", { name: "Excel-Export" }));

    expect(await excelStarted()).toBeInTheDocument();
    expect(excelPosts()).toHaveLength(1);
    const body = JSON.parse(String(excelPosts()[0]![1]?.body)) as object;
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

  it("Excel clicked before the list is known (the user's data on its way) starts once it is, once", async () => {
    const { user, release } = await renderRegisterUserInfoHeld();
    const excel = await screen.findByRole(
      "button",
      { name: "Excel-Export" },
      SLOW,
    );
    await user.click(excel);
    await user.click(excel);
    expect(excelPosts()).toHaveLength(0);
    // Not started yet, but the click is seen.
    expect(
      await screen.findByText("Der Excel-Export wird gestartet …"),
    ).toBeInTheDocument();

    release();
    expect(await excelStarted()).toBeInTheDocument();
    expect(excelPosts()).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByText("Der Excel-Export wird gestartet …"),
      ).not.toBeInTheDocument(),
    );
    expect(await tasksOfSession()).toHaveLength(1);
  });

  it("GIS, then Excel, before the list is known: both shown as under way, each started once", async () => {
    Object.assign(URL, {
      createObjectURL: jest.fn(() => "blob:anlagen"),
      revokeObjectURL: jest.fn(),
    });
    jest
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    const { user, release } = await renderRegisterUserInfoHeld();
    await user.click(
      await screen.findByRole("button", { name: "GIS-Export" }, SLOW),
    );
    await user.click(screen.getByRole("button", { name: "Excel-Export" }));
    expect(
      await screen.findByText("Der Excel-Export wird gestartet …"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Der GIS-Export wird erstellt …"),
    ).toBeInTheDocument();

    release();
    expect(await excelStarted()).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Die Datei „anlagen.geojson“ mit/,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(excelPosts()).toHaveLength(1);
    expect(
      fetchSpy.mock.calls.filter(([input]) =>
        String(input).endsWith("/api/ippcInstallations/gis"),
      ),
    ).toHaveLength(1);
  });

  it("an export waiting for the list, left for another page, starts nothing and keeps no later export back", async () => {
    const { user, release, queryClient } = await renderRegisterUserInfoHeld();
    await user.click(
      await screen.findByRole("button", { name: "Excel-Export" }, SLOW),
    );
    expect(
      await screen.findByText("Der Excel-Export wird gestartet …"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "FAQ" }));
    await screen.findByRole("heading", { level: 1, name: "FAQ" }, SLOW);
    release();
    await user.click(
      within(
        screen.getByRole("navigation", { name: "Hauptnavigation" }),
      ).getByRole("link", { name: "Anlagenregister" }),
    );
    await screen.findByRole("table", {}, SLOW);
    expect(excelPosts()).toHaveLength(0);
    // Nothing left pending behind the page that went (it would keep its code in memory).
    expect(queryClient.isMutating()).toBe(0);

    await user.click(screen.getByRole("button", { name: "Excel-Export" }));
    expect(await excelStarted()).toBeInTheDocument();
    expect(excelPosts()).toHaveLength(1);
  });

  it("a double click on 'Excel-Export' starts one export, even when the first is answered before the second click", async () => {
    const { user, queryClient } = await renderRegister();
    const button = screen.getByRole("button", { name: "Excel-Export" });
    await user.pointer({ keys: "[MouseLeft]", target: button });
    expect(await excelStarted()).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    // The double click's second click: the browser counts it in the event's `detail`.
    fireEvent.click(button, { detail: 2 });
    // An export asked for is under way at once, before its request.
    expect(queryClient.isMutating()).toBe(0);
    expect(excelPosts()).toHaveLength(1);
  });

  it("Excel for visitors: the download comes to the register, and 'Aufträge' holds the task too", async () => {
    const { user } = await renderRegister();
    await user.click(screen.getByRole("button", { name: "Excel-Export" }));
    expect(await excelStarted()).toBeInTheDocument();
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

  it("Excel refused for now (429): says when to try again, as the server said, and does not send it again", async () => {
    const { user } = await renderRegister();
    // The visitor's share of exports without a sign-in, used up in another tab.
    const token = api.cookies().get("XSRF-TOKEN") ?? "";
    for (let i = 0; i < ANONYMOUS_EXPORTS_PER_CLIENT; i++) {
      const started = await api.fetch(`${REGISTER}/excel`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token },
        body: "{}",
      });
      expect(started.status).toBe(202);
    }
    await user.click(screen.getByRole("button", { name: "Excel-Export" }));
    expect(
      await screen.findByText(
        "Es wurden zu viele Excel-Exporte gestartet. Bitte versuchen Sie es in 60 Minuten erneut.",
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(excelPosts()).toHaveLength(1);
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

  // wrong-type: the task's progress a string, otherwise the started task (ADR 18).
  it.each(["500", "wrong-type"] as const)(
    "a failed Excel export says so on the page (%s)",
    async (mode) => {
      const { user } = await renderRegister();
      await api.addFault({ path: `${REGISTER}/excel`, mode, times: 1 });
      await user.click(screen.getByRole("button", { name: "Excel-Export" }));
      expect(
        await screen.findByText(
          "Der Excel-Export konnte nicht gestartet werden.",
          undefined,
          SLOW,
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByText(/Der Excel-Export wurde gestartet/),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/Fehler-ID/)).not.toBeInTheDocument();
    },
  );

  it.each(["500", "wrong-shape"] as const)(
    "a failed GIS export says so on the page (%s)",
    async (mode) => {
      const { user } = await renderRegister();
      await api.addFault({ path: `${REGISTER}/gis`, mode, times: 1 });
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
    },
  );
});
