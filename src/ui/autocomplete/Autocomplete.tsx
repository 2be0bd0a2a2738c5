import type { Ref } from "react";
import { useMergedRef } from "../refs";
import { AutocompleteField, type AutocompleteLook } from "./AutocompleteField";
import { VisuallyHidden } from "../visually-hidden";
import { listboxStyles as listStyles } from "../listbox";
import {
  useAutocomplete,
  type AutocompleteItem,
  type UseAutocompleteProps,
} from "./useAutocomplete";
import styles from "./Autocomplete.module.css";

export interface AutocompleteProps<Item extends AutocompleteItem>
  extends UseAutocompleteProps<Item>, AutocompleteLook {
  ref?: Ref<HTMLInputElement>;
}

/**
 * Editable combobox with list autocomplete (WAI-ARIA APG): one text field from the first paint;
 * the suggestions' placement comes the first time they show (usePopupPosition).
 */
export function Autocomplete<Item extends AutocompleteItem>({
  ref,
  ...props
}: AutocompleteProps<Item>) {
  const autocomplete = useAutocomplete(props);
  const inputRef = useMergedRef(ref, autocomplete.inputProps.ref);

  return (
    <AutocompleteField
      {...props}
      labelProps={autocomplete.labelProps}
      inputProps={autocomplete.inputProps}
      inputRef={inputRef}
    >
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
    </AutocompleteField>
  );
}
