import { useSetAtom } from "jotai";
import { memo, useEffect, useLayoutEffect } from "react";
import { filterBarAtom } from "../chrome";
import { FilterBar } from "./FilterBar";
import type { Criteria, FilterDefinition } from "./model";
import { usePageFilterState } from "./pageFilterState";
import { SideFilterPage } from "./SideFilterPage";
import { criteriaKey } from "./urlCriteria";

/**
 * A page's filter at work (usePageFilter loads it): saved filters, storage, the URL's criteria,
 * the side filter page and the filter bar. Tells the page what to search by whenever that changes.
 * Memoised: the page's renders (after each report) do not render it again.
 */
export const FilterMachine = memo(function FilterMachine({
  definition,
  pageParams,
  onCriteria,
}: {
  definition: FilterDefinition;
  pageParams: readonly string[];
  onCriteria: (criteria: Criteria | null) => void;
}) {
  const { filter, criteria } = usePageFilterState(definition, pageParams);
  const key = criteria && criteriaKey(criteria);
  useLayoutEffect(
    () => onCriteria(criteria),
    // criteria is a new object on every render; its key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, onCriteria],
  );

  const filterId = filter.slot?.state.definition.id;
  const hasApplied =
    filter.applied !== null && Object.keys(filter.applied).length > 0;
  const setFilterBar = useSetAtom(filterBarAtom);
  useEffect(() => {
    // An empty slot renders no landmark, so the bar goes in only with something to show.
    setFilterBar(
      filterId && hasApplied ? <FilterBar filterId={filterId} /> : null,
    );
  }, [filterId, hasApplied, setFilterBar]);
  useEffect(() => () => setFilterBar(null), [setFilterBar]);

  return <SideFilterPage filter={filter} />;
});
