import {
  autoUpdate,
  flip,
  offset,
  size,
  useFloating,
} from "@floating-ui/react";
import { SUGGESTION_MAX_HEIGHT_PX } from "../tokens";

const VIEWPORT_MARGIN = 8;

const MIDDLEWARE = [
  offset(2),
  flip({ padding: VIEWPORT_MARGIN }),
  size({
    padding: VIEWPORT_MARGIN,
    apply({ rects, availableWidth, availableHeight, elements }) {
      Object.assign(elements.floating.style, {
        minWidth: `${rects.reference.width}px`,
        maxWidth: `${Math.max(rects.reference.width, availableWidth)}px`,
        maxHeight: `${Math.max(0, Math.min(SUGGESTION_MAX_HEIGHT_PX, availableHeight))}px`,
      });
    },
  }),
];

/**
 * Positions the popup list of Select and Autocomplete: below the field (above when there is no
 * room), at least as wide as the field, at most 300 px high (SPEC §9). Fixed, so that scrolling
 * containers around the field do not clip it; rendered in place, so the app's scoped styles apply.
 */
export function useListPopup(
  open: boolean,
  onOpenChange: (open: boolean) => void,
) {
  return useFloating({
    open,
    onOpenChange,
    placement: "bottom-start",
    strategy: "fixed",
    whileElementsMounted: autoUpdate,
    middleware: MIDDLEWARE,
  });
}
