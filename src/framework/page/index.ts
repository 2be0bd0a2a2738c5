export { Page } from "./Page";
export type { PageSearchProps } from "./PageSearch";
export { useAfterFirstLoad } from "./useAfterFirstLoad";
