import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { fieldStyles, inputClass, RequiredMark } from "../field";
import type { FIELD_WIDTHS } from "../tokens";

/** How the field looks and is described. */
export interface AutocompleteLook {
  label: string;
  placeholder?: string;
  /** sm 191, md 224, lg 257 px (SPEC §9); without it the field fills its container. */
  width?: keyof typeof FIELD_WIDTHS;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Ids of the texts describing the field, e.g. its error message. */
  describedBy?: string;
  /** Beside the label, outside it (e.g. an info icon): its own name stays out of the field's. */
  labelAside?: ReactNode;
}

export interface AutocompleteFieldProps extends AutocompleteLook {
  labelProps: { id: string; htmlFor: string };
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** The popup and the status. */
  children?: ReactNode;
}

/** The label and text field, with the suggestions below while shown. */
export function AutocompleteField({
  label,
  placeholder,
  width,
  disabled = false,
  required = false,
  invalid = false,
  describedBy,
  labelAside,
  labelProps,
  inputProps,
  inputRef,
  children,
}: AutocompleteFieldProps) {
  return (
    <div
      className={[fieldStyles.labelledControl, width && fieldStyles[width]]
        .filter(Boolean)
        .join(" ")}
    >
      <span className={fieldStyles.labelRow}>
        <label {...labelProps} className={fieldStyles.label}>
          {label}
          {required && <RequiredMark />}
        </label>
        {labelAside}
      </span>
      <input
        {...inputProps}
        ref={inputRef}
        className={inputClass(undefined, invalid)}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
      {children}
    </div>
  );
}
