import type { Clock } from './clock';

/**
 * The tax year the portal files for: the current calendar year minus one
 * (spec §9, "Tax year for exemption and entered forms: the current year minus 1").
 * The calendar year is read in the agency's time zone (Ohio, America/New_York), so a
 * filing made at 11 p.m. on 31 December local time still belongs to that year.
 */
export const AGENCY_TIME_ZONE = 'America/New_York';

const yearFormatters = new Map<string, Intl.DateTimeFormat>();

export function calendarYear(clock: Clock, timeZone = AGENCY_TIME_ZONE): number {
  let formatter = yearFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' });
    yearFormatters.set(timeZone, formatter);
  }
  return Number(formatter.format(clock.now()));
}

export function currentTaxYear(clock: Clock, timeZone = AGENCY_TIME_ZONE): number {
  return calendarYear(clock, timeZone) - 1;
}

/**
 * The tax years the portal files (issue 4: "the current year minus one and the year before"):
 * the current tax year first.
 */
export function fileableTaxYears(clock: Clock, timeZone = AGENCY_TIME_ZONE): [number, number] {
  const current = currentTaxYear(clock, timeZone);
  return [current, current - 1];
}
