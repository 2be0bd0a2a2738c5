/** @jest-environment node */
import type {
  BranchenStats,
  BvtConclusion,
  FilterMetadata,
  InstallationDetails,
  InstallationSearch,
  InstallationSummary,
  InstallationPage,
} from "../../src/api/types";
import { germanSortKey } from "../../host-dev/api/text";
import { startApi, type TestApi, type TestClient } from "./client";

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = startApi();
  client = server.client();
  await client.primeXsrf();
});
afterAll(async () => {
  await server.dispose();
});

async function search(body: InstallationSearch, as: TestClient = client) {
  const response = await as.post("/natippc/api/ippcInstallations", body);
  expect(response.status).toBe(200);
  return (await response.json()) as InstallationPage;
}

async function everything(body: InstallationSearch, as: TestClient = client) {
  const items: InstallationSummary[] = [];
  for (let page = 0; ; page++) {
    const result = await search({ ...body, page, pageSize: 500 }, as);
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) return items;
  }
}

async function details(id: string) {
  return (await (
    await client.get(`/natippc/api/ippcInstallations/${id}`)
  ).json()) as InstallationDetails;
}

describe("search", () => {
  it("lists 750 installations by default, 50 per page, sorted by name", async () => {
    const page = await search({});
    expect(page.total).toBe(750);
    expect(page.items).toHaveLength(50);
    expect(page).toMatchObject({ page: 0, pageSize: 50 });
    const keys = page.items.map((i) => germanSortKey(i.name));
    expect([...keys].sort()).toEqual(keys);
    expect(page.items[0]?.id).toMatch(/^AT-IPPC-\d{6}$/);
  });

  it("finds Vöcklabruck however it is spelled", async () => {
    const totals = await Promise.all(
      ["Vöcklabruck", "Voecklabruck", "Vocklabruck", "VÖCKLABRUCK"].map(
        async (searchText) => (await search({ searchText })).total,
      ),
    );
    expect(totals[0]).toBeGreaterThan(0);
    expect(new Set(totals).size).toBe(1);
    for (const item of await everything({ searchText: "voecklabruck" })) {
      expect(
        [
          item.name,
          item.operatorName,
          item.municipality,
          item.bezirk.name,
        ].join(" "),
      ).toMatch(/Vöcklabruck/);
    }
  });

  it("matches name, operator, municipality, postcode and Bezirk; all words must match", async () => {
    const all = await everything({});
    const sample = all[123];
    if (!sample) throw new Error("no sample");
    for (const text of [
      sample.name,
      sample.operatorName,
      sample.municipality,
      sample.bezirk.name,
    ]) {
      const found = await everything({ searchText: text.toLowerCase() });
      expect(found.map((i) => i.id)).toContain(sample.id);
    }
    const byPostcode = await everything({ searchText: sample.postcode });
    expect(byPostcode.every((i) => i.postcode === sample.postcode)).toBe(true);
    const word = sample.name.split(" ")[0] ?? "";
    const both = await everything({
      searchText: `${word} ${sample.municipality}`,
    });
    expect(both.map((i) => i.id)).toContain(sample.id);
    expect(
      both.every((i) => i.name.includes(word) || i.operatorName.includes(word)),
    ).toBe(true);
    expect((await search({ searchText: "gibtesnichtxyz" })).total).toBe(0);
  });

  it("filters by Bundesland, Bezirk, status, BVT and activity (OR within, AND across)", async () => {
    const upper = await everything({ criteria: { bundesland: ["4"] } });
    expect(upper.length).toBeGreaterThan(50);
    expect(upper.every((i) => i.bundesland.code === "4")).toBe(true);

    const two = await search({ criteria: { bundesland: ["1", "9"] } });
    const one = await search({ criteria: { bundesland: ["1"] } });
    const nine = await search({ criteria: { bundesland: ["9"] } });
    expect(two.total).toBe(one.total + nine.total);

    const bezirk = upper[0]?.bezirk.code ?? "";
    const inBezirk = await everything({ criteria: { bezirk: [bezirk] } });
    expect(inBezirk.every((i) => i.bezirk.code === bezirk)).toBe(true);

    const closed = await everything({ criteria: { status: ["CLOSED"] } });
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((i) => i.status === "CLOSED")).toBe(true);

    const lcp = await everything({ criteria: { bvt: ["LCP"] } });
    expect(lcp.every((i) => i.bvtCodes.includes("LCP"))).toBe(true);

    const livestock = await everything({ criteria: { activity: ["6.6.a"] } });
    expect(livestock.length).toBeGreaterThan(0);
    for (const item of livestock.slice(0, 10)) {
      expect((await details(item.id)).activities.map((a) => a.code)).toContain(
        "6.6.a",
      );
    }

    const minerals = await everything({
      criteria: { activity: ["3"], bundesland: ["4"] },
    });
    for (const item of minerals) {
      expect(item.bundesland.code).toBe("4");
      const codes = (await details(item.id)).activities.map((a) => a.code);
      expect(codes.some((code) => code.startsWith("3."))).toBe(true);
    }
  });

  it("sorts by every summary field in both directions", async () => {
    const fields = [
      "id",
      "name",
      "operatorName",
      "postcode",
      "municipality",
      "bezirk",
      "bundesland",
      "mainActivity",
      "bvtCodes",
      "status",
      "lastInspection",
    ] as const;
    const keyOf = (
      item: InstallationSummary,
      field: (typeof fields)[number],
    ): string => {
      const value = item[field];
      if (value === null) return "";
      if (Array.isArray(value)) return value.join(",");
      if (typeof value === "object")
        return germanSortKey("name" in value ? value.name : value.code);
      return germanSortKey(value);
    };
    for (const field of fields) {
      for (const direction of ["asc", "desc"] as const) {
        const items = (
          await search({ sort: { field, direction }, pageSize: 500 })
        ).items;
        const keys = items.map((i) => keyOf(i, field));
        const sorted = [...keys].sort();
        expect(keys).toEqual(direction === "asc" ? sorted : sorted.reverse());
      }
    }
  });

  it("pages without gaps or duplicates", async () => {
    const all = (await search({ pageSize: 500 })).items.concat(
      (await search({ pageSize: 500, page: 1 })).items,
    );
    expect(new Set(all.map((i) => i.id)).size).toBe(750);
    const page = await search({ page: 3, pageSize: 20 });
    expect(page.items.map((i) => i.id)).toEqual(
      all.slice(60, 80).map((i) => i.id),
    );
    const beyond = await search({ page: 99, pageSize: 20 });
    expect(beyond).toMatchObject({ items: [], total: 750, page: 99 });
  });

  it("treats null fields as absent", async () => {
    const page = await search({
      searchText: null,
      sort: null,
      criteria: null,
    } as never);
    expect(page.total).toBe(750);
  });
});

describe("overview selection", () => {
  it("owner: own installations, 401 when anonymous", async () => {
    const anonymous = await client.post("/natippc/api/ippcInstallations", {
      overview: "owner",
    });
    expect(anonymous.status).toBe(401);
    const owner = server.client();
    await owner.login("owner");
    const own = await search({ overview: "owner" }, owner);
    expect(own.total).toBe(5);
    expect(new Set(own.items.map((i) => i.operatorName))).toEqual(
      new Set(["Hausruck Metallwerke GmbH"]),
    );
    for (const item of own.items) {
      const registered = await owner.get(
        `/natippc/api/auth/isRegisteredForIppcInstallation/${item.id}`,
      );
      expect(await registered.json()).toBe(true);
    }
    const other = (await search({})).items.find(
      (i) => !own.items.some((o) => o.id === i.id),
    );
    const notMine = await owner.get(
      `/natippc/api/auth/isRegisteredForIppcInstallation/${other?.id}`,
    );
    expect(await notMine.json()).toBe(false);
    const anon = await client.get(
      `/natippc/api/auth/isRegisteredForIppcInstallation/${own.items[0]?.id}`,
    );
    expect(await anon.json()).toBe(false);
  });

  it("official: the authority's Bundesland; 401 anonymous, 403 for non-authorities", async () => {
    expect(
      (
        await client.post("/natippc/api/ippcInstallations", {
          overview: "official",
        })
      ).status,
    ).toBe(401);
    const owner = server.client();
    await owner.login("owner");
    expect(
      (
        await owner.post("/natippc/api/ippcInstallations", {
          overview: "official",
        })
      ).status,
    ).toBe(403);
    const authority = server.client();
    await authority.login("authority");
    const official = await search({ overview: "official" }, authority);
    expect(official.total).toBe(
      (await search({ criteria: { bundesland: ["4"] } })).total,
    );
    expect(official.items.every((i) => i.bundesland.code === "4")).toBe(true);
    const pvp = server.client();
    await pvp.login("pvp");
    const styria = await search({ overview: "official", pageSize: 500 }, pvp);
    expect(styria.items.every((i) => i.bundesland.code === "6")).toBe(true);
    expect((await search({ overview: "all" }, authority)).total).toBe(750);
  });
});

describe("installation details", () => {
  it("returns realistic, consistent details", async () => {
    const summary = (await search({ criteria: { status: ["IN_OPERATION"] } }))
      .items[0];
    if (!summary) throw new Error("no installation");
    const d = await details(summary.id);
    expect(d).toMatchObject(summary);
    expect(d.permits.length).toBeGreaterThanOrEqual(1);
    expect(d.permits.length).toBeLessThanOrEqual(6);
    expect(d.permits.at(-1)?.subject).toMatch(/Genehmigung der Errichtung/);
    for (const permit of d.permits) expect(permit.reference).toMatch(/\d{4}/);
    expect(d.inspections[0]?.date).toBe(summary.lastInspection);
    const dates = d.inspections.map((i) => Date.parse(i.date));
    for (let k = 1; k < dates.length; k++) {
      const gapYears =
        ((dates[k - 1] ?? 0) - (dates[k] ?? 0)) / (365.25 * 864e5);
      expect(gapYears).toBeGreaterThan(0.8);
      expect(gapYears).toBeLessThan(3.2);
    }
    expect(d.history.at(-1)).toMatchObject({ type: "new" });
    expect(d.coordinates?.lat).toBeGreaterThanOrEqual(46.4);
    expect(d.coordinates?.lat).toBeLessThanOrEqual(49);
    expect(d.coordinates?.lon).toBeGreaterThanOrEqual(9.5);
    expect(d.coordinates?.lon).toBeLessThanOrEqual(17.1);
    expect(d.competentAuthority).toMatch(
      /Bezirkshauptmannschaft|Magistrat|Amt der/,
    );
    expect(d.activities[0]).toEqual(d.mainActivity);
  });

  it("answers 404 JSON for unknown and 400 for malformed ids", async () => {
    const unknown = await client.get(
      "/natippc/api/ippcInstallations/AT-IPPC-999999",
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      status: 404,
      error: "not_found",
    });
    expect(
      (await client.get("/natippc/api/ippcInstallations/xyz")).status,
    ).toBe(400);
  });

  it("is deterministic across starts", async () => {
    const other = startApi();
    try {
      const a = await details("AT-IPPC-000321");
      const b = (await (
        await other
          .client()
          .get("/natippc/api/ippcInstallations/AT-IPPC-000321")
      ).json()) as InstallationDetails;
      expect(b).toEqual(a);
    } finally {
      await other.dispose();
    }
  });

  it("serves every earlier version: each follows from the one before, the newest is the entry", async () => {
    const page = await search({ pageSize: 60 });
    let checked = 0;
    for (const { id } of page.items) {
      const current = await details(id);
      const count = current.history.length;
      const versions = await Promise.all(
        Array.from({ length: count }, async (_, k) => {
          const response = await client.get(
            `/natippc/api/ippcInstallations/${id}?version=${k + 1}`,
          );
          expect(response.status).toBe(200);
          return (await response.json()) as InstallationDetails;
        }),
      );
      expect(versions.at(-1)).toEqual(current);
      versions.forEach((version, k) => {
        const record = current.history[count - 1 - k]!;
        expect(version.lastModified).toBe(record.date);
        expect(version.history).toEqual(current.history.slice(count - 1 - k));
        // What happened while the version was the current one, nothing after.
        const replaced = current.history[count - 2 - k];
        if (replaced)
          for (const dated of [...version.permits, ...version.inspections])
            expect(Date.parse(dated.date)).toBeLessThan(
              Date.parse(replaced.date),
            );
        // Chained changes: what one version changed from is what the one before showed.
        const before = versions[k - 1];
        if (record.field === "Betreiber" && before) {
          expect(before.operator.name).toBe(record.oldValue);
          expect(version.operator.name).toBe(record.newValue);
        }
        if (record.field === "Zuständige Behörde" && before) {
          expect(before.competentAuthority).toBe(record.oldValue);
          expect(version.competentAuthority).toBe(record.newValue);
        }
        if (record.field === "Status" && before) {
          expect(before.status).toBe("IN_OPERATION");
          expect(version.status).toBe("CLOSED");
        }
      });
      checked += count;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("answers 404 for a version the entry does not have and 400 for a malformed one", async () => {
    const id = "AT-IPPC-000376";
    const { history } = await details(id);
    const missing = await client.get(
      `/natippc/api/ippcInstallations/${id}?version=${history.length + 1}`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });
    for (const bad of ["0", "-1", "1.5", "x", ""])
      expect(
        (
          await client.get(
            `/natippc/api/ippcInstallations/${id}?version=${bad}`,
          )
        ).status,
      ).toBe(400);
  });

  it("links the permit contents to a document", async () => {
    const { url } = (await (
      await client.get("/natippc/api/genehmigungsinhalte/url/AT-IPPC-000001")
    ).json()) as { url: string };
    const pdf = await client.get(url);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("statistics, metadata and configuration", () => {
  it("branchenStats counts by sector and Bundesland", async () => {
    const stats = (await (
      await client.get("/natippc/api/ippcInstallations/branchenStats")
    ).json()) as BranchenStats;
    expect(stats.total).toBe(750);
    expect(stats.bySector.map((s) => s.code)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
    expect(stats.bySector[0]?.label).toBe("Energiewirtschaft");
    expect(stats.bySector.reduce((sum, s) => sum + s.count, 0)).toBe(750);
    expect(stats.byBundesland.reduce((sum, s) => sum + s.count, 0)).toBe(750);
    const upper = (await (
      await client.get(
        "/natippc/api/ippcInstallations/branchenStats?bundesland=4",
      )
    ).json()) as BranchenStats;
    expect(upper.byBundesland).toEqual([
      expect.objectContaining({
        code: "4",
        name: "Oberösterreich",
        count: upper.total,
      }),
    ]);
    expect(
      (
        await client.get(
          "/natippc/api/ippcInstallations/branchenStats?bundesland=X",
        )
      ).status,
    ).toBe(400);
  });

  it("lastUpdate is an ISO date", async () => {
    const body = (await (
      await client.get("/natippc/api/ippcInstallations/lastUpdate")
    ).json()) as {
      date: string;
    };
    expect(Number.isNaN(Date.parse(body.date))).toBe(false);
  });

  it("filter metadata has the seven criteria of the specification and the two deadlines, with German labels", async () => {
    const meta = (await (
      await client.get("/natippc/api/filter/metadata")
    ).json()) as FilterMetadata;
    expect(meta.criterias.map((c) => [c.id, c.label])).toEqual([
      ["bundesland", "Bundesland"],
      ["bezirk", "Bezirk"],
      ["activity", "Tätigkeit (IED Anhang I)"],
      ["nace", "NACE-Tätigkeit"],
      ["bvt", "BVT-Schlussfolgerungen"],
      ["status", "Status"],
      ["legalForm", "Rechtsform des Betreibers"],
      ["siteVisit", "Vor-Ort-Besichtigung"],
      ["batReconsideration", "Anpassung an BVT-Schlussfolgerungen"],
    ]);
    const bezirk = meta.criterias.find((c) => c.id === "bezirk");
    expect(bezirk?.options.length).toBeGreaterThan(50);
    expect(bezirk?.options.length).toBeLessThanOrEqual(94);
    const activity = meta.criterias.find((c) => c.id === "activity");
    expect(activity?.options[0]).toEqual({
      value: "1",
      label: "1. Energiewirtschaft",
    });
  });

  it("BVT list has the 22 conclusions with installation counts", async () => {
    const list = (await (
      await client.get("/natippc/api/bvt/list")
    ).json()) as BvtConclusion[];
    expect(list).toHaveLength(22);
    const lcp = list.find((b) => b.code === "LCP");
    expect(lcp).toMatchObject({
      title: "Großfeuerungsanlagen",
      decision: "(EU) 2021/2326",
    });
    expect(lcp?.installationCount).toBe(
      (await search({ criteria: { bvt: ["LCP"] } })).total,
    );
  });

  it("BVT documents are created and downloaded as PDF", async () => {
    const created = await client.get(
      "/natippc/api/bvt/createDocument?code=CLM",
    );
    const { documentId } = (await created.json()) as { documentId: string };
    const file = await client.get(`/natippc/api/bvt/getFile/${documentId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="BVT/,
    );
    const text = Buffer.from(await file.arrayBuffer()).toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text).toContain("Zement-, Kalk- und Magnesiumoxidindustrie");
    // The xref offsets must point at the objects, or viewers complain.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    expect(
      (await client.get("/natippc/api/bvt/createDocument?code=XYZ")).status,
    ).toBe(404);
    expect((await client.get("/natippc/api/bvt/createDocument")).status).toBe(
      400,
    );
    expect((await client.get("/natippc/api/bvt/getFile/bvt-xyz")).status).toBe(
      404,
    );
  });

  it.each([
    "edmLinkTemplateBvtDmsDocument",
    "edmlinkTemplateAnlageDetails",
    "mailtoTemplateVorlageUiBericht",
  ])("config %s is a text template with {id}", async (name) => {
    const response = await client.get(`/natippc/api/config/${name}`);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).toContain("{id}");
  });

  it("config gisBezirkeVtUrl is a tile URL template", async () => {
    const response = await client.get("/natippc/api/config/gisBezirkeVtUrl");
    expect(await response.text()).toMatch(/\{z\}\/\{x\}\/\{y\}/);
  });

  it("ui templates are listed and fetched", async () => {
    const list = (await (
      await client.get("/natippc/api/uitemplate/")
    ).json()) as { id: string }[];
    expect(list.length).toBeGreaterThan(0);
    const one = await client.get(`/natippc/api/uitemplate/${list[0]?.id}`);
    expect(await one.json()).toEqual(list[0]);
    expect((await client.get("/natippc/api/uitemplate/nix")).status).toBe(404);
  });
});

describe("GIS export", () => {
  it("answers a GeoJSON FeatureCollection of the filtered installations", async () => {
    const response = await client.post("/natippc/api/ippcInstallations/gis", {
      criteria: { bundesland: ["6"] },
    });
    expect(response.headers.get("Content-Type")).toBe("application/geo+json");
    const collection = (await response.json()) as {
      type: string;
      features: {
        type: string;
        id: string;
        geometry: { type: string; coordinates: [number, number] };
        properties: Record<string, string>;
      }[];
    };
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features).toHaveLength(
      (await search({ criteria: { bundesland: ["6"] } })).total,
    );
    for (const feature of collection.features) {
      expect(feature.type).toBe("Feature");
      expect(feature.geometry.type).toBe("Point");
      const [lon, lat] = feature.geometry.coordinates;
      // Steiermark, roughly.
      expect(lat).toBeGreaterThan(46.5);
      expect(lat).toBeLessThan(47.9);
      expect(lon).toBeGreaterThan(13.4);
      expect(lon).toBeLessThan(16.3);
      expect(Object.keys(feature.properties)).toEqual(
        expect.arrayContaining([
          "id",
          "name",
          "operator",
          "activity",
          "bezirk",
        ]),
      );
      expect(feature.properties.id).toBe(feature.id);
    }
  });
});
