import { atom, useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { T } from "../../i18n/de";

/**
 * UI state of the page frame shared between header, menus and pages (jotai: UI state only,
 * never server data). One store per mount, so two mounted remotes never share these.
 */

/** Full page width, remembered in browser storage (SPEC §2). */
export const FULL_WIDTH_STORAGE_KEY = "natippc-full-page-width";

/**
 * A flag kept in localStorage (as JSON, read when a store first asks for it; unreadable or blocked
 * storage reads as `fallback`). Not jotai/utils' atomWithStorage: that module imports
 * 'jotai/vanilla', which the shared 'jotai' does not cover, and so brought a second copy of jotai's
 * store into the first load (about 6 kB gzip) for this one flag.
 */
function storedFlagAtom(key: string, fallback: boolean) {
  const chosen = atom<boolean | null>(null);
  return atom(
    (get) => get(chosen) ?? readFlag(key, fallback),
    (_get, set, value: boolean) => {
      set(chosen, value);
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the choice holds for this visit.
      }
    },
  );
}

function readFlag(key: string, fallback: boolean): boolean {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback : JSON.parse(stored) === true;
  } catch {
    return fallback;
  }
}

export const fullWidthAtom = storedFlagAtom(FULL_WIDTH_STORAGE_KEY, false);

/** The page offers the side filter page (the page's filter fills it). */
export const pageHasFilterAtom = atom(false);
export const sideFilterOpenAtom = atom(false);
const NOT_READ = atom(false);

/**
 * Whether the side filter page is open, read only until `settled`: from then on it is false and
 * the caller does not render again when the page opens — a whole page's render was most of the time
 * the filter button's click took to answer (Interaction to Next Paint).
 */
export function useSideFilterOpenUntil(settled: boolean): boolean {
  return useAtomValue(settled ? NOT_READ : sideFilterOpenAtom);
}
/** The side filter page's element: the header's filter button controls it (aria-controls). */
export const SIDE_FILTER_PAGE_ID = "natippc-side-filter-page";
/** Saved filters failed to load: the header's filter button shows a warning icon. */
export const filterLoadFailedAtom = atom(false);

/** The page offers a history/versioning view. */
export const pageHasHistoryAtom = atom(false);
export const historyOpenAtom = atom(false);

/** Context-help info icons are shown (help toggle). */
export const helpModeAtom = atom(false);
/** How many context helps the page holds: the toggle is offered only where there is any. */
export const contextHelpCountAtom = atom(0);

export const userMenuOpenAtom = atom(false);
export const messageCentreOpenAtom = atom(false);
export const burgerMenuOpenAtom = atom(false);
export const sidebarCollapsedAtom = atom(false);

/** Text of the header's history button: the page's own, else 'Verlauf' / 'Versionierung' (SPEC §4). */
export const historyButtonLabelAtom = atom<string>(T.ui.history);

/**
 * Starts loading the side filter page's code: the page's filter puts it here, the header's filter
 * button calls it when pointed at or focused (the page's chunk owns that code, not the frame).
 */
export const sideFilterPreloadAtom = atom<{ preload(): void } | null>(null);

/** The filter bar the page's filter puts below the header (SPEC §2); null: no bar. */
export const filterBarAtom = atom<ReactNode>(null);
