/**
 * The operator's contact person on the details page: shown to the installation's registered owner
 * and the authority of its Land, with the salutation derived from the gender code; everybody else
 * reads why it is not shown.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import type {
  ContactPerson,
  InstallationDetails,
} from "../../../src/api/types";
import { ROUTES } from "../../../src/app/routes";
import { renderRoutes } from "../../utils/renderRoutes";
import {
  installSimulatedApi,
  type PersonaName,
  type SimulatedApiHandle,
} from "../../utils/simulated-fetch";

jest.setTimeout(30_000);

const SLOW = { timeout: 5000 };
const API = "/natippc/api";
/** The owner persona is registered for it; in Niederösterreich. */
const OWN_ID = "AT-IPPC-000376";
/** In Oberösterreich, the authority persona's Land (a deterministic data set): contact "Divers". */
const DIVERSE_ID = "AT-IPPC-000030";
/** In Oberösterreich: a male contact person. */
const MALE_ID = "AT-IPPC-000015";
const WITHHELD =
  "Die Ansprechperson des Betreibers wird aus Datenschutzgründen nur den für diese Anlage registrierten Personen und den zuständigen Behörden angezeigt.";

let api: SimulatedApiHandle;

beforeEach(() => {
  api = installSimulatedApi({ installGlobal: false });
});
afterEach(async () => {
  await api.close();
});

async function details(id: string): Promise<InstallationDetails> {
  return (await (
    await api.fetch(`${API}/ippcInstallations/${id}`)
  ).json()) as InstallationDetails;
}

/** The page of `id` as `persona`, once loaded; returns the operator section and the API's answer. */
async function openDetails(persona: PersonaName, id: string) {
  await api.loginAs(persona);
  const answer = await details(id);
  await renderRoutes(ROUTES, {
    url: `/installations/${id}`,
    session: null,
    fetch: api.fetch,
  });
  await screen.findByRole("heading", { level: 1, name: answer.name }, SLOW);
  const heading = screen.getByRole("heading", {
    level: 3,
    name: "Ansprechperson",
  });
  // The contact person's facts follow their heading inside the operator section.
  // eslint-disable-next-line testing-library/no-node-access -- the block after the h3
  const block = heading.nextElementSibling as HTMLElement;
  return { answer, block };
}

/** The value of a definition-list term inside `scope`. */
function fact(scope: HTMLElement, term: string): string | undefined {
  const terms = within(scope).queryAllByRole("term");
  const index = terms.findIndex((dt) => dt.textContent === term);
  if (index < 0) return undefined;
  return within(scope).getAllByRole("definition")[index]?.textContent ?? "";
}

function contactOf(answer: InstallationDetails): ContactPerson {
  const contact = answer.operator.contactPerson;
  if (!contact) throw new Error(`no contact person for ${answer.id}`);
  return contact;
}

describe("the contact person on the details page", () => {
  it("the registered owner sees herself: salutation, title, name, phone and e-mail as links", async () => {
    const { answer, block } = await openDetails("owner", OWN_ID);
    const contact = contactOf(answer);
    expect(fact(block, "Name")).toBe("Frau Mag.a Maria Huber");
    // Frau and Herr say it all: no separate gender.
    expect(fact(block, "Geschlecht")).toBeUndefined();
    expect(
      within(block).getByRole("link", { name: contact.phone }),
    ).toHaveAttribute("href", `tel:${contact.phone.replace(/[ -]/g, "")}`);
    expect(
      within(block).getByRole("link", { name: contact.email }),
    ).toHaveAttribute("href", `mailto:${contact.email}`);
    expect(screen.queryByText(WITHHELD)).not.toBeInTheDocument();
  });

  it.each(["anonymous", "pvp", "oidc", "authority"] as const)(
    "%s, not registered for it nor its authority, reads why it is not shown",
    async (persona) => {
      const { answer, block } = await openDetails(persona, OWN_ID);
      expect(answer.operator.contactPerson).toBeUndefined();
      expect(block).toHaveTextContent(WITHHELD);
      expect(screen.queryByText(/Maria Huber/)).not.toBeInTheDocument();
      expect(
        screen.queryAllByRole("link").filter((link) =>
          // The report request's mailto has no address.
          /^(tel:|mailto:[^?])/.test(link.getAttribute("href") ?? ""),
        ),
      ).toEqual([]);
    },
  );

  it("the authority of the Land sees 'Herr' for a man", async () => {
    const { answer, block } = await openDetails("authority", MALE_ID);
    const contact = contactOf(answer);
    expect(contact.genderCode).toBe("M");
    expect(fact(block, "Name")).toBe(
      ["Herr", contact.title, contact.firstName, contact.lastName]
        .filter(Boolean)
        .join(" "),
    );
    expect(fact(block, "Geschlecht")).toBeUndefined();
  });

  it("without a salutation names the gender from the genders list", async () => {
    const { answer, block } = await openDetails("authority", DIVERSE_ID);
    const contact = contactOf(answer);
    expect(contact.genderCode).toBe("D");
    expect(fact(block, "Name")).toBe(
      [contact.title, contact.firstName, contact.lastName]
        .filter(Boolean)
        .join(" "),
    );
    await waitFor(() => expect(fact(block, "Geschlecht")).toBe("Divers"));
  });

  it.each(["hang", "500", "wrong-shape"] as const)(
    "shows the gender code while the genders list is %s",
    async (mode) => {
      await api.addFault({ path: `${API}/redalists/genders`, mode });
      const { block } = await openDetails("authority", DIVERSE_ID);
      expect(fact(block, "Geschlecht")).toBe("D");
      // Still the code once the request has ended (failed) or while it hangs.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(fact(block, "Geschlecht")).toBe("D");
    },
  );
});
