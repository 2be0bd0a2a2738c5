import type { Ref } from "react";
import { T } from "../../i18n/de";
import { listboxStyles as listStyles } from "../listbox";
import { useMergedRef } from "../refs";
import { SelectField, type SelectLook } from "./SelectField";
import { useSelect, type UseSelectProps } from "./useSelect";

export interface SelectProps extends UseSelectProps, SelectLook {
  ref?: Ref<HTMLDivElement>;
}

/**
 * Select-only combobox (WAI-ARIA APG): one element from the first paint, with its keys, type-ahead
 * and list. Only the list's placement comes later, the first time a list opens (usePopupPosition).
 */
export function Select({ ref, ...props }: SelectProps) {
  const select = useSelect(props);
  const comboboxRef = useMergedRef(ref, select.comboboxProps.ref);
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
