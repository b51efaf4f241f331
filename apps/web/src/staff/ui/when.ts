/**
 * Times as the console tells them (issue 28 item 1): in the agency's time zone, whatever the
 * browser's, with the zone named — a clerk on the phone reads the caller's day, not UTC's.
 */
const AGENCY_TIME_ZONE = 'America/New_York';

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});
const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'short' });
const dayOfInstant = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: AGENCY_TIME_ZONE });
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant with its time: "Nov 2, 2026, 10:15 AM EST". */
export function when(iso: string): string {
  const at = new Date(iso);
  const zone = zoneName.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return `${dateTime.format(at)} ${zone}`.trim();
}

/** An instant's day in the agency's time zone: "Nov 2, 2026". */
export const dayOf = (iso: string): string => dayOfInstant.format(new Date(iso));

/** A calendar day (YYYY-MM-DD, already the agency's): "Mar 9, 2026". */
export const dayText = (day: string): string => calendarDay.format(new Date(`${day}T12:00:00Z`));
