import { hashKey, QueryClient, type QueryKey } from "@tanstack/react-query";
import * as v from "valibot";
import { isClientError } from "../api/errors";
import { PRELOADABLE_QUERY_KEYS } from "../api/preloadable";
import {
  environmentSchema,
  sessionUserSchema,
  userAppsSchema,
} from "../api/schemas";
import type { HostProps } from "../framework/host";
// Its meta types, for every compilation that starts from the app (the federation type archive too).
import type {} from "../api/queryMeta";

/** SPEC §9 query defaults. */
const QUERY_RETRIES = 3;
const RETRY_BASE_DELAY_MS = 1_000;
const RETRY_MAX_DELAY_MS = 30_000;
const QUERY_GC_TIME_MS = 5 * 60_000;
const PRELOADED_STALE_TIME_MS = 5 * 60_000;

/** Backoff doubling from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/** Three retries, but a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_RETRIES;
}

/**
 * The answers a host may hand over, each with the schema its own fetch checks: data from the host
 * is data from outside, met at the door like an answer of the API.
 */
const PRELOADABLE = new Map<string, v.GenericSchema>([
  [hashKey(PRELOADABLE_QUERY_KEYS.user), sessionUserSchema],
  [hashKey(PRELOADABLE_QUERY_KEYS.env), environmentSchema],
  [hashKey(PRELOADABLE_QUERY_KEYS.userApps), userAppsSchema],
]);

/** The host's preloaded answers that fit their query; each other one is named to `refuse`. */
function acceptedPreloads(
  preloaded: unknown,
  refuse: (queryKey: unknown) => void,
): { queryKey: QueryKey; data: unknown }[] {
  if (!Array.isArray(preloaded)) {
    if (preloaded !== undefined) refuse(preloaded);
    return [];
  }
  return preloaded.flatMap((entry: unknown) => {
    const { queryKey, data } = (entry ?? {}) as Record<string, unknown>;
    let schema: v.GenericSchema | undefined;
    try {
      schema = Array.isArray(queryKey)
        ? PRELOADABLE.get(hashKey(queryKey))
        : undefined;
    } catch {
      schema = undefined;
    }
    const parsed = schema && v.safeParse(schema, data);
    if (!parsed?.success) {
      refuse(queryKey);
      return [];
    }
    return [{ queryKey: queryKey as QueryKey, data: parsed.output }];
  });
}

export function createQueryClient(
  preloaded: HostProps["preloadedQueries"] = [],
  /** Told of each preloaded answer left out: its query fetches it instead. */
  refuse: (queryKey: unknown) => void = () => {},
): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: "offlineFirst",
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        // A page mounting on a query that already failed with a 4xx (its route prefetch) asks again otherwise.
        retryOnMount: (query) => !isClientError(query.state.error),
        retryDelay,
        gcTime: QUERY_GC_TIME_MS,
      },
      // A repeated POST may act twice: mutations are never retried blindly; one that says when it
      // may be asked again backs off as queries do.
      mutations: { networkMode: "offlineFirst", retry: false, retryDelay },
    },
  });
  for (const { queryKey, data } of acceptedPreloads(preloaded, refuse)) {
    client.setQueryData(queryKey, data);
    // The host fetched these a moment ago: no request on first render (they refresh on invalidation).
    client.setQueryDefaults(queryKey, { staleTime: PRELOADED_STALE_TIME_MS });
  }
  return client;
}
