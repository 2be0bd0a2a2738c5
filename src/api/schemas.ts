/**
 * The shapes of answers, checked where they arrive (the HTTP client's `schema` option). A wrong
 * shape becomes a ParseError of that one request, which the piece of the page that asked shows in
 * German; it never reaches a component as data that crashes it or keeps it loading. The types of
 * these answers are derived from here (types.ts), not written twice.
 *
 * The client checks an answer and hands on the answer itself, not valibot's output: so no
 * transformations or defaults here, which the app would never see. Unknown fields are let through
 * (`v.object`), so a server that adds a field does not break the page.
 */
import * as v from "valibot";
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

const optionalText = v.optional(v.nullable(v.string()));
/** Numbers the page counts or pages with: a fraction or a negative one would break it. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

// ---- Session and system ----

/** GET /api/auth/user */
export const sessionUserSchema = v.object({
  isLoggedIn: v.boolean(),
  user: v.object({
    /** "anonymousUser" = not logged in. */
    username: v.string(),
    currentUserName: v.string(),
    /** e.g. "ROLE_NATIPPC_REGISTERED". */
    authorities: v.array(v.object({ authority: v.string() })),
    activeRole: v.nullable(v.string()),
    switchableRoles: v.array(v.object({ id: v.string(), name: v.string() })),
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
  userType: v.nullable(v.string()),
  /** "0" = no federal state. */
  bundeslandCode: v.nullable(v.string()),
});

/** GET /api/auth/isRegisteredForIppcInstallation/{id} */
export const isRegisteredSchema = v.boolean();

/** GET /api/env */
export const environmentSchema = v.object({
  /** Seconds. */
  sessionTimeout: v.number(),
  /** LOCAL, DEV, TEST, DEMO, PREPROD, PROD or another name. */
  environment: v.string(),
  title: v.string(),
  version: v.string(),
  versionDetail: v.string(),
  buildNumber: v.string(),
});

/** GET /api/time; POST answers the same, or nothing. */
export const serverTimeSchema = v.object({
  /** ISO 8601. */
  datetime: v.string(),
});

/**
 * One task: POST /api/ippcInstallations/excel answers the export task it started, POST
 * /api/user-tasks/{id}/cancel the task in its new state.
 */
export const userTaskSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(TASK_STATUSES),
  persistence: v.picklist(TASK_PERSISTENCE),
  /** ISO 8601. */
  timeStarted: v.string(),
  timeFinished: v.nullable(v.string()),
  /** 0..100 */
  progress: v.number(),
  message: v.nullable(v.string()),
  resultFileName: v.nullable(v.string()),
});

/** GET /api/user-tasks */
export const userTasksSchema = v.array(userTaskSchema);

// ---- Portal ----

/** GET <portal>/api/userApps: the portal's applications. */
export const userAppsSchema = v.array(
  v.object({
    /** A regular expression matched against a URL. */
    matcher: v.string(),
    url: v.string(),
    shortName: v.string(),
    /** The reporting duty the portal application serves; not shown. */
    registrationType: v.picklist(REGISTRATION_TYPES),
  }),
);

const userSettingSchema = v.object({
  name: v.string(),
  value: v.string(),
  /**
   * The stored setting's version, where the portal keeps one: sent back in `If-Match`, so a write
   * over another client's change fails with 412 instead of overwriting it (docs/embedding.md).
   */
  version: v.optional(v.string()),
});

/** GET and POST <portal>/api/userSettings/{group}; some portals answer an empty group with null. */
export const userSettingsSchema = v.nullable(v.array(userSettingSchema));

// ---- Register ----

const codeNameSchema = v.object({ code: v.string(), name: v.string() });

const iedActivitySchema = v.object({
  /** Annex I, e.g. "1.1". */
  code: v.string(),
  label: v.string(),
});

const installationSummaryEntries = {
  id: v.string(),
  name: v.string(),
  operatorName: v.string(),
  postcode: v.string(),
  municipality: v.string(),
  bezirk: codeNameSchema,
  bundesland: codeNameSchema,
  mainActivity: iedActivitySchema,
  bvtCodes: v.array(v.string()),
  status: v.picklist(INSTALLATION_STATUSES),
  /** ISO date of the last planned site visit. */
  lastInspection: v.nullable(v.string()),
  /** Environmental risk appraisal that sets the site-visit interval (IED Art. 23(4)); absent where the backend has none. */
  riskClass: v.optional(v.picklist(RISK_CLASSES)),
  /** ISO date: the next site visit is due at the latest (src/api/deadlines.ts); null when closed. */
  nextSiteVisitDue: v.optional(v.nullable(v.string())),
  /** The reconsideration of the permit after the latest BAT conclusions of the main activity (IED Art. 21(3)); null without. */
  batReconsideration: v.optional(
    v.nullable(
      v.object({
        /** The BAT conclusions, e.g. "LCP". */
        code: v.string(),
        /** ISO date: publication + 4 years. */
        deadline: v.string(),
        /** ISO date of the permit that adapted the conditions; null while not adapted. */
        adaptedOn: v.nullable(v.string()),
      }),
    ),
  ),
  /** The system the installation was registered through; not shown. */
  source: v.picklist(RESULT_LIST_SOURCES),
  /** Kilometres from the search's `near` point, when it has one. */
  distanceKm: v.optional(v.number()),
};

/** A page of installations: POST /api/ippcInstallations, and the assistant's searchRegistered. */
export const installationPageSchema = v.object({
  items: v.array(v.object(installationSummaryEntries)),
  /** All matches, over every page. */
  total: count,
  /** 0-based. */
  page: count,
  pageSize: count,
});

const addressSchema = v.object({
  street: v.string(),
  postcode: v.string(),
  municipality: v.string(),
  /** Gemeindekennziffer. */
  municipalityCode: v.string(),
  /** Katastralgemeinde number (red list cadastralMunicipalities); sites in Austria only. */
  cadastralMunicipalityCode: v.optional(v.string()),
});

/**
 * The operator's contact person for the installation. Personal data (DSGVO): the API delivers it
 * only to users registered for the installation and to authority users of its Bundesland.
 */
const contactPersonSchema = v.object({
  /** Code of the red list genders. */
  genderCode: v.string(),
  /** Academic title before the name ("DI", "Mag.a"); null without. */
  title: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  email: v.string(),
});

const operatorSchema = v.object({
  id: v.string(),
  name: v.string(),
  legalForm: v.string(),
  /** Code of the red list legalForms. */
  legalFormCode: v.string(),
  /** Country of the seat: code of the red list countries (ISO 3166-1 alpha-3). */
  countryCode: v.string(),
  address: addressSchema,
  /** Firmenbuchnummer. */
  companyRegisterNumber: v.nullable(v.string()),
  /** Absent for callers who may not see personal data. */
  contactPerson: v.optional(contactPersonSchema),
});

const permitSchema = v.object({
  id: v.string(),
  /** ISO date. */
  date: v.string(),
  authority: v.string(),
  /** Geschäftszahl. */
  reference: v.string(),
  subject: v.string(),
  documentId: v.nullable(v.string()),
});

const inspectionSchema = v.object({
  id: v.string(),
  date: v.string(),
  /** planmäßig / anlassbezogen */
  kind: v.picklist(INSPECTION_KINDS),
  authority: v.string(),
  findings: v.string(),
  nextPlanned: v.nullable(v.string()),
});

const changeRecordSchema = v.object({
  type: v.picklist(CHANGE_TYPES),
  field: v.string(),
  versionName: v.string(),
  oldValue: v.nullable(v.string()),
  newValue: v.nullable(v.string()),
  date: v.string(),
  user: v.string(),
});

/** GET /api/ippcInstallations/{id}, also with ?version=N. */
export const installationDetailsSchema = v.object({
  ...installationSummaryEntries,
  operator: operatorSchema,
  address: addressSchema,
  coordinates: v.object({ lat: v.number(), lon: v.number() }),
  activities: v.array(iedActivitySchema),
  /** ÖNACE class: code of the red list naceActivities. */
  naceCode: v.string(),
  competentAuthority: v.string(),
  eprtrId: v.nullable(v.string()),
  permits: v.array(permitSchema),
  inspections: v.array(inspectionSchema),
  history: v.array(changeRecordSchema),
  lastModified: v.string(),
});

/** POST /api/ippcInstallations/gis: GeoJSON (DESIGN §4, RFC 7946); only the envelope is relied on. */
export const installationsGeoJsonSchema = v.object({
  type: v.literal("FeatureCollection"),
  features: v.array(
    v.object({
      type: v.literal("Feature"),
      geometry: v.nullable(
        v.object({ type: v.string(), coordinates: v.unknown() }),
      ),
      properties: v.nullable(v.record(v.string(), v.unknown())),
    }),
  ),
});

/** Matches in one area of the map's national view, at its seat or centre (WGS84). */
const mapAreaSchema = v.object({
  code: v.string(),
  name: v.string(),
  count: count,
  lon: v.number(),
  lat: v.number(),
});

/**
 * POST /api/ippcInstallations/map (beyond the specification): every match of a search for the
 * map, column by column — index i of each list is one installation, compact enough for 100 000 —
 * in the register's default order (by name), and the counts per political district and Bundesland.
 */
export const installationMapSchema = v.object({
  total: count,
  points: v.pipe(
    v.object({
      ids: v.array(v.string()),
      names: v.array(v.string()),
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
  ),
  districts: v.array(mapAreaSchema),
  states: v.array(mapAreaSchema),
});

/** GET /api/ippcInstallations/branchenStats */
export const branchenStatsSchema = v.object({
  bySector: v.array(
    v.object({ code: v.string(), label: v.string(), count: count }),
  ),
  byBundesland: v.array(
    v.object({
      code: v.string(),
      name: v.string(),
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
  date: v.string(),
});

/** GET /api/genehmigungsinhalte/url/{id}: where the permit contents of an installation live. */
export const permitContentUrlSchema = v.object({ url: v.string() });

/** GET /api/bvt/list */
export const bvtListSchema = v.array(
  v.object({
    id: v.string(),
    /** e.g. "LCP". */
    code: v.string(),
    /** German title. */
    title: v.string(),
    /** e.g. "(EU) 2021/2326". */
    decision: v.string(),
    /** ISO date. */
    publicationDate: v.string(),
    installationCount: count,
    /** The reconsideration of permits these conclusions call for (IED Art. 21(3)); absent where the backend has none. */
    reconsideration: v.optional(
      v.object({
        /** ISO date: publication + 4 years. */
        deadline: v.string(),
        /** Installations whose main activity they cover, by where they stand today. */
        installations: v.object({
          ADAPTED: count,
          ADAPTED_LATE: count,
          OPEN: count,
          OVERDUE: count,
        }),
      }),
    ),
  }),
);

/** GET /api/bvt/createDocument: the id to fetch through /bvt/getFile/{id}. */
export const bvtDocumentRefSchema = v.object({ documentId: v.string() });

/** GET /api/filter/metadata */
export const filterMetadataSchema = v.object({
  /** Whose saved filters these are: the user's own, or shared by all users. */
  scope: v.picklist(FILTER_SCOPES),
  criterias: v.array(
    v.object({
      id: v.string(),
      label: v.string(),
      category: v.string(),
      multiple: v.boolean(),
      /**
       * The reference list (GET /api/redalists/{list}) that names the options: then the options
       * are only the codes in use, each labelled with its code, and the client takes the names
       * from the list.
       */
      referenceList: v.optional(v.picklist(RED_LISTS)),
      options: v.array(v.object({ value: v.string(), label: v.string() })),
    }),
  ),
});

/** GET /api/redalists/{list} */
export const redListSchema = v.array(codeNameSchema);

/** GET /api/uitemplate/{id} */
export const uiTemplateSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** HTML, sanitised before display like the CMS pages. */
  content: v.string(),
});

/** GET /api/uitemplate/ */
export const uiTemplatesSchema = v.array(uiTemplateSchema);

// ---- Assistant and document management ----

const dmsDocumentSchema = v.object({
  id: v.string(),
  name: v.string(),
  documentType: v.string(),
  /** ISO 8601. */
  created: v.string(),
  /** Bytes. */
  size: count,
});

/** GET and PUT /api/assistant/dmsContainer…: a folder and its documents. */
export const dmsContainerSchema = v.object({
  id: v.string(),
  path: v.array(v.string()),
  documents: v.array(dmsDocumentSchema),
});

/** GET /api/assistant/dmsContainer/resolveDocumentType/{type} */
export const documentTypeNameSchema = v.object({
  id: v.string(),
  name: v.string(),
});

/** GET /api/assistant/dmsContainer/batch/resolveDocumentType: name null for an unknown type. */
export const documentTypeNamesSchema = v.array(
  v.object({ id: v.string(), name: v.nullable(v.string()) }),
);

/** GET /api/assistant/searchPostCodeCity */
export const postCodeCitiesSchema = v.array(
  v.object({
    postcode: v.string(),
    city: v.string(),
    bundeslandCode: v.string(),
    /** Where the place lies (WGS84), for sorting the register by distance from it; optional. */
    lat: v.optional(v.number()),
    lon: v.optional(v.number()),
  }),
);

/** Every assistant answer: the stored result's id, its state and what it found. */
function assistantResultSchema<TResult extends v.GenericSchema>(
  result: TResult,
) {
  return v.object({
    id: v.string(),
    status: v.picklist(TASK_STATUSES),
    result,
  });
}

/** The envelope alone; what `result` holds depends on the call. */
export const anyAssistantResultSchema = assistantResultSchema(v.unknown());

/** POST /api/assistant/dmsCall and /api/qt/dms/result: the installation's DMS folder. */
export const dmsCallResultSchema = assistantResultSchema(
  v.object({ container: dmsContainerSchema }),
);

/** POST /api/assistant/ebbCall and /api/qt/ebbAssistant/result: the operator's description. */
const ebbResult = v.object({
  installationId: v.string(),
  year: v.number(),
  title: v.string(),
  url: v.string(),
});
export const ebbCallResultSchema = assistantResultSchema(ebbResult);

const registeredResult = v.object({
  installationId: v.string(),
  registered: v.boolean(),
  registeredUsers: count,
});
/** POST /api/assistant/registered */
export const registeredResultSchema = assistantResultSchema(registeredResult);

/** POST /api/assistant/searchRegistered: a page of the user's installations. */
export const searchRegisteredResultSchema = assistantResultSchema(
  installationPageSchema,
);

const siteResult = v.object({
  sites: v.array(
    v.object({
      /** Gemeindekennziffer. */
      gkz: v.string(),
      municipality: v.string(),
      postcode: v.string(),
      bezirk: v.nullable(v.string()),
      bundesland: v.nullable(v.string()),
    }),
  ),
});
/** POST /api/assistant/site */
export const siteResultSchema = assistantResultSchema(siteResult);

/** POST /api/qt/searchAssistant/result: whichever of the search assistant's calls it stored. */
export const searchAssistantResultSchema = assistantResultSchema(
  v.union([registeredResult, installationPageSchema, siteResult]),
);

/** GET /api/usergroup/{type}/{land}/{bezirk} */
export const userGroupSchema = v.object({
  /** e.g. "AUTHORITY:4:407" (type, Bundesland, Bezirk; "0" = all). */
  id: v.string(),
  name: v.string(),
  /** User names. */
  members: v.array(v.string()),
});

/** GET /api/usergroup/batch/{ids} */
export const userGroupsSchema = v.array(userGroupSchema);

// ---- The check ----

/** The shape of a request's answer. */
export type AnswerSchema = v.GenericSchema;

/** Checks an answer; the issues of a wrong one, in short, or null when it fits. */
export function shapeProblem(
  schema: AnswerSchema,
  data: unknown,
): string | null {
  const checked = v.safeParse(schema, data);
  if (checked.success) return null;
  return checked.issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? "answer"}: ${issue.message}`)
    .join("; ");
}
