/** What the tooltip adds once floating-ui has loaded (imported by ui/floating's widgets only). */
export { TooltipEnhanced } from "./TooltipEnhanced";
