import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { afterNextPaint } from "../../ui/scheduling";
import { useSideFilterOpenUntil } from "../chrome";
import { useAfterFirstLoad } from "../chrome";
import { lazyWithPreload } from "../lazy";
import type { Criteria, FilterDefinition } from "./model";
import { criteriaKey } from "./urlCriteria";

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
 * A page's filter with shareable state (pageFilterState.ts): the applied criteria live in the URL,
 * so a link reproduces the result list. `criteria` is what to search by: the early criteria
 * (useEarlyCriteria) until the filter's machinery has loaded and says, then the filter's; null
 * while neither is known — once known, criteria are held while the filter loads its saved ones,
 * so the results stay. `panel` is the filter's part of the page (FilterLayout places it): the
 * side filter page, and while it loads nothing.
 */
export function usePageFilter(
  definition: FilterDefinition,
  /** The page's own URL parameters (search text, sort, page, …), kept as they are. */
  pageParams: readonly string[],
  earlyCriteria: Criteria | null,
): { criteria: Criteria | null; panel: ReactNode } {
  const [reported, setReported] = useState<Criteria | null>(null);
  const firstReport = useRef(true);
  const onCriteria = useCallback((criteria: Criteria | null) => {
    // The machine's first word replaces the early criteria before anything is searched by them.
    if (firstReport.current) {
      firstReport.current = false;
      setReported(criteria);
      return;
    }
    // A change made in the panel (a saved filter chosen, a value ticked): the panel shows it at
    // once, and the page's search and results follow in a transition rather than inside the same
    // click — the whole page's render would hold up the panel's answer.
    startTransition(() => setReported(criteria));
  }, []);
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
  const known = reported ?? earlyCriteria;
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
          onCriteria={onCriteria}
        />
      </Suspense>
    ),
  };
}
