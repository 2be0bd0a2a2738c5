import { useEffect, useState } from "react";
import { COLLAPSE_MS, prefersReducedMotion } from "../tokens";

/**
 * Keeps a closing panel rendered for the collapse animation, then hides it with `hidden` so its
 * content leaves the tab order and the accessibility tree. Opening is animated in CSS.
 */
export function useCollapse(expanded: boolean) {
  const [closing, setClosing] = useState(false);
  const [previous, setPrevious] = useState(expanded);
  if (previous !== expanded) {
    setPrevious(expanded);
    setClosing(!expanded);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(
      () => setClosing(false),
      prefersReducedMotion() ? 0 : COLLAPSE_MS,
    );
    return () => clearTimeout(timer);
  }, [closing]);
  return { hidden: !expanded && !closing, "data-expanded": expanded };
}
