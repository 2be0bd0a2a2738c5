import { formatDate } from "../../i18n/format";
import { fieldStyles as styles, inputClass } from "../field";
import { Field, ReadOnlyField } from "./Field";
import { parseDateInput } from "./parse";
import { dateRangeRules, type DateRange } from "./rules";
import { FORM_TEXTS } from "./texts";
import { useFormattedInput } from "./useFormattedInput";
import { useFormField, type FormFieldProps } from "./useFormField";

const EMPTY: DateRange = { from: null, to: null };

/** Text of a range in view mode; an open end shows as "…". */
function rangeText({ from, to }: DateRange) {
  if (!from && !to) return "";
  return `${formatDate(from) || "…"} – ${formatDate(to) || "…"}`;
}

/**
 * "von" and "bis" as dd.MM.yyyy in a fieldset named by the label. The form value is
 * `{ from, to }`; required needs both ends, and "bis" must not precede "von".
 */
export function DateRangeField(props: FormFieldProps<DateRange>) {
  const { field, readOnly, fieldProps, inputProps } = useFormField(
    { hint: FORM_TEXTS.dateHint, ...props },
    dateRangeRules(props.rules),
  );
  const range = (field.value as DateRange | null | undefined) ?? EMPTY;
  const end = (key: keyof DateRange) => ({
    value: range[key],
    onChange: (date: Date | null) => field.onChange({ ...range, [key]: date }),
    onBlur: field.onBlur,
    format: formatDate,
    parse: parseDateInput,
  });
  const fromInput = useFormattedInput(end("from"));
  const toInput = useFormattedInput(end("to"));
  if (readOnly)
    return <ReadOnlyField {...fieldProps} text={rangeText(range)} />;

  const { id, ref, ...shared } = inputProps;
  const className = inputClass(props.width ?? "sm", Boolean(fieldProps.error));
  return (
    <Field {...fieldProps} group>
      <div className={styles.range}>
        <div>
          <label htmlFor={id} className={styles.subLabel}>
            {FORM_TEXTS.from}
          </label>
          <input
            {...shared}
            {...fromInput}
            id={id}
            ref={ref}
            type="text"
            autoComplete="off"
            className={className}
          />
        </div>
        <div>
          <label htmlFor={`${id}-bis`} className={styles.subLabel}>
            {FORM_TEXTS.to}
          </label>
          <input
            {...shared}
            {...toInput}
            id={`${id}-bis`}
            name={`${props.name}.bis`}
            type="text"
            autoComplete="off"
            className={className}
          />
        </div>
      </div>
    </Field>
  );
}
