/**
 * Assistant and document management (SPEC §7). The payloads of the assistant
 * calls are not specified; they are passed through as given.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { apiPath, type HttpClient, type QueryParams } from "../http";
import type { AssistantResult, DmsContainer, PostCodeCity, UserGroup } from "../types";

export const ASSISTANT_CALLS = ["dmsCall", "ebbCall", "registered", "searchRegistered", "site"] as const;
export type AssistantCall = (typeof ASSISTANT_CALLS)[number];

/** POST /api/qt/{kind}/result */
export const QT_RESULT_KINDS = ["dms", "ebbAssistant", "searchAssistant"] as const;
export type QtResultKind = (typeof QT_RESULT_KINDS)[number];

/** `{a}/{b}` or `{a}/{b}/{c}` below /assistant/dmsContainer. */
export type DmsContainerPath = readonly [string, string] | readonly [string, string, string];

export const assistantKeys = {
  all: ["assistant"] as const,
  dmsContainers: () => ["assistant", "dmsContainer"] as const,
  dmsContainer: (path: DmsContainerPath) => ["assistant", "dmsContainer", ...path] as const,
  documentType: (type: string) => ["assistant", "resolveDocumentType", type] as const,
  documentTypes: (query: QueryParams) => ["assistant", "resolveDocumentType", "batch", query] as const,
  postCodeCity: (query: QueryParams) => ["assistant", "searchPostCodeCity", query] as const,
};

export const userGroupKeys = {
  all: ["usergroup"] as const,
  batch: (key: string) => ["usergroup", "batch", key] as const,
  group: (a: string, b: string, c: string) => ["usergroup", a, b, c] as const,
};

const encodeSegments = (segments: readonly string[]) =>
  segments.map(encodeURIComponent).join("/");

// ---- Calls ----

export function postAssistantCall<T = AssistantResult>(
  http: HttpClient,
  call: AssistantCall,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return http.request<T>(`/assistant/${call}`, { method: "POST", json: body, signal });
}

export const postDmsCall = <T = AssistantResult>(http: HttpClient, body: unknown) =>
  postAssistantCall<T>(http, "dmsCall", body);
export const postEbbCall = <T = AssistantResult>(http: HttpClient, body: unknown) =>
  postAssistantCall<T>(http, "ebbCall", body);
export const postRegistered = <T = AssistantResult>(http: HttpClient, body: unknown) =>
  postAssistantCall<T>(http, "registered", body);
export const postSearchRegistered = <T = AssistantResult>(http: HttpClient, body: unknown) =>
  postAssistantCall<T>(http, "searchRegistered", body);
export const postSite = <T = AssistantResult>(http: HttpClient, body: unknown) =>
  postAssistantCall<T>(http, "site", body);

/** PUT /api/assistant/dmsContainer — tunnelled as POST with the override header by the client. */
export function putDmsContainer(http: HttpClient, container: DmsContainer): Promise<DmsContainer> {
  return http.request<DmsContainer>("/assistant/dmsContainer", { method: "PUT", json: container });
}

export function fetchDmsContainer(
  http: HttpClient,
  path: DmsContainerPath,
  signal?: AbortSignal,
): Promise<DmsContainer> {
  return http.request<DmsContainer>(`/assistant/dmsContainer/${encodeSegments(path)}`, { signal });
}

export function downloadDmsDocument(
  http: HttpClient,
  containerId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return http.request<Blob>(apiPath`/assistant/dmsContainer/download/${containerId}/${documentId}`, {
    format: "blob",
    signal,
  });
}

export function dmsDocumentDownloadUrl(
  http: HttpClient,
  containerId: string,
  documentId: string,
): string {
  return http.url(apiPath`/assistant/dmsContainer/download/${containerId}/${documentId}`);
}

export function resolveDocumentType(
  http: HttpClient,
  type: string,
  signal?: AbortSignal,
): Promise<string> {
  return http.request<string>(apiPath`/assistant/dmsContainer/resolveDocumentType/${type}`, {
    format: "text",
    signal,
  });
}

export function resolveDocumentTypes(
  http: HttpClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  return http.request<Record<string, string>>(
    "/assistant/dmsContainer/batch/resolveDocumentType",
    { query, signal },
  );
}

export function searchPostCodeCity(
  http: HttpClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<PostCodeCity[]> {
  return http.request<PostCodeCity[]>("/assistant/searchPostCodeCity", { query, signal });
}

export function postQtResult<T = AssistantResult>(
  http: HttpClient,
  kind: QtResultKind,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return http.request<T>(`/qt/${kind}/result`, { method: "POST", json: body, signal });
}

export function fetchUserGroupBatch(
  http: HttpClient,
  key: string,
  signal?: AbortSignal,
): Promise<UserGroup[]> {
  return http.request<UserGroup[]>(apiPath`/usergroup/batch/${key}`, { signal });
}

export function fetchUserGroup(
  http: HttpClient,
  a: string,
  b: string,
  c: string,
  signal?: AbortSignal,
): Promise<UserGroup> {
  return http.request<UserGroup>(apiPath`/usergroup/${a}/${b}/${c}`, { signal });
}

// ---- Query options ----

export function dmsContainerQueryOptions(http: HttpClient, path: DmsContainerPath) {
  return queryOptions({
    queryKey: assistantKeys.dmsContainer(path),
    queryFn: ({ signal }) => fetchDmsContainer(http, path, signal),
  });
}

export function documentTypeQueryOptions(http: HttpClient, type: string) {
  return queryOptions({
    queryKey: assistantKeys.documentType(type),
    queryFn: ({ signal }) => resolveDocumentType(http, type, signal),
  });
}

export function documentTypesQueryOptions(http: HttpClient, query: QueryParams) {
  return queryOptions({
    queryKey: assistantKeys.documentTypes(query),
    queryFn: ({ signal }) => resolveDocumentTypes(http, query, signal),
  });
}

export function postCodeCityQueryOptions(http: HttpClient, query: QueryParams) {
  return queryOptions({
    queryKey: assistantKeys.postCodeCity(query),
    queryFn: ({ signal }) => searchPostCodeCity(http, query, signal),
  });
}

export function userGroupBatchQueryOptions(http: HttpClient, key: string) {
  return queryOptions({
    queryKey: userGroupKeys.batch(key),
    queryFn: ({ signal }) => fetchUserGroupBatch(http, key, signal),
  });
}

export function userGroupQueryOptions(http: HttpClient, a: string, b: string, c: string) {
  return queryOptions({
    queryKey: userGroupKeys.group(a, b, c),
    queryFn: ({ signal }) => fetchUserGroup(http, a, b, c, signal),
  });
}

// ---- Hooks ----

export function useDmsContainer(path: DmsContainerPath) {
  return useQuery(dmsContainerQueryOptions(useHttp(), path));
}

export function useDocumentType(type: string) {
  return useQuery(documentTypeQueryOptions(useHttp(), type));
}

export function useDocumentTypes(query: QueryParams) {
  return useQuery(documentTypesQueryOptions(useHttp(), query));
}

export function usePostCodeCitySearch(query: QueryParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...postCodeCityQueryOptions(useHttp(), query), enabled: options.enabled });
}

export function useUserGroupBatch(key: string) {
  return useQuery(userGroupBatchQueryOptions(useHttp(), key));
}

export function useUserGroup(a: string, b: string, c: string) {
  return useQuery(userGroupQueryOptions(useHttp(), a, b, c));
}

export function useAssistantCall<T = AssistantResult>(call: AssistantCall) {
  const http = useHttp();
  return useMutation({ mutationFn: (body: unknown) => postAssistantCall<T>(http, call, body) });
}

export function useQtResult<T = AssistantResult>(kind: QtResultKind) {
  const http = useHttp();
  return useMutation({ mutationFn: (body: unknown) => postQtResult<T>(http, kind, body) });
}

export function usePutDmsContainer() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (container: DmsContainer) => putDmsContainer(http, container),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.dmsContainers() }),
  });
}
