export { Page } from "./Page";
export type { PageSearchProps } from "./PageSearch";
export { useAfterFirstLoad, useFirstLoadWatch } from "./useAfterFirstLoad";
