/** @jest-environment node */
import {
  batReconsiderationState,
  siteVisitState,
  viennaDate,
} from "../../src/api/deadlines";
import { openDataQuery } from "../../src/api/installationSearch";
import type {
  BranchenStats,
  BvtConclusion,
  InstallationSearch,
} from "../../src/api/types";
import { OPEN_DATA_TEXTS } from "../../src/i18n/openData";
import { everyMatch, startApi, type TestApi, type TestClient } from "./client";

const SIZE = 3000;
/** The server's clock: 25 November 2026, 10:00 in Vienna. */
const NOW = Date.parse("2026-11-25T09:00:00Z");
const TODAY = viennaDate(NOW);
let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = startApi({ installations: SIZE, now: () => NOW });
  client = server.client();
  await client.primeXsrf();
});
afterAll(async () => {
  await server.dispose();
});

const allOf = (search: InstallationSearch) => everyMatch(client, search);

describe("deadlines in the simulated API", () => {
  it("every installation in operation has its site visit due by its risk class; closed ones none", async () => {
    const all = await allOf({});
    expect(all).toHaveLength(SIZE);
    for (const item of all) {
      if (item.status === "CLOSED") expect(item.nextSiteVisitDue).toBeNull();
      else {
        expect(item.riskClass).toMatch(/^(HIGH|MEDIUM|LOW)$/);
        expect(item.nextSiteVisitDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    // Some are overdue on this day, most are not.
    const overdue = all.filter(
      (i) =>
        i.nextSiteVisitDue &&
        siteVisitState(i.nextSiteVisitDue, TODAY) === "OVERDUE",
    );
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.length).toBeLessThan(SIZE / 3);
  });

  it("filters by the site visit's state on the server's day, exactly as the rule says", async () => {
    const all = await allOf({});
    const overdue = await allOf({ criteria: { siteVisit: ["OVERDUE"] } });
    const onTime = await allOf({ criteria: { siteVisit: ["ON_TIME"] } });
    const expected = (state: string) =>
      all
        .filter(
          (i) =>
            i.nextSiteVisitDue &&
            siteVisitState(i.nextSiteVisitDue, TODAY) === state,
        )
        .map((i) => i.id);
    expect(overdue.map((i) => i.id)).toEqual(expected("OVERDUE"));
    expect(onTime.map((i) => i.id)).toEqual(expected("ON_TIME"));
  });

  it("counts overdue site visits per Bundesland on the start page's figures", async () => {
    const stats = (await (
      await client.get("/natippc/api/ippcInstallations/branchenStats")
    ).json()) as BranchenStats;
    for (const land of stats.byBundesland) {
      const overdue = await allOf({
        criteria: { bundesland: [land.code], siteVisit: ["OVERDUE"] },
      });
      expect(land.overdueSiteVisits).toBe(overdue.length);
    }
  });

  it("gives each BAT conclusion its deadline and its installations by state, matching the register's filter", async () => {
    const list = (await (
      await client.get("/natippc/api/bvt/list")
    ).json()) as BvtConclusion[];
    const all = await allOf({});
    for (const bvt of list) {
      expect(bvt.reconsideration?.deadline).toBe(
        `${Number(bvt.publicationDate.slice(0, 4)) + 4}${bvt.publicationDate.slice(4)}`,
      );
      for (const state of [
        "ADAPTED",
        "ADAPTED_LATE",
        "OPEN",
        "OVERDUE",
      ] as const) {
        const expected = all.filter(
          (i) =>
            i.batReconsideration?.code === bvt.code &&
            batReconsiderationState(
              i.batReconsideration.deadline,
              i.batReconsideration.adaptedOn,
              TODAY,
            ) === state,
        );
        expect(bvt.reconsideration?.installations[state]).toBe(expected.length);
        if (expected.length > 0 && expected.length < 200) {
          const filtered = await allOf({
            criteria: { bvt: [bvt.code], batReconsideration: [state] },
          });
          expect(filtered.map((i) => i.id)).toEqual(expected.map((i) => i.id));
        }
      }
    }
  });

  it("files the adaptation to BAT conclusions as a permit on the day the register gives", async () => {
    const adapted = (
      await allOf({ criteria: { batReconsideration: ["ADAPTED_LATE"] } })
    )[0]!;
    const details = (await (
      await client.get(`/natippc/api/ippcInstallations/${adapted.id}`)
    ).json()) as { permits: { date: string; subject: string }[] };
    const permit = details.permits.find((p) =>
      p.subject.startsWith(
        `Anpassung an die BVT-Schlussfolgerungen ${adapted.batReconsideration!.code}`,
      ),
    );
    expect(permit?.date).toBe(adapted.batReconsideration!.adaptedOn);
  });
});

/** Splits a CSV text as RFC 4180 reads it: quoted fields may hold separators, quotes and breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

const austrianDate = (iso: string | null | undefined) =>
  iso ? iso.split("-").reverse().join(".") : "";

describe("open data", () => {
  const search: InstallationSearch = {
    searchText: "werk",
    criteria: { bundesland: ["4", "6"] },
    sort: { field: "nextSiteVisitDue", direction: "desc" },
  };

  it("CSV: UTF-8 with BOM, ';', de-AT dates and decimals, every match of the search in its order", async () => {
    const expected = await allOf(search);
    expect(expected.length).toBeGreaterThan(20);
    const response = await client.get(
      `/natippc/api/opendata/installations.csv?${openDataQuery(search)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "text/csv; charset=utf-8",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="IPPC-Anlagen_2026-11-25\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(
      new TextDecoder().decode(bytes.slice(3)),
    );
    expect(header).toEqual(
      Object.values(OPEN_DATA_TEXTS.columns).map((c) => c.csv),
    );
    expect(rows).toHaveLength(expected.length);
    const column = (name: string) => header!.indexOf(name);
    rows.forEach((row, k) => {
      const item = expected[k]!;
      expect(row[column("Anlagen-ID")]).toBe(item.id);
      expect(row[column("Name")]).toBe(item.name);
      expect(row[column("Bundesland")]).toBe(item.bundesland.name);
      expect(row[column("BVT-Schlussfolgerungen")]).toBe(
        item.bvtCodes.join(", "),
      );
      expect(row[column("Nächste Vor-Ort-Besichtigung fällig bis")]).toBe(
        austrianDate(item.nextSiteVisitDue),
      );
      expect(row[column("BVT-Anpassung: Frist")]).toBe(
        austrianDate(item.batReconsideration?.deadline),
      );
      expect(row[column("Breitengrad")]).toMatch(/^4[6-9],\d+$/);
      expect(row[column("Längengrad")]).toMatch(/^1?\d,\d+$/);
    });
  });

  it("JSON: the same rows with ISO dates, numbers, the licence and every column described", async () => {
    const expected = await allOf(search);
    const response = await client.get(
      `/natippc/api/opendata/installations.json?${openDataQuery(search)}`,
    );
    expect(response.headers.get("content-type")).toBe(
      "application/json; charset=utf-8",
    );
    const body = (await response.json()) as {
      licence: { name: string; url: string };
      asOf: string;
      columns: { key: string; description: string }[];
      items: Record<string, unknown>[];
    };
    expect(body.licence.name).toBe("CC BY 4.0");
    expect(body.asOf).toBe(TODAY);
    expect(body.columns.map((c) => c.key)).toEqual(
      Object.keys(OPEN_DATA_TEXTS.columns),
    );
    expect(body.items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    const first = body.items[0]!;
    expect(first.siteVisitDue).toBe(expected[0]!.nextSiteVisitDue);
    expect(typeof first.latitude).toBe("number");
  });

  it("the whole register, when nothing narrows it", async () => {
    const response = await client.get(
      "/natippc/api/opendata/installations.json",
    );
    const body = (await response.json()) as { items: unknown[] };
    expect(body.items).toHaveLength(SIZE);
  });

  it("refuses an unknown criterion and an unknown sort field with a German message", async () => {
    for (const query of ["gemeinde=Linz", "sort=password"]) {
      const response = await client.get(
        `/natippc/api/opendata/installations.csv?${query}`,
      );
      if (query.startsWith("sort")) {
        // An unknown sort falls back to the register's own order, as the register's URL does.
        expect(response.status).toBe(200);
        continue;
      }
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Ungültige Suche/,
      );
    }
  });

  it("writes a formula-like text so that a spreadsheet shows it instead of running it", async () => {
    const target = (await allOf({}))[0]!;
    await client.post("/__dev/hostile", {
      installations: [
        {
          id: target.id,
          fields: { name: '=HYPERLINK("https://evil.example";"x")' },
        },
      ],
    });
    try {
      const text = await (
        await client.get(
          `/natippc/api/opendata/installations.csv?q=${target.id}`,
        )
      ).text();
      const [, row] = parseCsv(text.slice(1));
      expect(row?.[1]).toBe(`'=HYPERLINK("https://evil.example";"x")`);
    } finally {
      await client.request("/__dev/hostile", { method: "DELETE" });
    }
  });
});
