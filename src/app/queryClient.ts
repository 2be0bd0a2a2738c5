import { QueryClient } from "@tanstack/react-query";
import { isClientError } from "../api/errors";
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

export function createQueryClient(
  preloaded: HostProps["preloadedQueries"] = [],
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
      // A repeated POST may act twice: mutations are never retried blindly.
      mutations: { networkMode: "offlineFirst", retry: false },
    },
  });
  for (const { queryKey, data } of preloaded) {
    client.setQueryData(queryKey, data);
    // The host fetched these a moment ago: no request on first render (they refresh on invalidation).
    client.setQueryDefaults(queryKey, { staleTime: PRELOADED_STALE_TIME_MS });
  }
  return client;
}
