import { useId, useState } from "react";
import { AnchoredPanel } from "../../ui/floating";

/**
 * A header button with a panel below it (WAI-ARIA disclosure): click toggles, Escape and a click
 * outside close, focus returns to the button; the open state is the caller's (a jotai atom, so the
 * burger menu can open it too). `Panel` is there while open.
 */
export function useHeaderPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    Panel: open ? AnchoredPanel : null,
    buttonProps: {
      ref: setAnchor,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => onOpenChange(!open),
    },
    panelProps: {
      anchor,
      id: panelId,
      onClose: () => onOpenChange(false),
    },
  };
}
