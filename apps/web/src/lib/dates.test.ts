import { describe, expect, it } from 'vitest';
import { longDate, longDateTime, longDayOf } from './dates';

describe('dates written out (issue 14 item 5), in the agency’s time zone', () => {
  it('writes a calendar date out', () => {
    expect(longDate('2026-04-15')).toBe('April 15, 2026');
  });

  it('tells an instant as the agency’s clock read it, with the zone', () => {
    expect(longDateTime('2026-03-02T15:15:00Z')).toBe('March 2, 2026 at 10:15 AM EST');
    expect(longDateTime('2026-07-01T03:30:00Z')).toBe('June 30, 2026 at 11:30 PM EDT');
  });

  it('gives the agency’s day of an instant', () => {
    expect(longDayOf('2026-03-03T02:00:00Z')).toBe('March 2, 2026');
  });
});
