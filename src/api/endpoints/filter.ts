import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import type { HttpClient } from "../http";
import { filterMetadataSchema } from "../schemas";
import type { FilterMetadata } from "../types";

const filterKeys = {
  all: ["filter"] as const,
  metadata: () => ["filter", "metadata"] as const,
};

export function fetchFilterMetadata(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<FilterMetadata> {
  return http.request<FilterMetadata>("/filter/metadata", {
    signal,
    schema: filterMetadataSchema,
  });
}

export function filterMetadataQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: filterKeys.metadata(),
    queryFn: ({ signal }) => fetchFilterMetadata(http, signal),
    // The filter's definition does not change during a visit: the page takes what its route prefetched.
    staleTime: Infinity,
  });
}

export function useFilterMetadata() {
  return useQuery(filterMetadataQueryOptions(useHttp()));
}
