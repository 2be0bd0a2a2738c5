import { afterNextPaint } from "./afterNextPaint";

/** The longest wait, after the next paint, for the browser to report that frame on the screen. */
export const SHOWN_WAIT_MS = 250;

const LCP = "largest-contentful-paint";
const INPUTS = ["keydown", "pointerdown", "scroll"] as const;

/**
 * True while the browser still reports largest contentful paints for this document: where it has
 * them (Chromium), until the visitor's first input or scroll.
 */
let paintsReported =
  typeof PerformanceObserver !== "undefined" &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes(LCP);

/** When the main thread painted the newest frame the browser has reported on the screen. */
let latestShown = -Infinity;
const waiting = new Set<() => void>();

function stopReporting() {
  paintsReported = false;
  for (const type of INPUTS)
    window.removeEventListener(type, stopReporting, true);
}

if (paintsReported) {
  for (const type of INPUTS)
    window.addEventListener(type, stopReporting, {
      capture: true,
      passive: true,
    });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      latestShown = Math.max(latestShown, paintedAt(entry));
    for (const check of [...waiting]) check();
  }).observe({ type: LCP, buffered: true });
}

/**
 * When the main thread painted the entry's frame (a frame painted before another may be shown
 * after it); browsers without `paintTime` give when it was shown.
 */
function paintedAt(entry: PerformanceEntry & { paintTime?: number }): number {
  return entry.paintTime ?? entry.startTime;
}

/**
 * Runs `work` once what the page shows since `since` (default: now, for what was just committed)
 * is on the screen: for work a page wants soon but after its first content (data fetched ahead,
 * the names of codes, the filter's machinery).
 *
 * The screen shows a frame some tens of milliseconds after the main thread painted it (raster and
 * compositing; longer on a slow phone). Work begun in between competes with that frame, and
 * Lighthouse counts every request that ends before the largest contentful paint into it. So while
 * the browser reports largest contentful paints (the document's first load), this waits for the
 * report of a frame painted since `since`, and at most SHOWN_WAIT_MS after the next paint (the
 * content may not be the largest). Elsewhere — other browsers, after the first input — it is
 * `afterNextPaint`. Returns a cancel function for effect cleanups.
 */
export function afterContentShown(
  work: () => void,
  since = performance.now(),
): () => void {
  if (!paintsReported) return afterNextPaint(work);
  let timer: number | undefined;
  const cancel = () => {
    waiting.delete(check);
    cancelPaint();
    window.clearTimeout(timer);
  };
  const run = () => {
    cancel();
    work();
  };
  const check = () => {
    if (latestShown >= since) run();
  };
  waiting.add(check);
  const cancelPaint = afterNextPaint(() => {
    timer = window.setTimeout(run, SHOWN_WAIT_MS);
    check();
  });
  return cancel;
}
