import type { HTMLAttributes, ReactNode } from "react";
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from "@floating-ui/react";

/** Keeps a panel this far from the viewport's edges; CSS caps its width to match. */
const PANEL_VIEWPORT_PADDING_PX = 8;

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
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement: "bottom-end",
    middleware: [
      offset(4),
      flip({ padding: PANEL_VIEWPORT_PADDING_PX }),
      shift({ padding: PANEL_VIEWPORT_PADDING_PX }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  return (
    <FloatingFocusManager context={context} modal={false} restoreFocus>
      <div
        {...getFloatingProps({
          ...props,
          ref: refs.setFloating,
          style: floatingStyles,
        })}
      >
        {children}
      </div>
    </FloatingFocusManager>
  );
}
