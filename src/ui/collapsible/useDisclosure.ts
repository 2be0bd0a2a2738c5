import { useId, useState } from "react";

export interface DisclosureOptions {
  /** Controlled when given. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

/** A button that shows and hides a panel (WAI-ARIA disclosure pattern), controlled or not. */
export function useDisclosure({
  expanded,
  defaultExpanded = false,
  onExpandedChange,
}: DisclosureOptions) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const panelId = useId();
  const setExpanded = (next: boolean) => {
    setOwnExpanded(next);
    onExpandedChange?.(next);
  };
  return {
    expanded: isExpanded,
    setExpanded,
    panelId,
    toggleProps: {
      "aria-expanded": isExpanded,
      "aria-controls": panelId,
      onClick: () => setExpanded(!isExpanded),
    },
  };
}
