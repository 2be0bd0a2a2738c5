import {
  useLayoutEffect,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
} from "react";
import { useDismiss, usePopupPosition } from "../floating";

export interface AnchoredPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The button that opened it (a WAI-ARIA disclosure): the panel sits below it. */
  anchor: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}

/** What Tab reaches inside a panel or menu. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An open panel below its button (non-modal): focus moves into it, Escape closes it and gives the
 * focus back to the button, a click outside or the focus leaving it closes it.
 */
export function AnchoredPanel({
  anchor,
  onClose,
  children,
  ...props
}: AnchoredPanelProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  usePopupPosition(anchor, panel, "panel");
  useFocusInside(panel, () => panel?.querySelector<HTMLElement>(FOCUSABLE));
  useDismiss(true, [anchor, panel], (reason) => {
    onClose();
    if (reason === "escape") anchor?.focus();
  });
  return (
    <div
      {...props}
      ref={setPanel}
      tabIndex={-1}
      onBlur={closeOnFocusOut(anchor, onClose)}
    >
      {children}
    </div>
  );
}

/** Once the popup is there, focus goes to `target()` (or the popup itself). */
export function useFocusInside(
  popup: HTMLElement | null,
  target: () => HTMLElement | null | undefined,
): void {
  useLayoutEffect(() => {
    if (!popup) return;
    (target() ?? popup).focus({ preventScroll: true });
    // Only when it opens: moving within it is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup]);
}

/** The focus left the popup, and not for its button: the popup closes (Tab moves on). */
export function closeOnFocusOut(
  anchor: HTMLElement | null,
  onClose: () => void,
) {
  return ({ currentTarget, relatedTarget }: FocusEvent<HTMLElement>) => {
    if (relatedTarget === null || !(relatedTarget instanceof Node)) return;
    if (
      currentTarget.contains(relatedTarget) ||
      anchor?.contains(relatedTarget)
    )
      return;
    onClose();
  };
}
