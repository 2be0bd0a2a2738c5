import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Criteria } from "./model";
import { noSavedFilterSelected } from "../../api/endpoints/savedFilters";
import { linkCriteria } from "./urlCriteria";
import { useStorage } from "./useStorage";

/**
 * The criteria a page's filter is going to apply, as far as they are known before its definition
 * (criteria, options) is: a link's criteria, or — for a visitor, whose filters are kept in the
 * session — none when no saved filter is selected (for a filter whose criteria all default to
 * none). null while unknown, when a saved filter is selected (its criteria are read against the
 * definition), for signed-in users without a link (their selection comes with the user-settings
 * request the filter makes anyway) and when the filter is already set up (a page visited again
 * keeps its filter). Lets a page start its search, and show its results, while the definition and
 * the filter's machinery load; once the filter is set up, its own criteria take over.
 */
export function useEarlyCriteria(
  filterId: string,
  /**
   * The criteria the page's search takes, as known before the definition: only these are taken
   * from a link (anything else would be sent to the server as a criterion it does not have).
   */
  criterionIds: readonly string[],
): Criteria | null {
  const [params] = useSearchParams();
  const { owner, storage } = useStorage();
  const fromLink = linkCriteria(params, criterionIds);
  const [noneSelected, setNoneSelected] = useState<boolean | null>(null);

  const visitor = owner === "";
  const readSelection = visitor && !fromLink;
  useEffect(() => {
    if (!readSelection) return;
    let cancelled = false;
    void noSavedFilterSelected(storage, filterId).then((none) => {
      if (!cancelled) setNoneSelected(none);
    });
    return () => {
      cancelled = true;
    };
  }, [readSelection, storage, filterId]);

  if (owner === null) return null;
  if (fromLink) return fromLink;
  return visitor && noneSelected === true ? {} : null;
}
