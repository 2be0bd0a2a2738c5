import type {
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from "@tanstack/react-query";
import { isClientError } from "./errors";

/**
 * Starts a query ahead of the page that shows it, unless its last answer was a 4xx: a page
 * mounting on such a query does not ask again (the client's `retryOnMount`), and neither does a
 * second prefetch of it. React Query's own `prefetchQuery` fetches any query without data, so a
 * refusal that came back between two prefetches of one page was asked for twice.
 */
export function prefetchUnlessRefused<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  if (isClientError(queryClient.getQueryState(options.queryKey)?.error))
    return Promise.resolve();
  return queryClient.prefetchQuery(options);
}
