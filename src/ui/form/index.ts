export { Form } from "./Form";
export { Field } from "./Field";
export { rules } from "./rules";
export { useFormField, type FormFieldProps } from "./useFormField";
