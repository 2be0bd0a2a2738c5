export { Select, type SelectProps } from "./Select";
export type { SelectAddOption, SelectOption } from "./useSelect";
