import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { SEARCH_DEBOUNCE_MS } from "../../ui/tokens";
import {
  readView,
  writeView,
  type RegisterView,
} from "../../api/installationSearch";

export type UpdateView = (
  change: (view: RegisterView) => RegisterView,
  options?: { replace?: boolean },
) => void;

/**
 * The register's view from the URL. Discrete choices (page, sort, place) are history entries, so
 * 'Back' returns to the previous page of results; typing replaces the entry.
 */
export function useRegisterView(): { view: RegisterView; update: UpdateView } {
  const [params, setParams] = useSearchParams();
  const update = useCallback<UpdateView>(
    (change, options) =>
      setParams((current) => writeView(current, change(readView(current))), {
        replace: options?.replace ?? false,
      }),
    [setParams],
  );
  return { view: readView(params), update };
}

/**
 * The search field's text: typed at once; it follows the URL when that changes from outside (a
 * link, 'Back'). `committed` records a text about to go into the URL, so the field does not take
 * it back from the URL while the user types on. Only a change of the URL counts: the router
 * updates it in a transition, so renders in between still carry the old value, and comparing
 * that with the committed text would put the old text back under the user's fingers.
 */
export function useSearchText(searchText: string) {
  const [text, setText] = useState(searchText);
  const [seen, setSeen] = useState(searchText);
  const [pending, setPending] = useState<string | null>(null);
  if (searchText !== seen) {
    setSeen(searchText);
    if (searchText === pending) setPending(null);
    else setText(searchText);
  }
  return { text, setText, committed: setPending };
}

/** SPEC §9: 400 ms after the last keystroke the typed text becomes the search. */
export function useDebouncedSearch(
  text: string,
  searchText: string,
  onSearch: (text: string) => void,
) {
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    if (text === searchText) return;
    const timer = window.setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, searchText]);
}
