import { T } from "../../i18n/de";
import type { FIELD_WIDTHS } from "../tokens";
import { VisuallyHidden } from "../visually-hidden";
import styles from "./Field.module.css";

export type FieldWidth = keyof typeof FIELD_WIDTHS;

/** The asterisk is for the eye; screen readers hear '(Pflichtfeld)' instead (and aria-required). */
export function RequiredMark() {
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        {" *"}
      </span>
      <VisuallyHidden> {T.validation.requiredHint}</VisuallyHidden>
    </>
  );
}

/** Input class for a width (sm/md/lg) and the error state. */
export function inputClass(width: FieldWidth | undefined, invalid: boolean) {
  return [styles.input, width && styles[width], invalid && styles.invalid]
    .filter(Boolean)
    .join(" ");
}
