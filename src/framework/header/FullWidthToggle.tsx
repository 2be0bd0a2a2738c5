import { useAtom } from "jotai";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Tooltip } from "../../ui/tooltip";
import { fullWidthAtom } from "../chrome";
import { Icon } from "../../ui/icons";
import styles from "./Header.module.css";

/** Full page width on or off, remembered in browser storage (SPEC §2). */
export function FullWidthToggle() {
  const [fullWidth, setFullWidth] = useAtom(fullWidthAtom);
  return (
    <Tooltip text={FRAME_TEXTS.header.fullWidth}>
      <button
        type="button"
        className={`${styles.button} ${styles.iconButton}`}
        aria-pressed={fullWidth}
        aria-label={FRAME_TEXTS.header.fullWidth}
        onClick={() => setFullWidth(!fullWidth)}
      >
        <Icon name="fullWidth" />
      </button>
    </Tooltip>
  );
}
