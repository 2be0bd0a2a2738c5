import { formatDate } from "../../i18n/format";
import { Field, inputClass, ReadOnlyField } from "./Field";
import { parseDateInput } from "./parse";
import { INVALID_DATE_CHECK, rules } from "./rules";
import { FORM_TEXTS } from "./texts";
import { useFormattedInput } from "./useFormattedInput";
import { useFormField, type FormFieldProps } from "./useFormField";

/** A date typed as dd.MM.yyyy; the form value is a Date, or null when empty. */
export function DateField(props: FormFieldProps<Date | null>) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    { hint: FORM_TEXTS.dateHint, ...props },
    rules(props.rules, INVALID_DATE_CHECK),
  );
  const input = useFormattedInput<Date | null>({
    value: (field.value as Date | null | undefined) ?? null,
    onChange: field.onChange,
    onBlur: field.onBlur,
    format: formatDate,
    parse: parseDateInput,
  });
  if (readOnly)
    return <ReadOnlyField {...fieldProps} text={formatDate(field.value)} />;
  return (
    <Field {...fieldProps}>
      <input
        {...inputProps}
        {...input}
        type="text"
        autoComplete="off"
        className={inputClass(props.width ?? "sm", Boolean(fieldProps.error))}
      />
    </Field>
  );
}
