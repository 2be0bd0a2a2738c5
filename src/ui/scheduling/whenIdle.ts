import { afterNextPaint } from "./afterNextPaint";

/** The longest wait for an idle moment: on a page that stays busy the work starts by then. */
export const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `work` when the browser is next idle — after it has run and painted what was pending — and
 * at the latest IDLE_TIMEOUT_MS from now; where there is no `requestIdleCallback` (Safari), after
 * the next paint. For work a page wants soon but not before its content. Returns a cancel function
 * for effect cleanups.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function")
    return afterNextPaint(work);
  const id = window.requestIdleCallback(() => work(), {
    timeout: IDLE_TIMEOUT_MS,
  });
  return () => window.cancelIdleCallback(id);
}
