/**
 * The names ui/floating's widget chunk still re-exports. Dialog and drawer are whole without
 * floating-ui and are not loaded with it.
 */
export { Dialog as DialogEnhanced } from "./Dialog";
export { Drawer as DrawerEnhanced } from "./Drawer";
