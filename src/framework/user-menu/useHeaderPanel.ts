import { useId, useState } from "react";
import { lazyWithPreload } from "../lazy";

// What an open panel does (focus into it, Escape, a click outside) loads when a header panel first
// opens, or is about to (its button pointed at or focused), in the chunk of the 'Mehr' menu: few
// visitors open one, and the button answers from the first paint either way (ADR 34).
const AnchoredPanel = lazyWithPreload("header-panel", () =>
  import(/* webpackChunkName: "popups" */ "../../ui/popups").then(
    (module) => module.AnchoredPanel,
  ),
);

/**
 * A header button with a panel below it (WAI-ARIA disclosure): click toggles, Escape and a click
 * outside close, focus returns to the button; the open state is the caller's (a jotai atom, so the
 * burger menu can open it too). `Panel` is there while open; it may suspend while its code loads,
 * and takes the focus once it is there. `preload` starts loading the panel's content with its own.
 */
export function useHeaderPanel({
  open,
  onOpenChange,
  preload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preload: () => void;
}) {
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const preloadAll = () => {
    AnchoredPanel.preload();
    preload();
  };
  return {
    Panel: open ? AnchoredPanel : null,
    buttonProps: {
      ref: setAnchor,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => onOpenChange(!open),
      onPointerEnter: preloadAll,
      onFocus: preloadAll,
    },
    panelProps: {
      anchor,
      id: panelId,
      onClose: () => onOpenChange(false),
    },
  };
}
