export { useDismiss } from "./useDismiss";
export { usePopupPosition } from "./usePopupPosition";
export { usePresence } from "./usePresence";
