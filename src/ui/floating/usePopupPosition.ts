import { useLayoutEffect } from "react";

import type { PopupKind } from "./position";

/** Out of the flow from the start: nothing around it moves while its place is worked out. */
function takeOutOfFlow(popup: HTMLElement) {
  if (!popup.style.position) popup.style.position = "absolute";
}

/**
 * Places an open popup by its anchor and keeps it there while the page scrolls or resizes. The
 * positioning code loads the first time a popup opens; until then, and if it cannot be loaded,
 * the popup stays where its CSS puts it (out of the flow, where it would stand), still usable.
 */
export function usePopupPosition(
  anchor: HTMLElement | null,
  popup: HTMLElement | null,
  kind: PopupKind,
): void {
  useLayoutEffect(() => {
    if (!anchor || !popup) return;
    takeOutOfFlow(popup);
    let stop: (() => void) | undefined;
    let closed = false;
    import(/* webpackChunkName: "position" */ "./position").then(
      ({ place }) => {
        if (!closed) stop = place(anchor, popup, kind);
      },
      () => undefined,
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, [anchor, popup, kind]);
}
