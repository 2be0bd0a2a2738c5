export type {
  Criteria,
  CriterionDefinition,
  CriterionOption,
  CriterionValue,
  FilterDefinition,
  FilterState,
} from "./model";
export {
  DEFAULT_FILTER_KEY,
  appliedCriteria,
  displayName,
  hasPendingChanges,
  isLiveMode,
  isUnsaved,
  optionLabel,
  sameValues,
  selectedFilter,
} from "./model";
export type { FilterWarning } from "./filterReducer";
export { parseStoredFilters } from "./persistence";
export { criteriaFromParams, criteriaKey, linkCriteria } from "./urlCriteria";
export { useEarlyCriteria } from "./useEarlyCriteria";
export {
  useFilter,
  type FilterController,
  type FilterOperations,
} from "./useFilter";
export type { SaveProblem } from "./useSavedFilters";
