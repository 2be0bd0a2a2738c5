import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { get, useFormState, type FieldError } from "react-hook-form";
import { T } from "../../i18n/de";
import { useFormRegistry } from "./formContext";

interface SummaryEntry {
  name: string;
  label: string;
  message: string;
}

/** The invalid fields, the focus after a failed submit, and links that focus their field. */
export function useErrorSummary() {
  const registry = useFormRegistry();
  const { errors, submitCount, isSubmitSuccessful } = useFormState();
  const summaryRef = useRef<HTMLDivElement>(null);

  const entries: SummaryEntry[] = [];
  for (const [name, { label }] of registry.fields()) {
    const error: FieldError | undefined = get(errors, name);
    if (error)
      entries.push({
        name,
        label,
        message: error.message || T.validation.generic,
      });
  }
  const visible =
    entries.length > 0 && (submitCount > 0 || registry.validateOnMount);

  // submitCount and the errors change in the same update, so the summary is rendered by now;
  // a layout effect moves the focus before the browser paints.
  useLayoutEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) summaryRef.current?.focus();
  }, [submitCount, isSubmitSuccessful]);

  return {
    visible,
    entries,
    summaryProps: { ref: summaryRef, tabIndex: -1 },
    linkProps: (name: string) => ({
      href: `#${registry.fieldId(name)}`,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        registry.focusField(name);
      },
    }),
  };
}
