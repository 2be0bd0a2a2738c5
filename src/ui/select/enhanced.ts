/** What the select adds once floating-ui has loaded (imported by ui/floating's widgets only). */
export { SelectEnhanced } from "./SelectEnhanced";
export { useListPopup } from "./useListPopup";
