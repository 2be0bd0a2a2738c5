export { Page } from "./Page";
export type { PageSearchProps } from "./PageSearch";
