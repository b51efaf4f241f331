import { localeOf } from '../i18n/language';

/** A calendar date (YYYY-MM-DD) written out as people read it: "April 15, 2026" ("15 de abril de 2026"). */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeOf(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The agency's time zone (Ohio): when something happened is told as the agency's clock read it. */
const AGENCY_TIME_ZONE = 'America/New_York';

/** An instant written out in the agency's time zone: "March 2, 2026 at 10:15 AM EST". */
export function longDateTime(instant: string): string {
  return new Intl.DateTimeFormat(localeOf(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: AGENCY_TIME_ZONE,
  })
    .format(new Date(instant))
    .concat(
      ' ',
      new Intl.DateTimeFormat(localeOf(), { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'short' })
        .formatToParts(new Date(instant))
        .find((p) => p.type === 'timeZoneName')?.value ?? '',
    )
    .trim();
}

/** An instant's calendar day in the agency's time zone, written out: "March 2, 2026". */
export function longDayOf(instant: string): string {
  return longDate(new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE }).format(new Date(instant)));
}
