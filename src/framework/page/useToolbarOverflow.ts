import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { fitCount, type ToolbarAction } from "./toolbar";

/**
 * Measures a hidden copy of the bar (every item, then the 'Mehr' button) against the bar's width
 * whenever the bar is resized, and returns how many items stay visible. The observer's first
 * report comes after the browser's own layout and before the paint: measured in the commit instead,
 * the page's first render laid out the whole page twice (a phone's first paint ~50 ms later at 4×
 * CPU). The count is committed within the report (`flushSync`): as a default update it would be
 * painted a frame later, the bar first showing what does not fit.
 */
export function useToolbarOverflow(items: readonly ToolbarAction[]) {
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);
  const itemsKey = items.map((item) => `${item.id}:${item.label}`).join("|");

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    // Without ResizeObserver (old test environments) every item simply stays in the bar.
    if (!bar || !measure || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const [more, ...rest] = [...measure.children].reverse() as HTMLElement[];
      const widths = rest.reverse().map((element) => element.offsetWidth);
      const gap = parseFloat(getComputedStyle(bar).columnGap) || 0;
      const count = fitCount(
        widths,
        bar.clientWidth,
        gap,
        more?.offsetWidth ?? 0,
      );
      flushSync(() => setVisibleCount(count));
    };
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    // Web fonts arriving late change the items' widths without resizing the bar.
    observer.observe(measure);
    return () => observer.disconnect();
  }, [itemsKey]);

  return {
    barRef,
    measureRef,
    visibleCount: Math.min(visibleCount, items.length),
  };
}
