/**
 * Where an open popup goes, next to its anchor: floating-ui's DOM part, in a chunk of its own that
 * loads the first time a popup opens (usePopupPosition). It only writes the popup's inline style.
 */
import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  size,
  type ComputePositionConfig,
} from "@floating-ui/dom";
import { SUGGESTION_MAX_HEIGHT_PX, TOOLTIP_PADDING } from "../tokens";

/** How a popup sits by its anchor: a list below its field, a tooltip above, a panel or menu below. */
export type PopupKind = "list" | "tooltip" | "panel";

/** Keeps a popup this far from the viewport's edges; CSS caps panels' widths to match. */
const VIEWPORT_MARGIN = 8;

const CONFIGS: Record<PopupKind, ComputePositionConfig> = {
  // Below the field (above when there is no room), at least as wide as the field, at most 300 px
  // high (SPEC §9). Fixed, so that scrolling containers around the field do not clip it.
  list: {
    placement: "bottom-start",
    strategy: "fixed",
    middleware: [
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
    ],
  },
  tooltip: {
    placement: "top",
    strategy: "fixed",
    middleware: [
      offset(TOOLTIP_PADDING),
      flip({ padding: TOOLTIP_PADDING }),
      shift({ padding: TOOLTIP_PADDING }),
    ],
  },
  // A panel or menu below the button that opened it, at the button's end.
  panel: {
    placement: "bottom-end",
    middleware: [
      offset(4),
      flip({ padding: VIEWPORT_MARGIN }),
      shift({ padding: VIEWPORT_MARGIN }),
    ],
  },
};

/** Keeps `popup` placed by `anchor` while both are there; returns the function that stops it. */
export function place(
  anchor: HTMLElement,
  popup: HTMLElement,
  kind: PopupKind,
): () => void {
  const config = CONFIGS[kind];
  return autoUpdate(anchor, popup, () => {
    void computePosition(anchor, popup, config).then(({ x, y, strategy }) => {
      Object.assign(popup.style, {
        position: strategy,
        left: `${x}px`,
        top: `${y}px`,
      });
    });
  });
}
