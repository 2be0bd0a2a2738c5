export { Autocomplete, type AutocompleteProps } from "./Autocomplete";
export { type AutocompleteItem } from "./useAutocomplete";
