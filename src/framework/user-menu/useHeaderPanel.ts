import { useId, useState } from "react";
import { useFloatingWidgetsWhen } from "../../ui/floating";

/**
 * A header button with a panel below it (WAI-ARIA disclosure): click toggles, Escape and a click
 * outside close, focus returns to the button; the open state is the caller's (a jotai atom, so the
 * burger menu can open it too). The button is plain; `Panel`, floating-ui's, is there while open.
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
  const widgets = useFloatingWidgetsWhen(open);
  return {
    Panel: open ? (widgets?.AnchoredPanel ?? null) : null,
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
