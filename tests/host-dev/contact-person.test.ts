/** @jest-environment node */
/**
 * The operator's contact person is personal data (DSGVO): GET /api/ippcInstallations/{id} carries
 * it only for users registered for the installation and authority users of its Bundesland.
 */
import type {
  ContactPerson,
  InstallationDetails,
  InstallationSearch,
  InstallationPage,
  RedListEntry,
} from "../../src/api/types";
import { startApi, type TestApi, type TestClient } from "./client";

type Persona = "anonymous" | "owner" | "authority" | "pvp" | "oidc";
const PERSONAS: readonly Persona[] = [
  "anonymous",
  "owner",
  "authority",
  "pvp",
  "oidc",
];

let server: TestApi;
const clients = new Map<Persona, TestClient>();
/** Ids each persona is registered for, and samples per Bundesland (OÖ = authority, Stmk = pvp). */
const owned = new Map<Persona, string[]>();
let sample: { id: string; land: string }[];

function client(persona: Persona): TestClient {
  const found = clients.get(persona);
  if (!found) throw new Error(`no client for ${persona}`);
  return found;
}

async function search(persona: Persona, body: InstallationSearch) {
  const response = await client(persona).post(
    "/natippc/api/ippcInstallations",
    body,
  );
  return ((await response.json()) as InstallationPage).items;
}

async function fetchDetails(persona: Persona, id: string) {
  const response = await client(persona).get(
    `/natippc/api/ippcInstallations/${id}`,
  );
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, details: JSON.parse(text) as InstallationDetails, response };
}

beforeAll(async () => {
  server = startApi();
  for (const persona of PERSONAS) {
    const c = server.client();
    if (persona === "anonymous") await c.primeXsrf();
    else await c.login(persona);
    clients.set(persona, c);
  }
  for (const persona of ["owner", "oidc"] as const)
    owned.set(
      persona,
      (await search(persona, { overview: "owner" })).map(({ id }) => id),
    );
  sample = [];
  for (const land of ["4", "6", "9"]) {
    const rows = await search("anonymous", {
      criteria: { bundesland: [land] },
      pageSize: 12,
    });
    sample.push(...rows.map(({ id }) => ({ id, land })));
  }
  for (const ids of owned.values()) {
    for (const id of ids) {
      const { details } = await fetchDetails("anonymous", id);
      sample.push({ id, land: details.bundesland.code });
    }
  }
});
afterAll(async () => {
  await server.dispose();
});

/** Who may see the contact person of an installation, as the product promises it. */
function mayLookUp(persona: Persona, id: string, land: string): boolean {
  if (owned.get(persona)?.includes(id)) return true;
  if (persona === "authority") return land === "4";
  if (persona === "pvp") return land === "6";
  return false;
}

describe("the contact person (DSGVO)", () => {
  it("reaches the registered owner and the authority of the Land, nobody else", async () => {
    expect(owned.get("owner")).toHaveLength(5);
    expect(owned.get("oidc")).toHaveLength(2);
    let shown = 0;
    let withheld = 0;
    for (const { id, land } of sample) {
      const contact = (await fetchDetails("authority", id)).details.operator
        .contactPerson;
      const known =
        contact ??
        (await fetchDetails("pvp", id)).details.operator.contactPerson;
      for (const persona of PERSONAS) {
        const { text, details, response } = await fetchDetails(persona, id);
        // Per user: no shared cache may hand one user's answer to another.
        expect(response.headers.get("Cache-Control")).toBe("private");
        if (mayLookUp(persona, id, land)) {
          expect(details.operator.contactPerson).toBeDefined();
          shown++;
        } else {
          // Not even an empty field: the key is absent and nothing of the person is in the answer.
          expect("contactPerson" in details.operator).toBe(false);
          expect(text).not.toContain("contactPerson");
          if (known) {
            expect(text).not.toContain(known.email);
            expect(text).not.toContain(known.phone);
          }
          withheld++;
        }
      }
    }
    expect(shown).toBeGreaterThan(30);
    expect(withheld).toBeGreaterThan(100);
  });

  it("the owner persona is the contact person of its own installations", async () => {
    for (const id of owned.get("owner") ?? []) {
      const { details } = await fetchDetails("owner", id);
      expect(details.operator.contactPerson).toMatchObject({
        genderCode: "W",
        title: "Mag.a",
        firstName: "Maria",
        lastName: "Huber",
        email: "maria.huber@hausruck-metallwerke.at",
      });
    }
    // Another owner's installation: not hers to see.
    const other = owned.get("oidc")?.[0] ?? "";
    expect(
      (await fetchDetails("owner", other)).details.operator.contactPerson,
    ).toBeUndefined();
  });
});

describe("contact person data", () => {
  let contacts: ContactPerson[];
  beforeAll(async () => {
    const ids = (
      await search("authority", { overview: "official", pageSize: 150 })
    ).map(({ id }) => id);
    contacts = await Promise.all(
      ids.map(async (id) => {
        const contact = (await fetchDetails("authority", id)).details.operator
          .contactPerson;
        if (!contact) throw new Error(`no contact person for ${id}`);
        return contact;
      }),
    );
  });

  it("has a gender of the genders list, mostly Frau and Herr, a few others", async () => {
    const genders = (await (
      await client("anonymous").get("/natippc/api/redalists/genders")
    ).json()) as RedListEntry[];
    const codes = new Set(genders.map((g) => g.code));
    const count = (code: string) =>
      contacts.filter((c) => c.genderCode === code).length;
    for (const contact of contacts)
      expect(codes.has(contact.genderCode)).toBe(true);
    expect(count("W")).toBeGreaterThan(contacts.length / 4);
    expect(count("M")).toBeGreaterThan(contacts.length / 4);
    expect(count("D") + count("X")).toBeGreaterThan(0);
    expect(count("D") + count("X")).toBeLessThan(contacts.length / 10);
  });

  it("has a name, an Austrian phone number of the Land and a mail address of the operator", () => {
    for (const contact of contacts) {
      expect(contact.firstName).toMatch(/^\p{Lu}\p{Ll}+$/u);
      expect(contact.lastName).toMatch(/^\p{Lu}\p{Ll}+$/u);
      expect(contact.phone).toMatch(/^\+43 732 \d{4,5}-\d{2,3}$/);
      expect(contact.email).toMatch(
        /^[a-z]+\.[a-z]+@[a-z0-9]+(-[a-z0-9]+)*\.(at|de|ch)$/,
      );
    }
    expect(contacts.some((c) => c.title !== null)).toBe(true);
    expect(contacts.some((c) => c.title === null)).toBe(true);
  });

  it("is the same on every start", async () => {
    const again = startApi();
    try {
      const other = again.client();
      await other.login("authority");
      const id = sample[0]?.id ?? "";
      const first = (await fetchDetails("authority", id)).details;
      const second = (await (
        await other.get(`/natippc/api/ippcInstallations/${id}`)
      ).json()) as InstallationDetails;
      expect(second.operator.contactPerson).toEqual(
        first.operator.contactPerson,
      );
    } finally {
      await again.dispose();
    }
  });
});
