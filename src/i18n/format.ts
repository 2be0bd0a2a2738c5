/** de-DE formatting (SPEC §1: dates dd.MM.yyyy, numbers with two fixed decimals). */

/**
 * The formatters, made when first used: each costs a few milliseconds to make, which a page that
 * formats nothing (or only numbers) should not pay before its first paint.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat("de-DE", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Europe/Vienna",
    }),
);

const timeFormat = lazily(
  () =>
    new Intl.DateTimeFormat("de-DE", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/Vienna",
    }),
);

const numberFormat = lazily(
  () =>
    new Intl.NumberFormat("de-DE", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const integerFormat = lazily(
  () => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }),
);

/** dd.MM.yyyy; an invalid or missing date gives "". */
export function formatDate(
  value: string | number | Date | null | undefined,
): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat().format(date);
}

/** dd.MM.yyyy HH:mm (Vienna time); an invalid or missing date gives "". */
export function formatDateTime(
  value: string | number | Date | null | undefined,
): string {
  const date = formatDate(value);
  return date && `${date} ${timeFormat().format(new Date(value ?? ""))}`;
}

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? ""
    : numberFormat().format(value);
}

export function formatCount(value: number): string {
  return integerFormat().format(value);
}

/** Parses dd.MM.yyyy; rejects dates that do not exist (31.02.2024). */
export function parseDate(text: string): Date | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [
    Number(match[1]),
    Number(match[2]),
    Number(match[3]),
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null;
}
