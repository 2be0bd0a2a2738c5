export { Select, type SelectProps } from "./Select";
export { useListPopup } from "./useListPopup";
export type { SelectAddOption, SelectOption } from "./useSelect";
