import { atom, useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { FRAME_TEXTS } from "../../i18n/frame";
import styles from "./AppLayout.module.css";

/** The filter bar the page's filter puts below the header (SPEC §2); null: no bar. */
export const filterBarAtom = atom<ReactNode>(null);

/** Where the filter bar shows; an empty slot renders nothing (no empty landmark). */
export function FilterBarSlot() {
  const content = useAtomValue(filterBarAtom);
  if (content === null || content === undefined || content === false)
    return null;
  return (
    <section
      className={styles.filterBar}
      aria-label={FRAME_TEXTS.header.filterBar}
    >
      {content}
    </section>
  );
}
