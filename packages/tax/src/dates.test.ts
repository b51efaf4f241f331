import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import {
  addMonths,
  ageAtEndOfYear,
  agencyToday,
  daysBetween,
  daysInYear,
  isWeekend,
  monthsOrPart,
  nextBusinessDay,
  parseIsoDate,
} from './dates';

describe('dates', () => {
  it('parses ISO dates and refuses impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => parseIsoDate('2025-02-29')).toThrow(/calendar date/);
    expect(() => parseIsoDate('04/15/2025')).toThrow(/ISO date/);
  });

  it('counts the days between two dates, and the days of a year', () => {
    // 15 April → 15 July 2025: 15 + 31 + 30 + 15 = 91; a leap year's 29 February is a day
    expect(daysBetween('2025-04-15', '2025-07-15')).toBe(91);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-04-16', '2025-04-15')).toBe(-1);
    expect([daysInYear(2024), daysInYear(2025), daysInYear(2100), daysInYear(2000)]).toEqual([
      366, 365, 365, 366,
    ]);
  });

  it('adds months, keeping to the end of a shorter month', () => {
    expect(addMonths('2025-04-15', 1)).toBe('2025-05-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it('counts months or parts of a month after a due date', () => {
    // due 15 April: 16 April → 1; 15 May → 1; 16 May → 2; 15 April itself → 0
    expect(monthsOrPart('2025-04-15', '2025-04-16')).toBe(1);
    expect(monthsOrPart('2025-04-15', '2025-05-15')).toBe(1);
    expect(monthsOrPart('2025-04-15', '2025-05-16')).toBe(2);
    expect(monthsOrPart('2025-04-15', '2025-04-15')).toBe(0);
    expect(monthsOrPart('2025-04-15', '2026-04-15')).toBe(12);
  });

  it('moves a weekend or holiday to the next business day', () => {
    // 15 June 2025 is a Sunday; 15 April 2023 a Saturday and 17 April 2023 a holiday in this test
    expect(isWeekend('2025-06-15')).toBe(true);
    expect(nextBusinessDay('2025-06-15')).toBe('2025-06-16');
    expect(nextBusinessDay('2023-04-15', ['2023-04-17'])).toBe('2023-04-18');
    expect(nextBusinessDay('2025-04-15')).toBe('2025-04-15');
  });

  it("reads today's date in the agency's time zone", () => {
    // 03:00 UTC on 16 April is still 15 April in Ohio
    expect(agencyToday(fixedClock('2025-04-16T03:00:00Z'))).toBe('2025-04-15');
    expect(agencyToday(fixedClock('2025-04-16T12:00:00Z'))).toBe('2025-04-16');
  });

  it("keeps the agency's day right at every minute around the 2026 clock changes (the per-hour memo)", () => {
    const ohio = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
    for (const start of ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z', '2026-12-31T00:00:00Z']) {
      for (let minute = 0; minute < 3 * 24 * 60; minute += 7) {
        const at = new Date(Date.parse(start) + minute * 60_000);
        expect(agencyToday({ now: () => at }), at.toISOString()).toBe(ohio.format(at));
      }
    }
  });

  it('takes the age on 31 December of the tax year', () => {
    expect(ageAtEndOfYear('2007-12-31', 2025)).toBe(18);
    expect(ageAtEndOfYear('2008-01-01', 2025)).toBe(17);
  });
});
