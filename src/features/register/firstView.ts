import type { QueryClient } from "@tanstack/react-query";
import {
  installationMapQueryOptions,
  installationSearchQueryOptions,
} from "../../api/endpoints/installations";
import type { HttpClient } from "../../api/http";
import {
  mapSearch,
  type RegisterView,
  type SearchBody,
} from "../../api/installationSearch";
import { prefetchUnlessRefused } from "../../api/prefetch";

/**
 * Starts what the register's view shows first: the list's page, or on the map every match. The
 * page, once set up, finds the same request under way or answered.
 */
export function prefetchFirstView(
  queryClient: QueryClient,
  http: HttpClient,
  view: Pick<RegisterView, "display">,
  body: SearchBody,
): Promise<void> {
  return view.display === "map"
    ? prefetchUnlessRefused(
        queryClient,
        installationMapQueryOptions(http, mapSearch(body)),
      )
    : prefetchUnlessRefused(
        queryClient,
        installationSearchQueryOptions(http, body),
      );
}
