/**
 * Everything that needs floating-ui, in one chunk loaded after the page's first content (or when
 * a control is used before that): see deferred.ts.
 */
export { AutocompleteEnhanced } from "../autocomplete/enhanced";
export { DialogEnhanced, DrawerEnhanced } from "../dialog/enhanced";
export { SelectEnhanced } from "../select/enhanced";
export { TooltipEnhanced } from "../tooltip/enhanced";
export { AnchoredPanel } from "./AnchoredPanel";
export { MenuPopup } from "./MenuPopup";
