import { startTransition, useEffect } from "react";
import { atom, useAtom, useAtomValue } from "jotai";
import { useQueryClient } from "@tanstack/react-query";
import { whenIdle } from "../../ui/scheduling";

/** Per mount (each mount has its own jotai store). */
const firstLoadDoneAtom = atom(false);

/**
 * False until the mount's first page has its data (no request in flight) on the screen; true from
 * then on. For data a page shows secondarily (names of codes, the footer's link back) and work
 * for later (the filter's machinery, hyphenation): begun then, it neither delays nor
 * competes with the first content.
 */
export function useAfterFirstLoad(): boolean {
  return useAtomValue(firstLoadDoneAtom);
}

/**
 * Decides useAfterFirstLoad, once per mount: the frame calls it. Once nothing is fetched (the first
 * page has its data), it waits for the browser to be idle (`whenIdle`: the page rendered and
 * painted); a request started meanwhile starts the wait anew.
 */
export function useFirstLoadWatch(): void {
  const queryClient = useQueryClient();
  const [done, setDone] = useAtom(firstLoadDoneAtom);
  useEffect(() => {
    if (done) return;
    let cancelWait: (() => void) | null = null;
    const check = () => {
      const fetching = queryClient.isFetching() > 0;
      if (!fetching && !cancelWait)
        // What waited for it (names of codes, hyphenation) re-renders most of
        // the page: in slices, not in one long task while the visitor starts reading.
        cancelWait = whenIdle(() => startTransition(() => setDone(true)));
      else if (fetching && cancelWait) {
        cancelWait();
        cancelWait = null;
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancelWait?.();
    };
  }, [queryClient, done, setDone]);
}
