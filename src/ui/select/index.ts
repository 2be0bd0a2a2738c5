export { Select, type SelectProps } from "./Select";
export { type SelectOption } from "./useSelect";
