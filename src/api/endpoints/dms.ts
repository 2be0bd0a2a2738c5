/**
 * The installations' document folders (SPEC §7: /api/assistant/dmsContainer): a container and its
 * documents, their download, and the names of document types.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiPath, type HttpClient } from "../http";
import {
  dmsContainerSchema,
  documentTypeNameSchema,
  documentTypeNamesSchema,
} from "../documentSchemas";
import type { DmsContainer, DocumentTypeName } from "../types";

/** PUT /api/assistant/dmsContainer — ids and dates are the server's to assign. */
export interface DmsContainerInput {
  path: string[];
  documents?: { name: string; documentType: string; size?: number }[];
}

/** `{a}/{b}` or `{a}/{b}/{c}` below /assistant/dmsContainer. */
export type DmsContainerPath =
  readonly [string, string] | readonly [string, string, string];

const dmsKeys = {
  container: (path: DmsContainerPath) =>
    ["assistant", "dmsContainer", ...path] as const,
  documentTypeBatch: (types: readonly string[]) =>
    ["assistant", "documentType", "batch", [...types]] as const,
};

/** PUT, tunnelled as POST with the override header by the client. */
export function putDmsContainer(
  http: HttpClient,
  input: DmsContainerInput,
): Promise<DmsContainer> {
  return http.request<DmsContainer>("/assistant/dmsContainer", {
    method: "PUT",
    json: input,
    schema: dmsContainerSchema,
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
    schema: dmsContainerSchema,
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
    { signal, schema: documentTypeNameSchema },
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
      schema: documentTypeNamesSchema,
    },
  );
}

export function dmsContainerQueryOptions(
  http: HttpClient,
  path: DmsContainerPath,
) {
  return queryOptions({
    queryKey: dmsKeys.container(path),
    queryFn: ({ signal }) => fetchDmsContainer(http, path, signal),
  });
}

export function documentTypeBatchQueryOptions(
  http: HttpClient,
  types: readonly string[],
) {
  return queryOptions({
    queryKey: dmsKeys.documentTypeBatch(types),
    queryFn: ({ signal }) => resolveDocumentTypes(http, types, signal),
  });
}
