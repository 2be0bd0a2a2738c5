import { inputClass } from "../field";
import { Field, ReadOnlyField } from "./Field";
import { rules, type Checks } from "./rules";
import { useFormattedInput } from "./useFormattedInput";
import { useFormField, type FormFieldProps } from "./useFormField";

interface FormattedFieldProps<V> extends FormFieldProps<V | null> {
  format(value: V | null): string;
  parse(text: string): V | null;
  /** Rejects an entry `parse` could not read. */
  invalidCheck: Checks;
  inputMode?: "decimal";
}

/** A typed value in a text input (a de-DE number or date); the form value is null when empty. */
export function FormattedField<V>({
  format,
  parse,
  invalidCheck,
  inputMode,
  ...props
}: FormattedFieldProps<V>) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules, invalidCheck),
  );
  const value = (field.value as V | null | undefined) ?? null;
  const input = useFormattedInput<V | null>({
    value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    format,
    parse,
  });
  if (readOnly) return <ReadOnlyField {...fieldProps} text={format(value)} />;
  return (
    <Field {...fieldProps}>
      <input
        {...inputProps}
        {...input}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        className={inputClass(props.width ?? "sm", Boolean(fieldProps.error))}
      />
    </Field>
  );
}
