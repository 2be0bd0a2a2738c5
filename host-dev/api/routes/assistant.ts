import { randomUUID } from "node:crypto";
import { z } from "zod";
import type {
  AssistantResult,
  DmsContainer,
  DmsDocument,
  PostCodeCity,
  UserGroup,
} from "../../../src/api/types";
import { BEZIRK_BY_CODE, BUNDESLAND_BY_CODE, GEMEINDEN } from "../data/austria";
import { BEZIRK_SEATS } from "../data/coordinates";
import { DATA_AS_OF } from "../data/installations";
import {
  APP_API,
  isAuthority,
  requireAuthority,
  requireLogin,
  type AppContext,
  type AppHono,
  type Services,
} from "../context";
import {
  badRequest,
  forbidden,
  notFound,
  parseQuery,
  parseWith,
  readJson,
} from "../errors";
import {
  attachment,
  installationIdSchema,
  segment,
  segmentSchema,
} from "../http";
import { PERSONAS, type Persona } from "../personas";
import { hashSeed } from "../random";
import { normalizeSearch } from "../text";
import { buildPdf } from "../pdf";
import { keyedBy } from "../store";

// Looked up by ids from requests: a Map has no inherited names.
const DOCUMENT_TYPES: ReadonlyMap<string, string> = new Map([
  ["BESCHEID", "Genehmigungsbescheid"],
  ["UI_BERICHT", "Umweltinspektionsbericht"],
  ["AZB", "Ausgangszustandsbericht"],
  ["BVT", "BVT-Schlussfolgerung"],
  ["EMISSION", "Emissionsmessbericht"],
  ["SONSTIGES", "Sonstiges Dokument"],
]);

type AssistantKind = "dms" | "ebbAssistant" | "searchAssistant";

interface StoredResult {
  kind: AssistantKind;
  owner: string;
  result: AssistantResult;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RESULT_LIMIT = 1000;
const POSTCODE_LIMIT = 20;

const documentTypeSchema = z
  .string()
  .regex(/^[A-Z_]{2,30}$/, "Dokumenttyp wie BESCHEID erwartet");
const containerInputSchema = z.strictObject({
  path: z.array(segmentSchema).min(2).max(3),
  documents: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(200),
        documentType: documentTypeSchema,
        size: z
          .number()
          .int()
          .min(0)
          .max(100 * 1024 * 1024)
          .optional(),
      }),
    )
    .max(100)
    .optional(),
});

/** A folder as stored: who created it is kept beside what the API returns. */
type StoredContainer = DmsContainer & { owner?: string };

/** Folders by their path ("a/b"), as given in requests. */
const dmsContainersSchema = keyedBy(
  z.object({
    owner: z.string().optional(),
    id: z.string(),
    path: z.array(z.string()),
    documents: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        documentType: z.string(),
        created: z.string(),
        size: z.number(),
      }),
    ),
  }),
);

function shortHash(...parts: string[]): string {
  return hashSeed(...parts)
    .toString(16)
    .padStart(8, "0");
}

export function registerAssistantRoutes(
  app: AppHono,
  services: Services,
): void {
  const { dataset } = services;
  const containers = services.store.document<Map<string, StoredContainer>>(
    "dms-containers",
    () => new Map(),
    (raw) => dmsContainersSchema.parse(raw),
  );
  const results = new Map<string, StoredResult>();

  const remember = (
    c: AppContext,
    kind: AssistantKind,
    result: unknown,
  ): AssistantResult => {
    const persona = requireLogin(c);
    const stored: AssistantResult = {
      id: randomUUID(),
      status: "SUCCESS",
      result,
    };
    results.set(stored.id, {
      kind,
      owner: persona.user.username,
      result: stored,
    });
    if (results.size > RESULT_LIMIT) {
      const oldest = results.keys().next().value;
      if (oldest !== undefined) results.delete(oldest);
    }
    return stored;
  };

  /** Documents of an installation as the DMS would file them. */
  const generatedContainer = (
    installationId: string,
    folder: string,
  ): DmsContainer | null => {
    const details = dataset.details(installationId);
    if (!details) return null;
    const inspections = folder === "inspektionen";
    const documents: DmsDocument[] = inspections
      ? details.inspections.map((i) => ({
          id: `UI-${i.id}`,
          name: `Umweltinspektionsbericht ${i.date}.pdf`,
          documentType: "UI_BERICHT",
          created: i.date,
          size: 80_000 + (hashSeed(i.id) % 400_000),
        }))
      : details.permits
          .filter((p) => p.documentId !== null)
          .map((p) => ({
            id: p.documentId ?? p.id,
            name: `Bescheid ${p.reference}.pdf`,
            documentType: "BESCHEID",
            created: p.date,
            size: 120_000 + (hashSeed(p.id) % 900_000),
          }));
    const extra = inspections ? 0 : dataset.extraDocuments.get(installationId);
    for (let k = 1; k <= (extra ?? 0); k++) {
      const created = new Date(Date.parse(DATA_AS_OF) - k * DAY_MS)
        .toISOString()
        .slice(0, 10);
      documents.push({
        id: `EM-${installationId.slice(-6)}-${k}`,
        name: `Emissionsmessbericht ${created}.pdf`,
        documentType: "EMISSION",
        created,
        size: 200_000 + (hashSeed(installationId, String(k)) % 300_000),
      });
    }
    return { id: installationId, path: [installationId, folder], documents };
  };

  /**
   * SPEC §6 for documents: an installation's folders belong to the users registered for it, any
   * other folder to whoever created it. Checked on every read, write and download.
   */
  const checkAccess = (
    persona: Persona,
    path: readonly string[],
    stored: StoredContainer | undefined,
  ): void => {
    const [first = ""] = path;
    const allowed = dataset.has(first)
      ? dataset.ownedBy(persona.name).includes(first)
      : stored?.owner === undefined || stored.owner === persona.user.username;
    if (!allowed)
      throw forbidden("Sie haben keinen Zugriff auf diesen DMS-Ordner.");
  };

  const withoutOwner = ({ owner: _owner, ...container }: StoredContainer) =>
    container;

  const containerAt = (persona: Persona, path: string[]): DmsContainer => {
    const stored = containers.value.get(path.join("/"));
    checkAccess(persona, path, stored);
    if (stored) return withoutOwner(stored);
    const [first, folder] = path;
    if (path.length === 2 && first && folder && dataset.has(first)) {
      const generated = generatedContainer(first, folder);
      if (generated) return generated;
    }
    throw notFound(`Der DMS-Ordner ${path.join("/")} existiert nicht.`);
  };

  app.post(`${APP_API}/assistant/dmsCall`, async (c) => {
    const persona = requireLogin(c);
    const body = await readJson(
      c,
      z.strictObject({
        installationId: installationIdSchema,
        folder: segmentSchema.optional(),
      }),
    );
    if (!dataset.has(body.installationId)) {
      throw notFound(`Die Anlage ${body.installationId} wurde nicht gefunden.`);
    }
    const container = containerAt(persona, [
      body.installationId,
      body.folder ?? "genehmigungen",
    ]);
    return c.json(remember(c, "dms", { container }));
  });

  app.post(`${APP_API}/assistant/ebbCall`, async (c) => {
    const persona = requireLogin(c);
    const body = await readJson(
      c,
      z.strictObject({
        installationId: installationIdSchema,
        year: z.number().int().min(2000).max(2100).optional(),
      }),
    );
    // The operator's own description: its registered users, and the authorities.
    if (
      !isAuthority(persona) &&
      dataset.has(body.installationId) &&
      !dataset.ownedBy(persona.name).includes(body.installationId)
    )
      throw forbidden("Sie sind für diese Anlage nicht registriert.");
    const summary = dataset.summary(body.installationId);
    if (!summary)
      throw notFound(`Die Anlage ${body.installationId} wurde nicht gefunden.`);
    const year = body.year ?? new Date(services.now()).getUTCFullYear() - 1;
    return c.json(
      remember(c, "ebbAssistant", {
        installationId: summary.id,
        year,
        title: `Elektronische Betriebsbeschreibung ${summary.name} ${year}`,
        url: `${APP_API}/genehmigungsinhalte/document/${summary.id}`,
      }),
    );
  });

  app.post(`${APP_API}/assistant/registered`, async (c) => {
    const persona = requireLogin(c);
    const body = await readJson(
      c,
      z.strictObject({ installationId: installationIdSchema }),
    );
    if (!dataset.has(body.installationId)) {
      throw notFound(`Die Anlage ${body.installationId} wurde nicht gefunden.`);
    }
    const registered = dataset
      .ownedBy(persona.name)
      .includes(body.installationId);
    const registeredUsers = PERSONAS.filter((p) =>
      dataset.ownedBy(p.name).includes(body.installationId),
    ).length;
    return c.json(
      remember(c, "searchAssistant", {
        installationId: body.installationId,
        registered,
        registeredUsers,
      }),
    );
  });

  app.post(`${APP_API}/assistant/searchRegistered`, async (c) => {
    const persona = requireLogin(c);
    const body = await readJson(
      c,
      z.strictObject({
        searchText: z.string().max(200).optional(),
        page: z.number().int().min(0).max(10_000).optional(),
        pageSize: z.number().int().min(1).max(100).optional(),
      }),
    );
    const page = dataset.search(
      {
        text: body.searchText,
        scope: { ids: new Set(dataset.ownedBy(persona.name)) },
      },
      body.page ?? 0,
      body.pageSize ?? 20,
    );
    return c.json(remember(c, "searchAssistant", page));
  });

  app.post(`${APP_API}/assistant/site`, async (c) => {
    requireLogin(c);
    const body = await readJson(
      c,
      z
        .strictObject({
          postcode: z
            .string()
            .regex(/^\d{4}$/, "vierstellige Postleitzahl")
            .optional(),
          municipality: z.string().min(2).max(100).optional(),
        })
        .refine(
          (b) => b.postcode !== undefined || b.municipality !== undefined,
          {
            message: "postcode oder municipality angeben",
          },
        ),
    );
    const needle = body.municipality
      ? normalizeSearch(body.municipality)
      : null;
    const sites = GEMEINDEN.filter(
      (g) =>
        (!body.postcode || g.postcode === body.postcode) &&
        (!needle || normalizeSearch(g.name).includes(needle)),
    )
      .slice(0, POSTCODE_LIMIT)
      .map((g) => ({
        gkz: g.gkz,
        municipality: g.name,
        postcode: g.postcode,
        bezirk: BEZIRK_BY_CODE.get(g.bezirkCode)?.name ?? null,
        bundesland:
          BUNDESLAND_BY_CODE.get(g.bezirkCode.charAt(0))?.name ?? null,
      }));
    return c.json(remember(c, "searchAssistant", { sites }));
  });

  for (const kind of ["dms", "ebbAssistant", "searchAssistant"] as const) {
    app.post(`${APP_API}/qt/${kind}/result`, async (c) => {
      const persona = requireLogin(c);
      const { id } = await readJson(c, z.strictObject({ id: z.uuid() }));
      const stored = results.get(id);
      if (
        !stored ||
        stored.kind !== kind ||
        stored.owner !== persona.user.username
      ) {
        throw notFound("Das Ergebnis wurde nicht gefunden.");
      }
      return c.json(stored.result);
    });
  }

  const putContainer = async (c: AppContext) => {
    const persona = requireLogin(c);
    const body = await readJson(c, containerInputSchema);
    const key = body.path.join("/");
    const previous = containers.value.get(key);
    checkAccess(persona, body.path, previous);
    const created = new Date(services.now()).toISOString();
    const container: StoredContainer = {
      owner: previous?.owner ?? persona.user.username,
      id: previous?.id ?? `C-${shortHash(key)}`,
      path: body.path,
      documents: (body.documents ?? []).map((d) => {
        const kept = previous?.documents.find((p) => p.name === d.name);
        return {
          id: kept?.id ?? `D-${shortHash(key, d.name)}`,
          name: d.name,
          documentType: d.documentType,
          created: kept?.created ?? created,
          size: d.size ?? kept?.size ?? 0,
        };
      }),
    };
    containers.value.set(key, container);
    await containers.save();
    return c.json(withoutOwner(container), previous ? 200 : 201);
  };
  app.put(`${APP_API}/assistant/dmsContainer`, putContainer);

  // Static segments before the generic /{a}/{b} routes below.
  app.get(
    `${APP_API}/assistant/dmsContainer/batch/resolveDocumentType`,
    (c) => {
      requireLogin(c);
      const { ids } = parseQuery(
        c,
        z.strictObject({ ids: z.string().min(1).max(2000) }),
      );
      const list = ids
        .split(",")
        .map((id) => parseWith(documentTypeSchema, id.trim(), "Dokumenttyp"));
      if (list.length > 100)
        throw badRequest("Höchstens 100 Dokumenttypen je Anfrage.");
      return c.json(
        list.map((id) => ({ id, name: DOCUMENT_TYPES.get(id) ?? null })),
      );
    },
  );

  app.get(
    `${APP_API}/assistant/dmsContainer/resolveDocumentType/:type`,
    (c) => {
      requireLogin(c);
      const id = parseWith(
        documentTypeSchema,
        c.req.param("type"),
        "Dokumenttyp",
      );
      const name = DOCUMENT_TYPES.get(id);
      if (!name) throw notFound(`Unbekannter Dokumenttyp ${id}.`);
      return c.json({ id, name });
    },
  );

  app.get(
    `${APP_API}/assistant/dmsContainer/download/:container/:document`,
    (c) => {
      const persona = requireLogin(c);
      const containerId = segment(c.req.param("container"), "Ordner-ID");
      const documentId = segment(c.req.param("document"), "Dokument-ID");
      const stored = [...containers.value.values()].find(
        (x) => x.id === containerId,
      );
      const container =
        stored ??
        (dataset.has(containerId)
          ? documentId.startsWith("UI-")
            ? generatedContainer(containerId, "inspektionen")
            : generatedContainer(containerId, "genehmigungen")
          : null);
      if (container) checkAccess(persona, container.path, stored);
      const document = container?.documents.find((d) => d.id === documentId);
      if (!container || !document)
        throw notFound("Das Dokument wurde nicht gefunden.");
      const pdf = buildPdf(document.name.replace(/\.pdf$/i, ""), [
        `Dokumenttyp: ${DOCUMENT_TYPES.get(document.documentType) ?? document.documentType}`,
        `Ordner: ${container.path.join(" / ")}`,
        `Erstellt: ${document.created.slice(0, 10)}`,
        "",
        "Simuliertes Dokument (host-dev).",
      ]);
      const fileName = /\.pdf$/i.test(document.name)
        ? document.name
        : `${document.name}.pdf`;
      return c.body(pdf, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment(fileName),
      });
    },
  );

  app.get(`${APP_API}/assistant/dmsContainer/:a/:b`, (c) => {
    const persona = requireLogin(c);
    const path = [
      segment(c.req.param("a"), "Pfad"),
      segment(c.req.param("b"), "Pfad"),
    ];
    return c.json(containerAt(persona, path));
  });

  app.get(`${APP_API}/assistant/dmsContainer/:a/:b/:c`, (c) => {
    const persona = requireLogin(c);
    const path = ["a", "b", "c"].map((p) =>
      segment(c.req.param(p) ?? "", "Pfad"),
    );
    return c.json(containerAt(persona, path));
  });

  app.get(`${APP_API}/assistant/searchPostCodeCity`, (c) => {
    const { q } = parseQuery(
      c,
      z.strictObject({ q: z.string().trim().min(1).max(50) }),
    );
    const needle = normalizeSearch(q);
    const seen = new Set<string>();
    const matches: PostCodeCity[] = [];
    for (const g of GEMEINDEN) {
      if (
        !g.postcode.startsWith(q) &&
        !normalizeSearch(g.name).includes(needle)
      )
        continue;
      const key = `${g.postcode} ${g.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // host-dev knows its places to their district's seat, as it places the installations.
      const [lat, lon] = BEZIRK_SEATS[g.bezirkCode] ?? [];
      matches.push({
        postcode: g.postcode,
        city: g.name,
        bundeslandCode: g.bezirkCode.charAt(0),
        ...(lat !== undefined && lon !== undefined ? { lat, lon } : {}),
      });
    }
    matches.sort(
      (a, b) =>
        a.postcode.localeCompare(b.postcode) ||
        a.city.localeCompare(b.city, "de"),
    );
    return c.json(matches.slice(0, POSTCODE_LIMIT));
  });

  registerUserGroupRoutes(app);
}

const GROUP_TYPES = ["AUTHORITY", "NATIPPC_REGISTERED"] as const;

/** Group id "AUTHORITY:4:407" = authorities of Oberösterreich, Bezirk Gmunden ("0" = whole Land). */
function userGroup(type: string, land: string, bezirk: string): UserGroup {
  const kind = parseWith(z.enum(GROUP_TYPES), type, "Gruppentyp");
  const bundesland = BUNDESLAND_BY_CODE.get(land);
  if (!bundesland && land !== "0")
    throw badRequest(`Unbekanntes Bundesland ${land}.`, "validation");
  const district = bezirk === "0" ? undefined : BEZIRK_BY_CODE.get(bezirk);
  if (bezirk !== "0" && (!district || district.bundeslandCode !== land)) {
    throw badRequest(
      `Bezirk ${bezirk} liegt nicht im Bundesland ${land}.`,
      "validation",
    );
  }
  const area = [bundesland?.name ?? "Österreich", district?.name]
    .filter(Boolean)
    .join(" – ");
  const name =
    kind === "AUTHORITY"
      ? `Behörde ${area}`
      : `Registrierte Anlageninhaber ${area}`;
  const members = PERSONAS.filter(
    (p) =>
      p.userInfo.userType === kind &&
      (land === "0" ||
        p.userInfo.bundeslandCode === land ||
        kind === "NATIPPC_REGISTERED"),
  ).map((p) => p.user.username);
  const extra = hashSeed(type, land, bezirk) % 4;
  for (let i = 1; i <= extra; i++)
    members.push(`${kind.toLowerCase()}.${land}${bezirk}.${i}`);
  return { id: `${kind}:${land}:${bezirk}`, name, members };
}

function registerUserGroupRoutes(app: AppHono): void {
  // The authorities' groups and their members are the authorities' business.
  app.get(`${APP_API}/usergroup/batch/:ids`, (c) => {
    requireAuthority(c);
    const ids = c.req.param("ids").split(",");
    if (ids.length > 100) throw badRequest("Höchstens 100 Gruppen je Anfrage.");
    return c.json(
      ids.map((id) => {
        const parts = id.split(":");
        if (parts.length !== 3)
          throw badRequest(`Gruppen-ID ${id}: Format TYP:BUNDESLAND:BEZIRK.`);
        const [type = "", land = "", bezirk = ""] = parts;
        return userGroup(type, land, bezirk);
      }),
    );
  });

  app.get(`${APP_API}/usergroup/:type/:land/:bezirk`, (c) => {
    requireAuthority(c);
    return c.json(
      userGroup(
        c.req.param("type"),
        c.req.param("land"),
        c.req.param("bezirk"),
      ),
    );
  });
}
