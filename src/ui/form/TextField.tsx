import { inputClass } from "../field";
import { Field, ReadOnlyField } from "./Field";
import { rules } from "./rules";
import { useFormField, type FormFieldProps } from "./useFormField";

export interface TextFieldProps extends FormFieldProps<string> {
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
}

export function TextField(props: TextFieldProps) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules),
  );
  const value = (field.value as string | null | undefined) ?? "";
  if (readOnly) return <ReadOnlyField {...fieldProps} text={value} />;
  return (
    <Field {...fieldProps}>
      <input
        {...inputProps}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        className={inputClass(props.width ?? "lg", Boolean(fieldProps.error))}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </Field>
  );
}
