/**
 * What a value of an answer may be for the pages to work with it (ADR 41), as valibot schemas for
 * schemas.ts and the other *Schemas.ts: numbers within the range the page computes with (JSON's
 * 1e999 is Infinity), dates within the years 1900–2200, texts cut to a length a page can lay out.
 */
import * as v from "valibot";
import { usableTime } from "./deadlines";

/** Longer than any name, subject or finding of the register; a megabyte would stall the layout. */
export const TEXT_MAX_LENGTH = 2000;
/** HTML of a template: a page of text. */
export const HTML_MAX_LENGTH = 200_000;
/** More installations than any register holds, few enough that "Seite x von y" stays readable. */
export const COUNT_MAX = 10_000_000;
/** The longest distance between two points on the earth, in kilometres. */
export const DISTANCE_MAX_KM = 20_040;

/** A text cut after `max` characters, marked by an ellipsis. */
export const cut = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => (s.length > max ? `${s.slice(0, max)}…` : s)),
  );
export const text = cut(TEXT_MAX_LENGTH);

/**
 * The codes a record names (its BAT conclusions): a few, at most as many as exist. The rest of a
 * longer list is left out — thousands per row would hold the register's render for seconds.
 */
export const CODES_MAX = 100;
/** A list cut after `max` entries. */
export const upTo = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(
    v.array(item),
    v.transform((items) => items.slice(0, max)),
  );
export const optionalText = v.optional(v.nullable(text));

/** A number within [min, max]: never NaN, ±Infinity or one the page would show as nonsense. */
export const between = (min: number, max: number) =>
  v.pipe(v.number(), v.minValue(min), v.maxValue(max));
/** A whole number 0..max. */
export const whole = (max: number) => v.pipe(between(0, max), v.integer());
/** Numbers the page counts or pages with: a fraction or a negative one would break it. */
export const count = whole(COUNT_MAX);

/**
 * ISO 8601, a day or an instant, within the years 1900–2200, which the formatters and deadlines
 * rely on; on a day the calendar has: Date.parse takes 30 February for 1 March, formatDate not.
 */
export const date = v.pipe(
  v.string(),
  v.check((s) => {
    if (!usableTime(Date.parse(s))) return false;
    // Days up to the 28th exist in every month; the rest are asked of the calendar (an entry's
    // thousands of dates are checked in a few milliseconds).
    if (+s.slice(8, 10) < 29) return true;
    const day = Date.parse(s.slice(0, 10));
    return (
      usableTime(day) && new Date(day).toISOString().startsWith(s.slice(0, 10))
    );
  }),
);

/** WGS84: whether the point lies on the earth. */
export const onEarth = (lat: number, lon: number) =>
  Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
