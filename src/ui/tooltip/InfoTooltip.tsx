import { T } from "../../i18n/de";
import { Tooltip } from "./Tooltip";
import styles from "./InfoTooltip.module.css";

export interface InfoTooltipProps {
  text: string;
  /** Accessible name of the button; the tooltip text becomes its description. */
  label?: string;
}

/** The 'Mehr Informationen' info icon: hover or focus shows the text, a click or tap pins it. */
export function InfoTooltip({
  text,
  label = T.ui.moreInformation,
}: InfoTooltipProps) {
  return (
    <Tooltip text={text} pinOnClick>
      <button type="button" className={styles.button} aria-label={label}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle
            cx="8"
            cy="8"
            r="7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M8 7v4.5M8 4.25v.5"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </Tooltip>
  );
}
