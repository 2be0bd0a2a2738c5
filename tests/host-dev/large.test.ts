/** @jest-environment node */
import type {
  BvtConclusion,
  InstallationSearch,
  InstallationPage,
} from "../../src/api/types";
import { germanSortKey } from "../../host-dev/api/text";
import { startApi, type TestApi, type TestClient } from "./client";

const SIZE = 100_000;
let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = startApi({ installations: SIZE });
  client = server.client();
  await client.primeXsrf();
});
afterAll(async () => {
  await server.dispose();
});

async function search(body: InstallationSearch) {
  const response = await client.post("/natippc/api/ippcInstallations", body);
  expect(response.status).toBe(200);
  return (await response.json()) as InstallationPage;
}

describe("100 000 installations", () => {
  it("generates the whole register with unique ids", async () => {
    const first = await search({
      sort: { field: "id", direction: "asc" },
      pageSize: 1,
    });
    const last = await search({
      sort: { field: "id", direction: "desc" },
      pageSize: 1,
    });
    expect(first.total).toBe(SIZE);
    expect(first.items[0]?.id).toBe("AT-IPPC-000001");
    expect(last.items[0]?.id).toBe("AT-IPPC-100000");
  });

  it("text search partitions exactly over the Bundesländer", async () => {
    const searchText = "zementwerk";
    const total = (await search({ searchText })).total;
    expect(total).toBeGreaterThan(100);
    let sum = 0;
    for (const land of ["1", "2", "3", "4", "5", "6", "7", "8", "9"]) {
      sum += (await search({ searchText, criteria: { bundesland: [land] } }))
        .total;
    }
    expect(sum).toBe(total);
  });

  it("every hit of a narrow search matches all words", async () => {
    const page = await search({
      searchText: "Kalkwerk Gmunden",
      pageSize: 500,
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items).toHaveLength(Math.min(500, page.total));
    for (const item of page.items) {
      const text = [
        item.name,
        item.operatorName,
        item.municipality,
        item.bezirk.name,
        item.postcode,
      ].join(" ");
      expect(text).toMatch(/Kalkwerk/);
      expect(text).toMatch(/Gmunden/);
    }
  });

  it("criteria counts agree with the BVT list", async () => {
    const list = (await (
      await client.get("/natippc/api/bvt/list")
    ).json()) as BvtConclusion[];
    for (const code of ["LCP", "IRPP", "WT"]) {
      const expected = list.find((b) => b.code === code)?.installationCount;
      expect((await search({ criteria: { bvt: [code] } })).total).toBe(
        expected,
      );
    }
  });

  it("sorted pages are ordered and continue each other", async () => {
    const sort = { field: "operatorName", direction: "desc" } as const;
    const a = await search({
      sort,
      page: 0,
      pageSize: 500,
      criteria: { bundesland: ["4"] },
    });
    const b = await search({
      sort,
      page: 1,
      pageSize: 500,
      criteria: { bundesland: ["4"] },
    });
    const keys = [...a.items, ...b.items].map((i) =>
      germanSortKey(i.operatorName),
    );
    expect(keys).toEqual([...keys].sort().reverse());
    const ids = new Set([...a.items, ...b.items].map((i) => i.id));
    expect(ids.size).toBe(1000);
  });
});
