import { useId, type Ref } from "react";
import {
  PLAIN_INPUT_PROPS,
  plainControlProps,
  useFloatingWidgets,
  useTakeOver,
} from "../floating";
import { AutocompleteField, type AutocompleteLook } from "./AutocompleteField";
import type { AutocompleteItem, UseAutocompleteProps } from "./useAutocomplete";

export interface AutocompleteProps<Item extends AutocompleteItem>
  extends UseAutocompleteProps<Item>, AutocompleteLook {
  ref?: Ref<HTMLInputElement>;
}

/**
 * Editable combobox with list autocomplete (WAI-ARIA APG). Its suggestions are floating-ui's,
 * which loads after the page's first content: until then the text field stands alone, and what
 * is typed meanwhile is searched once they are there.
 */
export function Autocomplete<Item extends AutocompleteItem>({
  ref,
  ...props
}: AutocompleteProps<Item>) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const widgets = useFloatingWidgets();
  useTakeOver(id, widgets !== null);
  if (widgets)
    return <widgets.AutocompleteEnhanced {...props} ref={ref} id={id} />;
  return (
    <AutocompleteField
      {...props}
      labelProps={{ id: `${id}-label`, htmlFor: id }}
      inputRef={ref}
      inputProps={{
        ...plainControlProps(id),
        ...PLAIN_INPUT_PROPS,
        type: "text",
        role: "combobox",
        autoComplete: "off",
        "aria-autocomplete": "list",
        "aria-expanded": false,
        defaultValue: props.value?.label ?? "",
        onBlur: props.onBlur,
      }}
    />
  );
}
