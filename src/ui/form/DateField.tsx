import { formatDate } from "../../i18n/format";
import { FormattedField } from "./FormattedField";
import { parseDateInput } from "./parse";
import { INVALID_DATE_CHECK } from "./rules";
import { FORM_TEXTS } from "./texts";
import type { FormFieldProps } from "./useFormField";

/** A date typed as dd.MM.yyyy; the form value is a Date, or null when empty. */
export function DateField(props: FormFieldProps<Date | null>) {
  return (
    <FormattedField
      hint={FORM_TEXTS.dateHint}
      {...props}
      format={formatDate}
      parse={parseDateInput}
      invalidCheck={INVALID_DATE_CHECK}
    />
  );
}
