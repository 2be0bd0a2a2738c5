/** @jest-environment node */
import { Workbook } from "exceljs";
import type {
  FilterMetadata,
  InstallationDetails,
  InstallationSearch,
  InstallationPage,
  RedList,
  RedListEntry,
  UserTask,
} from "../../src/api/types";
import { startApi, waitFor, type TestApi, type TestClient } from "./client";

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

async function search(body: InstallationSearch) {
  const response = await client.post("/natippc/api/ippcInstallations", {
    pageSize: 500,
    ...body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as InstallationPage;
}

async function details(id: string) {
  return (await (
    await client.get(`/natippc/api/ippcInstallations/${id}`)
  ).json()) as InstallationDetails;
}

async function redList(list: RedList) {
  return (await (
    await client.get(`/natippc/api/redalists/${list}`)
  ).json()) as RedListEntry[];
}

async function allDetails() {
  const ids = [
    ...(await search({})).items,
    ...(await search({ page: 1 })).items,
  ].map(({ id }) => id);
  return Promise.all(ids.map(details));
}

describe("filter criteria on reference lists", () => {
  it("name their list and carry only codes of it, labelled by code", async () => {
    const meta = (await (
      await client.get("/natippc/api/filter/metadata")
    ).json()) as FilterMetadata;
    const referenced = meta.criterias.filter((c) => c.referenceList);
    expect(referenced.map((c) => [c.id, c.label, c.referenceList])).toEqual([
      ["bundesland", "Bundesland", "provinces"],
      ["bezirk", "Bezirk", "politicalDistricts"],
      ["nace", "NACE-Tätigkeit", "naceActivities"],
      ["legalForm", "Rechtsform des Betreibers", "legalForms"],
    ]);
    for (const criterion of referenced) {
      const codes = (await redList(criterion.referenceList as RedList)).map(
        (e) => e.code,
      );
      const values = criterion.options.map((o) => o.value);
      expect(criterion.options.every((o) => o.label === o.value)).toBe(true);
      // In use only, in the list's order.
      expect(values).toEqual(codes.filter((code) => values.includes(code)));
      expect(values.length).toBeGreaterThan(1);
    }
  });
});

describe("NACE activity and legal form", () => {
  let everything: InstallationDetails[];
  beforeAll(async () => {
    everything = await allDetails();
  });

  it("every installation has a NACE class of the list, consistent with its IED activity", async () => {
    const nace = new Set((await redList("naceActivities")).map((e) => e.code));
    for (const d of everything) expect(nace.has(d.naceCode)).toBe(true);
    const byActivity = (code: string) =>
      new Set(
        everything
          .filter((d) => d.mainActivity.code === code)
          .map((d) => d.naceCode),
      );
    expect(byActivity("3.1.a")).toEqual(new Set(["23.51"]));
    expect(byActivity("6.6.a")).toEqual(new Set(["01.47"]));
    for (const d of everything.filter((i) => i.name.startsWith("Brauerei")))
      expect(d.naceCode).toBe("11.05");
  });

  it("search filters by NACE class and by the operator's legal form", async () => {
    const byNace = (code: string) =>
      everything.filter((d) => d.naceCode === code).map((d) => d.id);
    const aluminium = await search({ criteria: { nace: ["24.53"] } });
    expect(aluminium.total).toBeGreaterThan(0);
    expect(aluminium.items.map((i) => i.id).sort()).toEqual(
      byNace("24.53").sort(),
    );
    const two = await search({ criteria: { nace: ["24.53", "23.51"] } });
    expect(two.total).toBe(byNace("24.53").length + byNace("23.51").length);

    const ag = await search({ criteria: { legalForm: ["AG"] } });
    expect(ag.total).toBe(
      everything.filter((d) => d.operator.legalFormCode === "AG").length,
    );
    expect(ag.items.every((i) => / AG$/.test(i.operatorName))).toBe(true);

    const both = await search({
      criteria: { nace: ["01.46", "01.47"], legalForm: ["EINZEL"] },
    });
    expect(both.total).toBeGreaterThan(0);
    expect(
      everything.filter(
        (d) =>
          ["01.46", "01.47"].includes(d.naceCode) &&
          d.operator.legalFormCode === "EINZEL",
      ).length,
    ).toBe(both.total);
    expect((await search({ criteria: { nace: ["99.99"] } })).total).toBe(0);
  });

  it("exports filtered by NACE class: GIS and Excel hold the same rows", async () => {
    const filter = { criteria: { nace: ["23.51"] } };
    const expected = (await search(filter)).items.map((i) => i.id);
    const gis = (await (
      await client.post("/natippc/api/ippcInstallations/gis", filter)
    ).json()) as { features: { id: string }[] };
    expect(gis.features.map((f) => f.id)).toEqual(expected);

    const task = (await (
      await client.post("/natippc/api/ippcInstallations/excel", filter)
    ).json()) as UserTask;
    await waitFor(
      async () =>
        (await (
          await client.get("/natippc/api/user-tasks")
        ).json()) as UserTask[],
      (tasks) => tasks.some((t) => t.id === task.id && t.status === "SUCCESS"),
    );
    const file = await client.get(`/natippc/api/user-tasks/${task.id}/result`);
    const workbook = new Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const ids: string[] = [];
    workbook.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) ids.push(String(row.getCell(1).value));
    });
    expect(ids).toEqual(expected);
  });
});

describe("details named through reference lists", () => {
  it("operators have a legal form and country of the lists; a few are seated abroad", async () => {
    const everything = await allDetails();
    const legal = new Set((await redList("legalForms")).map((e) => e.code));
    const countries = new Set((await redList("countries")).map((e) => e.code));
    for (const d of everything) {
      expect(legal.has(d.operator.legalFormCode)).toBe(true);
      expect(countries.has(d.operator.countryCode)).toBe(true);
    }
    const abroad = everything.filter((d) => d.operator.countryCode !== "AUT");
    expect(abroad.length).toBeGreaterThan(5);
    expect(abroad.length).toBeLessThan(everything.length / 10);
    expect(abroad.some((d) => d.operator.countryCode === "DEU")).toBe(true);
    for (const d of abroad)
      expect(d.operator.companyRegisterNumber).not.toMatch(/^FN /);
  });

  it("the site's Katastralgemeinde is the list's entry of its municipality", async () => {
    const kgs = new Map(
      (await redList("cadastralMunicipalities")).map((e) => [e.code, e.name]),
    );
    for (const id of ["AT-IPPC-000001", "AT-IPPC-000321", "AT-IPPC-000750"]) {
      const { address } = await details(id);
      expect(address.cadastralMunicipalityCode).toMatch(/^\d{5}$/);
      expect(kgs.get(address.cadastralMunicipalityCode ?? "")).toBe(
        address.municipality,
      );
    }
  });
});
