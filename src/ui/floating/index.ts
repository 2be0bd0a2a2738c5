export { AnchoredPanel } from "./AnchoredPanel";
export { MenuPopup } from "./MenuPopup";
export { useDismiss } from "./useDismiss";
export { usePopupPosition } from "./usePopupPosition";
export { usePresence } from "./usePresence";
