import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import { apiPath, type HttpClient } from "../http";
import { uiTemplateSchema, uiTemplatesSchema } from "../schemas";
import type { UiTemplate } from "../types";
import { CMS_STALE_TIME_MS } from "./cms";

/**
 * Templates are editorial content like the CMS pages (SPEC §9: cached 10 min). Without a stale
 * time every component that shows one asked again as it mounted: the details page waits for its
 * notice, then the details showing it requested it a second time.
 */
const UI_TEMPLATE_STALE_TIME_MS = CMS_STALE_TIME_MS;

const uiTemplateKeys = {
  all: ["uitemplate"] as const,
  list: () => ["uitemplate", "list"] as const,
  detail: (id: string) => ["uitemplate", "detail", id] as const,
};

/** GET /api/uitemplate/ — the trailing slash is part of the server's path. */
export function fetchUiTemplates(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<UiTemplate[]> {
  return http.request<UiTemplate[]>("/uitemplate/", {
    signal,
    schema: uiTemplatesSchema,
  });
}

export function fetchUiTemplate(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<UiTemplate> {
  return http.request<UiTemplate>(apiPath`/uitemplate/${id}`, {
    signal,
    schema: uiTemplateSchema,
  });
}

export function uiTemplateQueryOptions(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: uiTemplateKeys.detail(id),
    queryFn: ({ signal }) => fetchUiTemplate(http, id, signal),
    staleTime: UI_TEMPLATE_STALE_TIME_MS,
    // A template is a hint the page goes without when it fails. Asked again as each component
    // showing it mounts, a failed one turned pending again: the details page, which waits for its
    // notice, swapped the details for its spinner and back, asking anew each time.
    retryOnMount: false,
  });
}

export function useUiTemplate(id: string) {
  return useQuery(uiTemplateQueryOptions(useHttp(), id));
}
