import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { apiPath, type HttpClient, type QueryParams } from "../http";
import type { BvtConclusion } from "../types";

export const bvtKeys = {
  all: ["bvt"] as const,
  list: () => ["bvt", "list"] as const,
  document: (query: QueryParams) => ["bvt", "createDocument", query] as const,
};

export function fetchBvtList(http: HttpClient, signal?: AbortSignal): Promise<BvtConclusion[]> {
  return http.request<BvtConclusion[]>("/bvt/list", { signal });
}

/** GET /api/bvt/createDocument — a generated document, delivered as a file. */
export function createBvtDocument(
  http: HttpClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<Blob> {
  return http.request<Blob>("/bvt/createDocument", { query, format: "blob", signal });
}

export function bvtDocumentUrl(http: HttpClient, query: QueryParams): string {
  return http.url("/bvt/createDocument", { query });
}

export function fetchBvtFile(http: HttpClient, id: string, signal?: AbortSignal): Promise<Blob> {
  return http.request<Blob>(apiPath`/bvt/getFile/${id}`, { format: "blob", signal });
}

export function bvtFileUrl(http: HttpClient, id: string): string {
  return http.url(apiPath`/bvt/getFile/${id}`);
}

export function bvtListQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: bvtKeys.list(),
    queryFn: ({ signal }) => fetchBvtList(http, signal),
  });
}

export function useBvtList() {
  return useQuery(bvtListQueryOptions(useHttp()));
}
