import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
} from "@floating-ui/react";

/** Keeps a popup this far from the viewport's edges; CSS caps panels' widths to match. */
const VIEWPORT_PADDING_PX = 8;

const MIDDLEWARE = [
  offset(4),
  flip({ padding: VIEWPORT_PADDING_PX }),
  shift({ padding: VIEWPORT_PADDING_PX }),
];

/**
 * An open popup below the button that opened it (a panel, a menu): positioned at the button's end,
 * closed by Escape and by a click outside (the button's own click is the button's).
 */
export function useAnchoredPopup(
  anchor: HTMLElement | null,
  onClose: () => void,
) {
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement: "bottom-end",
    middleware: MIDDLEWARE,
    whileElementsMounted: autoUpdate,
  });
  return {
    context,
    floatingStyles,
    setFloating: refs.setFloating,
    dismiss: useDismiss(context),
  };
}
