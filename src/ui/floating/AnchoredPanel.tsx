import type { HTMLAttributes, ReactNode } from "react";
import { FloatingFocusManager, useInteractions } from "@floating-ui/react";
import { useAnchoredPopup } from "./useAnchoredPopup";

export interface AnchoredPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The button that opened it (a WAI-ARIA disclosure): the panel sits below it. */
  anchor: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An open panel below its button: Escape and a click outside close it, focus moves into it and
 * back to the button when it closes (non-modal).
 */
export function AnchoredPanel({
  anchor,
  onClose,
  children,
  ...props
}: AnchoredPanelProps) {
  const { context, floatingStyles, setFloating, dismiss } = useAnchoredPopup(
    anchor,
    onClose,
  );
  const { getFloatingProps } = useInteractions([dismiss]);
  return (
    <FloatingFocusManager context={context} modal={false} restoreFocus>
      <div
        {...getFloatingProps({
          ...props,
          ref: setFloating,
          style: floatingStyles,
        })}
      >
        {children}
      </div>
    </FloatingFocusManager>
  );
}
