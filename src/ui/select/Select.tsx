import type { Ref } from "react";
import { useMergeRefs } from "@floating-ui/react";
import { T } from "../../i18n/de";
import { fieldStyles, RequiredMark } from "../form";
import type { FIELD_WIDTHS } from "../tokens";
import { useSelect, type UseSelectProps } from "./useSelect";
import styles from "./Select.module.css";
import { listboxStyles as listStyles } from "../listbox";

export interface SelectProps extends UseSelectProps {
  label: string;
  /** Shown while no option is chosen. */
  placeholder?: string;
  /** sm 191, md 224, lg 257 px (SPEC §9); without it the select fills its container. */
  width?: keyof typeof FIELD_WIDTHS;
  required?: boolean;
  invalid?: boolean;
  /** Ids of the texts describing the field, e.g. its error message. */
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}

export function Select({
  label,
  placeholder = T.ui.selectPlaceholder,
  width,
  required = false,
  invalid = false,
  describedBy,
  ref,
  ...props
}: SelectProps) {
  const select = useSelect(props);
  const comboboxRef = useMergeRefs([
    ref,
    select.comboboxProps.ref as Ref<HTMLDivElement>,
  ]);

  return (
    <div
      className={[fieldStyles.labelledControl, width && fieldStyles[width]]
        .filter(Boolean)
        .join(" ")}
    >
      {/* The combobox is no labelable element: the label names it by aria-labelledby and focuses it on click. */}
      <label {...select.labelProps} className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div
        {...select.comboboxProps}
        ref={comboboxRef}
        className={[styles.combobox, invalid && styles.invalid]
          .filter(Boolean)
          .join(" ")}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      >
        <span
          className={select.selectedOption ? undefined : styles.placeholder}
        >
          {select.selectedOption?.label ?? placeholder}
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
      {select.open && (
        <div
          {...select.listboxProps}
          className={[listStyles.popup, listStyles.listbox].join(" ")}
        >
          {select.items.map((item, index) => (
            <div
              key={
                item.kind === "option"
                  ? `option-${item.option.value}`
                  : item.kind
              }
              {...select.getOptionProps(index)}
              className={[
                listStyles.option,
                listStyles.checkable,
                index === select.selectedIndex && listStyles.selected,
                index === select.activeIndex && listStyles.active,
                item.kind !== "option" && listStyles[item.kind],
              ]
                .filter(Boolean)
                .join(" ")}
            >
              {item.kind === "option" && item.option.label}
              {item.kind === "empty" && T.ui.emptySelect}
              {item.kind === "add" && (
                <>
                  <span aria-hidden="true">+ </span>
                  {item.label}
                </>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
