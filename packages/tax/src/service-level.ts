import { addDays, compareDates, daysBetween, isWeekend, type IsoDate } from './dates';

/**
 * A staff queue's service level (issue 28 item 3): an item that arrived on an agency day is due
 * `businessDays` business days later (weekends and the agency's holidays not counted), and past
 * its service level from the day after. Pure: days in, days out (the agency's days, tax-year.ts).
 */

/** `days` business days after `date` (0: the date itself, or the next business day when it is not one). */
export function addBusinessDays(date: IsoDate, days: number, holidays: readonly IsoDate[] = []): IsoDate {
  const open = (d: IsoDate) => !isWeekend(d) && !holidays.includes(d);
  let current = date;
  while (!open(current)) current = addDays(current, 1);
  for (let left = days; left > 0;) {
    current = addDays(current, 1);
    if (open(current)) left -= 1;
  }
  return current;
}

export interface ServiceAge {
  /** Whole calendar days since it arrived (0 on the day itself). */
  ageDays: number;
  /** The last agency day of its service level. */
  dueBy: IsoDate;
  /** Today is after `dueBy`. */
  overdue: boolean;
}

/** How old an item is on `today` and when it is due, by its queue's service level. */
export function serviceAge(
  arrived: IsoDate,
  today: IsoDate,
  businessDays: number,
  holidays: readonly IsoDate[] = [],
): ServiceAge {
  const dueBy = addBusinessDays(arrived, businessDays, holidays);
  return {
    ageDays: Math.max(0, daysBetween(arrived, today)),
    dueBy,
    overdue: compareDates(today, dueBy) > 0,
  };
}

/**
 * The last arrival day whose items are past their service level on `today` (every item that
 * arrived on or before it is overdue; none after it is), so a database can count them with one
 * comparison. Due-by dates never move back as the arrival day moves forward, so walking back
 * from yesterday finds it.
 */
export function overdueThrough(
  today: IsoDate,
  businessDays: number,
  holidays: readonly IsoDate[] = [],
): IsoDate {
  let day = addDays(today, -1);
  while (compareDates(addBusinessDays(day, businessDays, holidays), today) >= 0) day = addDays(day, -1);
  return day;
}
