/** What dialogs and drawers add once floating-ui has loaded (imported by ui/floating's widgets only). */
export { DialogEnhanced } from "./DialogEnhanced";
export { DrawerEnhanced } from "./DrawerEnhanced";
