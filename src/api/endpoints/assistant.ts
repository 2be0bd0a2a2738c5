/**
 * The assistant calls (SPEC §7): DMS, EBB, registration and site checks, the quick-task results,
 * and the user groups they name. The DMS containers and documents: dms.ts; the place search:
 * places.ts.
 */
import { apiPath, type HttpClient } from "../http";
import type { AssistantResult, UserGroup } from "../types";

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
  signal?: AbortSignal,
) {
  return http.request<T>(path, { method: "POST", json: body, signal });
}

/** The result carries `{ container }` — the installation's DMS folder. */
export const postDmsCall = (
  http: HttpClient,
  body: DmsCallRequest,
  signal?: AbortSignal,
) => post<AssistantResult>(http, "/assistant/dmsCall", body, signal);
export const postEbbCall = (
  http: HttpClient,
  body: EbbCallRequest,
  signal?: AbortSignal,
) => post<AssistantResult>(http, "/assistant/ebbCall", body, signal);
export const postRegistered = (
  http: HttpClient,
  body: RegisteredRequest,
  signal?: AbortSignal,
) => post<AssistantResult>(http, "/assistant/registered", body, signal);
export const postSearchRegistered = (
  http: HttpClient,
  body: SearchRegisteredRequest,
  signal?: AbortSignal,
) => post<AssistantResult>(http, "/assistant/searchRegistered", body, signal);
export const postSite = (
  http: HttpClient,
  body: SiteRequest,
  signal?: AbortSignal,
) => post<AssistantResult>(http, "/assistant/site", body, signal);

/** Fetches an assistant result again by its id. */
export function postQtResult(
  http: HttpClient,
  kind: QtResultKind,
  id: string,
  signal?: AbortSignal,
): Promise<AssistantResult> {
  return post<AssistantResult>(
    http,
    apiPath`/qt/${kind}/result`,
    { id },
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
    { signal },
  );
}
