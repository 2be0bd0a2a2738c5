/** What the autocomplete adds once floating-ui has loaded (imported by ui/floating's widgets only). */
export { AutocompleteEnhanced } from "./AutocompleteEnhanced";
