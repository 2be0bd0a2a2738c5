import { useAtomValue } from "jotai";
import { FRAME_TEXTS } from "../../i18n/frame";
import { filterBarAtom } from "../chrome";
import styles from "./AppLayout.module.css";

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
