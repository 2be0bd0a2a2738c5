import { useId } from "react";
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
} from "@floating-ui/react";

/** Keeps a panel this far from the viewport's edges; CSS caps its width to match. */
const PANEL_VIEWPORT_PADDING_PX = 8;

/**
 * A header button with a panel below it (WAI-ARIA disclosure): click toggles, Escape and a click
 * outside close; the open state is the caller's (a jotai atom, so the burger menu can open it too).
 * Render the panel inside `FloatingFocusManager` (non-modal) so focus returns to the button.
 */
export function useHeaderPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: "bottom-end",
    middleware: [
      offset(4),
      flip({ padding: PANEL_VIEWPORT_PADDING_PX }),
      shift({ padding: PANEL_VIEWPORT_PADDING_PX }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
  ]);
  return {
    context,
    buttonProps: getReferenceProps({
      ref: refs.setReference,
      "aria-expanded": open,
      "aria-controls": panelId,
    }),
    panelProps: getFloatingProps({
      ref: refs.setFloating,
      id: panelId,
      style: floatingStyles,
    }),
  };
}
