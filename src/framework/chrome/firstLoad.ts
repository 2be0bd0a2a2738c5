import { startTransition, useEffect } from "react";
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useIsFetching } from "@tanstack/react-query";
import { whenIdle } from "../../ui/scheduling";

/** Per mount (each mount has its own jotai store). */
const firstLoadDoneAtom = atom(false);

/**
 * False until the mount's first page has its data on the screen; true from then on. For data a
 * page shows secondarily (names of codes, the footer's link back) and work for later (the filter's
 * machinery, hyphenation): begun then, it neither delays nor competes with the first content.
 */
export function useAfterFirstLoad(): boolean {
  return useAtomValue(firstLoadDoneAtom);
}

/**
 * The one rule for "later", rendered by the frame until it has decided: once no query is fetching
 * (the first page has its data), the first idle moment ends the first load; a fetch started before
 * then starts the wait anew. A component of its own, so that only it renders as fetches come and go.
 */
export function FirstLoad(): null {
  const fetching = useIsFetching() > 0;
  const setDone = useSetAtom(firstLoadDoneAtom);
  useEffect(() => {
    if (fetching) return;
    // What waited for it (names of codes, hyphenation) re-renders most of the page: in slices, not
    // in one long task while the visitor starts reading.
    return whenIdle(() => startTransition(() => setDone(true)));
  }, [fetching, setDone]);
  return null;
}
