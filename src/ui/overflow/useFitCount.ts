import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { fitCount } from "./fitCount";

/**
 * For a bar that overflows into a 'Mehr' button (toolbars, the main navigation): measures a hidden
 * copy of the bar (every item, then the 'Mehr' button) against the bar's inner width whenever the
 * bar is resized, and returns how many of `count` items stay visible. `key` names the items: a new
 * key measures anew. The observer's first report comes after the browser's own layout and before
 * the paint: measured in the commit instead, the page's first render laid out the whole page twice
 * (a phone's first paint ~50 ms later at 4× CPU). The count is committed within the report
 * (`flushSync`): as a default update it would be painted a frame later, the bar first showing what
 * does not fit.
 */
export function useFitCount<Bar extends HTMLElement>(
  count: number,
  key: string,
) {
  const barRef = useRef<Bar>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // What was measured, and for which items: items not measured yet (a new key) all show.
  const [measured, setMeasured] = useState({ key, fitting: count });

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    // Without ResizeObserver (old test environments) every item simply stays in the bar.
    if (!bar || !measure || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const [more, ...rest] = [...measure.children].reverse() as HTMLElement[];
      const widths = rest.reverse().map((element) => element.offsetWidth);
      const style = getComputedStyle(bar);
      const inner =
        bar.clientWidth -
        (parseFloat(style.paddingLeft) || 0) -
        (parseFloat(style.paddingRight) || 0);
      const fitting = fitCount(
        widths,
        inner,
        parseFloat(style.columnGap) || 0,
        more?.offsetWidth ?? 0,
      );
      flushSync(() => setMeasured({ key, fitting }));
    };
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    // Web fonts arriving late change the items' widths without resizing the bar.
    observer.observe(measure);
    return () => observer.disconnect();
  }, [key]);

  return {
    barRef,
    measureRef,
    visibleCount:
      measured.key === key ? Math.min(measured.fitting, count) : count,
  };
}
