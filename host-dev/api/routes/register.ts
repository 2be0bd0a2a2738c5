import {
  batReconsiderationDeadline,
  viennaDate,
} from "../../../src/api/deadlines";
import {
  NEAR_LIMITS,
  SEARCH_LIMITS,
  SEARCH_CRITERION_IDS,
} from "../../../src/api/installationSearch";
import { z } from "zod";
import {
  OVERVIEW_SELECTIONS,
  type BvtConclusion,
  type FilterMetadata,
  type InstallationDetails,
  type LastUpdate,
} from "../../../src/api/types";
import { BVT_CONCLUSIONS } from "../data/ied";
import {
  DATA_AS_OF,
  installationAtVersion,
  SORT_FIELDS,
  type InstallationDataset,
  type SearchQuery,
} from "../data/installations";
import {
  APP_API,
  personaOf,
  taskOwner,
  type AppContext,
  type AppHono,
  type Services,
} from "../context";
import {
  badRequest,
  forbidden,
  notFound,
  parseQuery,
  readJson,
  unauthorized,
} from "../errors";
import { attachment, installationIdParam } from "../http";
import { buildPdf } from "../pdf";
import type { Persona } from "../personas";

const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 50;

/** The filter body of search, Excel and GIS export. null counts as absent (lenient clients). */
export const installationSearchSchema = z.strictObject({
  searchText: z.string().max(SEARCH_LIMITS.searchText).nullish(),
  overview: z.enum(OVERVIEW_SELECTIONS).nullish(),
  criteria: z
    .partialRecord(
      z.enum(SEARCH_CRITERION_IDS),
      z
        .array(z.string().min(1).max(SEARCH_LIMITS.valueLength))
        .max(SEARCH_LIMITS.values),
    )
    .nullish(),
  sort: z
    .strictObject({
      field: z.enum(SORT_FIELDS),
      direction: z.enum(["asc", "desc"]),
    })
    .nullish(),
  near: z
    .strictObject({
      lat: z.number().min(NEAR_LIMITS.lat.min).max(NEAR_LIMITS.lat.max),
      lon: z.number().min(NEAR_LIMITS.lon.min).max(NEAR_LIMITS.lon.max),
    })
    .nullish(),
  page: z.number().int().min(0).max(SEARCH_LIMITS.page).nullish(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
});
type SearchBody = z.infer<typeof installationSearchSchema>;

const bvtCodeSchema = z
  .string()
  .regex(/^[A-Z]{2,5}$/, "BVT-Kürzel wie LCP erwartet");

/** Today in Vienna on the server's clock (which the test clock moves): the day deadlines are taken on. */
const today = (services: Services) => viennaDate(services.now());

export function resolveQuery(
  c: AppContext,
  services: Services,
  body: SearchBody,
): SearchQuery {
  const query: SearchQuery = {
    today: today(services),
    text: body.searchText ?? undefined,
    criteria: body.criteria ?? undefined,
    sort: body.sort ?? undefined,
    near: body.near ?? undefined,
  };
  const overview = body.overview ?? "all";
  if (overview === "all") return query;
  const persona = personaOf(c);
  if (!persona) throw unauthorized();
  if (overview === "owner") {
    return {
      ...query,
      scope: { ids: new Set(services.dataset.ownedBy(persona.name)) },
    };
  }
  const land = persona.userInfo.bundeslandCode;
  if (persona.userInfo.userType !== "AUTHORITY" || !land || land === "0") {
    throw forbidden(
      "Die Behördenansicht steht nur Behörden eines Bundeslandes zur Verfügung.",
    );
  }
  return { ...query, scope: { bundesland: land } };
}

/**
 * The contact person is personal data (DSGVO): only users registered for the installation and
 * authority users of its Bundesland, where the competent authorities sit, need it.
 */
function maySeeContactPerson(
  persona: Persona | null,
  details: InstallationDetails,
  dataset: InstallationDataset,
): boolean {
  if (!persona) return false;
  if (dataset.ownedBy(persona.name).includes(details.id)) return true;
  const { userType, bundeslandCode } = persona.userInfo;
  return userType === "AUTHORITY" && bundeslandCode === details.bundesland.code;
}

/** Human-readable filter for the export's info sheet. */
function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

function describeFilter(body: SearchBody): string {
  const parts: string[] = [];
  if (body.overview && body.overview !== "all")
    parts.push(`Ansicht: ${body.overview}`);
  if (body.searchText) parts.push(`Suchtext: „${body.searchText}“`);
  for (const [id, values] of Object.entries(body.criteria ?? {})) {
    if (values && values.length > 0) parts.push(`${id}: ${values.join(", ")}`);
  }
  return parts.length > 0 ? parts.join("; ") : "kein Filter (alle Anlagen)";
}

export function registerRegisterRoutes(app: AppHono, services: Services): void {
  const { dataset } = services;
  const base = `${APP_API}/ippcInstallations`;

  // Static paths first: Hono tries routes in registration order, and /:id would match them.
  app.get(`${base}/branchenStats`, (c) => {
    const { bundesland } = parseQuery(
      c,
      z.strictObject({
        bundesland: z
          .string()
          .regex(/^[1-9]$/, "Bundesland 1–9")
          .optional(),
      }),
    );
    return c.json(dataset.branchenStats(today(services), bundesland));
  });

  app.get(`${base}/lastUpdate`, (c) => {
    const body: LastUpdate = { date: DATA_AS_OF };
    return c.json(body);
  });

  app.post(base, async (c) => {
    const body = await readJson(c, installationSearchSchema);
    const query = resolveQuery(c, services, body);
    return c.json(
      dataset.search(query, body.page ?? 0, body.pageSize ?? DEFAULT_PAGE_SIZE),
    );
  });

  app.post(`${base}/excel`, async (c) => {
    const body = await readJson(c, installationSearchSchema);
    const rows = dataset.exportRows(resolveQuery(c, services, body));
    // Before a session is made for the visitor: a refused start leaves nothing behind.
    if (!personaOf(c)) services.anonymousExports.take(c.env.clientAddress);
    const { owner, persistent } = await taskOwner(c, services, true);
    if (!owner)
      throw badRequest("Für den Export konnte keine Sitzung angelegt werden.");
    const task = await services.tasks.startExcelExport(
      owner,
      persistent,
      rows,
      {
        fault: services.faults.takeTaskFault(pathAndQuery(c.req.url)),
        filter: describeFilter(body),
      },
    );
    return c.json(task, 202);
  });

  app.post(`${base}/gis`, async (c) => {
    const body = await readJson(c, installationSearchSchema);
    const rows = dataset.matchAll(resolveQuery(c, services, body));
    const collection = {
      type: "FeatureCollection",
      features: rows.map((row) => {
        const point = dataset.coordinates(row.id) ?? { lat: 47.6, lon: 14.1 };
        return {
          type: "Feature",
          id: row.id,
          geometry: { type: "Point", coordinates: [point.lon, point.lat] },
          properties: {
            id: row.id,
            name: row.name,
            operator: row.operatorName,
            activity: `${row.mainActivity.code} ${row.mainActivity.label}`,
            activityCode: row.mainActivity.code,
            bezirk: row.bezirk.name,
            bezirkCode: row.bezirk.code,
            bundesland: row.bundesland.name,
            status: row.status,
          },
        };
      }),
    };
    return c.body(JSON.stringify(collection), 200, {
      "Content-Type": "application/geo+json",
      "Content-Disposition": attachment("IPPC-Anlagen.geojson"),
    });
  });

  // ?version=N: the entry as it stood at version N of its history (1 = the oldest).
  app.get(`${base}/:id`, (c) => {
    const id = installationIdParam(c.req.param("id"), (x) => dataset.has(x));
    const { version } = parseQuery(
      c,
      z.strictObject({
        version: z
          .string()
          .regex(/^[1-9]\d{0,3}$/, "Versionsnummer 1–9999")
          .transform(Number)
          .optional(),
      }),
    );
    const current = dataset.details(id);
    if (!current) throw notFound(`Die Anlage ${id} wurde nicht gefunden.`);
    const details =
      version === undefined ? current : installationAtVersion(current, version);
    if (!details)
      throw notFound(`Die Anlage ${id} hat keine Version ${version}.`);
    // The answer depends on who asks: no shared cache may keep it.
    c.header("Cache-Control", "private");
    if (maySeeContactPerson(personaOf(c), details, dataset))
      return c.json(details);
    const { contactPerson: _withheld, ...operator } = details.operator;
    return c.json({ ...details, operator });
  });

  app.get(`${APP_API}/genehmigungsinhalte/url/:id`, (c) => {
    const id = installationIdParam(c.req.param("id"), (x) => dataset.has(x));
    return c.json({ url: `${APP_API}/genehmigungsinhalte/document/${id}` });
  });

  // Target of the URL above, so the link opens something in host-dev.
  app.get(`${APP_API}/genehmigungsinhalte/document/:id`, (c) => {
    const id = installationIdParam(c.req.param("id"), (x) => dataset.has(x));
    const details = dataset.details(id);
    if (!details) throw notFound(`Die Anlage ${id} wurde nicht gefunden.`);
    const pdf = buildPdf(`Genehmigungsinhalte ${details.name}`, [
      `Anlage: ${details.id}, ${details.address.street}, ${details.address.postcode} ${details.address.municipality}`,
      `Betreiber: ${details.operator.name}`,
      `Zuständige Behörde: ${details.competentAuthority}`,
      "",
      ...details.permits.map((p) => `${p.date} ${p.reference}: ${p.subject}`),
      "",
      "Simuliertes Dokument (host-dev).",
    ]);
    return c.body(pdf, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(`Genehmigungsinhalte_${id}.pdf`),
    });
  });

  app.get(`${APP_API}/filter/metadata`, (c) => {
    const metadata: FilterMetadata = {
      scope: "USER",
      criterias: dataset.filterCriteria(),
    };
    return c.json(metadata);
  });

  let bvtCounts: Map<string, number> | undefined;
  const countsOf = (): Map<string, number> =>
    (bvtCounts ??= dataset.bvtInstallationCounts());

  app.get(`${APP_API}/bvt/list`, (c) => {
    const counts = countsOf();
    const states = dataset.reconsiderationCounts(today(services));
    const list: BvtConclusion[] = BVT_CONCLUSIONS.map((bvt) => ({
      id: `bvt-${bvt.code.toLowerCase()}`,
      code: bvt.code,
      title: bvt.title,
      decision: bvt.decision,
      publicationDate: bvt.publicationDate,
      installationCount: counts.get(bvt.code) ?? 0,
      reconsideration: {
        deadline: batReconsiderationDeadline(bvt.publicationDate),
        installations: states.get(bvt.code) ?? {
          ADAPTED: 0,
          ADAPTED_LATE: 0,
          OPEN: 0,
          OVERDUE: 0,
        },
      },
    }));
    return c.json(list);
  });

  app.get(`${APP_API}/bvt/createDocument`, (c) => {
    const { code } = parseQuery(c, z.strictObject({ code: bvtCodeSchema }));
    if (!BVT_CONCLUSIONS.some((b) => b.code === code)) {
      throw notFound(`Unbekannte BVT-Schlussfolgerung ${code}.`);
    }
    // Deterministic id: the document can be fetched again after a restart.
    return c.json({ documentId: `bvt-${code.toLowerCase()}` });
  });

  app.get(`${APP_API}/bvt/getFile/:id`, (c) => {
    const match = /^bvt-([a-z]{2,5})$/.exec(c.req.param("id"));
    if (!match)
      throw badRequest("Dokument-ID im Format bvt-lcp erwartet.", "validation");
    const bvt = BVT_CONCLUSIONS.find((b) => b.code.toLowerCase() === match[1]);
    if (!bvt) throw notFound("Das Dokument wurde nicht gefunden.");
    const [year, month, day] = bvt.publicationDate.split("-");
    const pdf = buildPdf(`BVT-Schlussfolgerungen ${bvt.code} – ${bvt.title}`, [
      `Durchführungsbeschluss ${bvt.decision} der Europäischen Kommission`,
      `Veröffentlicht im Amtsblatt der EU am ${day}.${month}.${year}`,
      `Tätigkeiten nach Anhang I der Richtlinie 2010/75/EU: ${bvt.activityCodes.join(", ")}`,
      `Betroffene Anlagen im Register: ${countsOf().get(bvt.code) ?? 0}`,
      "",
      "Simuliertes Dokument (host-dev).",
    ]);
    return c.body(pdf, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(
        `BVT-Schlussfolgerungen_${bvt.code}.pdf`,
      ),
    });
  });
}
