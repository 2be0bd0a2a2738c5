import { queryOptions, useQuery } from "@tanstack/react-query";
import { useHttp } from "../HttpContext";
import type { HttpClient } from "../http";

/** Server-side configuration values (SPEC §7) — the spelling is the server's, lowercase `l` included. */
export type ConfigName =
  | "edmLinkTemplateBvtDmsDocument"
  | "edmlinkTemplateAnlageDetails"
  | "gisBezirkeVtUrl"
  | "mailtoTemplateVorlageUiBericht";

const configKeys = {
  all: ["config"] as const,
  value: (name: ConfigName) => ["config", name] as const,
};

/** Each value is a plain string (a link or mailto template with placeholders). */
function fetchConfigValue(
  http: HttpClient,
  name: ConfigName,
  signal?: AbortSignal,
): Promise<string> {
  return http.request<string>(`/config/${name}`, { format: "text", signal });
}

export const fetchEdmLinkTemplateBvtDmsDocument = (
  http: HttpClient,
  signal?: AbortSignal,
) => fetchConfigValue(http, "edmLinkTemplateBvtDmsDocument", signal);
export const fetchEdmLinkTemplateAnlageDetails = (
  http: HttpClient,
  signal?: AbortSignal,
) => fetchConfigValue(http, "edmlinkTemplateAnlageDetails", signal);
export const fetchGisBezirkeVtUrl = (http: HttpClient, signal?: AbortSignal) =>
  fetchConfigValue(http, "gisBezirkeVtUrl", signal);
export const fetchMailtoTemplateVorlageUiBericht = (
  http: HttpClient,
  signal?: AbortSignal,
) => fetchConfigValue(http, "mailtoTemplateVorlageUiBericht", signal);

function configValueQueryOptions(http: HttpClient, name: ConfigName) {
  return queryOptions({
    queryKey: configKeys.value(name),
    queryFn: ({ signal }) => fetchConfigValue(http, name, signal),
    // Deployment configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useConfigValue(name: ConfigName) {
  return useQuery(configValueQueryOptions(useHttp(), name));
}
