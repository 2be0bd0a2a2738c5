import { useAtomValue } from "jotai";
import { useDeferredValue, type ReactNode } from "react";
import { sideFilterOpenAtom } from "../chrome";
import styles from "./FilterLayout.module.css";

/**
 * Puts a page's filter into the frame: its panel (usePageFilter's, the side filter page) beside
 * the page's results (above them on narrow screens).
 */
export function FilterLayout({
  panel,
  children,
}: {
  panel: ReactNode;
  children: ReactNode;
}) {
  // As the panel itself (SideFilterPage): laid out after the click's answer is painted.
  const open = useDeferredValue(useAtomValue(sideFilterOpenAtom));
  return (
    <div className={open ? `${styles.layout} ${styles.open}` : styles.layout}>
      {panel}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
