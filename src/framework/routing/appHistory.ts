import { useEffect, useRef } from "react";
import { atom, useSetAtom, useStore } from "jotai";
import { useLocation, useNavigate, useNavigationType } from "react-router";

/**
 * The history entries the app itself opened on top of one of its own pages, by their location key
 * (react-router keeps it in history.state, so it survives back and forward). From such an entry,
 * going back stays in the app. Per mount (each mount has its own jotai store). The history's index
 * cannot tell: the portal shares the window's history, and a portal on react-router numbers its
 * entries in the same field.
 */
const entriesWithAppPageBeforeAtom = atom<ReadonlySet<string>>(
  new Set<string>(),
);

/** Follows the app's navigations; rendered once, at the root of the app's routes. */
export function useAppHistoryTracking(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const record = useSetAtom(entriesWithAppPageBeforeAtom);
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    const from = previousKey.current;
    previousKey.current = location.key;
    if (from === null || from === location.key) return;
    record((entries) => {
      // A push puts the new entry after the page it came from; a replace (a redirect) keeps
      // whatever came before the entry it replaces.
      const appPageBefore =
        navigationType === "PUSH" ||
        (navigationType === "REPLACE" && entries.has(from));
      if (!appPageBefore || entries.has(location.key)) return entries;
      return new Set(entries).add(location.key);
    });
  }, [location.key, navigationType, record]);
}

/**
 * 'Zurück' (the 404 and 403 pages, SPEC §2): back to the previous page of the app, or — opened
 * directly, from the portal or from another site — to the app's start, which the root redirects
 * to: history.back() would leave the app.
 */
export function useBackInApp(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore();
  return () => {
    if (store.get(entriesWithAppPageBeforeAtom).has(location.key))
      void navigate(-1);
    else void navigate("/", { replace: true });
  };
}
