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
