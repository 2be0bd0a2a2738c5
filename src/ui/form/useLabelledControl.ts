import { rules } from "./rules";
import { useFormField, type FormFieldProps } from "./useFormField";

/**
 * Connects a control that draws its own label (select, autocomplete) to the form: `controlProps`
 * are the props such a control takes; the value is null while none is chosen.
 */
export function useLabelledControl<V>(props: FormFieldProps<V | null>) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules),
  );
  const { ref, onBlur, disabled, "aria-describedby": describedBy } = inputProps;
  const value = (field.value as V | null | undefined) ?? null;
  return {
    readOnly,
    fieldProps,
    value,
    controlProps: {
      id: fieldProps.id,
      ref,
      label: props.label,
      width: props.width ?? "lg",
      required: fieldProps.required,
      invalid: Boolean(fieldProps.error),
      describedBy,
      value,
      onChange: field.onChange,
      onBlur,
      disabled,
    },
  };
}
