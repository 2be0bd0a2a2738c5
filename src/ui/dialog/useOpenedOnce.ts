import { useState } from "react";

/**
 * True from the first time `open` is: a dialog, drawer or panel loaded on demand stays mounted
 * after closing, so its closing animation and its focus return work.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
