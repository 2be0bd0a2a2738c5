export { FilterLayout } from "./FilterLayout";
export type { Criteria, CriterionOption, FilterDefinition } from "./model";
export { createSessionFilterStorage } from "./sessionFilterStorage";
export { criteriaKey, linkCriteria } from "./urlCriteria";
export { noSavedFilterSelected } from "./savedSelection";
export { useEarlyCriteria } from "./useEarlyCriteria";
export { preloadPageFilter, usePageFilter } from "./usePageFilter";
