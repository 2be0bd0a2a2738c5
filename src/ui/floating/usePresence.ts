import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../tokens";

/**
 * Keeps a popup mounted for its fade-out after it closes. `status` is "open" or "close" for the
 * CSS (which fades in from `@starting-style`).
 */
export function usePresence(open: boolean, closeMs: number) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(
      () => setMounted(false),
      prefersReducedMotion() ? 0 : closeMs,
    );
    return () => window.clearTimeout(timer);
  }, [open, mounted, closeMs]);
  return {
    mounted: open || mounted,
    status: open ? ("open" as const) : ("close" as const),
  };
}
