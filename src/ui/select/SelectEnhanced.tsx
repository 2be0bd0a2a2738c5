import type { Ref } from "react";
import { useMergeRefs } from "@floating-ui/react";
import { T } from "../../i18n/de";
import type { SelectProps } from "./Select";
import { SelectField } from "./SelectField";
import { useSelect } from "./useSelect";
import { listboxStyles as listStyles } from "../listbox";

/** The select with its list: the full behaviour, loaded with floating-ui (see Select). */
export function SelectEnhanced({ ref, ...props }: SelectProps) {
  const select = useSelect(props);
  const comboboxRef = useMergeRefs([
    ref,
    select.comboboxProps.ref as Ref<HTMLDivElement>,
  ]);

  return (
    <SelectField
      {...props}
      shown={select.selectedOption?.label ?? null}
      labelProps={select.labelProps}
      comboboxProps={select.comboboxProps}
      comboboxRef={comboboxRef}
    >
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
    </SelectField>
  );
}
