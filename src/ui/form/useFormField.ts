import { useContext, useEffect } from "react";
import { useController } from "react-hook-form";
import { T } from "../../i18n/de";
import type { FieldWidth } from "../field";
import { FormBlockContext, useFormRegistry } from "./formContext";
import type { FieldRules, RhfRules } from "./rules";

/** What every form field takes. */
export interface FormFieldProps<V> {
  name: string;
  label: string;
  hint?: string;
  rules?: FieldRules<V>;
  /** sm 191, md 224, lg 257 px (SPEC §9); never wider than the container. */
  width?: FieldWidth;
  disabled?: boolean;
  /** Shows the value as text; inside a block in view mode every field is read-only. */
  readOnly?: boolean;
}

/** Connects a field to the form: value, rules, ids, the ARIA wiring, and its block. */
export function useFormField<V>(props: FormFieldProps<V>, rules: RhfRules) {
  const { name, label, hint, disabled, readOnly = false } = props;
  const registry = useFormRegistry();
  const block = useContext(FormBlockContext);
  const { field, fieldState } = useController({ name, rules, disabled });
  const handle = block?.handle;

  useEffect(
    () => registry.registerField(name, { label, block: handle }),
    [registry, name, label, handle],
  );

  const id = registry.fieldId(name);
  const required = Boolean(props.rules?.required);
  const error = fieldState.error
    ? fieldState.error.message || T.validation.generic
    : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return {
    field,
    readOnly: readOnly || block?.editing === false,
    fieldProps: { id, label, hint, hintId, error, errorId, required },
    inputProps: {
      id,
      name,
      ref: field.ref,
      disabled: field.disabled,
      onBlur: field.onBlur,
      "aria-invalid": error ? true : undefined,
      "aria-describedby":
        [hintId, errorId].filter(Boolean).join(" ") || undefined,
      "aria-required": required || undefined,
    },
  };
}
