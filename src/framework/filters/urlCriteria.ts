/**
 * The applied criteria as URL query (shareable state): one parameter per value, named by the
 * criterion id, e.g. `?bundesland=4&bundesland=9&status=IN_OPERATION`.
 */
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
 * The URL's parameters that are neither the page's own nor a criterion of the definition: a link's
 * unknown criteria (SPEC §8: only logged), never sent with the search.
 */
export function unknownParams(
  definition: FilterDefinition,
  params: URLSearchParams,
  pageParams: readonly string[],
): string[] {
  const known = new Set([
    ...pageParams,
    ...definition.criterias.map((criterion) => criterion.id),
  ]);
  return [...new Set(params.keys())].filter((name) => !known.has(name));
}

/** `params` without the parameters `names`. */
export function withoutParams(
  params: URLSearchParams,
  names: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  return next;
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
