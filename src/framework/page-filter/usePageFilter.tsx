import {
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { afterNextPaint } from "../../ui/scheduling";
import { useSideFilterOpenUntil } from "../chrome";
import { useAfterFirstLoad } from "../chrome";
import { lazyWithPreload } from "../lazy";
import {
  type Criteria,
  type FilterDefinition,
  criteriaFromParams,
  criteriaKey,
} from "../filters";
import { useSearchParams } from "react-router";

// The saved filters' machinery (storage, sync, journal, conflicts, the side page) loads after the
// page's first results are on the screen, not before them: a visitor's first search needs only the
// early criteria.
const FilterMachine = lazyWithPreload("saved-filters", () =>
  import(/* webpackChunkName: "saved-filters" */ "./FilterMachine").then(
    (module) => module.FilterMachine,
  ),
);

/** Starts loading the filter's machinery, e.g. for a signed-in user, whose criteria come with it. */
export const preloadPageFilter = FilterMachine.preload;

/**
 * A page's filter. The applied criteria live in the URL, so a link reproduces the result list, and
 * the page searches by the URL's: at once when it names criteria (a link, the tab's own after a
 * reload), else the early criteria (useEarlyCriteria) until the filter's machinery has loaded and
 * put its criteria into the URL; null while neither is known — once known, criteria are held while
 * the filter loads its saved ones, so the results stay. `panel` is the filter's part of the page
 * (FilterLayout places it): the side filter page, and while it loads nothing.
 */
export function usePageFilter(
  definition: FilterDefinition,
  /** The page's own URL parameters (search text, sort, page, …), kept as they are. */
  pageParams: readonly string[],
  earlyCriteria: Criteria | null,
): { criteria: Criteria | null; panel: ReactNode } {
  const [params] = useSearchParams();
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  // Asked for once the page is painted, not with it: its loading would hold up the whole page (the
  // first render is a transition, which waits for what suspends in it). When the results do not
  // need it (criteria known early), only once they are on the screen.
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const firstLoadDone = useAfterFirstLoad();
  const [started, setStarted] = useState(false);
  const opened = useSideFilterOpenUntil(started);
  if (
    !started &&
    painted &&
    (firstLoadDone || opened || earlyCriteria === null)
  )
    setStarted(true);
  const fromUrl = criteriaFromParams(definition, params);
  const known = fromUrl ?? (settled ? {} : earlyCriteria);
  const [held, setHeld] = useState<Criteria | null>(known);
  if (
    known !== null &&
    (held === null || criteriaKey(known) !== criteriaKey(held))
  )
    setHeld(known);
  return {
    criteria: known ?? held,
    panel: started && (
      <Suspense fallback={null}>
        <FilterMachine
          definition={definition}
          pageParams={pageParams}
          onSettled={onSettled}
        />
      </Suspense>
    ),
  };
}
