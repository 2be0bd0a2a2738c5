import type { ReactNode } from "react";
import { DrawerEnhanced } from "./DrawerEnhanced";
import { useOpenedOnce } from "./useOpenedOnce";

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer; shown as its heading unless hideTitle. */
  title: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
}

/**
 * A modal panel sliding in from the left (the mobile menu); same focus rules as the dialog, and
 * like it loaded with floating-ui.
 */
export function Drawer(props: DrawerProps) {
  const shown = useOpenedOnce(props.open);
  return shown ? <DrawerEnhanced {...props} /> : null;
}
