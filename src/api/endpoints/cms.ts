import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import type { HttpClient } from "../http";

/** SPEC §9: content cached 10 min. */
export const CMS_STALE_TIME_MS = 10 * 60_000;

export const cmsKeys = {
  all: ["cms"] as const,
  page: (path: string) => ["cms", normalizeCmsPath(path)] as const,
};

/** "/faq/" and "faq" name the same page; keep one cache entry for both. */
function normalizeCmsPath(path: string): string {
  return path
    .split("/")
    .filter((segment) => segment !== "")
    .join("/");
}

/** Each segment encoded on its own: the slashes separate levels, anything else is data. */
function cmsApiPath(path: string): string {
  return `/cms/${normalizeCmsPath(path).split("/").map(encodeURIComponent).join("/")}`;
}

/** The raw HTML/text of a content page. Sanitise it right before insertion (SPEC §7). */
export function fetchCmsContent(
  http: HttpClient,
  path: string,
  signal?: AbortSignal,
): Promise<string> {
  return http.request<string>(cmsApiPath(path), { format: "text", signal });
}

export function cmsContentQueryOptions(http: HttpClient, path: string) {
  return queryOptions({
    queryKey: cmsKeys.page(path),
    queryFn: ({ signal }) => fetchCmsContent(http, path, signal),
    staleTime: CMS_STALE_TIME_MS,
  });
}

export function useCmsContent(path: string) {
  return useQuery(cmsContentQueryOptions(useHttp(), path));
}
