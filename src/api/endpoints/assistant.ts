/**
 * The assistant calls (SPEC §7): DMS, EBB, registration and site checks, the quick-task results,
 * and the user groups they name. The DMS containers and documents: dms.ts; the place search:
 * places.ts.
 */
import { apiPath, type HttpClient } from "../http";
import {
  dmsCallResultSchema,
  ebbCallResultSchema,
  registeredResultSchema,
  searchAssistantResultSchema,
  searchRegisteredResultSchema,
  siteResultSchema,
  userGroupSchema,
  userGroupsSchema,
} from "../assistantSchemas";
import type { AnswerSchema } from "../schemas";
import type {
  DmsCallResult,
  EbbCallResult,
  RegisteredResult,
  SearchAssistantResult,
  SearchRegisteredResult,
  SiteResult,
  UserGroup,
} from "../types";

// ---- Request shapes ----

export interface DmsCallRequest {
  installationId: string;
  /** DMS folder below the installation, e.g. "genehmigungen" or "inspektionen". */
  folder?: string;
}
export interface EbbCallRequest {
  installationId: string;
  year?: number;
}
export interface RegisteredRequest {
  installationId: string;
}
export interface SearchRegisteredRequest {
  searchText?: string;
  page?: number;
  pageSize?: number;
}
/** At least one of postcode and municipality. */
export interface SiteRequest {
  postcode?: string;
  municipality?: string;
}

/** Which assistant a stored result belongs to: POST /api/qt/{kind}/result. */
export type QtResultKind = "dms" | "ebbAssistant" | "searchAssistant";

// ---- Calls ----

function post<T>(
  http: HttpClient,
  path: string,
  body: unknown,
  schema: AnswerSchema,
  signal?: AbortSignal,
) {
  return http.request<T>(path, { method: "POST", json: body, signal, schema });
}

/** The result carries `{ container }` — the installation's DMS folder. */
export const postDmsCall = (
  http: HttpClient,
  body: DmsCallRequest,
  signal?: AbortSignal,
) =>
  post<DmsCallResult>(
    http,
    "/assistant/dmsCall",
    body,
    dmsCallResultSchema,
    signal,
  );
export const postEbbCall = (
  http: HttpClient,
  body: EbbCallRequest,
  signal?: AbortSignal,
) =>
  post<EbbCallResult>(
    http,
    "/assistant/ebbCall",
    body,
    ebbCallResultSchema,
    signal,
  );
export const postRegistered = (
  http: HttpClient,
  body: RegisteredRequest,
  signal?: AbortSignal,
) =>
  post<RegisteredResult>(
    http,
    "/assistant/registered",
    body,
    registeredResultSchema,
    signal,
  );
export const postSearchRegistered = (
  http: HttpClient,
  body: SearchRegisteredRequest,
  signal?: AbortSignal,
) =>
  post<SearchRegisteredResult>(
    http,
    "/assistant/searchRegistered",
    body,
    searchRegisteredResultSchema,
    signal,
  );
export const postSite = (
  http: HttpClient,
  body: SiteRequest,
  signal?: AbortSignal,
) => post<SiteResult>(http, "/assistant/site", body, siteResultSchema, signal);

/** Each kind's stored result has the shape of the calls that store it. */
interface QtResults {
  dms: DmsCallResult;
  ebbAssistant: EbbCallResult;
  searchAssistant: SearchAssistantResult;
}
const QT_RESULT_SCHEMAS: Record<QtResultKind, AnswerSchema> = {
  dms: dmsCallResultSchema,
  ebbAssistant: ebbCallResultSchema,
  searchAssistant: searchAssistantResultSchema,
};

/** Fetches an assistant result again by its id. */
export function postQtResult<K extends QtResultKind>(
  http: HttpClient,
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<QtResults[K]> {
  return post<QtResults[K]>(
    http,
    apiPath`/qt/${kind}/result`,
    { id },
    QT_RESULT_SCHEMAS[kind],
    signal,
  );
}

/** Group ids look like `AUTHORITY:4:407` (type, Bundesland, Bezirk; "0" = all). */
export function fetchUserGroupBatch(
  http: HttpClient,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<UserGroup[]> {
  return http.request<UserGroup[]>(apiPath`/usergroup/batch/${ids.join(",")}`, {
    signal,
    schema: userGroupsSchema,
  });
}

export function fetchUserGroup(
  http: HttpClient,
  type: string,
  land: string,
  bezirk: string,
  signal?: AbortSignal,
): Promise<UserGroup> {
  return http.request<UserGroup>(
    apiPath`/usergroup/${type}/${land}/${bezirk}`,
    { signal, schema: userGroupSchema },
  );
}
