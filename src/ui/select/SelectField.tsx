import type { HTMLAttributes, ReactNode, Ref } from "react";
import { T } from "../../i18n/de";
import { fieldStyles, RequiredMark } from "../field";
import type { FIELD_WIDTHS } from "../tokens";
import styles from "./Select.module.css";

/** How the select looks and is described. */
export interface SelectLook {
  label: string;
  /** Shown while no option is chosen. */
  placeholder?: string;
  /** sm 191, md 224, lg 257 px (SPEC §9); without it the select fills its container. */
  width?: keyof typeof FIELD_WIDTHS;
  required?: boolean;
  invalid?: boolean;
  /** Ids of the texts describing the field, e.g. its error message. */
  describedBy?: string;
}

export interface SelectFieldProps extends SelectLook {
  /** The chosen option's label, or null for the placeholder. */
  shown: string | null;
  labelProps: HTMLAttributes<HTMLLabelElement>;
  comboboxProps: HTMLAttributes<HTMLDivElement>;
  comboboxRef?: Ref<HTMLDivElement>;
  /** The open list. */
  children?: ReactNode;
}

/** The select's label and field, with its list below while open. */
export function SelectField({
  label,
  width,
  required = false,
  invalid = false,
  describedBy,
  shown,
  placeholder = T.ui.selectPlaceholder,
  labelProps,
  comboboxProps,
  comboboxRef,
  children,
}: SelectFieldProps) {
  return (
    <div
      className={[fieldStyles.labelledControl, width && fieldStyles[width]]
        .filter(Boolean)
        .join(" ")}
    >
      {/* The combobox is no labelable element: the label names it by aria-labelledby and focuses it on click. */}
      <label {...labelProps} className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div
        {...comboboxProps}
        ref={comboboxRef}
        className={[styles.combobox, invalid && styles.invalid]
          .filter(Boolean)
          .join(" ")}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      >
        <span className={shown === null ? styles.placeholder : undefined}>
          {shown ?? placeholder}
        </span>
        <svg
          className={styles.chevron}
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
        >
          <path
            d="M3 6l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </div>
      {children}
    </div>
  );
}
