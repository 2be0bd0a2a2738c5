export { Form } from "./Form";
export { Field, inputClass, RequiredMark } from "./Field";
export { rules } from "./rules";
export { useFormField, type FormFieldProps } from "./useFormField";
export { default as fieldStyles } from "./Field.module.css";
