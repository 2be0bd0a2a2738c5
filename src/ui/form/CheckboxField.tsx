import { fieldStyles as styles, RequiredMark } from "../field";
import { FieldError, fieldClass, ReadOnlyField } from "./Field";
import { rules } from "./rules";
import { FORM_TEXTS } from "./texts";
import { useFormField, type FormFieldProps } from "./useFormField";

/** A single yes/no; required means it must be ticked. */
export function CheckboxField(props: Omit<FormFieldProps<boolean>, "width">) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules),
  );
  const value = field.value as boolean | null | undefined;
  const { id, label, hint, hintId, error, errorId, required } = fieldProps;
  if (readOnly) {
    const text =
      value === null || value === undefined
        ? ""
        : value
          ? FORM_TEXTS.yes
          : FORM_TEXTS.no;
    return <ReadOnlyField {...fieldProps} text={text} />;
  }
  return (
    <div className={fieldClass(error)}>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className={styles.checkbox}>
        <input
          {...inputProps}
          type="checkbox"
          checked={Boolean(value)}
          onChange={(event) => field.onChange(event.target.checked)}
        />
        <div className={styles.checkboxLabel}>
          <label id={`${id}-label`} htmlFor={id}>
            {label}
            {required && <RequiredMark />}
          </label>
          {hint && (
            <div id={hintId} className={styles.hint}>
              {hint}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
