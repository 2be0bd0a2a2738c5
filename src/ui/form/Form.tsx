import type { ReactNode } from "react";
import { FormProvider, type FieldValues } from "react-hook-form";
import { ErrorSummary } from "./ErrorSummary";
import { FormRegistryContext } from "./formContext";
import { useFormRoot, type FormOptions } from "./useFormRoot";

export interface FormProps<V extends FieldValues> extends FormOptions<V> {
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}

/** A form validated on change (SPEC §5) with its error summary on top. */
export function Form<V extends FieldValues>({
  children,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...options
}: FormProps<V>) {
  const { methods, registry, formProps } = useFormRoot(options);
  return (
    <FormProvider {...methods}>
      <FormRegistryContext.Provider value={registry}>
        <form
          {...formProps}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
        >
          <ErrorSummary />
          {children}
        </form>
      </FormRegistryContext.Provider>
    </FormProvider>
  );
}
