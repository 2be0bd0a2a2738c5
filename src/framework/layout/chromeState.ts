import { atom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { T } from "../../i18n/de";

/**
 * UI state of the page frame shared between header, menus and pages (jotai: UI state only,
 * never server data). One store per mount, so two mounted remotes never share these.
 */

/** Full page width, remembered in browser storage (SPEC §2). */
export const FULL_WIDTH_STORAGE_KEY = "natippc-full-page-width";
export const fullWidthAtom = atomWithStorage(
  FULL_WIDTH_STORAGE_KEY,
  false,
  undefined,
  {
    getOnInit: true,
  },
);

/** The page offers the side filter page (issue "Filters" fills it). */
export const pageHasFilterAtom = atom(false);
export const sideFilterOpenAtom = atom(false);
/** Saved filters failed to load: the header's filter button shows a warning icon. */
export const filterLoadFailedAtom = atom(false);

/** The page offers a history/versioning view. */
export const pageHasHistoryAtom = atom(false);
export const historyOpenAtom = atom(false);

/** Context-help info icons are shown (help toggle). */
export const helpModeAtom = atom(false);

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
