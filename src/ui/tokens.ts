/**
 * The specification's constants (SPEC §9) for code: breakpoints cannot be custom properties in media
 * queries, and timings drive timers. The CSS side lives in tokens.css.
 */
export const BREAKPOINTS = { sm: 384, md: 576, lg: 768, xl: 960 } as const;
/** Page framework breakpoints. */
export const FRAMEWORK_BREAKPOINTS = { mobile: 500, tablet: 900 } as const;

export const TOOLTIP_DELAY_MS = 300;
export const LONG_PRESS_MS = 300;
export const FADE_MS = 150;
export const TOOLTIP_PADDING = 5;
export const SEARCH_DEBOUNCE_MS = 400;
export const TYPE_AHEAD_RESET_MS = 500;
export const COLLAPSE_MS = 225;
export const DRAWER_CLOSE_MS = 195;
export const MODAL_CLOSE_MS = 10;
export const SPINNER_SIZE = 48;
export const SPINNER_DELAY_MS = 500;
export const SCROLL_OFFSET_PX = 10;
export const SUGGESTION_MAX_HEIGHT_PX = 300;
export const FIELD_WIDTHS = { sm: 191, md: 224, lg: 257 } as const;
export const SESSION_ALERT_OFFSET_PX = 40;

let reducedMotion: MediaQueryList | undefined;

/**
 * True when the user asked the system for less motion. One media query list, asked again on each
 * call: every tooltip asks as it renders, and making a list costs a style lookup each time.
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === "undefined" || !window.matchMedia) return false;
  reducedMotion ??= window.matchMedia("(prefers-reduced-motion: reduce)");
  return reducedMotion.matches;
}
