import type { FieldValues, RegisterOptions } from "react-hook-form";
import { T } from "../../i18n/de";
import { formatDate, formatNumber } from "../../i18n/format";
import { FORM_TEXTS } from "./texts";

/** A rule's value alone (the default message of SPEC §5 applies) or with its own message. */
type Rule<V> = V | { value: V; message: string };

type ValidateResult = boolean | string | undefined;

export interface FieldRules<V = unknown> {
  required?: boolean | string;
  /** A number or, for date fields, a date. */
  min?: Rule<number | Date>;
  max?: Rule<number | Date>;
  minLength?: Rule<number>;
  maxLength?: Rule<number>;
  pattern?: Rule<RegExp>;
  /** `false` shows 'Validierungsfehler', a string shows itself. */
  validate?: (
    value: V,
    values: FieldValues,
  ) => ValidateResult | Promise<ValidateResult>;
}

export type RhfRules = Omit<
  RegisterOptions,
  "valueAsNumber" | "valueAsDate" | "setValueAs" | "disabled"
>;

export type Checks = Extract<RhfRules["validate"], Record<string, unknown>>;

export interface DateRange {
  from: Date | null;
  to: Date | null;
}

function unpack<V>(rule: Rule<V>): { value: V; message?: string } {
  return typeof rule === "object" && rule !== null && "value" in rule
    ? rule
    : { value: rule };
}

function requiredMessage(required: FieldRules["required"]): string | undefined {
  if (!required) return undefined;
  return typeof required === "string" ? required : T.validation.required;
}

function limit(rule: Rule<number | Date>, kind: "min" | "max") {
  const { value, message } = unpack(rule);
  if (value instanceof Date) {
    const text = formatDate(value);
    return {
      value,
      message:
        message ??
        (kind === "min"
          ? T.validation.minDate(text)
          : T.validation.maxDate(text)),
    };
  }
  return { value, message: message ?? T.validation[kind](formatNumber(value)) };
}

function withDefault<V>(
  rule: Rule<V> | undefined,
  message: (value: V) => string,
) {
  if (rule === undefined) return undefined;
  const unpacked = unpack(rule);
  return {
    value: unpacked.value,
    message: unpacked.message ?? message(unpacked.value),
  };
}

/**
 * Our rule object as react-hook-form rules with the default messages of SPEC §5. `checks` are the
 * field kind's own checks (a parseable number or date); they run before the custom rule.
 */
export function rules<V>(
  fieldRules: FieldRules<V> = {},
  checks: Checks = {},
): RhfRules {
  const { required, min, max, minLength, maxLength, pattern, validate } =
    fieldRules;
  const all: Checks = { ...checks };
  if (validate) {
    all.custom = async (value: V, values: FieldValues) => {
      const result = await validate(value, values);
      return result === false ? T.validation.generic : result;
    };
  }
  // react-hook-form compares dates only as strings (new Date(string)).
  const asRhfLimit = (rule: Rule<number | Date>, kind: "min" | "max") => {
    const { value, message } = limit(rule, kind);
    return {
      value: value instanceof Date ? value.toISOString() : value,
      message,
    };
  };
  return {
    required: requiredMessage(required),
    min: min === undefined ? undefined : asRhfLimit(min, "min"),
    max: max === undefined ? undefined : asRhfLimit(max, "max"),
    minLength: withDefault(minLength, T.validation.minLength),
    maxLength: withDefault(maxLength, T.validation.maxLength),
    pattern: withDefault(pattern, () => T.validation.generic),
    validate: all,
  };
}

const isInvalidDate = (date: Date | null) =>
  date !== null && Number.isNaN(date.getTime());

/** A date entry that could not be parsed (kept so the check can reject it). */
export const INVALID_DATE_CHECK = {
  date: (value: Date | null) => !isInvalidDate(value) || FORM_TEXTS.invalidDate,
};

/** A number entry that could not be parsed is NaN. */
export const INVALID_NUMBER_CHECK = {
  number: (value: number | null) =>
    !Number.isNaN(value) || FORM_TEXTS.invalidNumber,
};

/**
 * A date range is one value, so react-hook-form's own required/min/max do not see its ends:
 * required means both ends (SPEC §5), min/max apply to each end, and "bis" must not precede "von".
 */
export function dateRangeRules(
  fieldRules: FieldRules<DateRange> = {},
): RhfRules {
  const required = requiredMessage(fieldRules.required);
  const min = fieldRules.min && limit(fieldRules.min, "min");
  const max = fieldRules.max && limit(fieldRules.max, "max");
  const ends = (range: DateRange | null) =>
    [range?.from ?? null, range?.to ?? null].filter((date) => date !== null);
  return rules(
    { validate: fieldRules.validate },
    {
      date: (range: DateRange | null) =>
        !ends(range).some(isInvalidDate) || FORM_TEXTS.invalidDate,
      required: (range: DateRange | null) =>
        !required || ends(range).length === 2 || required,
      order: (range: DateRange | null) =>
        !range?.from ||
        !range.to ||
        range.to >= range.from ||
        FORM_TEXTS.rangeOrder,
      min: (range: DateRange | null) =>
        !min || ends(range).every((date) => date >= min.value) || min.message,
      max: (range: DateRange | null) =>
        !max || ends(range).every((date) => date <= max.value) || max.message,
    },
  );
}
