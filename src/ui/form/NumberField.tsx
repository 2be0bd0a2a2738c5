import { formatNumber } from "../../i18n/format";
import { Field, inputClass, ReadOnlyField } from "./Field";
import { parseNumberInput } from "./parse";
import { INVALID_NUMBER_CHECK, rules } from "./rules";
import { useFormattedInput } from "./useFormattedInput";
import { useFormField, type FormFieldProps } from "./useFormField";

/** A de-DE number ("1.234,50"); the form value is a number, or null when empty. */
export function NumberField(props: FormFieldProps<number | null>) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules, INVALID_NUMBER_CHECK),
  );
  const input = useFormattedInput<number | null>({
    value: (field.value as number | null | undefined) ?? null,
    onChange: field.onChange,
    onBlur: field.onBlur,
    format: formatNumber,
    parse: parseNumberInput,
  });
  if (readOnly)
    return <ReadOnlyField {...fieldProps} text={formatNumber(field.value)} />;
  return (
    <Field {...fieldProps}>
      <input
        {...inputProps}
        {...input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={inputClass(props.width ?? "sm", Boolean(fieldProps.error))}
      />
    </Field>
  );
}
