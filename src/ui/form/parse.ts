import { parseDate } from "../../i18n/format";

// de-DE: "." groups thousands, "," separates decimals ("1.234,50"); grouping is optional ("1234,5").
const DE_NUMBER = /^[-+]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/**
 * Entries as form values: empty is null; an entry that is no number is NaN and one that is no date
 * (31.02.2024) an invalid Date, so that the field's check rejects it.
 */
export function parseNumberInput(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return DE_NUMBER.test(trimmed)
    ? Number(trimmed.replaceAll(".", "").replace(",", "."))
    : Number.NaN;
}

export function parseDateInput(text: string): Date | null {
  if (!text.trim()) return null;
  return parseDate(text) ?? new Date(Number.NaN);
}
