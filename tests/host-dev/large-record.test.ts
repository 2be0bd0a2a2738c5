/** @jest-environment node */
import type {
  DmsContainer,
  InstallationDetails,
  InstallationPage,
} from "../../src/api/types";
import { startApi, type TestApi, type TestClient } from "./client";

let server: TestApi;
let owner: TestClient;
let id: string;

beforeAll(async () => {
  server = startApi({ installations: 50 });
  owner = server.client();
  await owner.login("owner");
  const page = (await (
    await owner.post("/natippc/api/ippcInstallations", { overview: "owner" })
  ).json()) as InstallationPage;
  id = page.items[0]?.id ?? "";
});
afterAll(async () => {
  await server.dispose();
});

const details = async () =>
  (await (
    await owner.get(`/natippc/api/ippcInstallations/${id}`)
  ).json()) as InstallationDetails;
const folder = async (name: string) =>
  (await (
    await owner.get(`/natippc/api/assistant/dmsContainer/${id}/${name}`)
  ).json()) as DmsContainer;
const dates = (entries: readonly { date: string }[]) =>
  entries.map((e) => e.date);

describe("POST /__dev/large-record", () => {
  afterEach(() => owner.request("/__dev/large-record", { method: "DELETE" }));

  it("gives an installation 500 permits, 1 000 inspections and 2 000 documents, newest first", async () => {
    const before = await details();
    expect(before.permits.length).toBeLessThan(50);
    const response = await owner.post("/__dev/large-record", { id });
    expect(response.status).toBe(204);

    const large = await details();
    expect(large.permits).toHaveLength(500);
    expect(large.inspections).toHaveLength(1000);
    for (const list of [large.permits, large.inspections])
      expect(dates(list)).toEqual([...dates(list)].sort().reverse());
    expect(new Set(large.permits.map((p) => p.id)).size).toBe(500);
    expect(new Set(large.inspections.map((i) => i.id)).size).toBe(1000);

    const [permits, reports] = await Promise.all([
      folder("genehmigungen"),
      folder("inspektionen"),
    ]);
    expect(permits.documents.length + reports.documents.length).toBe(2000);
    expect(reports.documents).toHaveLength(1000);
    // Every permit's decision is filed, the rest are measurement reports.
    const ids = new Set(permits.documents.map((d) => d.id));
    expect(
      large.permits.every((p) => p.documentId && ids.has(p.documentId)),
    ).toBe(true);
  });

  it("takes other counts, and DELETE restores the installation", async () => {
    const before = await details();
    await owner.post("/__dev/large-record", {
      id,
      permits: 20,
      inspections: 30,
      documents: 100,
    });
    const large = await details();
    expect([large.permits.length, large.inspections.length]).toEqual([20, 30]);
    expect((await folder("genehmigungen")).documents).toHaveLength(70);

    expect(
      (await owner.request("/__dev/large-record", { method: "DELETE" })).status,
    ).toBe(204);
    expect(await details()).toEqual(before);
  });

  it("refuses an unknown installation and counts beyond its limits", async () => {
    expect(
      (await owner.post("/__dev/large-record", { id: "AT-IPPC-999999" }))
        .status,
    ).toBe(404);
    expect(
      (await owner.post("/__dev/large-record", { id, permits: 1_000_000 }))
        .status,
    ).toBe(400);
  });
});
