import type * as v from "valibot";
import type {
  anyAssistantResultSchema,
  dmsCallResultSchema,
  ebbCallResultSchema,
  registeredResultSchema,
  searchAssistantResultSchema,
  searchRegisteredResultSchema,
  siteResultSchema,
  userGroupSchema,
} from "./assistantSchemas";
import type { bvtDocumentRefSchema, bvtListSchema } from "./bvtSchemas";
import type {
  dmsContainerSchema,
  documentTypeNamesSchema,
} from "./documentSchemas";
import type {
  branchenStatsSchema,
  environmentSchema,
  filterMetadataSchema,
  installationDetailsSchema,
  installationPageSchema,
  installationsGeoJsonSchema,
  installationMapSchema,
  lastUpdateSchema,
  permitContentUrlSchema,
  postCodeCitiesSchema,
  redListSchema,
  serverTimeSchema,
  sessionUserSchema,
  uiTemplateSchema,
  userAppsSchema,
  userInfoSchema,
  userSettingsSchema,
  userTasksSchema,
} from "./schemas";
/**
 * Wire shapes of the app and portal API (SPEC §3, §7). The answers' types are derived from their
 * schemas (schemas.ts and the other *Schemas.ts), which the client checks them against; what the
 * client sends is written here. The simulated API in host-dev answers with exactly these shapes.
 */

// ---- Enumerations (SPEC §3, DESIGN §9) ----

/** The user types the app tells apart; the server knows others (SPEC §3). */
export const USER_TYPES = {
  AUTHORITY: "AUTHORITY",
  NATIPPC_REGISTERED: "NATIPPC_REGISTERED",
} as const;

export const OVERVIEW_SELECTIONS = ["all", "official", "owner"] as const;
export type OverviewSelection = (typeof OVERVIEW_SELECTIONS)[number];

export const TASK_STATUSES = [
  "WAITING",
  "RUNNING",
  "CANCELLING",
  "CANCELLED",
  "SUCCESS",
  "FAILURE",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PERSISTENCE = ["PERSISTENT", "IN_MEMORY"] as const;

/** Registration-obligation and role types (reporting duties in the EDM portal). */
export const REGISTRATION_TYPES = [
  "WASTE",
  "ELECTRICAL_EQUIPMENT",
  "BATTERIES",
  "PACKAGING",
  "IPPC",
  "OTHER",
] as const;

export const FILTER_SCOPES = ["USER", "GLOBAL"] as const;

/** Result-list sources. */
export const RESULT_LIST_SOURCES = ["ERAS", "REDA", "EDM"] as const;

/** An installation's state; the register and the details label each. */
export const INSTALLATION_STATUSES = ["IN_OPERATION", "CLOSED"] as const;

/** Inspections: planmäßig / anlassbezogen. */
export const INSPECTION_KINDS = ["ROUTINE", "OCCASION"] as const;

/** Change records of an entry's history (SPEC §3). */
export const CHANGE_TYPES = ["new", "updated", "deleted"] as const;

/** GET /api/redalists/{list} */
export const RED_LISTS = [
  "provinces",
  "legalForms",
  "countries",
  "countriesAlpha2",
  "genders",
  "politicalDistricts",
  "naceActivities",
  "cadastralMunicipalities",
] as const;
export type RedList = (typeof RED_LISTS)[number];

// ---- Session and user ----

/** GET /api/auth/user */
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;
export type User = SessionUser["user"];
export type SwitchableRole = User["switchableRoles"][number];

/** GET /api/auth/userInfo */
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

/** GET /api/env */
export type Environment = v.InferOutput<typeof environmentSchema>;

/** GET /api/time */
export type ServerTime = v.InferOutput<typeof serverTimeSchema>;

/** GET <portal>/api/userApps */
export type UserApp = v.InferOutput<typeof userAppsSchema>[number];

/** GET <portal>/api/userSettings/{group} */
export type UserSetting = NonNullable<
  v.InferOutput<typeof userSettingsSchema>
>[number];

/** GET /api/user-tasks */
export type UserTask = v.InferOutput<typeof userTasksSchema>[number];

/** JSON error body of every non-OK answer. */
export interface ApiErrorBody {
  status: number;
  error: string;
  message: string;
  path?: string;
}

// ---- Register ----

/** POST /api/ippcInstallations */
export type InstallationPage = v.InferOutput<typeof installationPageSchema>;
export type InstallationSummary = InstallationPage["items"][number];
export type CodeName = InstallationSummary["bezirk"];
export type IedActivity = InstallationSummary["mainActivity"];

/** GET /api/ippcInstallations/{id} */
export type InstallationDetails = v.InferOutput<
  typeof installationDetailsSchema
>;
export type Operator = InstallationDetails["operator"];
export type Address = InstallationDetails["address"];
export type ContactPerson = NonNullable<Operator["contactPerson"]>;
export type Permit = InstallationDetails["permits"][number];
export type Inspection = InstallationDetails["inspections"][number];
export type ChangeRecord = InstallationDetails["history"][number];

/** POST /api/ippcInstallations/gis */
export type InstallationsGeoJson = v.InferOutput<
  typeof installationsGeoJsonSchema
>;

/** POST /api/ippcInstallations/map */
export type InstallationMap = v.InferOutput<typeof installationMapSchema>;
export type MapArea = InstallationMap["states"][number];

export type SortDirection = "asc" | "desc";

/** POST /api/ippcInstallations – the filter body. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface InstallationSearch {
  searchText?: string;
  overview?: OverviewSelection;
  /** criterion id → selected values (e.g. bundesland → ["4"]) */
  criteria?: Record<string, string[]>;
  sort?: { field: keyof InstallationSummary; direction: SortDirection };
  /** Sorts by distance from this point (WGS84) instead of `sort`; each item then has distanceKm. */
  near?: GeoPoint;
  page?: number; // 0-based
  pageSize?: number;
}

/** GET /api/ippcInstallations/branchenStats */
export type BranchenStats = v.InferOutput<typeof branchenStatsSchema>;

/** GET /api/ippcInstallations/lastUpdate */
export type LastUpdate = v.InferOutput<typeof lastUpdateSchema>;

/** GET /api/genehmigungsinhalte/url/{id} */
export type PermitContentUrl = v.InferOutput<typeof permitContentUrlSchema>;

/** GET /api/bvt/list */
export type BvtConclusion = v.InferOutput<typeof bvtListSchema>[number];

/** GET /api/bvt/createDocument */
export type BvtDocumentRef = v.InferOutput<typeof bvtDocumentRefSchema>;

/** GET /api/filter/metadata */
export type FilterMetadata = v.InferOutput<typeof filterMetadataSchema>;
export type FilterCriterionMetadata = FilterMetadata["criterias"][number];

/** GET /api/uitemplate/ and /api/uitemplate/{id} */
export type UiTemplate = v.InferOutput<typeof uiTemplateSchema>;

/** GET /api/redalists/{list} */
export type RedListEntry = v.InferOutput<typeof redListSchema>[number];

// ---- Assistant and document management ----

/** GET and PUT /api/assistant/dmsContainer… */
export type DmsContainer = v.InferOutput<typeof dmsContainerSchema>;
export type DmsDocument = DmsContainer["documents"][number];

/** The batch answer: name null for an unknown type; the single answer always has one. */
export type DocumentTypeName = v.InferOutput<
  typeof documentTypeNamesSchema
>[number];

/** GET /api/assistant/searchPostCodeCity */
export type PostCodeCity = v.InferOutput<typeof postCodeCitiesSchema>[number];

/** Any assistant answer, its result not yet told apart. */
export type AssistantResult = v.InferOutput<typeof anyAssistantResultSchema>;
export type DmsCallResult = v.InferOutput<typeof dmsCallResultSchema>;
export type EbbCallResult = v.InferOutput<typeof ebbCallResultSchema>;
export type RegisteredResult = v.InferOutput<typeof registeredResultSchema>;
export type SearchRegisteredResult = v.InferOutput<
  typeof searchRegisteredResultSchema
>;
export type SiteResult = v.InferOutput<typeof siteResultSchema>;
export type SearchAssistantResult = v.InferOutput<
  typeof searchAssistantResultSchema
>;

/** GET /api/usergroup/… */
export type UserGroup = v.InferOutput<typeof userGroupSchema>;
