import { useAtom, useAtomValue } from "jotai";
import { PAGE_TEXTS } from "../../i18n/page";
import { contextHelpCountAtom, helpModeAtom } from "../chrome";
import styles from "./Help.module.css";

/**
 * Shows or hides the context-help info icons of the page (a toggle button, its state in
 * aria-pressed); offered only where the page has any.
 */
export function HelpToggle() {
  const [on, setOn] = useAtom(helpModeAtom);
  const offered = useAtomValue(contextHelpCountAtom) > 0;
  if (!offered) return null;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      onClick={() => setOn(!on)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {PAGE_TEXTS.help.toggle}
    </button>
  );
}
