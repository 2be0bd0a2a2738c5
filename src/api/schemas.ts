/**
 * The shapes of answers, checked where they arrive (the HTTP client's `schema` option). A wrong
 * shape becomes a ParseError of that one request, which the piece of the page that asked shows in
 * German; it never reaches a component as data that crashes it or keeps it loading. The types of
 * these answers are derived from here (types.ts), not written twice.
 *
 * A shape is not enough: a value of the right type can still be one the page cannot show (ADR 41).
 * So every value is held to the range the page can work with (answerValues.ts); a value out of its
 * range makes the answer wrong, except coordinates, which are then absent (no point, no map link).
 * The client hands on valibot's output, the values as checked and cut. Unknown fields are let
 * through (`v.object`), so a server that adds a field does not break the page; they are not handed
 * on. Answers only other pages than the register ask for are in bvtSchemas.ts, documentSchemas.ts
 * and assistantSchemas.ts, which load with those pages.
 */
import * as v from "valibot";
import {
  between,
  CODES_MAX,
  count,
  cut,
  date,
  DISTANCE_MAX_KM,
  HTML_MAX_LENGTH,
  onEarth,
  optionalText,
  text,
  upTo,
} from "./answerValues";
import { RISK_CLASSES } from "./deadlines";
import {
  CHANGE_TYPES,
  FILTER_SCOPES,
  INSPECTION_KINDS,
  INSTALLATION_STATUSES,
  RED_LISTS,
  REGISTRATION_TYPES,
  RESULT_LIST_SOURCES,
  TASK_PERSISTENCE,
  TASK_STATUSES,
} from "./types";

// ---- Session and system ----

/** GET /api/auth/user */
export const sessionUserSchema = v.object({
  isLoggedIn: v.boolean(),
  user: v.object({
    /** "anonymousUser" = not logged in. */
    username: text,
    currentUserName: text,
    /** e.g. "ROLE_NATIPPC_REGISTERED". */
    authorities: v.array(v.object({ authority: text })),
    activeRole: v.nullable(text),
    switchableRoles: v.array(v.object({ id: text, name: text })),
    mainUserName: optionalText,
    mainUser: v.optional(v.boolean()),
    loginName: optionalText,
    mainUserLoginName: optionalText,
    userKind: optionalText,
    pvp: v.optional(v.boolean()),
    usp: v.optional(v.boolean()),
    oidc: v.optional(v.boolean()),
  }),
});

/** GET /api/auth/userInfo */
export const userInfoSchema = v.object({
  /** AUTHORITY, NATIPPC_REGISTERED or another type (SPEC §3); null for anonymous visitors. */
  userType: v.nullable(text),
  /** "0" = no federal state. */
  bundeslandCode: v.nullable(text),
});

/** GET /api/auth/isRegisteredForIppcInstallation/{id} */
export const isRegisteredSchema = v.boolean();

/** GET /api/env */
export const environmentSchema = v.object({
  /** Seconds; the session countdown runs with it. */
  sessionTimeout: between(1, 86_400),
  /** LOCAL, DEV, TEST, DEMO, PREPROD, PROD or another name. */
  environment: text,
  title: text,
  version: text,
  versionDetail: text,
  buildNumber: text,
});

/** GET /api/time; POST answers the same, or nothing. */
export const serverTimeSchema = v.object({
  /** ISO 8601. */
  datetime: date,
});

/**
 * One task: POST /api/ippcInstallations/excel answers the export task it started, POST
 * /api/user-tasks/{id}/cancel the task in its new state.
 */
export const userTaskSchema = v.object({
  id: text,
  name: text,
  status: v.picklist(TASK_STATUSES),
  persistence: v.picklist(TASK_PERSISTENCE),
  /** ISO 8601. */
  timeStarted: date,
  timeFinished: v.nullable(date),
  /** Percent. */
  progress: between(0, 100),
  message: v.nullable(text),
  resultFileName: v.nullable(text),
});

/** GET /api/user-tasks */
export const userTasksSchema = v.array(userTaskSchema);

// ---- Portal ----

/** GET <portal>/api/userApps: the portal's applications. */
export const userAppsSchema = v.array(
  v.object({
    /** A regular expression matched against a URL. */
    matcher: text,
    url: text,
    shortName: text,
    /** The reporting duty the portal application serves; not shown. */
    registrationType: v.picklist(REGISTRATION_TYPES),
  }),
);

/** The value is handed back whole: it holds a saved filter, which a cut would break. */
const userSettingSchema = v.object({
  name: text,
  value: v.string(),
  /**
   * The stored setting's version, where the portal keeps one: sent back in `If-Match`, so a write
   * over another client's change fails with 412 instead of overwriting it (docs/embedding.md).
   */
  version: v.optional(text),
});

/** GET and POST <portal>/api/userSettings/{group}; some portals answer an empty group with null. */
export const userSettingsSchema = v.nullable(v.array(userSettingSchema));

// ---- Register ----

const codeNameSchema = v.object({ code: text, name: text });

const iedActivitySchema = v.object({
  /** Annex I, e.g. "1.1". */
  code: text,
  label: text,
});

const installationSummaryEntries = {
  id: text,
  name: text,
  operatorName: text,
  postcode: text,
  municipality: text,
  bezirk: codeNameSchema,
  bundesland: codeNameSchema,
  mainActivity: iedActivitySchema,
  bvtCodes: upTo(text, CODES_MAX),
  status: v.picklist(INSTALLATION_STATUSES),
  /** ISO date of the last planned site visit. */
  lastInspection: v.nullable(date),
  /** Environmental risk appraisal that sets the site-visit interval (IED Art. 23(4)); absent where the backend has none. */
  riskClass: v.optional(v.picklist(RISK_CLASSES)),
  /** ISO date: the next site visit is due at the latest (src/api/deadlines.ts); null when closed. */
  nextSiteVisitDue: v.optional(v.nullable(date)),
  /** The reconsideration of the permit after the latest BAT conclusions of the main activity (IED Art. 21(3)); null without. */
  batReconsideration: v.optional(
    v.nullable(
      v.object({
        /** The BAT conclusions, e.g. "LCP". */
        code: text,
        /** ISO date: publication + 4 years. */
        deadline: date,
        /** ISO date of the permit that adapted the conditions; null while not adapted. */
        adaptedOn: v.nullable(date),
      }),
    ),
  ),
  /** The system the installation was registered through; not shown. */
  source: v.picklist(RESULT_LIST_SOURCES),
  /** Kilometres from the search's `near` point, when it has one. */
  distanceKm: v.optional(between(0, DISTANCE_MAX_KM)),
};

/** A page of installations: POST /api/ippcInstallations, and the assistant's searchRegistered. */
export const installationPageSchema = v.object({
  items: v.array(v.object(installationSummaryEntries)),
  /** All matches, over every page. */
  total: count,
  /** 0-based. */
  page: count,
  /** As asked for; the page count is total / pageSize. */
  pageSize: v.pipe(between(1, 500), v.integer()),
});

const addressSchema = v.object({
  street: text,
  postcode: text,
  municipality: text,
  /** Gemeindekennziffer. */
  municipalityCode: text,
  /** Katastralgemeinde number (red list cadastralMunicipalities); sites in Austria only. */
  cadastralMunicipalityCode: v.optional(text),
});

/**
 * The operator's contact person for the installation. Personal data (DSGVO): the API delivers it
 * only to users registered for the installation and to authority users of its Bundesland.
 */
const contactPersonSchema = v.object({
  /** Code of the red list genders. */
  genderCode: text,
  /** Academic title before the name ("DI", "Mag.a"); null without. */
  title: v.nullable(text),
  firstName: text,
  lastName: text,
  phone: text,
  email: text,
});

const operatorSchema = v.object({
  id: text,
  name: text,
  legalForm: text,
  /** Code of the red list legalForms. */
  legalFormCode: text,
  /** Country of the seat: code of the red list countries (ISO 3166-1 alpha-3). */
  countryCode: text,
  address: addressSchema,
  /** Firmenbuchnummer. */
  companyRegisterNumber: v.nullable(text),
  /** Absent for callers who may not see personal data. */
  contactPerson: v.optional(contactPersonSchema),
});

const permitSchema = v.object({
  id: text,
  /** ISO date. */
  date: date,
  authority: text,
  /** Geschäftszahl. */
  reference: text,
  subject: text,
  documentId: v.nullable(text),
});

const inspectionSchema = v.object({
  id: text,
  date: date,
  /** planmäßig / anlassbezogen */
  kind: v.picklist(INSPECTION_KINDS),
  authority: text,
  findings: text,
  nextPlanned: v.nullable(date),
});

const changeRecordSchema = v.object({
  type: v.picklist(CHANGE_TYPES),
  field: text,
  versionName: text,
  oldValue: v.nullable(text),
  newValue: v.nullable(text),
  date: date,
  user: text,
});

/** GET /api/ippcInstallations/{id}, also with ?version=N. */
export const installationDetailsSchema = v.object({
  ...installationSummaryEntries,
  operator: operatorSchema,
  address: addressSchema,
  /** Null where the answer's lie off the earth: no point and no map link then. */
  coordinates: v.pipe(
    v.object({ lat: v.number(), lon: v.number() }),
    v.transform((at) => (onEarth(at.lat, at.lon) ? at : null)),
  ),
  activities: v.array(iedActivitySchema),
  /** ÖNACE class: code of the red list naceActivities. */
  naceCode: text,
  competentAuthority: text,
  eprtrId: v.nullable(text),
  permits: v.array(permitSchema),
  inspections: v.array(inspectionSchema),
  history: v.array(changeRecordSchema),
  lastModified: date,
});

/**
 * POST /api/ippcInstallations/gis: GeoJSON (DESIGN §4, RFC 7946); only the envelope is relied on.
 * Saved as a file, never shown: every member is kept as it came.
 */
export const installationsGeoJsonSchema = v.looseObject({
  type: v.literal("FeatureCollection"),
  features: v.array(
    v.looseObject({
      type: v.literal("Feature"),
      geometry: v.nullable(
        v.looseObject({ type: v.string(), coordinates: v.unknown() }),
      ),
      properties: v.nullable(v.record(v.string(), v.unknown())),
    }),
  ),
});

/** Matches in one area of the map's national view, at its seat or centre (WGS84). */
const mapAreasSchema = v.pipe(
  v.array(
    v.object({
      code: text,
      name: text,
      count: count,
      lon: v.number(),
      lat: v.number(),
    }),
  ),
  // One off the earth has no place on the map.
  v.transform((areas) => areas.filter((area) => onEarth(area.lat, area.lon))),
);

/**
 * POST /api/ippcInstallations/map (beyond the specification): every match of a search for the
 * map, column by column — index i of each list is one installation, compact enough for 100 000 —
 * in the register's default order (by name), and the counts per political district and Bundesland.
 */
export const installationMapSchema = v.object({
  total: count,
  points: v.pipe(
    v.object({
      ids: v.array(text),
      names: v.array(text),
      lon: v.array(v.number()),
      lat: v.array(v.number()),
    }),
    v.check(
      ({ ids, names, lon, lat }) =>
        names.length === ids.length &&
        lon.length === ids.length &&
        lat.length === ids.length,
      "points: lists of different lengths",
    ),
    // One off the earth has no place on the map: left out of every list. Copied only then, as the
    // lists may hold 100 000.
    v.transform((points) => {
      const { lat, lon } = points;
      if (lat.every((y, i) => onEarth(y, lon[i] ?? 0))) return points;
      const on = (_: unknown, i: number) => onEarth(lat[i] ?? 0, lon[i] ?? 0);
      return {
        ids: points.ids.filter(on),
        names: points.names.filter(on),
        lon: lon.filter(on),
        lat: lat.filter(on),
      };
    }),
  ),
  districts: mapAreasSchema,
  states: mapAreasSchema,
});

/** GET /api/ippcInstallations/branchenStats */
export const branchenStatsSchema = v.object({
  bySector: v.array(v.object({ code: text, label: text, count: count })),
  byBundesland: v.array(
    v.object({
      code: text,
      name: text,
      count: count,
      /** Installations in operation whose site visit is overdue today; absent where the backend has none. */
      overdueSiteVisits: v.optional(count),
    }),
  ),
  total: count,
});

/** GET /api/ippcInstallations/lastUpdate */
export const lastUpdateSchema = v.object({
  /** ISO 8601. */
  date: date,
});

/** GET /api/genehmigungsinhalte/url/{id}: where the permit contents of an installation live. */
export const permitContentUrlSchema = v.object({ url: text });

/** GET /api/filter/metadata */
export const filterMetadataSchema = v.object({
  /** Whose saved filters these are: the user's own, or shared by all users. */
  scope: v.picklist(FILTER_SCOPES),
  criterias: v.array(
    v.object({
      id: text,
      label: text,
      category: text,
      multiple: v.boolean(),
      /**
       * The reference list (GET /api/redalists/{list}) that names the options: then the options
       * are only the codes in use, each labelled with its code, and the client takes the names
       * from the list.
       */
      referenceList: v.optional(v.picklist(RED_LISTS)),
      options: v.array(v.object({ value: text, label: text })),
    }),
  ),
});

/** GET /api/redalists/{list} */
export const redListSchema = v.array(codeNameSchema);

/** GET /api/uitemplate/{id} */
export const uiTemplateSchema = v.object({
  id: text,
  name: text,
  /** HTML, sanitised before display like the CMS pages. */
  content: cut(HTML_MAX_LENGTH),
});

/** GET /api/uitemplate/ */
export const uiTemplatesSchema = v.array(uiTemplateSchema);

/** GET /api/assistant/searchPostCodeCity: places for the register's sorting by distance. */
export const postCodeCitiesSchema = v.array(
  v.object({
    postcode: text,
    city: text,
    bundeslandCode: text,
    /** Where the place lies (WGS84), for sorting the register by distance from it; optional. */
    lat: v.optional(between(-90, 90)),
    lon: v.optional(between(-180, 180)),
  }),
);

// ---- The check ----

/** The shape of a request's answer. */
export type AnswerSchema = v.GenericSchema;

/**
 * Checks an answer: what the page gets of it (the values as checked, texts cut, coordinates off
 * the earth absent), or the issues of a wrong one, in short.
 */
export function checkAnswer(
  schema: AnswerSchema,
  data: unknown,
): { output: unknown; problem?: undefined } | { problem: string } {
  const checked = v.safeParse(schema, data);
  if (checked.success) return { output: checked.output };
  return {
    problem: checked.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? "answer"}: ${issue.message}`)
      .join("; "),
  };
}
