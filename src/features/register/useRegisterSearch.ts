import { useEffect, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useHttp } from "../../api/HttpContext";
import type { OverviewSelection } from "../../api/types";
import { criteriaKey, type Criteria } from "../../framework/filters";
import {
  searchBody,
  type RegisterView,
  type SearchBody,
} from "../../api/installationSearch";
import { useDebouncedSearch, type UpdateView } from "./useRegisterView";
import { prefetchFirstView } from "./firstView";

/**
 * The search the register shows: the body for POST /api/ippcInstallations, null until the
 * criteria and the overview are known. Also commits the typed text after the debounce, starting
 * the request at once rather than a render later, when the URL has the text.
 */
export function useRegisterSearch({
  view,
  update,
  criteria,
  overview,
  typedText,
  onSearchCommitted,
}: {
  view: RegisterView;
  update: UpdateView;
  /** null while not known. */
  criteria: Criteria | null;
  /** null while not known. */
  overview: OverviewSelection | null;
  typedText: string;
  onSearchCommitted: (text: string) => void;
}): SearchBody | null {
  const http = useHttp();
  const queryClient = useQueryClient();
  const known = criteria !== null && overview !== null;
  const page = usePageInScope(
    view.page,
    known ? JSON.stringify([criteriaKey(criteria), overview]) : null,
    update,
  );
  useDebouncedSearch(typedText, view.searchText, (searchText) => {
    onSearchCommitted(searchText);
    if (known)
      void prefetchFirstView(
        queryClient,
        http,
        view,
        searchBody({ ...view, searchText, page: 0 }, criteria, overview),
      );
    update((current) => ({ ...current, searchText, page: 0 }), {
      replace: true,
    });
  });
  const key = known
    ? JSON.stringify(searchBody({ ...view, page }, criteria, overview))
    : null;
  // The same object for as long as its content is the same: effects and queries depend on it.
  return useMemo(
    () => (key === null ? null : (JSON.parse(key) as SearchBody)),
    [key],
  );
}

/**
 * Starts the register's search (list or map) while the filter's definition (the criteria metadata) loads, when
 * the criteria are already known (useEarlyCriteria): the list, searching with the filter's own
 * criteria once it is set up, finds the same request under way or answered.
 */
export function useEarlySearch({
  view,
  criteria,
  overview,
}: {
  view: RegisterView;
  /** null while not known. */
  criteria: Criteria | null;
  /** null while not known. */
  overview: OverviewSelection | null;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const key =
    criteria !== null && overview !== null
      ? JSON.stringify(searchBody(view, criteria, overview))
      : null;
  const display = view.display;
  useEffect(() => {
    if (key === null) return;
    void prefetchFirstView(
      queryClient,
      http,
      { display },
      JSON.parse(key) as SearchBody,
    );
  }, [key, display, http, queryClient]);
}

/**
 * The page in the URL belongs to the criteria and overview it was chosen under: when either
 * changes (the filter writes its criteria into the URL itself), the list starts again at its
 * first page. The first known scope is the link's, so a shared link keeps its page.
 */
function usePageInScope(
  urlPage: number,
  scope: string | null,
  update: UpdateView,
): number {
  const [pageScope, setPageScope] = useState(scope);
  if (pageScope === null && scope !== null) setPageScope(scope);
  const stale = pageScope !== null && scope !== pageScope;
  if (stale && urlPage === 0) setPageScope(scope);
  useEffect(() => {
    if (stale && urlPage > 0)
      update((view) => ({ ...view, page: 0 }), { replace: true });
  }, [stale, urlPage, update]);
  return stale ? 0 : urlPage;
}
