import { formatNumber } from "../../i18n/format";
import { FormattedField } from "./FormattedField";
import { parseNumberInput } from "./parse";
import { INVALID_NUMBER_CHECK } from "./rules";
import type { FormFieldProps } from "./useFormField";

/** A de-DE number ("1.234,50"); the form value is a number, or null when empty. */
export function NumberField(props: FormFieldProps<number | null>) {
  return (
    <FormattedField
      {...props}
      format={formatNumber}
      parse={parseNumberInput}
      invalidCheck={INVALID_NUMBER_CHECK}
      inputMode="decimal"
    />
  );
}
