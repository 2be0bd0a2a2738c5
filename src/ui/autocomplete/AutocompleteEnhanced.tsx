import type { Ref } from "react";
import { useMergeRefs } from "@floating-ui/react";
import type { AutocompleteProps } from "./Autocomplete";
import { AutocompleteField } from "./AutocompleteField";
import { VisuallyHidden } from "../visually-hidden";
import { listboxStyles as listStyles } from "../listbox";
import { useAutocomplete, type AutocompleteItem } from "./useAutocomplete";
import styles from "./Autocomplete.module.css";

/** The autocomplete with its suggestions: the full behaviour, loaded with floating-ui (see Autocomplete). */
export function AutocompleteEnhanced<Item extends AutocompleteItem>({
  ref,
  ...props
}: AutocompleteProps<Item>) {
  const autocomplete = useAutocomplete(props);
  const inputRef = useMergeRefs([
    ref,
    autocomplete.inputProps.ref as Ref<HTMLInputElement>,
  ]);

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
