import { startTransition, useEffect, type RefObject } from "react";
import { atom, useAtom, useAtomValue } from "jotai";
import { useQueryClient } from "@tanstack/react-query";
import { afterContentShown } from "../../ui/scheduling";

/** Per mount (each mount has its own jotai store). */
const firstLoadDoneAtom = atom(false);

/**
 * False until the mount's first page has its data (no request in flight) on the screen; true from
 * then on. For data a page shows secondarily (names of codes, the footer's link back) and work
 * for later (the filter's machinery, the widgets' code): begun then, it neither delays nor
 * competes with the first content.
 */
export function useAfterFirstLoad(): boolean {
  return useAtomValue(firstLoadDoneAtom);
}

/**
 * Decides useAfterFirstLoad, once per mount: the frame around the pages (`root`) calls it. Once
 * nothing is fetched, it waits until the browser shows the page as last changed — the first rows,
 * not the heading painted before them; a change or a request meanwhile starts the wait anew.
 */
export function useFirstLoadWatch(root: RefObject<HTMLElement | null>): void {
  const queryClient = useQueryClient();
  const [done, setDone] = useAtom(firstLoadDoneAtom);
  useEffect(() => {
    if (done) return;
    let cancelWait: (() => void) | null = null;
    const wait = (since?: number) => {
      cancelWait?.();
      // What waited for it (names of codes, the widgets' code, hyphenation) re-renders most of the
      // page: in slices, not in one long task while the visitor starts reading.
      cancelWait = afterContentShown(
        () => startTransition(() => setDone(true)),
        since,
      );
    };
    // The page changed while waiting (the rows came after their data): wait for that change.
    const changes = new MutationObserver(() => {
      if (cancelWait) wait();
    });
    if (root.current)
      changes.observe(root.current, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    const check = () => {
      const idle = queryClient.isFetching() === 0;
      if (idle && !cancelWait) wait();
      else if (!idle && cancelWait) {
        cancelWait();
        cancelWait = null;
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      changes.disconnect();
      cancelWait?.();
    };
  }, [queryClient, root, done, setDone]);
}
