/** @jest-environment node */
import * as v from "valibot";
import { installationMapSchema } from "../../src/api/schemas";
import type {
  InstallationMap,
  InstallationPage,
  InstallationSearch,
} from "../../src/api/types";
import { everyMatch, startApi, type TestApi, type TestClient } from "./client";

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = startApi({ installations: 2000 });
  client = server.client();
  await client.primeXsrf();
});
afterAll(async () => {
  await server.dispose();
});

async function mapOf(search: InstallationSearch): Promise<InstallationMap> {
  const response = await client.post(
    "/natippc/api/ippcInstallations/map",
    search,
  );
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  return v.parse(installationMapSchema, body);
}

const idsOf = async (search: InstallationSearch) =>
  (await everyMatch(client, search)).map((item) => item.id);

describe("POST /api/ippcInstallations/map", () => {
  it("answers every match of the search in the list's order with its position, and the same counts per district and Land", async () => {
    const search = { criteria: { bundesland: ["4"] } };
    const map = await mapOf(search);
    expect(map.total).toBeGreaterThan(50);
    // In the list's own order (by name), so the map's list of what is in view needs no sorting.
    expect(map.points.ids).toEqual(await idsOf(search));
    // Upper Austria lies between 47.4° and 48.8° N, 12.7° and 15.0° E.
    for (let i = 0; i < map.total; i++) {
      expect(map.points.lat[i]).toBeGreaterThan(47.3);
      expect(map.points.lat[i]).toBeLessThan(48.9);
      expect(map.points.lon[i]).toBeGreaterThan(12.6);
      expect(map.points.lon[i]).toBeLessThan(15.1);
    }
    expect(map.states).toEqual([
      expect.objectContaining({
        code: "4",
        name: "Oberösterreich",
        count: map.total,
      }),
    ]);
    expect(map.districts.reduce((sum, d) => sum + d.count, 0)).toBe(map.total);
    // Linz (Stadt), the district 401, has its seat at 48.3° N, 14.3° E.
    const linz = map.districts.find((d) => d.code === "401");
    expect(linz?.lat).toBeCloseTo(48.3, 1);
    expect(linz?.lon).toBeCloseTo(14.3, 1);
  });

  it("follows the search text and answers an empty map when nothing matches", async () => {
    const map = await mapOf({ searchText: "zzzz-keine-anlage" });
    expect(map).toEqual({
      total: 0,
      points: { ids: [], names: [], lon: [], lat: [] },
      districts: [],
      states: [],
    });
  });

  it("refuses a criterion it does not know, as the search does", async () => {
    const response = await client.post("/natippc/api/ippcInstallations/map", {
      criteria: { unbekannt: ["1"] },
    });
    expect(response.status).toBe(400);
  });

  it("keeps the owner's overview for signed-in owners only", async () => {
    const response = await client.post("/natippc/api/ippcInstallations/map", {
      overview: "owner",
    });
    expect(response.status).toBe(401);
  });
});

describe("the offline base map", () => {
  it("is a MapLibre style whose only source is Austria and its neighbours, served here", async () => {
    const style = (await (
      await client.get("/natippc/api/map/style.json")
    ).json()) as {
      version: number;
      sources: Record<string, { type: string; data: string }>;
      glyphs?: string;
    };
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    const source = style.sources.countries;
    expect(source?.type).toBe("geojson");
    const countries = (await (
      await client.get(new URL(source?.data ?? "").pathname)
    ).json()) as {
      features: { id: string; properties: { austria: boolean } }[];
    };
    expect(countries.features).toHaveLength(9);
    expect(
      countries.features.filter((f) => f.properties.austria).map((f) => f.id),
    ).toEqual(["040"]);
  });
});

it("builds the map's data address on the configured origin, never on the request's Host header", async () => {
  const own = startApi({ publicOrigin: "https://portal.example" });
  try {
    for (const host of ["evil.example", "localhost:1", "portal.example.evil"]) {
      const response = await own.api.fetch(
        new Request("http://localhost/natippc/api/map/style.json", {
          headers: { Host: host, "X-Forwarded-Host": host },
        }),
      );
      const style = (await response.json()) as {
        sources: Record<string, { data: string }>;
      };
      expect(new URL(style.sources.countries?.data ?? "").origin).toBe(
        "https://portal.example",
      );
    }
  } finally {
    await own.dispose();
  }
});

describe("'in der Nähe': the search sorted by distance", () => {
  const LINZ = { lat: 48.306, lon: 14.286 };

  it("answers the nearest first, each with its distance, and keeps the criteria", async () => {
    const response = await client.post("/natippc/api/ippcInstallations", {
      near: LINZ,
      criteria: { status: ["IN_OPERATION"] },
      page: 0,
      pageSize: 100,
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as InstallationPage;
    const km = page.items.map((item) => item.distanceKm ?? NaN);
    expect(km.every(Number.isFinite)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(15);
    expect(page.items[0]?.bundesland.code).toBe("4");
    expect(page.items.every((item) => item.status === "IN_OPERATION")).toBe(
      true,
    );
    // The same matches as without the point, only in another order.
    const all = await idsOf({ criteria: { status: ["IN_OPERATION"] } });
    expect(page.total).toBe(all.length);
  });

  it("refuses a point far from Austria", async () => {
    const response = await client.post("/natippc/api/ippcInstallations", {
      near: { lat: 0, lon: 0 },
    });
    expect(response.status).toBe(400);
  });
});
