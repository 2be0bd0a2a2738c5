import { Autocomplete, type AutocompleteItem } from "../autocomplete";
import { LabelledControlField, ReadOnlyField } from "./Field";
import { useLabelledControl } from "./useLabelledControl";
import type { FormFieldProps } from "./useFormField";

export interface FormAutocompleteProps<
  Item extends AutocompleteItem,
> extends FormFieldProps<Item | null> {
  /** Called 400 ms after the last keystroke; the signal aborts when the text changes again. */
  search: (text: string, signal: AbortSignal) => Promise<Item[]>;
  minChars?: number;
  placeholder?: string;
}

/**
 * The search field with suggestions as a form field; the value is the chosen item, or null (also
 * while the text is being edited).
 */
export function FormAutocomplete<Item extends AutocompleteItem>({
  search,
  minChars,
  placeholder,
  ...props
}: FormAutocompleteProps<Item>) {
  const { readOnly, fieldProps, value, controlProps } =
    useLabelledControl<Item>(props);
  if (readOnly)
    return <ReadOnlyField {...fieldProps} text={value?.label ?? ""} />;
  return (
    <LabelledControlField {...fieldProps}>
      <Autocomplete<Item>
        {...controlProps}
        placeholder={placeholder}
        search={search}
        minChars={minChars}
      />
    </LabelledControlField>
  );
}
