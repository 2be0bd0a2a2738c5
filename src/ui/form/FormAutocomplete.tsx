import { Autocomplete } from "../autocomplete/Autocomplete";
import type { AutocompleteItem } from "../autocomplete/useAutocomplete";
import { fieldClass, FieldMessages, ReadOnlyField } from "./Field";
import { rules } from "./rules";
import { useFormField, type FormFieldProps } from "./useFormField";

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
 * while the text is being edited). The Autocomplete draws its own label, so hint and error follow
 * the control here.
 */
export function FormAutocomplete<Item extends AutocompleteItem>({
  search,
  minChars,
  placeholder,
  ...props
}: FormAutocompleteProps<Item>) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules),
  );
  const { id, error, required } = fieldProps;
  const { ref, onBlur, disabled, "aria-describedby": describedBy } = inputProps;
  const value = (field.value as Item | null | undefined) ?? null;
  if (readOnly)
    return <ReadOnlyField {...fieldProps} text={value?.label ?? ""} />;
  return (
    <div className={fieldClass(error)}>
      <Autocomplete<Item>
        id={id}
        ref={ref}
        label={props.label}
        placeholder={placeholder}
        width={props.width ?? "lg"}
        required={required}
        invalid={Boolean(error)}
        describedBy={describedBy}
        value={value}
        onChange={field.onChange}
        onBlur={onBlur}
        disabled={disabled}
        search={search}
        minChars={minChars}
      />
      <FieldMessages {...fieldProps} below />
    </div>
  );
}
