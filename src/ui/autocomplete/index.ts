export { Autocomplete, type AutocompleteProps } from "./Autocomplete";
export {
  useAutocomplete,
  type AutocompleteItem,
  type UseAutocompleteProps,
} from "./useAutocomplete";
