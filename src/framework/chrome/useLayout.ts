import { useSyncExternalStore } from "react";
import { FRAMEWORK_BREAKPOINTS } from "../../ui/tokens";

/**
 * SPEC §2 layouts by viewport width, on the page framework breakpoints of SPEC §9:
 * below 500 px Mobile, below 900 px Tablet, from 900 px Desktop. The design system's sm
 * breakpoint (384) lies below 500, so "mobile below sm" always holds.
 */
export const LAYOUTS = {
  mobile: "mobile",
  tablet: "tablet",
  desktop: "desktop",
} as const;
export type Layout = (typeof LAYOUTS)[keyof typeof LAYOUTS];

const MOBILE_QUERY = `(max-width: ${FRAMEWORK_BREAKPOINTS.mobile - 0.02}px)`;
const TABLET_QUERY = `(max-width: ${FRAMEWORK_BREAKPOINTS.tablet - 0.02}px)`;

export function layoutForWidth(width: number): Layout {
  if (width < FRAMEWORK_BREAKPOINTS.mobile) return LAYOUTS.mobile;
  if (width < FRAMEWORK_BREAKPOINTS.tablet) return LAYOUTS.tablet;
  return LAYOUTS.desktop;
}

/** Media queries on the breakpoints: their change events fire exactly when the layout changes. */
function subscribe(onChange: () => void) {
  if (!window.matchMedia) return () => {};
  const lists = [MOBILE_QUERY, TABLET_QUERY].map((query) =>
    window.matchMedia(query),
  );
  lists.forEach((list) => list.addEventListener("change", onChange));
  return () =>
    lists.forEach((list) => list.removeEventListener("change", onChange));
}

/** The current layout; follows the viewport without a resize listener firing on every pixel. */
export function useLayout(): Layout {
  return useSyncExternalStore(
    subscribe,
    () => layoutForWidth(window.innerWidth),
    () => LAYOUTS.desktop,
  );
}
