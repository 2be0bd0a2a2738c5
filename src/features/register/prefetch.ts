import { authKeys } from "../../api/endpoints/auth";
import { installationQueryOptions } from "../../api/endpoints/installations";
import { uiTemplateQueryOptions } from "../../api/endpoints/uitemplate";
import type { SessionUser } from "../../api/types";
import { noSavedFilterSelected } from "../../api/endpoints/savedFilters";
import { createSessionFilterStorage } from "../../api/sessionFilterStorage";
import { browserStorage } from "../../framework/chrome";
import { linkCriteria } from "../../framework/filters";
import type { PrefetchContext } from "../../framework/routing";
import { sessionOf } from "../../framework/session";
import {
  readView,
  SEARCH_CRITERION_IDS,
  searchBody,
} from "../../api/installationSearch";
import { prefetchFirstView } from "./firstView";
import { INSTALLATIONS_FILTER_ID } from "./registerView";
import { prefetchUnlessRefused } from "../../api/prefetch";

/**
 * The register's first search (the list's page or the map's answer), started with the page's
 * code when a visitor opens it (the host
 * hands over the session user): its criteria are the link's, or none when no saved filter is
 * selected, and a visitor's overview is always 'all'. The page, searching with the filter's own
 * criteria once it is set up, finds the same request under way or answered. Signed-in users'
 * criteria and overview come with their settings: the page searches for them.
 */
export async function prefetchVisitorSearch({
  queryClient,
  http,
  searchParams: params,
}: PrefetchContext): Promise<void> {
  const session = sessionOf(
    queryClient.getQueryData<SessionUser>(authKeys.user()),
  );
  if (!session.ready || session.isLoggedIn) return;
  const criteria =
    linkCriteria(params, SEARCH_CRITERION_IDS) ??
    ((await noSavedFilterSelected(
      createSessionFilterStorage(browserStorage("sessionStorage")),
      INSTALLATIONS_FILTER_ID,
    ))
      ? {}
      : null);
  if (criteria === null) return;
  const view = readView(params);
  await prefetchFirstView(
    queryClient,
    http,
    view,
    searchBody(view, criteria, "all"),
  );
}

/** The hint on who maintains an installation's data, above its details (GET /api/uitemplate/{id}). */
export const NOTICE_TEMPLATE_ID = "installation-details-notice";

/**
 * What a details page shows first, the installation and the notice above it, requested while the
 * page's code loads rather than once it has.
 */
export function prefetchDetails({
  queryClient,
  http,
  params,
}: PrefetchContext): void {
  if (!params.id) return;
  void prefetchUnlessRefused(
    queryClient,
    installationQueryOptions(http, params.id),
  );
  void prefetchUnlessRefused(
    queryClient,
    uiTemplateQueryOptions(http, NOTICE_TEMPLATE_ID),
  );
}
