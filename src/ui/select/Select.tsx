import { useId, type KeyboardEvent, type Ref } from "react";
import {
  activateWhenLoaded,
  plainControlProps,
  useFloatingWidgets,
  useTakeOver,
} from "../floating";
import { SelectField, type SelectLook } from "./SelectField";
import type { UseSelectProps } from "./useSelect";

export interface SelectProps extends UseSelectProps, SelectLook {
  ref?: Ref<HTMLDivElement>;
}

/** The keys that open a closed select-only combobox (WAI-ARIA APG). */
const OPENING_KEYS = ["ArrowDown", "ArrowUp", "Enter", " ", "Home", "End"];

/**
 * Select-only combobox (WAI-ARIA APG). Its list is floating-ui's, which loads after the page's
 * first content: until then the closed field stands alone, and opening it opens the list once
 * the list's behaviour is there.
 */
export function Select(props: SelectProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const widgets = useFloatingWidgets();
  useTakeOver(id, widgets !== null);
  if (widgets) return <widgets.SelectEnhanced {...props} id={id} />;

  const { disabled = false, options, value, onBlur, ref } = props;
  const activate = () => {
    if (!disabled) activateWhenLoaded(id);
  };
  return (
    <SelectField
      {...props}
      shown={options.find((option) => option.value === value)?.label ?? null}
      labelProps={{
        id: `${id}-label`,
        onClick: () => document.getElementById(id)?.focus(),
      }}
      comboboxRef={ref}
      comboboxProps={{
        ...plainControlProps(id),
        role: "combobox",
        tabIndex: disabled ? -1 : 0,
        "aria-labelledby": `${id}-label`,
        "aria-expanded": false,
        "aria-haspopup": "listbox",
        "aria-autocomplete": "none",
        "aria-disabled": disabled || undefined,
        onClick: activate,
        onKeyDown: (event: KeyboardEvent) => {
          if (!OPENING_KEYS.includes(event.key)) return;
          event.preventDefault();
          activate();
        },
        onBlur,
      }}
    />
  );
}
