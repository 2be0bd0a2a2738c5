import type { Ref } from "react";
import { useMergeRefs } from "@floating-ui/react";
import { fieldStyles, inputClass, RequiredMark } from "../form";
import type { FIELD_WIDTHS } from "../tokens";
import { VisuallyHidden } from "../visually-hidden";
import { listboxStyles as listStyles } from "../listbox";
import {
  useAutocomplete,
  type AutocompleteItem,
  type UseAutocompleteProps,
} from "./useAutocomplete";
import styles from "./Autocomplete.module.css";

export interface AutocompleteProps<
  Item extends AutocompleteItem,
> extends UseAutocompleteProps<Item> {
  label: string;
  placeholder?: string;
  /** sm 191, md 224, lg 257 px (SPEC §9); without it the field fills its container. */
  width?: keyof typeof FIELD_WIDTHS;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Ids of the texts describing the field, e.g. its error message. */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Autocomplete<Item extends AutocompleteItem>({
  label,
  placeholder,
  width,
  disabled = false,
  required = false,
  invalid = false,
  describedBy,
  ref,
  ...props
}: AutocompleteProps<Item>) {
  const autocomplete = useAutocomplete(props);
  const inputRef = useMergeRefs([
    ref,
    autocomplete.inputProps.ref as Ref<HTMLInputElement>,
  ]);

  return (
    <div
      className={[fieldStyles.labelledControl, width && fieldStyles[width]]
        .filter(Boolean)
        .join(" ")}
    >
      <label {...autocomplete.labelProps} className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...autocomplete.inputProps}
        ref={inputRef}
        className={inputClass(undefined, invalid)}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
      {autocomplete.showPopup && (
        <div {...autocomplete.popupProps} className={listStyles.popup}>
          {autocomplete.statusText && (
            <div
              className={[
                styles.status,
                autocomplete.status === "error" && styles.error,
              ]
                .filter(Boolean)
                .join(" ")}
            >
              {autocomplete.status === "loading" && (
                <span className={styles.spinner} aria-hidden="true" />
              )}
              {autocomplete.statusText}
            </div>
          )}
          {autocomplete.showList && (
            <div {...autocomplete.listboxProps} className={listStyles.listbox}>
              {autocomplete.results.map((item, index) => (
                <div
                  key={item.value}
                  {...autocomplete.getOptionProps(index)}
                  className={[
                    listStyles.option,
                    index === autocomplete.activeIndex && listStyles.active,
                  ]
                    .filter(Boolean)
                    .join(" ")}
                >
                  {item.label}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
      {/* Always present, so that screen readers pick up its changes (a polite live region). */}
      <VisuallyHidden>
        <span role="status">{autocomplete.announcement}</span>
      </VisuallyHidden>
    </div>
  );
}
