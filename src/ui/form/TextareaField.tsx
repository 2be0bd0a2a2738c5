import { inputClass } from "../field";
import { Field, ReadOnlyField } from "./Field";
import { rules } from "./rules";
import { useFormField, type FormFieldProps } from "./useFormField";

export interface TextareaFieldProps extends FormFieldProps<string> {
  rows?: number;
}

/** Without `width` it takes the container's width. */
export function TextareaField(props: TextareaFieldProps) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules),
  );
  const value = (field.value as string | null | undefined) ?? "";
  if (readOnly) return <ReadOnlyField {...fieldProps} text={value} />;
  return (
    <Field {...fieldProps}>
      <textarea
        {...inputProps}
        rows={props.rows ?? 4}
        className={inputClass(props.width, Boolean(fieldProps.error))}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </Field>
  );
}
