/** de-DE formatting (SPEC §1: dates dd.MM.yyyy, numbers with two fixed decimals). */
import { usableTime } from "../api/deadlines";

/**
 * The formatters, made when first used: the first one made costs 15–25 ms (the locale and time-zone
 * data are loaded then), which a page should not pay before its first paint. Calendar dates and
 * counts, which the register's first rows show, are therefore written without them.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** A formatter of Vienna's calendar and clock (SPEC §1), made when first used. */
const viennaFormat = (options: Intl.DateTimeFormatOptions) =>
  lazily(
    () =>
      new Intl.DateTimeFormat("de-DE", {
        ...options,
        timeZone: "Europe/Vienna",
      }),
  );

const dateFormat = viennaFormat({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

const timeFormat = viennaFormat({
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const numberFormat = lazily(
  () =>
    new Intl.NumberFormat("de-DE", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** yyyy-MM-dd: a calendar date, the same day in every time zone. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day, or null when it does not exist (31.02.2024). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null;
}

/**
 * dd.MM.yyyy; an invalid or missing date gives "", as does one outside the years 1900–2200: never
 * a RangeError from the formatter.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
): string {
  if (value === null || value === undefined || value === "") return "";
  const iso = typeof value === "string" ? ISO_DATE.exec(value) : null;
  if (iso) {
    const [, year = "", month = "", day = ""] = iso;
    const date = calendarDay(Number(year), Number(month), Number(day));
    return date && usableTime(date.getTime()) ? `${day}.${month}.${year}` : "";
  }
  const date = value instanceof Date ? value : new Date(value);
  return usableTime(date.getTime()) ? dateFormat().format(date) : "";
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

/** A whole number with a point between thousands (12.345). */
export function formatCount(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ".");
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
  return calendarDay(year, month, day);
}
