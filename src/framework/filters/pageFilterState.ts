import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useLogger } from "../../api/HttpContext";
import type { Criteria, FilterDefinition } from "./model";
import { useFilter, type FilterController } from "./useFilter";
import {
  criteriaFromParams,
  criteriaKey,
  criteriaToParams,
  unknownParams,
  withoutParams,
} from "./urlCriteria";

/**
 * A page's filter with shareable state: the applied criteria live in the URL, so a link
 * reproduces the result list. Criteria in a link are applied as an unsaved 'Unbenannter
 * Filter' (the recipient's saved filters stay as they are); whatever is applied afterwards is
 * written back into the URL. `criteria` is what to search by: the link's at once, then the
 * filter's; null while neither is known. A parameter that is neither one of `pageParams` nor a
 * criterion of the definition is an unknown criterion: logged and dropped from the URL (SPEC §8).
 */
export function usePageFilterState(
  definition: FilterDefinition,
  /** The page's own URL parameters (search text, sort, page, …), kept as they are. */
  pageParams: readonly string[],
): {
  filter: FilterController;
  criteria: Criteria | null;
} {
  const [params, setParams] = useSearchParams();
  const logger = useLogger();
  const fromUrl = criteriaFromParams(definition, params);
  const unknown = unknownParams(definition, params, pageParams);
  const search = params.toString();
  const logged = useRef(new Set<string>());
  const filter = useFilter(definition, fromUrl);
  const urlKey = fromUrl && criteriaKey(fromUrl);
  const applied = filter.applied;
  const appliedKey = applied && criteriaKey(applied);
  const ready = appliedKey !== null;
  /** The criteria this hook last put into the URL — not a link. */
  const written = useRef<string | null>(null);
  const { resetWithValues } = filter.operations;
  const { restoredOver, clearRestored } = filter;
  /** The URL holds this page's own criteria (or a reload's, see useFilter), not a link's. */
  const isOwn = (key: string | null) =>
    key === written.current || key === restoredOver;

  // SPEC §8: a criterion the filter does not have is only logged. Out of the URL it is out of every
  // search and of the next shared link. Runs again whenever the URL changes while one is there: a
  // write of the same moment, from the view's URL as it was, may have put it back.
  useEffect(() => {
    if (unknown.length === 0) return;
    for (const name of unknown) {
      if (logged.current.has(name)) continue;
      logged.current.add(name);
      logger.warn(`Link: unbekanntes Kriterium ${name}`);
    }
    setParams((current) => withoutParams(current, unknown), { replace: true });
    // unknown is a new array on every render; the URL says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, logger, setParams]);

  // A link followed while the page is already open.
  useEffect(() => {
    if (!ready || !fromUrl || urlKey === appliedKey) return;
    if (isOwn(urlKey)) return;
    resetWithValues(fromUrl);
    // fromUrl and appliedKey are read as of the URL change; urlKey says when that is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey, ready, resetWithValues]);

  useEffect(() => {
    if (!applied || appliedKey === null) return;
    // A link is being applied: leave it in place until it is.
    if (urlKey !== null && urlKey !== appliedKey && !isOwn(urlKey)) return;
    written.current = appliedKey;
    if (restoredOver !== null) clearRestored();
    if (
      urlKey === appliedKey ||
      (urlKey === null && !Object.keys(applied).length)
    )
      return;
    // Without the unknown criteria: of two writes in one commit, this one is the last.
    setParams(
      (current) =>
        withoutParams(criteriaToParams(definition, applied, current), unknown),
      { replace: true },
    );
    // applied is a new object on every render; appliedKey says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey, urlKey, restoredOver, definition, setParams]);

  return { filter, criteria: applied ?? fromUrl };
}
