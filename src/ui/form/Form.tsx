import {
  createContext,
  useContext,
  type FormEvent,
  type ReactNode,
} from "react";
import { FormProvider, type FieldValues } from "react-hook-form";
import { ErrorSummary } from "./ErrorSummary";
import { FormRegistryContext } from "./formContext";
import { useFormRoot, type FormOptions } from "./useFormRoot";

interface FormNaming {
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

export interface FormProps<V extends FieldValues>
  extends FormOptions<V>, FormNaming {
  children: ReactNode;
}

/** A form validated on change (SPEC §5) with its error summary on top. */
export function Form<V extends FieldValues>({
  children,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...options
}: FormProps<V>) {
  return (
    <FormRoot {...options}>
      <FormElement aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
        <ErrorSummary />
        {children}
      </FormElement>
    </FormRoot>
  );
}

interface FormElementProps {
  noValidate: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const FormElementContext = createContext<FormElementProps | null>(null);

export interface FormRootProps<V extends FieldValues> extends FormOptions<V> {
  children: ReactNode;
}

/**
 * A form's state without its <form> element, for a page whose validation summary sits in the page
 * chrome above the content (SPEC §2): the page renders <ErrorSummary /> in its summary slot and
 * the fields inside <FormElement>, both below this root.
 */
export function FormRoot<V extends FieldValues>({
  children,
  ...options
}: FormRootProps<V>) {
  const { methods, registry, formProps } = useFormRoot(options);
  return (
    <FormProvider {...methods}>
      <FormRegistryContext.Provider value={registry}>
        <FormElementContext.Provider value={formProps}>
          {children}
        </FormElementContext.Provider>
      </FormRegistryContext.Provider>
    </FormProvider>
  );
}

/** The <form> of the nearest FormRoot: submitting it validates and submits that form. */
export function FormElement({
  children,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
}: FormNaming & { children: ReactNode }) {
  const formProps = useContext(FormElementContext);
  if (!formProps) throw new Error("<FormElement> belongs inside <FormRoot>.");
  return (
    <form
      {...formProps}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
    >
      {children}
    </form>
  );
}
