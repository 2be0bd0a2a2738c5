import { useSetAtom } from "jotai";
import { memo, useEffect, useLayoutEffect } from "react";
import { filterBarAtom } from "../chrome";
import { FilterBar } from "./FilterBar";
import { appliedCriteria, type FilterDefinition, useFilter } from "../filters";
import { SideFilterPage } from "./SideFilterPage";

/**
 * A page's filter at work (usePageFilter loads it): saved filters, the tab's part, the URL's
 * criteria, the side filter page and the filter bar. Tells the page once the URL says what the
 * filter applies. Memoised: the page's renders do not render it again.
 */
export const FilterMachine = memo(function FilterMachine({
  definition,
  pageParams,
  onSettled,
}: {
  definition: FilterDefinition;
  pageParams: readonly string[];
  onSettled: () => void;
}) {
  const filter = useFilter(definition, pageParams);
  const { state, operations, settled } = filter;
  useLayoutEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  const setFilterBar = useSetAtom(filterBarAtom);
  useEffect(() => {
    // An empty slot renders no landmark, so the bar goes in only with something to show.
    const shown = state && Object.keys(appliedCriteria(state)).length > 0;
    setFilterBar(
      shown ? <FilterBar state={state} operations={operations} /> : null,
    );
  }, [state, operations, setFilterBar]);
  useEffect(() => () => setFilterBar(null), [setFilterBar]);

  return <SideFilterPage filter={filter} />;
});
