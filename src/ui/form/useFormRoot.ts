import { useEffect, useId, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
} from "react-hook-form";
import type { BlockHandle, FieldEntry, FormRegistry } from "./formContext";

export interface FormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** After it resolves, the values become the form's new baseline (for "Abbrechen"). */
  onSubmit: (values: V) => void | Promise<void>;
  onInvalid?: (errors: FieldErrors<V>) => void;
  /** Validate once when the form appears (e.g. a record loaded with missing data). */
  validateOnMount?: boolean;
  /** Prefix of the field ids; generated when absent. */
  id?: string;
}

function createRegistry(prefix: string, validateOnMount: boolean) {
  const fields = new Map<string, FieldEntry>();
  const blocks = new Set<() => void>();
  const fieldId = (name: string) => `${prefix}-${name.replace(/\W/g, "-")}`;
  const registry: FormRegistry = {
    fieldId,
    validateOnMount,
    fields: () => fields,
    registerField(name, entry) {
      fields.set(name, entry);
      return () => {
        if (fields.get(name) === entry) fields.delete(name);
      };
    },
    registerBlock(onSaved) {
      blocks.add(onSaved);
      return () => blocks.delete(onSaved);
    },
    focusField(name) {
      const block: BlockHandle | undefined = fields.get(name)?.block;
      // The field's input exists only once its block is in edit mode.
      if (block) flushSync(() => block.open());
      const input = document.getElementById(fieldId(name));
      input?.focus({ preventScroll: true });
      // As GOV.UK does: bring the label into view too, focusing alone may scroll it out of sight.
      (
        document.getElementById(`${fieldId(name)}-label`) ?? input
      )?.scrollIntoView?.({
        block: "center",
      });
    },
  };
  return { registry, saved: () => blocks.forEach((onSaved) => onSaved()) };
}

/** useForm with the specification's settings, plus the registry that fields, blocks and the summary share. */
export function useFormRoot<V extends FieldValues>({
  defaultValues,
  onSubmit,
  onInvalid,
  validateOnMount = false,
  id,
}: FormOptions<V>) {
  // The error summary takes the focus after a failed submit (GOV.UK), not the first field.
  const methods = useForm<V>({
    mode: "onChange",
    defaultValues,
    shouldFocusError: false,
  });
  const generatedId = useId();
  const [{ registry, saved }] = useState(() =>
    createRegistry(
      (id ?? `form${generatedId}`).replace(/[^\w-]/g, ""),
      validateOnMount,
    ),
  );
  const { handleSubmit, reset, trigger } = methods;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
    reset(values);
    saved();
  }, onInvalid);

  return {
    methods,
    registry,
    formProps: {
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    },
  };
}
