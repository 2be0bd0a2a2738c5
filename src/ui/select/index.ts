export { Select, type SelectProps } from "./Select";
export {
  useSelect,
  type SelectAddOption,
  type SelectOption,
  type UseSelectProps,
} from "./useSelect";
