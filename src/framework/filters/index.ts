export { FilterLayout } from "./FilterLayout";
export type { Criteria, CriterionOption, FilterDefinition } from "./model";
export { criteriaKey, linkCriteria } from "./urlCriteria";
export { useEarlyCriteria } from "./useEarlyCriteria";
export { preloadPageFilter, usePageFilter } from "./usePageFilter";
