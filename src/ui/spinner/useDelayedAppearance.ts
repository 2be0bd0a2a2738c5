import { useEffect, useState } from "react";

/** False until delayMs have passed: short loads then finish without a flash of spinner. */
export function useDelayedAppearance(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
