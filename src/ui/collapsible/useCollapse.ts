import { useEffect, useState } from "react";
import { COLLAPSE_MS, prefersReducedMotion } from "../tokens";

/**
 * Keeps a closing panel rendered for the collapse animation, then hides it with `hidden` so its
 * content leaves the tab order and the accessibility tree. Opening is animated in CSS, and only
 * once the block has been opened or closed (`data-toggled`): a block that appears open is simply
 * there, rather than growing from nothing and moving everything below it while the page loads.
 */
export function useCollapse(expanded: boolean) {
  const [closing, setClosing] = useState(false);
  const [previous, setPrevious] = useState(expanded);
  const [toggled, setToggled] = useState(false);
  if (previous !== expanded) {
    setPrevious(expanded);
    setClosing(!expanded);
    setToggled(true);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(
      () => setClosing(false),
      prefersReducedMotion() ? 0 : COLLAPSE_MS,
    );
    return () => clearTimeout(timer);
  }, [closing]);
  return {
    hidden: !expanded && !closing,
    "data-expanded": expanded,
    "data-toggled": toggled || undefined,
  };
}
