import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { apiPath, type HttpClient } from "../http";
import { redListSchema } from "../schemas";
import type { RedList, RedListEntry } from "../types";

const redListKeys = {
  all: ["redalists"] as const,
  list: (list: RedList) => ["redalists", list] as const,
};

export function fetchRedList(
  http: HttpClient,
  list: RedList,
  signal?: AbortSignal,
): Promise<RedListEntry[]> {
  return http.request<RedListEntry[]>(apiPath`/redalists/${list}`, {
    signal,
    schema: redListSchema,
  });
}

export function redListQueryOptions(http: HttpClient, list: RedList) {
  return queryOptions({
    queryKey: redListKeys.list(list),
    queryFn: ({ signal }) => fetchRedList(http, list, signal),
    // Reference data (provinces, districts, …) changes with releases, not during a visit.
    staleTime: Infinity,
  });
}

export function useRedList(list: RedList) {
  return useQuery(redListQueryOptions(useHttp(), list));
}
