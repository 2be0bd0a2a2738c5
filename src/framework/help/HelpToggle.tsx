import { useAtom, useAtomValue } from "jotai";
import { PAGE_TEXTS } from "../../i18n/page";
import { contextHelpCountAtom, helpModeAtom } from "../chrome";
import styles from "./Help.module.css";

/**
 * The help box's `intro`, then — only where the page has context help — how to show it and the
 * toggle button that shows or hides the info icons (its state in aria-pressed).
 */
export function HelpToggle({ intro }: { intro: string }) {
  const [on, setOn] = useAtom(helpModeAtom);
  const offered = useAtomValue(contextHelpCountAtom) > 0;
  if (!offered) return <p className={styles.text}>{intro}</p>;
  return (
    <>
      <p className={styles.text}>
        {intro} {PAGE_TEXTS.help.toggleText}
      </p>
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
    </>
  );
}
