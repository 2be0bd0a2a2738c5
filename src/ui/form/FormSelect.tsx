import { Select, type SelectAddOption, type SelectOption } from "../select";
import { LabelledControlField, ReadOnlyField } from "./Field";
import { useLabelledControl } from "./useLabelledControl";
import type { FormFieldProps } from "./useFormField";

export interface FormSelectProps extends FormFieldProps<string | null> {
  options: SelectOption[];
  addOption?: SelectAddOption;
  placeholder?: string;
}

/** The select-only combobox as a form field; the value is the option's value, or null. */
export function FormSelect({
  options,
  addOption,
  placeholder,
  ...props
}: FormSelectProps) {
  const { readOnly, fieldProps, value, controlProps } =
    useLabelledControl<string>(props);
  if (readOnly) {
    const text = options.find((option) => option.value === value)?.label ?? "";
    return <ReadOnlyField {...fieldProps} text={text} />;
  }
  return (
    <LabelledControlField {...fieldProps}>
      <Select
        {...controlProps}
        placeholder={placeholder}
        options={options}
        addOption={addOption}
      />
    </LabelledControlField>
  );
}
