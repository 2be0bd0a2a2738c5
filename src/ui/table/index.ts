export { CardTable } from "./CardTable";
export { useShownRows } from "./useShownRows";
