import { useState, type ChangeEvent } from "react";

interface FormattedInputOptions<V> {
  value: V;
  onChange(value: V): void;
  onBlur(): void;
  format(value: V): string;
  /** Entries that cannot be parsed give a value the field's check rejects (NaN, an invalid date). */
  parse(text: string): V;
}

const same = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (a instanceof Date &&
    b instanceof Date &&
    Object.is(a.getTime(), b.getTime()));

/**
 * A text input for a parsed value (a de-DE number or date): the form holds the value, the input the
 * text as typed; leaving the input shows the value formatted, a reset shows the new value.
 */
export function useFormattedInput<V>({
  value,
  onChange,
  onBlur,
  format,
  parse,
}: FormattedInputOptions<V>) {
  const [shown, setShown] = useState(() => ({ text: format(value), value }));
  // The value changed from outside (reset): adjust while rendering rather than in an effect.
  if (!same(shown.value, value)) setShown({ text: format(value), value });

  return {
    value: shown.text,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const text = event.target.value;
      const parsed = parse(text);
      setShown({ text, value: parsed });
      onChange(parsed);
    },
    onBlur() {
      const formatted = format(shown.value);
      if (formatted) setShown({ text: formatted, value: shown.value });
      onBlur();
    },
  };
}
