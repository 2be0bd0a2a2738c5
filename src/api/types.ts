import type * as v from "valibot";
import type {
  environmentSchema,
  sessionUserSchema,
  userAppsSchema,
  userSettingsSchema,
  userTasksSchema,
} from "./schemas";
/**
 * Wire shapes of the app and portal API (SPEC §3, §7). The simulated API in
 * host-dev answers with exactly these shapes; the client reads them.
 */

// ---- Enumerations (SPEC §3, DESIGN §9) ----

export const USER_TYPES = {
  AUTHORITY: "AUTHORITY",
  NATIPPC_REGISTERED: "NATIPPC_REGISTERED",
} as const;
type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES] | (string & {});

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
type FilterScope = (typeof FILTER_SCOPES)[number];

/** Result-list sources. */
export const RESULT_LIST_SOURCES = ["ERAS", "REDA", "EDM"] as const;
type ResultListSource = (typeof RESULT_LIST_SOURCES)[number];

// ---- Session and user ----

/** GET /api/auth/user */
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;
export type User = SessionUser["user"];
export type SwitchableRole = User["switchableRoles"][number];

/** GET /api/auth/userInfo */
export interface UserInfo {
  userType: UserType | null;
  bundeslandCode: string | null; // "0" = no federal state
}

/** GET /api/env */
export type Environment = v.InferOutput<typeof environmentSchema>;

/** GET /api/time */
export interface ServerTime {
  datetime: string; // ISO 8601
}

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

export interface CodeName {
  code: string;
  name: string;
}

export interface Address {
  street: string;
  postcode: string;
  municipality: string;
  municipalityCode: string; // Gemeindekennziffer
  /** Katastralgemeinde number (red list cadastralMunicipalities); sites in Austria only. */
  cadastralMunicipalityCode?: string;
}

export interface Operator {
  id: string;
  name: string;
  legalForm: string;
  /** Code of the red list legalForms. */
  legalFormCode: string;
  /** Country of the seat: code of the red list countries (ISO 3166-1 alpha-3). */
  countryCode: string;
  address: Address;
  companyRegisterNumber: string | null; // Firmenbuchnummer
  /** Absent for callers who may not see personal data (see ContactPerson). */
  contactPerson?: ContactPerson;
}

/**
 * The operator's contact person for the installation. Personal data (DSGVO): the API delivers it
 * only to users registered for the installation and to authority users of its Bundesland.
 */
export interface ContactPerson {
  /** Code of the red list genders. */
  genderCode: string;
  /** Academic title before the name ("DI", "Mag.a"); null without. */
  title: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface IedActivity {
  code: string; // Annex I, e.g. "1.1"
  label: string;
}

export interface InstallationSummary {
  id: string;
  name: string;
  operatorName: string;
  postcode: string;
  municipality: string;
  bezirk: CodeName;
  bundesland: CodeName;
  mainActivity: IedActivity;
  bvtCodes: string[];
  status: "IN_OPERATION" | "CLOSED";
  lastInspection: string | null; // ISO date
  /** The system the installation was registered through; not shown. */
  source: ResultListSource;
}

export interface Permit {
  id: string;
  date: string; // ISO date
  authority: string;
  reference: string; // Geschäftszahl
  subject: string;
  documentId: string | null;
}

export interface Inspection {
  id: string;
  date: string;
  kind: "ROUTINE" | "OCCASION"; // planmäßig / anlassbezogen
  authority: string;
  findings: string;
  nextPlanned: string | null;
}

export interface ChangeRecord {
  type: "new" | "updated" | "deleted";
  field: string;
  versionName: string;
  oldValue: string | null;
  newValue: string | null;
  date: string;
  user: string;
}

export interface InstallationDetails extends InstallationSummary {
  operator: Operator;
  address: Address;
  coordinates: { lat: number; lon: number };
  activities: IedActivity[];
  /** ÖNACE class: code of the red list naceActivities. */
  naceCode: string;
  competentAuthority: string;
  eprtrId: string | null;
  permits: Permit[];
  inspections: Inspection[];
  history: ChangeRecord[];
  lastModified: string;
}

export type SortDirection = "asc" | "desc";

/** POST /api/ippcInstallations – the filter body. */
export interface InstallationSearch {
  searchText?: string;
  overview?: OverviewSelection;
  /** criterion id → selected values (e.g. bundesland → ["4"]) */
  criteria?: Record<string, string[]>;
  sort?: { field: keyof InstallationSummary; direction: SortDirection };
  page?: number; // 0-based
  pageSize?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/ippcInstallations/branchenStats */
export interface BranchenStats {
  bySector: { code: string; label: string; count: number }[];
  byBundesland: { code: string; name: string; count: number }[];
  total: number;
}

/** GET /api/ippcInstallations/lastUpdate */
export interface LastUpdate {
  date: string; // ISO
}

/** GET /api/bvt/list */
export interface BvtConclusion {
  id: string;
  code: string; // e.g. "LCP"
  title: string; // German title
  decision: string; // e.g. "(EU) 2021/2326"
  publicationDate: string; // ISO date
  installationCount: number;
}

/** GET /api/filter/metadata */
export interface FilterCriterionMetadata {
  id: string;
  label: string;
  category: string;
  multiple: boolean;
  /**
   * The reference list (GET /api/redalists/{list}) that names the options: then the options
   * are only the codes in use, each labelled with its code, and the client takes the names
   * from the list.
   */
  referenceList?: RedList;
  options: { value: string; label: string }[];
}
export interface FilterMetadata {
  /** Whose saved filters these are: the user's own, or shared by all users. */
  scope: FilterScope;
  criterias: FilterCriterionMetadata[];
}

/** GET /api/uitemplate/ and /api/uitemplate/{id} */
export interface UiTemplate {
  id: string;
  name: string;
  content: string;
}

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
export interface RedListEntry {
  code: string;
  name: string;
}

// ---- Assistant and document management ----

export interface DmsDocument {
  id: string;
  name: string;
  documentType: string;
  created: string;
  size: number;
}
export interface DmsContainer {
  id: string;
  path: string[];
  documents: DmsDocument[];
}
export interface PostCodeCity {
  postcode: string;
  city: string;
  bundeslandCode: string;
}
export interface AssistantResult {
  id: string;
  status: TaskStatus;
  result: unknown;
}
export interface UserGroup {
  id: string;
  name: string;
  members: string[];
}
