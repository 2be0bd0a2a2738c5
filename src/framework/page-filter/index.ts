export { FilterLayout } from "./FilterLayout";
export { preloadPageFilter, usePageFilter } from "./usePageFilter";
