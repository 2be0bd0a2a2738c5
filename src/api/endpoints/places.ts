/** The place search behind 'Ort oder PLZ' (SPEC §7: GET /api/assistant/searchPostCodeCity). */
import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "../http";
import { postCodeCitiesSchema } from "../schemas";
import type { PostCodeCity } from "../types";

const placeKeys = {
  search: (search: string) =>
    ["assistant", "searchPostCodeCity", search] as const,
};

/** Matches a post-code prefix or a part of the municipality name. */
export function searchPostCodeCity(
  http: HttpClient,
  search: string,
  signal?: AbortSignal,
): Promise<PostCodeCity[]> {
  return http.request<PostCodeCity[]>("/assistant/searchPostCodeCity", {
    query: { q: search },
    signal,
    schema: postCodeCitiesSchema,
  });
}

export function postCodeCityQueryOptions(http: HttpClient, search: string) {
  return queryOptions({
    queryKey: placeKeys.search(search),
    queryFn: ({ signal }) => searchPostCodeCity(http, search, signal),
  });
}
