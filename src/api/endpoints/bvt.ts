import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationOptions,
} from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { apiPath, type HttpClient } from "../http";
import { bvtDocumentRefSchema, bvtListSchema } from "../bvtSchemas";
import type { BvtConclusion, BvtDocumentRef } from "../types";

const bvtKeys = {
  all: ["bvt"] as const,
  list: () => ["bvt", "list"] as const,
};

/**
 * More than four times the conclusions published so far (22): the page shows them all at once, and
 * thousands would hold it up for seconds.
 */
const BVT_LIST_MAX = 100;

export function fetchBvtList(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<BvtConclusion[]> {
  return http.request<BvtConclusion[]>("/bvt/list", {
    signal,
    schema: bvtListSchema,
    maxItems: BVT_LIST_MAX,
  });
}

/** `code` is the BAT conclusion's short code, e.g. "LCP". */
export function createBvtDocument(
  http: HttpClient,
  code: string,
  signal?: AbortSignal,
): Promise<BvtDocumentRef> {
  return http.request<BvtDocumentRef>("/bvt/createDocument", {
    query: { code },
    signal,
    schema: bvtDocumentRefSchema,
  });
}

export function fetchBvtFile(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return http.request<Blob>(apiPath`/bvt/getFile/${id}`, {
    format: "blob",
    signal,
  });
}

/** For a plain download link: the browser sends the session cookie itself. */
export function bvtFileUrl(http: HttpClient, id: string): string {
  return http.url(apiPath`/bvt/getFile/${id}`);
}

function bvtListQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: bvtKeys.list(),
    queryFn: ({ signal }) => fetchBvtList(http, signal),
  });
}

export function useBvtList() {
  return useQuery(bvtListQueryOptions(useHttp()));
}

/**
 * Creating a document is an action (it may generate on the server), so not a cached query. A page
 * that shows the failure itself passes `onError` here, not to `mutate`: the frame's error listener
 * sees only this one, and leaves a mutation with it the firewall and timeout modals alone.
 */
export function useCreateBvtDocument({
  onError,
}: Pick<UseMutationOptions<BvtDocumentRef, Error, string>, "onError"> = {}) {
  const http = useHttp();
  return useMutation({
    mutationFn: (code: string) => createBvtDocument(http, code),
    onError,
  });
}
