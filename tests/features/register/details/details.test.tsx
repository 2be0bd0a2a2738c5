import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type {
  BvtConclusion,
  InstallationDetails,
  InstallationPage,
} from "../../../../src/api/types";
import { daysBetween, viennaDate } from "../../../../src/api/deadlines";
import { ROUTES } from "../../../../src/app/routes";
import { formatDate } from "../../../../src/i18n/format";
import { renderRoutes } from "../../../utils/renderRoutes";
import {
  installSimulatedApi,
  type PersonaName,
  type SimulatedApiHandle,
} from "../../../utils/simulated-fetch";

/** One of the installations the owner persona is registered for (the owner's overview). */
const OWN_ID = "AT-IPPC-000376";
/** An installation the owner is not registered for. */
const OTHER_ID = "AT-IPPC-000001";
const API = "/natippc/api";

jest.setTimeout(20_000);

let api: SimulatedApiHandle;
let fetchSpy: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;

beforeEach(() => {
  api = installSimulatedApi();
  fetchSpy = jest.fn(api.fetch);
});
afterEach(async () => {
  await api.close();
});

async function get<T>(path: string): Promise<T> {
  const response = await api.fetch(`${API}${path}`);
  return (await response.json()) as T;
}

async function renderDetails(
  persona: PersonaName,
  id = OWN_ID,
  options: { fakeTimers?: boolean } = {},
) {
  await api.loginAs(persona);
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {},
  );
  const view = await renderRoutes(ROUTES, {
    url: `/installations/${id}`,
    session: null,
    fetch: fetchSpy,
  });
  return { user, ...view };
}

/** The page has loaded the installation: its name is the h1. */
/**
 * The page has loaded the installation: its name is the h1, and the sections further down, which
 * follow the first ones in a deferred render, are there.
 */
async function loaded(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole(
    "heading",
    { level: 1, name },
    { timeout: 5000 },
  );
  await screen.findByRole("heading", { level: 2, name: "Umweltinspektionen" });
  return heading;
}

/** Requests the page made whose path contains `part`. */
const requests = (part: string) =>
  fetchSpy.mock.calls
    .map(([input]) => String(input instanceof Request ? input.url : input))
    .filter((url) => url.includes(part));

/** The value of a definition-list term inside `scope`: every term has one definition, in order. */
function fact(scope: HTMLElement, term: string): string {
  const terms = within(scope).getAllByRole("term");
  const index = terms.findIndex((dt) => dt.textContent === term);
  if (index < 0) throw new Error(`No term ${term}`);
  return within(scope).getAllByRole("definition")[index]?.textContent ?? "";
}

/** A section's content, by its heading (the toggle button inside the h2). */
function section(name: string | RegExp): HTMLElement {
  const heading = screen.getByRole("heading", { level: 2, name });
  const panelId = within(heading)
    .getByRole("button")
    .getAttribute("aria-controls");
  // eslint-disable-next-line testing-library/no-node-access -- aria-controls points at the section's panel
  const panel = document.getElementById(panelId ?? "");
  if (!panel) throw new Error(`No panel for ${String(name)}`);
  return panel;
}

function expectNewTab(link: HTMLElement) {
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

describe("installation details against the simulated API", () => {
  it("asks for the installation and the notice above it once, while the page's code loads", async () => {
    const details = await get<InstallationDetails>(
      `/ippcInstallations/${OWN_ID}`,
    );
    // The details page's code arrives when the test says, as on a slow network.
    let release: () => void = () => {};
    const codeArrives = new Promise<void>((resolve) => (release = resolve));
    const routes = ROUTES.map((route) =>
      route.path === "installations"
        ? {
            ...route,
            children: route.children?.map((child) => ({
              ...child,
              load: () => codeArrives.then(() => child.load!()),
            })),
          }
        : route,
    );
    await api.loginAs("anonymous");
    await renderRoutes(routes, {
      url: `/installations/${OWN_ID}`,
      session: null,
      fetch: fetchSpy,
      prefetch: true,
    });
    await waitFor(() =>
      expect(requests(`/ippcInstallations/${OWN_ID}`)).toHaveLength(1),
    );
    expect(requests("/uitemplate/installation-details-notice")).toHaveLength(1);

    release();
    await loaded(details.name);
    expect(
      screen.getByText(/Die Angaben zu dieser Anlage werden/),
    ).toBeInTheDocument();
    // The page finds both answered: it does not ask again.
    expect(requests(`/ippcInstallations/${OWN_ID}`)).toHaveLength(1);
    expect(requests("/uitemplate/installation-details-notice")).toHaveLength(1);
  });

  it("shows every section with the installation's data (anonymous)", async () => {
    const details = await get<InstallationDetails>(
      `/ippcInstallations/${OWN_ID}`,
    );
    await renderDetails("anonymous");
    await loaded(details.name);
    expect(document.title).toBe(`${details.name} – IPPC Austria`);
    screen.getByText(`Anlagen-ID ${OWN_ID} · In Betrieb`);

    const overview = section("Überblick");
    expect(fact(overview, "Bezeichnung")).toBe(details.name);
    expect(fact(overview, "Anlagen-ID")).toBe(OWN_ID);
    expect(fact(overview, "Status")).toBe("In Betrieb");
    expect(fact(overview, "E-PRTR-Kennung")).toBe(details.eprtrId);
    expect(fact(overview, "Zuständige Behörde")).toBe(
      details.competentAuthority,
    );
    expect(fact(overview, "Letzte Umweltinspektion")).toBe(
      formatDate(details.lastInspection),
    );
    expect(fact(overview, "Zuletzt geändert")).toMatch(
      new RegExp(`^${formatDate(details.lastModified)}`),
    );
    const edm = await within(overview).findByRole("link", {
      name: /Im EDM anzeigen/,
    });
    expect(edm).toHaveAttribute("href", `/portal/anlagen/${OWN_ID}`);
    expectNewTab(edm);

    const operator = section("Betreiber");
    expect(fact(operator, "Name")).toBe(details.operator.name);
    expect(fact(operator, "Rechtsform")).toBe(details.operator.legalForm);
    expect(fact(operator, "Anschrift")).toBe(
      `${details.operator.address.street}${details.operator.address.postcode} ${details.operator.address.municipality}`,
    );
    expect(fact(operator, "Firmenbuchnummer")).toBe(
      details.operator.companyRegisterNumber,
    );

    const location = section("Standort");
    expect(fact(location, "Anschrift")).toBe(details.address.street);
    expect(fact(location, "Postleitzahl und Gemeinde")).toBe(
      `${details.address.postcode} ${details.address.municipality}`,
    );
    expect(fact(location, "Gemeindekennziffer")).toBe(
      details.address.municipalityCode,
    );
    expect(fact(location, "Politischer Bezirk")).toBe(
      `${details.bezirk.name} (${details.bezirk.code})`,
    );
    expect(fact(location, "Bundesland")).toBe(details.bundesland.name);
    // de-DE decimals: 48.0101 → 48,01010
    expect(fact(location, "Koordinaten (WGS 84)")).toContain(
      "48,01010° nördliche Breite, 16,10996° östliche Länge",
    );
    const map = within(location).getByRole("link", { name: /OpenStreetMap/ });
    expect(map.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=48.0101&mlon=16.10996#map=16/48.0101/16.10996",
    );
    expectNewTab(map);

    const activities = section(/Tätigkeiten nach Anhang I/);
    expect(fact(activities, "Haupttätigkeit")).toBe(
      `${details.mainActivity.code} ${details.mainActivity.label}`,
    );
    // A read-only field without value (SPEC §5).
    expect(fact(activities, "Weitere Tätigkeiten")).toBe("keine Eingabe");

    const bvt = section("Anwendbare BVT-Schlussfolgerungen");
    await within(bvt).findByText(textContent("SF Schmieden und Gießereien"));
    within(bvt).getByText(
      "Durchführungsbeschluss (EU) 2024/2974 vom 06.12.2024",
    );
    expect(
      within(bvt).getByRole("link", { name: /Dokument herunterladen/ }),
    ).toHaveAttribute("href", `${API}/bvt/getFile/bvt-sf`);
    expect(
      within(bvt).getByRole("link", { name: "Alle BVT-Schlussfolgerungen" }),
    ).toHaveAttribute("href", "/bvt-conclusions");

    const permits = section("Genehmigungen");
    const permitTable = within(permits).getByRole("table", {
      name: "Genehmigungen der Anlage (6), neueste zuerst",
    });
    const permitRows = within(permitTable).getAllByRole("row");
    expect(permitRows).toHaveLength(details.permits.length + 1);
    const [first] = details.permits;
    expect(
      within(permitRows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([formatDate(first!.date), first!.subject, first!.authority]);
    within(permitRows[1]!).getByRole("rowheader", { name: first!.reference });
    expect(
      within(permitTable).queryByRole("columnheader", { name: "Bescheid" }),
    ).not.toBeInTheDocument();
    const content = await within(permits).findByRole("link", {
      name: /Genehmigungsinhalte öffnen/,
    });
    expect(content).toHaveAttribute(
      "href",
      `${API}/genehmigungsinhalte/document/${OWN_ID}`,
    );
    expectNewTab(content);

    const inspections = section("Umweltinspektionen");
    // IED Art. 23(4): the risk class sets the interval; the due day is the last planned visit plus it.
    const years = { HIGH: 1, MEDIUM: 2, LOW: 3 }[details.riskClass!];
    expect(fact(inspections, "Risikoklasse")).toBe(
      `${{ HIGH: "hoch", MEDIUM: "mittel", LOW: "gering" }[details.riskClass!]} (Vor-Ort-Besichtigung mindestens ${years === 1 ? "jährlich" : `alle ${years} Jahre`})`,
    );
    expect(fact(inspections, "Letzte planmäßige Vor-Ort-Besichtigung")).toBe(
      formatDate(details.lastInspection),
    );
    const due = `${Number(details.lastInspection!.slice(0, 4)) + years}${details.lastInspection!.slice(4)}`;
    expect(details.nextSiteVisitDue).toBe(due);
    expect(
      fact(inspections, "Nächste Vor-Ort-Besichtigung fällig bis"),
    ).toMatch(new RegExp(`^${formatDate(due).replaceAll(".", "\\.")}`));
    const inspectionTable = within(inspections).getByRole("table", {
      name: `Umweltinspektionen der Anlage (${details.inspections.length}), neueste zuerst`,
    });
    const inspectionRows = within(inspectionTable).getAllByRole("row");
    expect(inspectionRows).toHaveLength(details.inspections.length + 1);
    const latest = details.inspections[0]!;
    within(inspectionRows[1]!).getByRole("rowheader", {
      name: formatDate(latest.date),
    });
    expect(
      within(inspectionRows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["planmäßig", latest.authority, latest.findings]);

    // Not registered: no document folder, and nobody asked for it.
    expect(
      screen.queryByRole("heading", { name: "Ihre Dokumente" }),
    ).not.toBeInTheDocument();
    expect(requests("isRegisteredForIppcInstallation")).toHaveLength(0);
    expect(requests("dmsContainer")).toHaveLength(0);
  });

  it("lists weitere Tätigkeiten and several BAT conclusions where the installation has them", async () => {
    await api.loginAs("anonymous");
    const page = (await (
      await api.fetch(`${API}/ippcInstallations`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-XSRF-TOKEN": await xsrf(),
        },
        body: JSON.stringify({ pageSize: 500 }),
      })
    ).json()) as { items: { id: string }[] };
    let details: InstallationDetails | undefined;
    for (const { id } of page.items) {
      const candidate = await get<InstallationDetails>(
        `/ippcInstallations/${id}`,
      );
      if (candidate.activities.length > 1 && candidate.bvtCodes.length > 1) {
        details = candidate;
        break;
      }
    }
    if (!details) throw new Error("No installation with several activities");
    const list = await get<BvtConclusion[]>("/bvt/list");

    await renderDetails("anonymous", details.id);
    await loaded(details.name);
    const others = within(section(/Tätigkeiten nach Anhang I/)).getAllByRole(
      "listitem",
    );
    expect(others.map((li) => li.textContent)).toEqual(
      details.activities
        .filter((a) => a.code !== details.mainActivity.code)
        .map((a) => `${a.code} ${a.label}`),
    );
    const bvt = section("Anwendbare BVT-Schlussfolgerungen");
    for (const code of details.bvtCodes) {
      const title = list.find((b) => b.code === code)!.title;
      await within(bvt).findByText(textContent(`${code} ${title}`));
    }
  });

  it("fills the report-request mail template and the EDM template with the installation", async () => {
    const template = await (
      await api.fetch(`${API}/config/mailtoTemplateVorlageUiBericht`)
    ).text();
    await renderDetails("anonymous");
    await loaded("Gießerei Berndorf");
    const mail = await within(section("Umweltinspektionen")).findByRole(
      "link",
      { name: /Inspektionsbericht anfordern/ },
    );
    expect(mail.getAttribute("href")).toBe(template.replaceAll("{id}", OWN_ID));
    expect(mail.getAttribute("href")).toMatch(
      /^mailto:\?subject=Vorlage%20Umweltinspektionsbericht%20AT-IPPC-000376&body=/,
    );
  });

  it("shows the registered owner the document folders, resolving document types in one batch call", async () => {
    const [permits, reports] = await Promise.all(
      ["genehmigungen", "inspektionen"].map(async (folder) => {
        await api.loginAs("owner");
        return get<{ documents: { id: string; name: string }[] }>(
          `/assistant/dmsContainer/${OWN_ID}/${folder}`,
        );
      }),
    );
    await renderDetails("owner");
    await loaded("Gießerei Berndorf");

    await screen.findByRole("heading", { level: 2, name: "Ihre Dokumente" });
    const block = section("Ihre Dokumente");
    const permitTable = await within(block).findByRole("table", {
      name: `Genehmigungsbescheide (${permits!.documents.length})`,
    });
    const reportTable = within(block).getByRole("table", {
      name: `Umweltinspektionsberichte (${reports!.documents.length})`,
    });
    const firstPermit = permits!.documents[0]!;
    const link = within(permitTable).getByRole("link", {
      name: firstPermit.name,
    });
    expect(link).toHaveAttribute(
      "href",
      `${API}/assistant/dmsContainer/download/${OWN_ID}/${firstPermit.id}`,
    );
    expect(link).toHaveAttribute("download", firstPermit.name);
    await waitFor(() =>
      expect(
        within(permitTable).getAllByText("Genehmigungsbescheid"),
      ).toHaveLength(permits!.documents.length),
    );
    expect(
      within(reportTable).getAllByText("Umweltinspektionsbericht"),
    ).toHaveLength(reports!.documents.length);

    expect(requests("/batch/resolveDocumentType")).toEqual([
      `${API}/assistant/dmsContainer/batch/resolveDocumentType?ids=BESCHEID%2CUI_BERICHT`,
    ]);
    expect(requests("/resolveDocumentType/")).toHaveLength(0);
    expect(requests("/dmsContainer/")).toHaveLength(3);

    // The permit and inspection tables offer the decisions and reports of the folder.
    const permitRows = within(
      within(section("Genehmigungen")).getByRole("table"),
    ).getAllByRole("row");
    expect(
      within(permitRows[1]!).getByRole("link", {
        name: "Herunterladen (Bescheid BHBA-2021-82974/22)",
      }),
    ).toHaveAttribute(
      "href",
      `${API}/assistant/dmsContainer/download/${OWN_ID}/DOC-000376-6`,
    );
    const inspectionRows = within(
      within(section("Umweltinspektionen")).getByRole("table"),
    ).getAllByRole("row");
    expect(
      within(inspectionRows[1]!).getByRole("link", {
        name: "Herunterladen (Inspektionsbericht vom 13.12.2025)",
      }),
    ).toHaveAttribute(
      "href",
      `${API}/assistant/dmsContainer/download/${OWN_ID}/UI-AT-IPPC-000376-I01`,
    );

    // The download answers with the PDF.
    const download = await api.fetch(link.getAttribute("href")!);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
  });

  it.each([
    ["owner", OTHER_ID],
    ["authority", OWN_ID],
  ] as const)(
    "shows no documents to %s for an installation they are not registered for",
    async (persona, id) => {
      const details = await get<InstallationDetails>(
        `/ippcInstallations/${id}`,
      );
      await renderDetails(persona, id);
      await loaded(details.name);
      await waitFor(() =>
        expect(requests("isRegisteredForIppcInstallation")).toHaveLength(1),
      );
      // Let the (false) answer arrive and render.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(
        screen.queryByRole("heading", { name: "Ihre Dokumente" }),
      ).not.toBeInTheDocument();
      expect(requests("dmsContainer")).toHaveLength(0);
    },
  );

  it.each(["AT-IPPC-999999", "keine-anlage"])(
    "shows the 404 page for %s",
    async (id) => {
      await renderDetails("anonymous", id);
      await screen.findByRole("heading", {
        level: 1,
        name: "Objekt nicht gefunden (Fehler 404)",
      });
    },
  );

  // wrong-type: the installation with its latitude a string (ADR 18).
  it.each(["500", "wrong-type"] as const)(
    "shows the content failure with a retry that loads the installation (%s)",
    async (mode) => {
      await api.addFault({
        path: `${API}/ippcInstallations/${OWN_ID}`,
        mode,
        times: 1,
      });
      const { user } = await renderDetails("anonymous");
      await screen.findByText(
        alert("Die Information ist derzeit nicht verfügbar."),
      );
      screen.getByRole("heading", { level: 1, name: "Anlagendetails" });
      expect(
        screen.getByRole("link", { name: /Zurück zum Anlagenregister/ }),
      ).toHaveAttribute("href", "/installations");
      await user.click(
        screen.getByRole("button", { name: "Erneut versuchen" }),
      );
      await loaded("Gießerei Berndorf");
    },
  );

  it("says how long a site visit is overdue and where the adaptation to the main activity's BAT conclusions stands", async () => {
    await api.loginAs("anonymous");
    const today = viennaDate(
      Date.parse((await get<{ datetime: string }>("/time")).datetime),
    );
    const search = async (criteria: Record<string, string[]>) => {
      const response = await api.fetch(`${API}/ippcInstallations`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-XSRF-TOKEN": await xsrf(),
        },
        body: JSON.stringify({ criteria, pageSize: 1 }),
      });
      return ((await response.json()) as InstallationPage).items[0]!;
    };
    const overdue = await search({
      siteVisit: ["OVERDUE"],
      batReconsideration: ["OVERDUE"],
    });
    const due = overdue.nextSiteVisitDue!;
    const bat = overdue.batReconsideration!;
    await renderDetails("anonymous", overdue.id);
    await loaded(overdue.name);

    expect(
      fact(
        section("Umweltinspektionen"),
        "Nächste Vor-Ort-Besichtigung fällig bis",
      ),
    ).toBe(
      `${formatDate(due)} Überfällig seit ${daysBetween(due, today) === 1 ? "einem Tag" : `${daysBetween(due, today)} Tagen`}`,
    );
    const bvt = section("Anwendbare BVT-Schlussfolgerungen");
    expect(
      within(bvt).getByText(
        `Anpassung an die BVT-Schlussfolgerungen ${bat.code} (Haupttätigkeit)`,
      ),
    ).toBeInTheDocument();
    expect(fact(bvt, "Frist")).toBe(formatDate(bat.deadline));
    expect(fact(bvt, "Stand")).toBe(
      `Überfällig seit ${daysBetween(bat.deadline, today)} Tagen`,
    );
    expect(within(bvt).queryByText("Angepasst am")).not.toBeInTheDocument();
    expect(
      within(bvt).getByRole("link", {
        name: `Alle Anlagen mit BVT-Schlussfolgerungen ${bat.code} im Stand „Überfällig“`,
      }),
    ).toHaveAttribute(
      "href",
      `/installations?bvt=${bat.code}&batReconsideration=OVERDUE`,
    );
  });

  it("shows a long record's tables 50 rows at a time; 'Weitere 50 anzeigen' adds the next and moves the focus to them", async () => {
    await api.fetch("/__dev/large-record", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: OWN_ID }),
    });
    const { user } = await renderDetails("owner");
    await loaded("Gießerei Berndorf");
    const permits = screen.getByRole("table", {
      name: "Genehmigungen der Anlage (500), neueste zuerst",
    });
    const rows = () => within(permits).getAllByRole("row").length - 1;
    expect(rows()).toBe(50);
    const more = screen.getByRole("button", {
      name: "Weitere 50 anzeigen – Genehmigungen",
    });
    expect(screen.getByText("(50 von 500 angezeigt)")).toBeInTheDocument();
    const fifty = within(permits).getAllByRole("rowheader")[49]?.textContent;

    await user.click(more);
    expect(rows()).toBe(100);
    expect(screen.getByText("(100 von 500 angezeigt)")).toBeInTheDocument();
    // The focus is on the first added row, right after the one that was last.
    const rowHeaders = within(permits).getAllByRole("rowheader");
    expect(rowHeaders[49]?.textContent).toBe(fifty);
    expect(rowHeaders[50]).toHaveFocus();

    // The other long tables have their own buttons; each document folder too.
    expect(
      within(section("Umweltinspektionen")).getByRole("button", {
        name: "Weitere 50 anzeigen – Umweltinspektionen",
      }),
    ).toBeInTheDocument();
    const folders = section("Ihre Dokumente");
    const reports = await within(folders).findByRole("table", {
      name: "Umweltinspektionsberichte (1000)",
    });
    expect(within(reports).getAllByRole("row")).toHaveLength(51);
    expect(
      within(folders).getByRole("button", {
        name: "Weitere 50 anzeigen – Genehmigungsbescheide",
      }),
    ).toBeInTheDocument();

    // Click by click to the end: the last click adds what is left, then the button goes.
    for (let shown = 100; shown < 500; shown += 50)
      await user.click(
        screen.getByRole("button", {
          name: "Weitere 50 anzeigen – Genehmigungen",
        }),
      );
    expect(rows()).toBe(500);
    expect(
      screen.queryByRole("button", { name: /– Genehmigungen$/ }),
    ).not.toBeInTheDocument();
  });

  it("keeps the page when the parts around it fail, each with its own message and retry", async () => {
    for (const path of [
      "/bvt/list",
      "/genehmigungsinhalte/url/",
      "/config/mailtoTemplateVorlageUiBericht",
      "/config/edmlinkTemplateAnlageDetails",
      `/assistant/dmsContainer/${OWN_ID}/inspektionen`,
    ])
      await api.addFault({ path: `${API}${path}`, mode: "500", times: 1 });
    const { user } = await renderDetails("owner");
    await loaded("Gießerei Berndorf");

    const messages = [
      "Die Titel der BVT-Schlussfolgerungen konnten nicht geladen werden.",
      "Der Link zu den Genehmigungsinhalten ist derzeit nicht verfügbar.",
      "Die Vorlage zum Anfordern eines Inspektionsberichts ist derzeit nicht verfügbar.",
      "Der Link ins EDM ist derzeit nicht verfügbar.",
      "Die Dokumente dieses Ordners sind derzeit nicht verfügbar.",
    ];
    for (const message of messages) await screen.findByText(alert(message));
    // The rest stands: the codes, the tables, the other folder.
    within(section("Anwendbare BVT-Schlussfolgerungen")).getByText(
      textContent("SF (Titel derzeit nicht verfügbar)"),
    );
    within(section("Genehmigungen")).getByRole("table");
    await screen.findByRole("table", { name: /^Genehmigungsbescheide/ });

    for (const button of screen.getAllByRole("button", {
      name: "Erneut versuchen",
    }))
      await user.click(button);
    for (const message of messages)
      await waitFor(() =>
        expect(screen.queryByText(alert(message))).not.toBeInTheDocument(),
      );
    await screen.findByRole("link", { name: /Genehmigungsinhalte öffnen/ });
    await screen.findByRole("table", { name: /^Umweltinspektionsberichte/ });
    screen.getByRole("link", { name: /Im EDM anzeigen/ });
  });

  it("keeps the page when the parts around it answer in the wrong shape, each with its own message and retry", async () => {
    // ADR 18: an object where the list or the folder belongs, a link without its URL; the
    // document types with the first id a number.
    for (const path of [
      "/bvt/list",
      "/genehmigungsinhalte/url/",
      `/assistant/dmsContainer/${OWN_ID}/inspektionen`,
    ])
      await api.addFault({
        path: `${API}${path}`,
        mode: "wrong-shape",
        times: 1,
      });
    await api.addFault({
      path: `${API}/assistant/dmsContainer/batch/resolveDocumentType`,
      mode: "wrong-type",
      times: 1,
    });
    const { user } = await renderDetails("owner");
    await loaded("Gießerei Berndorf");

    const messages = [
      "Die Titel der BVT-Schlussfolgerungen konnten nicht geladen werden.",
      "Der Link zu den Genehmigungsinhalten ist derzeit nicht verfügbar.",
      "Die Dokumente dieses Ordners sind derzeit nicht verfügbar.",
      "Die Bezeichnungen der Dokumenttypen konnten nicht geladen werden; angezeigt werden die Kürzel.",
    ];
    for (const message of messages) await screen.findByText(alert(message));
    within(section("Anwendbare BVT-Schlussfolgerungen")).getByText(
      textContent("SF (Titel derzeit nicht verfügbar)"),
    );
    const permits = await screen.findByRole("table", {
      name: /^Genehmigungsbescheide/,
    });
    // The codes stand in for the type names.
    expect(within(permits).getAllByText("BESCHEID").length).toBeGreaterThan(0);

    for (const button of screen.getAllByRole("button", {
      name: "Erneut versuchen",
    }))
      await user.click(button);
    for (const message of messages.slice(0, 3))
      await waitFor(() =>
        expect(screen.queryByText(alert(message))).not.toBeInTheDocument(),
      );
    await screen.findByRole("link", { name: /Genehmigungsinhalte öffnen/ });
    await screen.findByRole("table", { name: /^Umweltinspektionsberichte/ });
  });

  it("says when it cannot check the registration (an answer of the wrong shape) and shows no documents", async () => {
    await api.addFault({
      path: `${API}/auth/isRegisteredForIppcInstallation/${OWN_ID}`,
      mode: "wrong-shape",
      times: 1,
    });
    const { user } = await renderDetails("owner");
    await loaded("Gießerei Berndorf");
    await screen.findByText(
      alert(
        "Ob Sie für diese Anlage registriert sind, konnte nicht geprüft werden. Ihre Dokumente werden daher nicht angezeigt.",
      ),
    );
    expect(
      screen.queryByRole("heading", { name: "Ihre Dokumente" }),
    ).not.toBeInTheDocument();
    expect(requests("dmsContainer")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await screen.findByRole("heading", { level: 2, name: "Ihre Dokumente" });
  });

  it("leaves out the notice above the details when it comes in the wrong shape", async () => {
    const notice =
      /Die Angaben zu dieser Anlage werden von der zuständigen Behörde gepflegt/;
    const { unmount } = await renderDetails("anonymous");
    await loaded("Gießerei Berndorf");
    expect(await screen.findByText(notice)).toBeInTheDocument();
    unmount();

    // The template with its id a number (ADR 18), each time it is asked for.
    await api.addFault({ path: `${API}/uitemplate/`, mode: "wrong-type" });
    fetchSpy.mockClear();
    await renderDetails("anonymous");
    await loaded("Gießerei Berndorf");
    await waitFor(() => expect(requests("/uitemplate/")).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    // Asked once: not again as the details mount, which would put the page back to waiting.
    expect(requests("/uitemplate/")).toHaveLength(1);
    // The details stand.
    expect(fact(section("Überblick"), "Anlagen-ID")).toBe(OWN_ID);
  });

  it("opens the versions from the header's 'Versionierung' button", async () => {
    const details = await get<InstallationDetails>(
      `/ippcInstallations/${OWN_ID}`,
    );
    const { user } = await renderDetails("anonymous");
    await loaded(details.name);
    await user.click(screen.getByRole("button", { name: "Versionierung" }));
    const dialog = await screen.findByRole("dialog", { name: "Versionierung" });
    const titles = within(dialog).getAllByText(/^Version \d+: /);
    expect(titles.map((title) => title.textContent)).toEqual(
      details.history.map((r) => `${r.versionName}: ${r.field}`),
    );
    const newest = details.history[0]!;
    expect(
      within(dialog).getAllByText(
        textContent(`Alter Wert: ${newest.oldValue ?? "keine Eingabe"}`),
      ).length,
    ).toBeGreaterThan(0);
    await user.click(
      within(dialog).getByRole("button", { name: "Dialog schließen" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );

    // The overview's own button opens the same panel.
    await user.click(
      screen.getByRole("button", { name: "Änderungsverlauf anzeigen" }),
    );
    await screen.findByRole("dialog", { name: "Versionierung" });
  });

  it("shows the version chosen under 'Versionierung'; 'Zur aktuellen Version' returns", async () => {
    // SPEC §1: Page framework: … history/versioning view
    const current = await get<InstallationDetails>(
      `/ippcInstallations/${OWN_ID}`,
    );
    const first = await get<InstallationDetails>(
      `/ippcInstallations/${OWN_ID}?version=1`,
    );
    const oldest = current.history.at(-1)!;
    const { user } = await renderDetails("anonymous");
    await loaded(current.name);
    expect(fact(section("Überblick"), "Zuletzt geändert")).toMatch(
      new RegExp(`^${formatDate(current.lastModified)}`),
    );

    await user.click(screen.getByRole("button", { name: "Versionierung" }));
    const dialog = await screen.findByRole("dialog", { name: "Versionierung" });
    await user.click(
      within(dialog).getByRole("button", {
        name: `Version anzeigen (${oldest.versionName}: ${oldest.field})`,
      }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Dialog schließen" }),
    );
    // The modal hides the page from the accessibility tree until it has gone.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await screen.findByText(
      alert(`Sie sehen ${oldest.versionName} vom ${formatDate(oldest.date)}`),
    );
    expect(requests("version=1")).toHaveLength(1);
    const overview = section("Überblick");
    expect(fact(overview, "Zuletzt geändert")).toMatch(
      new RegExp(`^${formatDate(oldest.date)}`),
    );
    expect(fact(overview, "Zuständige Behörde")).toBe(first.competentAuthority);
    expect(
      within(section("Genehmigungen")).queryAllByRole("row").length,
    ).toBeLessThanOrEqual(first.permits.length + 1);

    await user.click(
      screen.getByRole("button", { name: "Zur aktuellen Version" }),
    );
    expect(screen.queryByText(/Sie sehen Version/)).not.toBeInTheDocument();
    expect(fact(section("Überblick"), "Zuletzt geändert")).toMatch(
      new RegExp(`^${formatDate(current.lastModified)}`),
    );
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Überblick" })).toHaveFocus(),
    );
  });

  it("says when an earlier version comes in the wrong shape, and loads it on retry", async () => {
    const current = await get<InstallationDetails>(
      `/ippcInstallations/${OWN_ID}`,
    );
    const oldest = current.history.at(-1)!;
    const { user } = await renderDetails("anonymous");
    await loaded(current.name);
    // The version with its latitude a string (ADR 18).
    await api.addFault({
      path: `${API}/ippcInstallations/${OWN_ID}`,
      mode: "wrong-type",
      times: 1,
    });
    await user.click(screen.getByRole("button", { name: "Versionierung" }));
    const dialog = await screen.findByRole("dialog", { name: "Versionierung" });
    await user.click(
      within(dialog).getByRole("button", {
        name: `Version anzeigen (${oldest.versionName}: ${oldest.field})`,
      }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Dialog schließen" }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await screen.findByText(
      alert(`${oldest.versionName} ist derzeit nicht verfügbar.`),
    );
    expect(
      screen.queryByRole("heading", { level: 2, name: "Überblick" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await screen.findByRole("heading", { level: 2, name: "Überblick" });
  });

  it("collapses and expands sections, one by one and all at once", async () => {
    const { user } = await renderDetails("anonymous");
    await loaded("Gießerei Berndorf");
    const operator = screen.getByRole("button", { name: "Betreiber" });
    expect(operator).toHaveAttribute("aria-expanded", "true");
    await user.click(operator);
    expect(operator).toHaveAttribute("aria-expanded", "false");
    await user.click(screen.getByRole("button", { name: "Alles aufklappen" }));
    expect(operator).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Alles zuklappen" }));
    const toc = screen.getByRole("navigation", { name: "Inhalt dieser Seite" });
    const names = within(toc)
      .getAllByRole("link")
      .map((link) => link.textContent ?? "");
    expect(names).toHaveLength(7);
    for (const name of names)
      expect(
        screen.getByRole("button", { name, expanded: false }),
      ).toBeInTheDocument();
  });

  it("jumps from the table of contents to a section, opening it and moving focus there", async () => {
    const original = Element.prototype.scrollIntoView;
    // jsdom does not lay out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = jest.fn();
    try {
      const { user } = await renderDetails("anonymous");
      await loaded("Gießerei Berndorf");
      const toc = screen.getByRole("navigation", {
        name: "Inhalt dieser Seite",
      });
      const toggle = screen.getByRole("button", { name: "Standort" });
      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      await user.click(within(toc).getByRole("link", { name: "Standort" }));
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      expect(toggle).toHaveFocus();
      expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("leads back to the register, to the same search when the register passed it", async () => {
    const { router } = await renderDetails("anonymous");
    await loaded("Gießerei Berndorf");
    expect(
      screen.getByRole("link", { name: /Zurück zum Anlagenregister/ }),
    ).toHaveAttribute("href", "/installations");
    await act(() =>
      router.navigate(`/installations/${OWN_ID}`, {
        state: { from: "/installations?q=Gie%C3%9Ferei" },
      }),
    );
    expect(
      screen.getByRole("link", { name: /Zurück zum Anlagenregister/ }),
    ).toHaveAttribute("href", "/installations?q=Gie%C3%9Ferei");
    // Anything else passed as state is ignored.
    await act(() =>
      router.navigate(`/installations/${OWN_ID}`, {
        state: { from: "https://example.com/" },
      }),
    );
    expect(
      screen.getByRole("link", { name: /Zurück zum Anlagenregister/ }),
    ).toHaveAttribute("href", "/installations");
  });

  describe("loading", () => {
    const realSetTimeout = globalThis.setTimeout;
    beforeEach(() => {
      jest.useFakeTimers({
        doNotFake: ["nextTick", "setImmediate", "queueMicrotask"],
      });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    /** Lets real I/O settle while the fake clock moves by 1 ms a try. */
    async function eventually<T>(check: () => T | null): Promise<T> {
      for (let attempt = 0; attempt < 300; attempt++) {
        const value = check();
        if (value !== null) return value;
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1);
          await new Promise<void>((resolve) => realSetTimeout(resolve, 10));
        });
      }
      throw new Error("eventually: nothing found");
    }

    it("shows the spinner only after 500 ms", async () => {
      await api.addFault({
        path: `${API}/ippcInstallations/${OWN_ID}`,
        mode: "hang",
        times: 1,
      });
      const { unmount } = await renderDetails("anonymous", OWN_ID, {
        fakeTimers: true,
      });
      await eventually(() =>
        screen.queryByRole("heading", { level: 1, name: "Anlagendetails" }),
      );
      const spinner = () =>
        screen.queryByRole("status", { name: "Wird geladen …" });
      await act(() => jest.advanceTimersByTimeAsync(480));
      expect(spinner()).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(40));
      expect(spinner()).toBeInTheDocument();
      unmount();
    });
  });
});

/** Matches an element by its whole text, across child elements (a code in its own span). */
function textContent(text: string) {
  return (_content: string, element: Element | null) =>
    element?.tagName === "P" && element.textContent === text;
}

/** An alert's heading reads 'Fehler: …' / 'Warnung: …'. */
function alert(message: string) {
  return (_content: string, element: Element | null) =>
    element?.tagName === "P" &&
    element.textContent?.endsWith(`: ${message}`) === true;
}

async function xsrf(): Promise<string> {
  return api.cookies().get("XSRF-TOKEN") ?? "";
}
