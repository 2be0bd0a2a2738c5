import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { Criteria, FilterDefinition } from "./model";
import { useFilter, type FilterController } from "./useFilter";
import {
  criteriaFromParams,
  criteriaKey,
  criteriaToParams,
} from "./urlCriteria";

/**
 * A page's filter with shareable state: the applied criteria live in the URL, so a link
 * reproduces the result list. Criteria in a link are applied as an unsaved 'Unbenannter
 * Filter' (the recipient's saved filters stay as they are); whatever is applied afterwards is
 * written back into the URL. `criteria` is what to search by: the link's at once, then the
 * filter's; null while neither is known.
 */
export function usePageFilter(definition: FilterDefinition): {
  filter: FilterController;
  criteria: Criteria | null;
} {
  const [params, setParams] = useSearchParams();
  const fromUrl = criteriaFromParams(definition, params);
  const filter = useFilter(definition, fromUrl);
  const urlKey = fromUrl && criteriaKey(fromUrl);
  const applied = filter.applied;
  const appliedKey = applied && criteriaKey(applied);
  const ready = appliedKey !== null;
  /** The criteria this hook last put into the URL — not a link. */
  const written = useRef<string | null>(null);
  const { resetWithValues } = filter.operations;

  // A link followed while the page is already open.
  useEffect(() => {
    if (!ready || !fromUrl || urlKey === appliedKey) return;
    if (urlKey === written.current) return;
    resetWithValues(fromUrl);
    // fromUrl and appliedKey are read as of the URL change; urlKey says when that is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey, ready, resetWithValues]);

  useEffect(() => {
    if (!applied || appliedKey === null) return;
    // A link is being applied: leave it in place until it is.
    if (urlKey !== null && urlKey !== appliedKey && urlKey !== written.current)
      return;
    written.current = appliedKey;
    if (
      urlKey === appliedKey ||
      (urlKey === null && !Object.keys(applied).length)
    )
      return;
    setParams((current) => criteriaToParams(definition, applied, current), {
      replace: true,
    });
    // applied is a new object on every render; appliedKey says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey, urlKey, definition, setParams]);

  return { filter, criteria: applied ?? fromUrl };
}
