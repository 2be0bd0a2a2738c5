import { Select } from "../select/Select";
import type { SelectAddOption, SelectOption } from "../select/useSelect";
import { fieldClass, FieldMessages, ReadOnlyField } from "./Field";
import { rules } from "./rules";
import { useFormField, type FormFieldProps } from "./useFormField";

export interface FormSelectProps extends FormFieldProps<string | null> {
  options: SelectOption[];
  addOption?: SelectAddOption;
  placeholder?: string;
}

/**
 * The select-only combobox as a form field; the value is the option's value, or null. The Select
 * draws its own label, so hint and error follow the control here.
 */
export function FormSelect({
  options,
  addOption,
  placeholder,
  ...props
}: FormSelectProps) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules),
  );
  const { id, error, required } = fieldProps;
  const { ref, onBlur, disabled, "aria-describedby": describedBy } = inputProps;
  const value = (field.value as string | null | undefined) ?? null;
  if (readOnly) {
    const text = options.find((option) => option.value === value)?.label ?? "";
    return <ReadOnlyField {...fieldProps} text={text} />;
  }
  return (
    <div className={fieldClass(error)}>
      <Select
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
        options={options}
        addOption={addOption}
      />
      <FieldMessages {...fieldProps} below />
    </div>
  );
}
