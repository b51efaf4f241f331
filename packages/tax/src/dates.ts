import type { Clock } from './clock';
import { AGENCY_TIME_ZONE } from './tax-year';

/**
 * Calendar dates as ISO strings ('2025-04-15'). Due dates, payment dates and birth dates are days,
 * not instants, so the engine never does time-zone arithmetic on them; "today" is read from the
 * injectable Clock in the agency's time zone (see tax-year.ts).
 */
export type IsoDate = string;

export interface DateParts {
  year: number;
  month: number; // 1–12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseIsoDate(value: IsoDate): DateParts {
  const match = ISO_DATE.exec(value);
  if (!match) throw new RangeError(`not an ISO date (YYYY-MM-DD): ${value}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not a calendar date: ${value}`);
  }
  return { year, month, day };
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  parseIsoDate(text);
  return text;
}

/** ISO dates compare as strings; this just says so. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The days from `from` to `to` (negative when `to` is earlier): 15 April → 16 April is 1. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** 366 in a leap year, else 365. */
export function daysInYear(year: number): number {
  return daysInMonth(year, 2) === 29 ? 366 : 365;
}

/**
 * The same day `months` later; when that month is shorter, its last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/**
 * Whole months plus any part of a month from `from` to `to` (0 when `to` is not after `from`):
 * the smallest n with from + n months ≥ to. 15 April → 16 April is 1; → 15 May is 1; → 16 May is 2.
 */
export function monthsOrPart(from: IsoDate, to: IsoDate): number {
  if (compareDates(to, from) <= 0) return 0;
  let n = 0;
  while (compareDates(addMonths(from, n), to) < 0) n += 1;
  return n;
}

export function isWeekend(date: IsoDate): boolean {
  const { year, month, day } = parseIsoDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The date itself, or the next day that is neither a Saturday, a Sunday nor one of `holidays`
 * (ORC 1.14: when the last day falls on a Sunday or legal holiday, the act may be done the next
 * day; the agency applies the same to Saturdays — configuration, see config.ts).
 */
export function nextBusinessDay(date: IsoDate, holidays: readonly IsoDate[] = []): IsoDate {
  let current = date;
  while (isWeekend(current) || holidays.includes(current)) current = addDays(current, 1);
  return current;
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs ~50 µs, formatting with one
 * ~1 µs, and a long account history turns every ledger entry's instant into a day (bench: /api/account).
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The agency's day of each UTC hour seen: America/New_York is a whole number of hours from UTC
 * all year and changes offset on the hour, so every instant of a UTC hour falls on the same local
 * day. Bounded: cleared past 50 000 hours (~6 years of distinct hours).
 */
const agencyDays = new Map<number, IsoDate>();

/** Today's date in the agency's time zone, from the injectable clock. */
export function agencyToday(clock: Clock, timeZone = AGENCY_TIME_ZONE): IsoDate {
  const now = clock.now();
  if (timeZone !== AGENCY_TIME_ZONE) return dayIn(now, timeZone);
  const hour = Math.floor(now.getTime() / 3_600_000);
  let day = agencyDays.get(hour);
  if (day === undefined) {
    if (agencyDays.size >= 50_000) agencyDays.clear();
    day = dayIn(now, timeZone);
    agencyDays.set(hour, day);
  }
  return day;
}

function dayIn(instant: Date, timeZone: string): IsoDate {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return isoDate(part('year'), part('month'), part('day'));
}

/** Age on the last day of `year` (the person has had that year's birthday by 31 December). */
export function ageAtEndOfYear(birthDate: IsoDate, year: number): number {
  return year - parseIsoDate(birthDate).year;
}
