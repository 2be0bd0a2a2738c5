export {
  Form,
  FormElement,
  FormRoot,
  type FormProps,
  type FormRootProps,
} from "./Form";
export { ErrorSummary } from "./ErrorSummary";
export { FormBlock, type FormBlockProps } from "./FormBlock";
export { Field, FieldError, ReadOnlyField, RequiredMark } from "./Field";
export { TextField, type TextFieldProps } from "./TextField";
export { TextareaField, type TextareaFieldProps } from "./TextareaField";
export { NumberField } from "./NumberField";
export { DateField } from "./DateField";
export { DateRangeField } from "./DateRangeField";
export { CheckboxField } from "./CheckboxField";
export {
  rules,
  dateRangeRules,
  type DateRange,
  type FieldRules,
  type Rule,
} from "./rules";
export {
  useFormField,
  type FieldWidth,
  type FormFieldProps,
} from "./useFormField";
export { FormSelect, type FormSelectProps } from "./FormSelect";
export {
  FormAutocomplete,
  type FormAutocompleteProps,
} from "./FormAutocomplete";
