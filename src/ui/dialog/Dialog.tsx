import type { ReactNode, RefObject } from "react";
import { DialogEnhanced } from "./DialogEnhanced";
import { useOpenedOnce } from "./useOpenedOnce";

export const DIALOG_TYPES = {
  ERROR: "ERROR",
  INFO: "INFO",
  WARNING: "WARNING",
} as const;
export type DialogType = (typeof DIALOG_TYPES)[keyof typeof DIALOG_TYPES];

/** SPEC §9: 564 px, large 604 px, xlarge 950–1008 px; never wider than the viewport. */
export const DIALOG_SIZES = {
  default: "default",
  large: "large",
  xlarge: "xlarge",
} as const;
export type DialogSize = (typeof DIALOG_SIZES)[keyof typeof DIALOG_SIZES];

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  type?: DialogType;
  size?: DialogSize;
  /** The footer's buttons. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Where focus goes on opening; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (WAI-ARIA APG). Its focus trap and layer are floating-ui's, which loads after the
 * page's first content, or when a dialog first opens before that.
 */
export function Dialog(props: DialogProps) {
  const shown = useOpenedOnce(props.open);
  return shown ? <DialogEnhanced {...props} /> : null;
}
