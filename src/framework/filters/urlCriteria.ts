/**
 * The applied criteria as URL query (shareable state): one parameter per value, named by the
 * criterion id, e.g. `?bundesland=4&bundesland=9&status=IN_OPERATION`. The one module that reads
 * criteria from a URL (before the filter's definition is there: linkCriteria; with it:
 * criteriaFromParams) and writes them back. A page's own parameters and its request: for the
 * register, api/installationSearch.ts.
 */
import { linkValues } from "../../api/installationSearch";
import type { Criteria, FilterDefinition } from "./model";

/** The criteria a URL asks for; null when it names none. Unknown values are left out. */
export function criteriaFromParams(
  definition: FilterDefinition,
  params: URLSearchParams,
): Criteria | null {
  let found = false;
  const criteria: Criteria = {};
  for (const criterion of definition.criterias) {
    if (!params.has(criterion.id)) continue;
    found = true;
    const offered = new Set(criterion.options.map((option) => option.value));
    const values = [
      ...new Set(params.getAll(criterion.id).filter((v) => offered.has(v))),
    ];
    if (values.length > 0) criteria[criterion.id] = values;
  }
  return found ? criteria : null;
}

/**
 * The criteria a link carries, before the definition is there: the URL parameters named after one
 * of `criterionIds`. Any other parameter is the page's own or an unknown criterion, which the
 * definition sorts out (usePageFilter: logged, dropped) and no search ever carries.
 */
export function linkCriteria(
  params: URLSearchParams,
  criterionIds: readonly string[],
): Criteria | null {
  const criteria: Criteria = {};
  for (const name of new Set(params.keys())) {
    if (criterionIds.includes(name)) {
      const values = linkValues(params.getAll(name));
      if (values.length > 0) criteria[name] = values;
    }
  }
  return Object.keys(criteria).length > 0 ? criteria : null;
}

/**
 * `params` without those that are neither the page's own nor a criterion of the definition: a
 * link's unknown criteria (SPEC §8: only logged), never sent with a search. Returns them too.
 */
export function withoutUnknownParams(
  definition: FilterDefinition,
  params: URLSearchParams,
  pageParams: readonly string[],
): { unknown: string[]; params: URLSearchParams } {
  const known = new Set([
    ...pageParams,
    ...definition.criterias.map((c) => c.id),
  ]);
  const unknown = [...new Set(params.keys())].filter(
    (name) => !known.has(name),
  );
  const next = new URLSearchParams(params);
  for (const name of unknown) next.delete(name);
  return { unknown, params: next };
}

/** `params` with the criteria parameters replaced by `criteria`; everything else kept. */
export function criteriaToParams(
  definition: FilterDefinition,
  criteria: Criteria,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const criterion of definition.criterias) {
    next.delete(criterion.id);
    for (const value of criteria[criterion.id] ?? [])
      next.append(criterion.id, value);
  }
  return next;
}

/** Compares criteria regardless of key and value order. */
export function criteriaKey(criteria: Criteria): string {
  return JSON.stringify(
    Object.entries(criteria)
      .filter(([, values]) => values.length > 0)
      .map(([id, values]) => [id, [...values].sort()])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}
