/**
 * Assistant and document management (SPEC §7): the assistant calls, the DMS
 * containers, the quick-task results, post-code search and user groups.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiPath, type HttpClient } from "../http";
import type {
  AssistantResult,
  DmsContainer,
  PostCodeCity,
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

/** PUT /api/assistant/dmsContainer — ids and dates are the server's to assign. */
export interface DmsContainerInput {
  path: string[];
  documents?: { name: string; documentType: string; size?: number }[];
}

export interface DocumentTypeName {
  id: string;
  /** null in a batch answer for an unknown type. */
  name: string | null;
}

/** Which assistant a stored result belongs to: POST /api/qt/{kind}/result. */
export type QtResultKind = "dms" | "ebbAssistant" | "searchAssistant";

/** `{a}/{b}` or `{a}/{b}/{c}` below /assistant/dmsContainer. */
export type DmsContainerPath =
  readonly [string, string] | readonly [string, string, string];

// ---- Keys ----

const assistantKeys = {
  all: ["assistant"] as const,
  dmsContainers: () => ["assistant", "dmsContainer"] as const,
  dmsContainer: (path: DmsContainerPath) =>
    ["assistant", "dmsContainer", ...path] as const,
  documentTypes: () => ["assistant", "documentType"] as const,
  documentType: (type: string) => ["assistant", "documentType", type] as const,
  documentTypeBatch: (types: readonly string[]) =>
    ["assistant", "documentType", "batch", [...types]] as const,
  postCodeCity: (search: string) =>
    ["assistant", "searchPostCodeCity", search] as const,
};

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

/** PUT, tunnelled as POST with the override header by the client. */
export function putDmsContainer(
  http: HttpClient,
  input: DmsContainerInput,
): Promise<DmsContainer> {
  return http.request<DmsContainer>("/assistant/dmsContainer", {
    method: "PUT",
    json: input,
  });
}

export function fetchDmsContainer(
  http: HttpClient,
  path: DmsContainerPath,
  signal?: AbortSignal,
): Promise<DmsContainer> {
  const segments = path.map(encodeURIComponent).join("/");
  return http.request<DmsContainer>(`/assistant/dmsContainer/${segments}`, {
    signal,
  });
}

export function downloadDmsDocument(
  http: HttpClient,
  containerId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return http.request<Blob>(dmsDownloadPath(containerId, documentId), {
    format: "blob",
    signal,
  });
}

/** For a plain download link: the browser sends the session cookie itself. */
export function dmsDocumentDownloadUrl(
  http: HttpClient,
  containerId: string,
  documentId: string,
): string {
  return http.url(dmsDownloadPath(containerId, documentId));
}

const dmsDownloadPath = (containerId: string, documentId: string) =>
  apiPath`/assistant/dmsContainer/download/${containerId}/${documentId}`;

export function resolveDocumentType(
  http: HttpClient,
  type: string,
  signal?: AbortSignal,
): Promise<DocumentTypeName> {
  return http.request<DocumentTypeName>(
    apiPath`/assistant/dmsContainer/resolveDocumentType/${type}`,
    { signal },
  );
}

export function resolveDocumentTypes(
  http: HttpClient,
  types: readonly string[],
  signal?: AbortSignal,
): Promise<DocumentTypeName[]> {
  return http.request<DocumentTypeName[]>(
    "/assistant/dmsContainer/batch/resolveDocumentType",
    {
      query: { ids: types.join(",") },
      signal,
    },
  );
}

/** Matches a post-code prefix or a part of the municipality name. */
export function searchPostCodeCity(
  http: HttpClient,
  search: string,
  signal?: AbortSignal,
): Promise<PostCodeCity[]> {
  return http.request<PostCodeCity[]>("/assistant/searchPostCodeCity", {
    query: { q: search },
    signal,
  });
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

// ---- Query options ----

export function dmsContainerQueryOptions(
  http: HttpClient,
  path: DmsContainerPath,
) {
  return queryOptions({
    queryKey: assistantKeys.dmsContainer(path),
    queryFn: ({ signal }) => fetchDmsContainer(http, path, signal),
  });
}

export function documentTypeBatchQueryOptions(
  http: HttpClient,
  types: readonly string[],
) {
  return queryOptions({
    queryKey: assistantKeys.documentTypeBatch(types),
    queryFn: ({ signal }) => resolveDocumentTypes(http, types, signal),
  });
}

export function postCodeCityQueryOptions(http: HttpClient, search: string) {
  return queryOptions({
    queryKey: assistantKeys.postCodeCity(search),
    queryFn: ({ signal }) => searchPostCodeCity(http, search, signal),
  });
}

// ---- Hooks ----
