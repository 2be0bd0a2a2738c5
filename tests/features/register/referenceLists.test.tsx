/**
 * Reference data (GET /api/redalists/{list}) names the register's filter options and the
 * details' codes; a list that is loading or failed leaves the code in place.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { searchInstallations } from "../../../src/api/endpoints/installations";
import { createHttpClient } from "../../../src/api/http";
import type { InstallationDetails, RedListEntry } from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

jest.setTimeout(30_000);

const SLOW = { timeout: 5000 };
const API = "/natippc/api";
/** Run by a group seated in Germany (a deterministic data set). */
const ABROAD_ID = "AT-IPPC-000011";

let api: SimulatedApiHandle;
let fetchSpy: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;

beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  api = installSimulatedApi({ installGlobal: false });
  fetchSpy = jest.fn(api.fetch);
  await api.loginAs("anonymous");
});
afterEach(async () => {
  await api.close();
});

async function get<T>(path: string): Promise<T> {
  return (await (await api.fetch(`${API}${path}`)).json()) as T;
}

const requests = (part: string) =>
  fetchSpy.mock.calls.filter(([input]) => String(input).includes(part));

async function openPage(url: string) {
  const user = userEvent.setup();
  await renderRoutes(ROUTES, { url, session: null, fetch: fetchSpy });
  return user;
}

async function openSideFilter(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(/Anlagen? gefunden/, undefined, SLOW);
  await user.click(
    within(screen.getByRole("banner")).getByRole("button", {
      name: /^Filter/,
    }),
  );
  const side = await screen.findByRole("region", { name: "Filter" });
  // The criteria load with the side filter page's first opening.
  await within(side).findByRole("heading", { name: "Filterkriterien" });
  return side;
}

/** The value of a definition-list term inside `scope`. */
function fact(scope: HTMLElement, term: string): string {
  const terms = within(scope).getAllByRole("term");
  const index = terms.findIndex((dt) => dt.textContent === term);
  if (index < 0) throw new Error(`No term ${term}`);
  return within(scope).getAllByRole("definition")[index]?.textContent ?? "";
}

describe("filter criteria named from the reference lists", () => {
  it("filters by NACE activity, named from naceActivities, and shows it in the filter bar", async () => {
    const user = await openPage("/installations");
    const side = await openSideFilter(user);
    // A long list: searched by name, not ticked.
    await user.type(
      within(side).getByRole("combobox", { name: "NACE-Tätigkeit hinzufügen" }),
      "leichtmetall",
    );
    await user.click(
      await screen.findByRole(
        "option",
        { name: "24.53 Leichtmetallgießereien" },
        SLOW,
      ),
    );
    const legalForm = within(side).getByRole("group", {
      name: "Rechtsform des Betreibers",
    });
    await user.click(
      within(legalForm).getByRole("checkbox", {
        name: "Aktiengesellschaft (AG)",
      }),
    );
    await user.click(within(side).getByRole("button", { name: "Anwenden" }));

    const expected = await searchInstallations(
      createHttpClient({ portalBaseUrl: "/portal", fetch: api.fetch }),
      { criteria: { nace: ["24.53"], legalForm: ["AG"] } },
    );
    expect(expected.total).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByText(/Anlagen? gefunden/)).toHaveTextContent(
        new RegExp(`^${expected.total} Anlagen? gefunden`),
      ),
    );
    screen.getByRole("button", {
      name: "NACE-Tätigkeit: 24.53 Leichtmetallgießereien entfernen",
    });
    screen.getByRole("button", {
      name: "Rechtsform des Betreibers: Aktiengesellschaft (AG) entfernen",
    });
    // Bundesland, Bezirk, NACE and legal forms: one request per list.
    for (const list of [
      "provinces",
      "politicalDistricts",
      "naceActivities",
      "legalForms",
    ])
      expect(requests(`/redalists/${list}`)).toHaveLength(1);
  });

  // wrong-type: the first province's code a number, the rest of the list right (ADR 18).
  it.each(["500", "wrong-type"] as const)(
    "a failed list leaves the codes, says so, and names them after 'Erneut versuchen' (%s)",
    async (mode) => {
      await api.addFault({
        path: `${API}/redalists/provinces`,
        mode,
        times: 1,
      });
      const user = await openPage("/installations");
      const hint = await screen.findByText(
        /Die Bezeichnungen für Bundesland konnten nicht geladen werden\. Der Filter zeigt stattdessen die Codes\./,
        undefined,
        SLOW,
      );
      const side = await openSideFilter(user);
      const land = within(side).getByRole("group", { name: "Bundesland" });
      // Still usable: by code.
      expect(within(land).getByRole("checkbox", { name: "4" })).toBeEnabled();
      // The other lists are not affected.
      within(side).getByRole("checkbox", { name: "Aktiengesellschaft (AG)" });

      await user.click(
        screen.getByRole("button", { name: "Erneut versuchen" }),
      );
      await within(land).findByRole(
        "checkbox",
        { name: "Oberösterreich" },
        SLOW,
      );
      expect(hint).not.toBeInTheDocument();
    },
  );
});

describe("installation details named from the reference lists", () => {
  it("shows NACE activity, legal form, the operator's country and the Katastralgemeinde", async () => {
    const details = await get<InstallationDetails>(
      `/ippcInstallations/${ABROAD_ID}`,
    );
    expect(details.operator.countryCode).toBe("DEU");
    const nace = await get<RedListEntry[]>("/redalists/naceActivities");
    const naceName = nace.find((e) => e.code === details.naceCode)?.name;
    const kg = details.address.cadastralMunicipalityCode ?? "";

    await openPage(`/installations/${ABROAD_ID}`);
    await screen.findByRole("heading", { level: 1, name: details.name }, SLOW);
    const page = screen.getByRole("main");
    await waitFor(() =>
      expect(fact(page, "Wirtschaftstätigkeit (ÖNACE 2008)")).toBe(
        `${details.naceCode} ${naceName}`,
      ),
    );
    await waitFor(() =>
      expect(fact(page, "Staat des Sitzes")).toBe("Deutschland"),
    );
    expect(fact(page, "Rechtsform")).toMatch(/\((GmbH|AG)\)$/);
    await waitFor(() =>
      expect(fact(page, "Katastralgemeinde")).toBe(
        `${details.address.municipality} (KG-Nr. ${kg})`,
      ),
    );
  });

  it("shows the codes when the lists cannot be loaded", async () => {
    for (const list of ["legalForms", "countries", "cadastralMunicipalities"])
      await api.addFault({ path: `${API}/redalists/${list}`, mode: "500" });
    const details = await get<InstallationDetails>(
      `/ippcInstallations/${ABROAD_ID}`,
    );
    await openPage(`/installations/${ABROAD_ID}`);
    await screen.findByRole("heading", { level: 1, name: details.name }, SLOW);
    const page = screen.getByRole("main");
    await waitFor(() =>
      expect(requests("/redalists/cadastralMunicipalities")).toHaveLength(1),
    );
    await waitFor(() =>
      expect(fact(page, "Rechtsform")).toBe(details.operator.legalFormCode),
    );
    expect(fact(page, "Staat des Sitzes")).toBe("DEU");
    expect(fact(page, "Katastralgemeinde")).toBe(
      details.address.cadastralMunicipalityCode,
    );
  });
});
