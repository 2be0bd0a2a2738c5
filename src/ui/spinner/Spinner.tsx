import { T } from "../../i18n/de";
import { SPINNER_SIZE } from "../tokens";
import { VisuallyHidden } from "../visually-hidden";
import { useDelayedAppearance } from "./useDelayedAppearance";
import styles from "./Spinner.module.css";

export interface SpinnerProps {
  /** Width and height in px. */
  size?: number;
  label?: string;
  /** Shows the label next to the spinner; otherwise only screen readers get it. */
  showLabel?: boolean;
  /** Nothing is rendered before this (SPINNER_DELAY_MS for the spec's delayed spinner). */
  delayMs?: number;
}

export function Spinner({
  size = SPINNER_SIZE,
  label = T.pages.loading,
  showLabel = false,
  delayMs = 0,
}: SpinnerProps) {
  const visible = useDelayedAppearance(delayMs);
  if (!visible) return null;
  return (
    <div role="status" aria-label={label} className={styles.spinner}>
      <svg
        className={styles.circle}
        viewBox="0 0 48 48"
        width={size}
        height={size}
        aria-hidden="true"
      >
        <circle className={styles.track} cx="24" cy="24" r="20" />
        <circle className={styles.arc} cx="24" cy="24" r="20" />
      </svg>
      {/* The text is what a live region announces; aria-label only names it. */}
      {showLabel ? (
        <span>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </div>
  );
}
