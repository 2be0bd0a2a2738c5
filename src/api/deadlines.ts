/**
 * The two deadlines of the Industrial Emissions Directive (2010/75/EU) the register shows, as pure
 * functions on ISO dates (YYYY-MM-DD) so that the simulated API, which filters and counts by them,
 * and the pages, which show them, compute the same day.
 *
 * - Art. 23(4): the period between two site visits is based on a systematic appraisal of the
 *   environmental risks and does not exceed one year for the installations posing the highest
 *   risks and three years for those posing the lowest. The register counts the planned (routine)
 *   site visits; a visit for a cause (complaint, accident) does not move the plan. Without any
 *   visit the first is due one interval after operation started.
 * - Art. 21(3): within four years of the publication of BAT conclusions relating to the main
 *   activity, the permit conditions are reconsidered and, where necessary, updated.
 *
 * A deadline is kept on its own day; it is passed from the next day on.
 */

export const RISK_CLASSES = ["HIGH", "MEDIUM", "LOW"] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

/** Longest period between two site visits (Art. 23(4)), by the installation's risk class. */
export const SITE_VISIT_INTERVAL_YEARS: Readonly<Record<RiskClass, number>> = {
  HIGH: 1,
  MEDIUM: 2,
  LOW: 3,
};

/** Art. 21(3): years from the publication of BAT conclusions to the reconsidered permit. */
const BAT_RECONSIDERATION_YEARS = 4;

/**
 * The same calendar day `years` later; from 29 February to a year without one, 28 February (the
 * period ends with the month, never in the next).
 */
export function addYears(isoDate: string, years: number): string {
  const [year = 0, month = 1, day = 1] = isoDate
    .slice(0, 10)
    .split("-")
    .map(Number);
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** Whole days from `from` to `to` (both ISO dates); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000,
  );
}

/** The day a site visit is due at the latest: the last planned one (or the start of operation) plus the interval. */
export function siteVisitDue(
  riskClass: RiskClass,
  lastPlannedVisit: string | null,
  operatingSince: string,
): string {
  return addYears(
    lastPlannedVisit ?? operatingSince,
    SITE_VISIT_INTERVAL_YEARS[riskClass],
  );
}

export type SiteVisitState = "ON_TIME" | "OVERDUE";

/** Passed from the day after the due day. */
export function siteVisitState(due: string, today: string): SiteVisitState {
  return today.slice(0, 10) > due ? "OVERDUE" : "ON_TIME";
}

/** The day the permit conditions must have been reconsidered after BAT conclusions were published. */
export function batReconsiderationDeadline(published: string): string {
  return addYears(published, BAT_RECONSIDERATION_YEARS);
}

export const BAT_RECONSIDERATION_STATES = [
  "ADAPTED",
  "ADAPTED_LATE",
  "OPEN",
  "OVERDUE",
] as const;
export type BatReconsiderationState =
  (typeof BAT_RECONSIDERATION_STATES)[number];

/**
 * Where the reconsideration stands: adapted by a permit dated on or before the deadline, adapted
 * after it, not yet adapted with the deadline ahead, or not adapted with the deadline passed.
 */
export function batReconsiderationState(
  deadline: string,
  adaptedOn: string | null,
  today: string,
): BatReconsiderationState {
  if (adaptedOn !== null)
    return adaptedOn.slice(0, 10) <= deadline ? "ADAPTED" : "ADAPTED_LATE";
  return today.slice(0, 10) > deadline ? "OVERDUE" : "OPEN";
}

/** The first and the last instant of the years 1900–2200: the dates the register can hold. */
const FIRST_USABLE_MS = Date.UTC(1900, 0, 1);
const LAST_USABLE_MS = Date.UTC(2201, 0, 1) - 1;

/**
 * Whether an instant (epoch ms) lies within the years 1900–2200. Outside, a date is a mistake of
 * the server, and near JavaScript's end of time (+275760) adding a day to it throws.
 */
export function usableTime(epochMs: number): boolean {
  return epochMs >= FIRST_USABLE_MS && epochMs <= LAST_USABLE_MS;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when EU summer time starts (March) and ends (October). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today in Austria (Europe/Vienna), as an ISO date, for a clock reading in epoch ms. Worked out by
 * the EU's summer-time rule (Directive 2000/84/EC) rather than `Intl`: the first time-zone
 * formatter costs Chromium about 25 ms (100 ms on a phone), which the register's first rows, that
 * need today for their deadlines, would wait for. "" for an instant outside the years 1900–2200.
 */
export function viennaDate(epochMs: number): string {
  if (!usableTime(epochMs)) return "";
  const year = new Date(epochMs).getUTCFullYear();
  const summer =
    epochMs >= lastSundayOneUtc(year, 2) && epochMs < lastSundayOneUtc(year, 9);
  return new Date(epochMs + (summer ? 2 : 1) * HOUR_MS)
    .toISOString()
    .slice(0, 10);
}
