import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { afterNextPaint } from "../../ui/scheduling";

/**
 * False until the page's first data has arrived (no request of this mount in flight) and has been
 * painted; true from then on. For data a page shows secondarily (names of codes, the footer's link
 * back): requested then, it neither delays nor competes with the first content.
 */
export function useAfterFirstLoad(): boolean {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let cancelPaint = () => {};
    const check = () => {
      cancelPaint();
      cancelPaint =
        queryClient.isFetching() === 0
          ? afterNextPaint(() => setLoaded(true))
          : () => {};
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancelPaint();
    };
  }, [queryClient, loaded]);
  return loaded;
}
