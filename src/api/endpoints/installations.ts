import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import * as v from "valibot";
import { useHttp } from "../HttpContext";
import { apiPath, type HttpClient } from "../http";
import {
  branchenStatsSchema,
  installationDetailsSchema,
  installationPageSchema,
  installationsGeoJsonSchema,
  installationMapSchema,
  lastUpdateSchema,
  permitContentUrlSchema,
  userTaskSchema,
} from "../schemas";
import type {
  BranchenStats,
  InstallationDetails,
  InstallationPage,
  InstallationSearch,
  InstallationsGeoJson,
  InstallationMap,
  LastUpdate,
  PermitContentUrl,
  UserTask,
} from "../types";
import { taskKeys } from "./tasks";

export const installationKeys = {
  all: ["installations"] as const,
  details: () => ["installations", "detail"] as const,
  detail: (id: string) => ["installations", "detail", id] as const,
  /** Below the entry's key: whatever refreshes the entry refreshes its versions too. */
  version: (id: string, version: number) =>
    ["installations", "detail", id, "version", version] as const,
  searches: () => ["installations", "search"] as const,
  /** The whole filter body is part of the key: every distinct search is its own entry. */
  search: (search: InstallationSearch) =>
    ["installations", "search", search] as const,
  /** The map of a search: every match, so no page in the key. */
  map: (search: InstallationSearch) =>
    ["installations", "map", search] as const,
  branchenStats: (query: BranchenStatsQuery = {}) =>
    ["installations", "branchenStats", query] as const,
  lastUpdate: () => ["installations", "lastUpdate"] as const,
  permitContentUrl: (id: string) =>
    ["installations", "genehmigungsinhalte", id] as const,
};

/** The API's page size where the search names none. */
const DEFAULT_PAGE_SIZE = 20;

export interface BranchenStatsQuery {
  /** Bundesland code 1–9; all of Austria when absent. */
  bundesland?: string;
}

export function fetchInstallation(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<InstallationDetails> {
  return http.request<InstallationDetails>(apiPath`/ippcInstallations/${id}`, {
    signal,
    schema: installationDetailsSchema,
  });
}

/** GET /api/ippcInstallations/{id}?version=N — the entry as it stood at version N (1 = the oldest). */
function fetchInstallationVersion(
  http: HttpClient,
  id: string,
  version: number,
  signal?: AbortSignal,
): Promise<InstallationDetails> {
  return http.request<InstallationDetails>(apiPath`/ippcInstallations/${id}`, {
    query: { version: String(version) },
    signal,
    schema: installationDetailsSchema,
  });
}

export function searchInstallations(
  http: HttpClient,
  search: InstallationSearch,
  signal?: AbortSignal,
): Promise<InstallationPage> {
  const { page, pageSize } = search;
  return http.request<InstallationPage>("/ippcInstallations", {
    method: "POST",
    json: search,
    signal,
    // An answer for another page than the one asked for is wrong: its caption and the pager
    // would name different pages.
    schema: v.pipe(
      installationPageSchema,
      v.check(
        (answer) =>
          (page === undefined || answer.page === page) &&
          (pageSize === undefined || answer.pageSize === pageSize),
        "not the page asked for",
      ),
    ),
    maxItems: pageSize ?? DEFAULT_PAGE_SIZE,
  });
}

export function exportInstallationsGis(
  http: HttpClient,
  search: InstallationSearch,
  signal?: AbortSignal,
): Promise<InstallationsGeoJson> {
  return http.request<InstallationsGeoJson>("/ippcInstallations/gis", {
    method: "POST",
    json: search,
    signal,
    schema: installationsGeoJsonSchema,
  });
}

/** Starts the Excel export as a background task; its result downloads from the task list. */
export function exportInstallationsExcel(
  http: HttpClient,
  search: InstallationSearch,
): Promise<UserTask> {
  return http.request<UserTask>("/ippcInstallations/excel", {
    method: "POST",
    json: search,
    schema: userTaskSchema,
  });
}

export function fetchBranchenStats(
  http: HttpClient,
  query: BranchenStatsQuery = {},
  signal?: AbortSignal,
): Promise<BranchenStats> {
  return http.request<BranchenStats>("/ippcInstallations/branchenStats", {
    query: { ...query },
    signal,
    schema: branchenStatsSchema,
  });
}

export function fetchLastUpdate(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<LastUpdate> {
  return http.request<LastUpdate>("/ippcInstallations/lastUpdate", {
    signal,
    schema: lastUpdateSchema,
  });
}

/** GET /api/genehmigungsinhalte/url/{id} — where the permit contents of an installation live. */
export function fetchPermitContentUrl(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<PermitContentUrl> {
  return http.request<PermitContentUrl>(
    apiPath`/genehmigungsinhalte/url/${id}`,
    { signal, schema: permitContentUrlSchema },
  );
}

/**
 * An answer this recent is shown without asking again: a search (a prefetched page, 'Back'), an
 * entry (its route's prefetch, made while the page's code loads).
 */
const RECENT_ANSWER_MS = 30_000;

export function installationQueryOptions(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: installationKeys.detail(id),
    queryFn: ({ signal }) => fetchInstallation(http, id, signal),
    staleTime: RECENT_ANSWER_MS,
  });
}

export function installationSearchQueryOptions(
  http: HttpClient,
  search: InstallationSearch,
) {
  return queryOptions({
    queryKey: installationKeys.search(search),
    queryFn: ({ signal }) => searchInstallations(http, search, signal),
    staleTime: RECENT_ANSWER_MS,
  });
}

function branchenStatsQueryOptions(
  http: HttpClient,
  query: BranchenStatsQuery = {},
) {
  return queryOptions({
    queryKey: installationKeys.branchenStats(query),
    queryFn: ({ signal }) => fetchBranchenStats(http, query, signal),
  });
}

function lastUpdateQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: installationKeys.lastUpdate(),
    queryFn: ({ signal }) => fetchLastUpdate(http, signal),
  });
}

function permitContentUrlQueryOptions(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: installationKeys.permitContentUrl(id),
    queryFn: ({ signal }) => fetchPermitContentUrl(http, id, signal),
  });
}

/** The map's points of a search (beyond the specification): every match, not one page. */
export function installationMapQueryOptions(
  http: HttpClient,
  search: InstallationSearch,
) {
  return queryOptions({
    queryKey: installationKeys.map(search),
    queryFn: ({ signal }) =>
      http.request<InstallationMap>("/ippcInstallations/map", {
        method: "POST",
        json: search,
        signal,
        schema: installationMapSchema,
      }),
    staleTime: RECENT_ANSWER_MS,
  });
}

export function useInstallationMap(search: InstallationSearch) {
  return useQuery(installationMapQueryOptions(useHttp(), search));
}

export function useInstallation(id: string) {
  return useQuery(installationQueryOptions(useHttp(), id));
}

/** An earlier version of the entry; idle while `version` is undefined (the current one is shown). */
export function useInstallationVersion(
  id: string,
  version: number | undefined,
) {
  const http = useHttp();
  return useQuery({
    queryKey: installationKeys.version(id, version ?? 0),
    queryFn: ({ signal }) =>
      fetchInstallationVersion(http, id, version ?? 0, signal),
    enabled: version !== undefined,
    // A past version does not change.
    staleTime: Infinity,
  });
}

/** `ask`: false while the page's first content is on its way (the figures can wait). */
export function useBranchenStats(ask: boolean, query: BranchenStatsQuery = {}) {
  return useQuery({
    ...branchenStatsQueryOptions(useHttp(), query),
    enabled: ask,
  });
}

/** `ask`: false while the page's first content is on its way (the date can wait). */
export function useLastUpdate(ask: boolean) {
  return useQuery({ ...lastUpdateQueryOptions(useHttp()), enabled: ask });
}

export function usePermitContentUrl(id: string) {
  return useQuery(permitContentUrlQueryOptions(useHttp(), id));
}

/** The new task appears in 'Aufträge' at once rather than at the next poll. */
export function useExportInstallationsExcel() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: InstallationSearch) =>
      exportInstallationsExcel(http, search),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
