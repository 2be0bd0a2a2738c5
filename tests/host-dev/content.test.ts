/** @jest-environment node */
import type {
  AssistantResult,
  DmsContainer,
  PostCodeCity,
  RedListEntry,
  UserApp,
  UserGroup,
} from "../../src/api/types";
import { RED_LISTS } from "../../src/api/types";
import { startApi, type TestApi, type TestClient } from "./client";

let server: TestApi;
let anonymous: TestClient;
let owner: TestClient;
let authority: TestClient;
/** Installations the owner is registered for, and one it is not. */
let mine: string[];
let notMine: string;

beforeAll(async () => {
  server = startApi();
  anonymous = server.client();
  await anonymous.primeXsrf();
  owner = server.client();
  await owner.login("owner");
  authority = server.client();
  await authority.login("authority");
  const overview = (await (
    await owner.post("/natippc/api/ippcInstallations", { overview: "owner" })
  ).json()) as { items: { id: string }[] };
  mine = overview.items.map((item) => item.id);
  notMine =
    ["AT-IPPC-000001", "AT-IPPC-000002", "AT-IPPC-000003"].find(
      (id) => !mine.includes(id),
    ) ?? "";
});
afterAll(async () => {
  await server.dispose();
});

describe("content service", () => {
  it.each([
    ["start", /IPPC Austria/],
    ["environmental-inspection", /§ 63a Gewerbeordnung 1994/],
    [
      "legal-bases-guidelines",
      /2010\/75\/EU[\s\S]*AWG 2002[\s\S]*EG-K 2013[\s\S]*MinroG/,
    ],
    ["faq", /<dt>[\s\S]*<dd>/],
    ["about", /Über IPPC Austria/],
    ["imprint", /Impressum/],
    ["privacy", /Datenschutz/],
    ["accessibility", /Barrierefreiheit/],
  ])("serves %s as German HTML", async (path, content) => {
    const response = await anonymous.get(`/natippc/api/cms/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "text/html; charset=utf-8",
    );
    const html = await response.text();
    expect(html).toMatch(content);
    expect(html).not.toMatch(/<script|onclick=/i);
  });

  it("answers 404 JSON for unknown content, also for prototype names", async () => {
    for (const path of ["gibtsnicht", "constructor", "__proto__", "start/x"]) {
      const response = await anonymous.get(`/natippc/api/cms/${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
    }
  });
});

describe("portal", () => {
  it("lists the user apps with IPPC Austria matching /natippc", async () => {
    const apps = (await (
      await anonymous.get("/portal/api/userApps")
    ).json()) as UserApp[];
    const ippc = apps.find((a) => a.shortName === "IPPC Austria");
    expect(
      ippc && new RegExp(ippc.matcher).test("/natippc/installations"),
    ).toBe(true);
    expect(apps.map((a) => a.shortName)).toEqual(
      expect.arrayContaining(["EDM Portal", "eRAS", "Abfall"]),
    );
  });
});

describe("client log", () => {
  it("accepts form-encoded entries and shows them under /__dev/logs", async () => {
    const response = await anonymous.request("/natippc/api/log", {
      form: { level: "ERROR", message: "Fehler-ID 4711" },
    });
    expect(response.status).toBe(204);
    const logs = (await (await anonymous.get("/__dev/logs")).json()) as {
      level: string;
      message: string;
    }[];
    expect(logs.at(-1)).toMatchObject({
      level: "error",
      message: "Fehler-ID 4711",
    });
  });

  it("accepts multipart form data too", async () => {
    const form = new FormData();
    form.set("level", "warn");
    form.set("message", "aus FormData");
    const response = await anonymous.request("/natippc/api/log", {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(204);
  });

  it("keeps only the last 500 entries", async () => {
    for (let i = 0; i < 510; i++) {
      await anonymous.request("/natippc/api/log", {
        form: { level: "info", message: `n${i}` },
      });
    }
    const logs = (await (await anonymous.get("/__dev/logs")).json()) as {
      message: string;
    }[];
    expect(logs).toHaveLength(500);
    expect(logs.at(-1)?.message).toBe("n509");
  });
});

describe("red lists", () => {
  it.each(RED_LISTS)("serves %s as code/name entries", async (list) => {
    const entries = (await (
      await anonymous.get(`/natippc/api/redalists/${list}`)
    ).json()) as RedListEntry[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(typeof entry.code).toBe("string");
      expect(typeof entry.name).toBe("string");
    }
  });

  it("has the real provinces and districts", async () => {
    const provinces = (await (
      await anonymous.get("/natippc/api/redalists/provinces")
    ).json()) as RedListEntry[];
    expect(provinces).toHaveLength(9);
    expect(provinces[3]).toEqual({ code: "4", name: "Oberösterreich" });
    const districts = (await (
      await anonymous.get("/natippc/api/redalists/politicalDistricts")
    ).json()) as RedListEntry[];
    expect(districts).toHaveLength(94);
    const alpha2 = (await (
      await anonymous.get("/natippc/api/redalists/countriesAlpha2")
    ).json()) as RedListEntry[];
    expect(alpha2).toContainEqual({ code: "AT", name: "Österreich" });
  });

  it("answers 404 JSON for unknown lists", async () => {
    const response = await anonymous.get("/natippc/api/redalists/planets");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404 });
  });
});

describe("post code search", () => {
  it("finds by postcode prefix and by name, at most 20", async () => {
    const byCode = (await (
      await anonymous.get("/natippc/api/assistant/searchPostCodeCity?q=40")
    ).json()) as PostCodeCity[];
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.length).toBeLessThanOrEqual(20);
    expect(
      byCode.every((p) => p.postcode.startsWith("40") || /40/.test(p.city)),
    ).toBe(true);
    const byName = (await (
      await anonymous.get(
        "/natippc/api/assistant/searchPostCodeCity?q=voecklabruck",
      )
    ).json()) as PostCodeCity[];
    expect(byName).toContainEqual({
      postcode: "4840",
      city: "Vöcklabruck",
      bundeslandCode: "4",
      // Its district's seat: where host-dev places the installations of the district.
      lat: 48.004,
      lon: 13.656,
    });
    const many = (await (
      await anonymous.get("/natippc/api/assistant/searchPostCodeCity?q=a")
    ).json()) as PostCodeCity[];
    expect(many).toHaveLength(20);
  });
});

describe("assistants and DMS", () => {
  it("require a login", async () => {
    const response = await anonymous.post("/natippc/api/assistant/registered", {
      installationId: "AT-IPPC-000001",
    });
    expect(response.status).toBe(401);
  });

  it("registered / searchRegistered / site answer results that can be fetched again", async () => {
    const id = mine[0] ?? "";
    const registered = (await (
      await owner.post("/natippc/api/assistant/registered", {
        installationId: id,
      })
    ).json()) as AssistantResult;
    expect(registered).toMatchObject({
      status: "SUCCESS",
      result: { registered: true },
    });
    const again = await owner.post("/natippc/api/qt/searchAssistant/result", {
      id: registered.id,
    });
    expect(await again.json()).toEqual(registered);
    // Results are per kind and per user.
    expect(
      (await owner.post("/natippc/api/qt/dms/result", { id: registered.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await authority.post("/natippc/api/qt/searchAssistant/result", {
          id: registered.id,
        })
      ).status,
    ).toBe(404);

    const search = (await (
      await owner.post("/natippc/api/assistant/searchRegistered", {})
    ).json()) as AssistantResult;
    expect(search.result).toMatchObject({ total: 5 });

    const site = (await (
      await owner.post("/natippc/api/assistant/site", { postcode: "4020" })
    ).json()) as AssistantResult;
    expect(site.result).toEqual({
      sites: [
        expect.objectContaining({
          municipality: "Linz",
          bundesland: "Oberösterreich",
        }),
      ],
    });
  });

  it("dmsCall and ebbCall produce results for an installation", async () => {
    const id = mine[0] ?? "";
    const dms = (await (
      await owner.post("/natippc/api/assistant/dmsCall", {
        installationId: id,
      })
    ).json()) as AssistantResult;
    expect(dms.result).toMatchObject({ container: { id } });
    expect(
      await (
        await owner.post("/natippc/api/qt/dms/result", { id: dms.id })
      ).json(),
    ).toEqual(dms);
    const ebb = (await (
      await owner.post("/natippc/api/assistant/ebbCall", {
        installationId: id,
        year: 2025,
      })
    ).json()) as AssistantResult;
    expect(ebb.result).toMatchObject({
      installationId: id,
      year: 2025,
    });
    expect(
      (await owner.post("/natippc/api/qt/ebbAssistant/result", { id: ebb.id }))
        .status,
    ).toBe(200);
  });

  it("creates, updates, reads and downloads a DMS container", async () => {
    const put = await owner.request("/natippc/api/assistant/dmsContainer", {
      method: "PUT",
      json: {
        path: [mine[1] ?? "", "berichte", "2025"],
        documents: [
          {
            name: "Jahresbericht 2025.pdf",
            documentType: "UI_BERICHT",
            size: 1234,
          },
        ],
      },
    });
    expect(put.status).toBe(201);
    const created = (await put.json()) as DmsContainer;
    const update = await owner.request("/natippc/api/assistant/dmsContainer", {
      method: "POST",
      headers: { "X-HTTP-Method-Override": "PUT" },
      json: {
        path: [mine[1] ?? "", "berichte", "2025"],
        documents: [
          {
            name: "Jahresbericht 2025.pdf",
            documentType: "UI_BERICHT",
            size: 1234,
          },
          { name: "Messbericht.pdf", documentType: "EMISSION" },
        ],
      },
    });
    expect(update.status).toBe(200);
    const updated = (await update.json()) as DmsContainer;
    expect(updated.id).toBe(created.id);
    expect(updated.documents[0]?.id).toBe(created.documents[0]?.id);

    const read = await owner.get(
      `/natippc/api/assistant/dmsContainer/${mine[1]}/berichte/2025`,
    );
    expect(await read.json()).toEqual(updated);

    const doc = updated.documents[1];
    const download = await owner.get(
      `/natippc/api/assistant/dmsContainer/download/${updated.id}/${doc?.id}`,
    );
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toMatch(
      /Messbericht\.pdf/,
    );
  });

  it("derives containers of installations and resolves document types", async () => {
    const container = (await (
      await owner.get(
        `/natippc/api/assistant/dmsContainer/${mine[2]}/inspektionen`,
      )
    ).json()) as DmsContainer;
    expect(
      container.documents.every((d) => d.documentType === "UI_BERICHT"),
    ).toBe(true);
    expect(
      (await owner.get("/natippc/api/assistant/dmsContainer/unbekannt/ordner"))
        .status,
    ).toBe(404);
    const type = await owner.get(
      "/natippc/api/assistant/dmsContainer/resolveDocumentType/BESCHEID",
    );
    expect(await type.json()).toEqual({
      id: "BESCHEID",
      name: "Genehmigungsbescheid",
    });
    const batch = await owner.get(
      "/natippc/api/assistant/dmsContainer/batch/resolveDocumentType?ids=AZB,UNBEKANNT",
    );
    expect(await batch.json()).toEqual([
      { id: "AZB", name: "Ausgangszustandsbericht" },
      { id: "UNBEKANNT", name: null },
    ]);
  });
});

describe("who may use an installation's documents (SPEC §6)", () => {
  const folderOf = (id: string) =>
    `/natippc/api/assistant/dmsContainer/${id}/genehmigungen`;

  it("only its registered users read its folders and download its documents", async () => {
    const own = await owner.get(folderOf(mine[0] ?? ""));
    expect(own.status).toBe(200);
    const container = (await own.json()) as DmsContainer;
    const document = container.documents[0];
    expect(document).toBeDefined();
    const download = `/natippc/api/assistant/dmsContainer/download/${container.id}/${document?.id}`;
    expect((await owner.get(download)).status).toBe(200);

    for (const [who, client, status] of [
      ["another user", authority, 403],
      ["an anonymous visitor", anonymous, 401],
    ] as const) {
      const read = await client.get(folderOf(mine[0] ?? ""));
      expect([who, read.status]).toEqual([who, status]);
      expect([who, (await client.get(download)).status]).toEqual([who, status]);
      const call = await client.post("/natippc/api/assistant/dmsCall", {
        installationId: mine[0],
      });
      expect([who, call.status]).toEqual([who, status]);
    }
    expect((await owner.get(folderOf(notMine))).status).toBe(403);
  });

  it("nobody else replaces its folders, and a folder of one's own stays one's own", async () => {
    const installationFolder = {
      path: [mine[0] ?? "", "genehmigungen"],
      documents: [{ name: "Fremd.pdf", documentType: "SONSTIGES" }],
    };
    for (const [client, status] of [
      [authority, 403],
      [anonymous, 401],
    ] as const) {
      const put = await client.request("/natippc/api/assistant/dmsContainer", {
        method: "PUT",
        json: installationFolder,
      });
      expect(put.status).toBe(status);
    }
    const intact = (await (
      await owner.get(folderOf(mine[0] ?? ""))
    ).json()) as DmsContainer;
    expect(intact.documents.map((d) => d.name)).not.toContain("Fremd.pdf");

    const ownFolder = {
      path: ["arbeitsmappe", "entwurf"],
      documents: [{ name: "Notiz.pdf", documentType: "SONSTIGES" }],
    };
    const created = await owner.request("/natippc/api/assistant/dmsContainer", {
      method: "PUT",
      json: ownFolder,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as DmsContainer;
    expect(Object.keys(body)).not.toContain("owner");
    const replaced = await authority.request(
      "/natippc/api/assistant/dmsContainer",
      { method: "PUT", json: { ...ownFolder, documents: [] } },
    );
    expect(replaced.status).toBe(403);
    expect(
      (
        await authority.get(
          "/natippc/api/assistant/dmsContainer/arbeitsmappe/entwurf",
        )
      ).status,
    ).toBe(403);
    const kept = (await (
      await owner.get(
        "/natippc/api/assistant/dmsContainer/arbeitsmappe/entwurf",
      )
    ).json()) as DmsContainer;
    expect(kept.documents.map((d) => d.name)).toEqual(["Notiz.pdf"]);
  });

  it("the operator's description (ebbCall) is for its registered users and the authorities", async () => {
    const ask = (client: TestClient, installationId: string) =>
      client.post("/natippc/api/assistant/ebbCall", { installationId });
    expect((await ask(owner, mine[0] ?? "")).status).toBe(200);
    expect((await ask(owner, notMine)).status).toBe(403);
    expect((await ask(authority, mine[0] ?? "")).status).toBe(200);
    expect((await ask(anonymous, mine[0] ?? "")).status).toBe(401);
  });
});

describe("user groups", () => {
  it("are the authorities' business: another user gets 403, an anonymous visitor 401", async () => {
    expect(
      (await owner.get("/natippc/api/usergroup/AUTHORITY/4/407")).status,
    ).toBe(403);
    expect(
      (await owner.get("/natippc/api/usergroup/batch/AUTHORITY:4:0")).status,
    ).toBe(403);
    expect(
      (await anonymous.get("/natippc/api/usergroup/AUTHORITY/4/407")).status,
    ).toBe(401);
  });

  it("resolves single groups and batches", async () => {
    const group = (await (
      await authority.get("/natippc/api/usergroup/AUTHORITY/4/407")
    ).json()) as UserGroup;
    expect(group).toMatchObject({
      id: "AUTHORITY:4:407",
      name: "Behörde Oberösterreich – Gmunden",
    });
    expect(group.members).toContain("johann.leitner");
    const batch = (await (
      await authority.get(
        "/natippc/api/usergroup/batch/AUTHORITY:4:0,NATIPPC_REGISTERED:0:0",
      )
    ).json()) as UserGroup[];
    expect(batch.map((g) => g.id)).toEqual([
      "AUTHORITY:4:0",
      "NATIPPC_REGISTERED:0:0",
    ]);
    expect(
      (await authority.get("/natippc/api/usergroup/AUTHORITY/4/601")).status,
    ).toBe(400);
  });
});
