import { useId, type Ref } from "react";
import {
  PLAIN_INPUT_PROPS,
  plainControlProps,
  useFloatingWidgets,
} from "../floating";
import type { FIELD_WIDTHS } from "../tokens";
import { AutocompleteField } from "./AutocompleteField";
import type { AutocompleteItem, UseAutocompleteProps } from "./useAutocomplete";

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
  const widgets = useFloatingWidgets(id);
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
