/** What every labelled control shares: the field's styles, the required mark, the input's class. */
export { inputClass, RequiredMark, type FieldWidth } from "./fieldParts";
export { default as fieldStyles } from "./Field.module.css";
