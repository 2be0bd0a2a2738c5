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

beforeAll(async () => {
  server = startApi();
  anonymous = server.client();
  await anonymous.primeXsrf();
  owner = server.client();
  await owner.login("owner");
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
    const mine = (await (
      await owner.post("/natippc/api/ippcInstallations", { overview: "owner" })
    ).json()) as { items: { id: string }[] };
    const id = mine.items[0]?.id ?? "";
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
    const other = server.client();
    await other.login("authority");
    expect(
      (
        await other.post("/natippc/api/qt/searchAssistant/result", {
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
    const dms = (await (
      await owner.post("/natippc/api/assistant/dmsCall", {
        installationId: "AT-IPPC-000001",
      })
    ).json()) as AssistantResult;
    expect(dms.result).toMatchObject({ container: { id: "AT-IPPC-000001" } });
    expect(
      await (
        await owner.post("/natippc/api/qt/dms/result", { id: dms.id })
      ).json(),
    ).toEqual(dms);
    const ebb = (await (
      await owner.post("/natippc/api/assistant/ebbCall", {
        installationId: "AT-IPPC-000001",
        year: 2025,
      })
    ).json()) as AssistantResult;
    expect(ebb.result).toMatchObject({
      installationId: "AT-IPPC-000001",
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
        path: ["AT-IPPC-000002", "berichte", "2025"],
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
        path: ["AT-IPPC-000002", "berichte", "2025"],
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
      "/natippc/api/assistant/dmsContainer/AT-IPPC-000002/berichte/2025",
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
        "/natippc/api/assistant/dmsContainer/AT-IPPC-000003/inspektionen",
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

describe("user groups", () => {
  it("resolves single groups and batches", async () => {
    const group = (await (
      await owner.get("/natippc/api/usergroup/AUTHORITY/4/407")
    ).json()) as UserGroup;
    expect(group).toMatchObject({
      id: "AUTHORITY:4:407",
      name: "Behörde Oberösterreich – Gmunden",
    });
    expect(group.members).toContain("johann.leitner");
    const batch = (await (
      await owner.get(
        "/natippc/api/usergroup/batch/AUTHORITY:4:0,NATIPPC_REGISTERED:0:0",
      )
    ).json()) as UserGroup[];
    expect(batch.map((g) => g.id)).toEqual([
      "AUTHORITY:4:0",
      "NATIPPC_REGISTERED:0:0",
    ]);
    expect(
      (await owner.get("/natippc/api/usergroup/AUTHORITY/4/601")).status,
    ).toBe(400);
  });
});
