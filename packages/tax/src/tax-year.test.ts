import { describe, expect, it } from 'vitest';
import { fixedClock, offsetClock, systemClock } from './clock';
import { calendarYear, currentTaxYear, fileableTaxYears } from './tax-year';

describe('currentTaxYear', () => {
  it('is the calendar year minus one', () => {
    expect(currentTaxYear(fixedClock('2026-11-22T12:00:00Z'))).toBe(2025);
  });

  it('reads the year in the agency time zone, not UTC', () => {
    // 03:00 UTC on 1 January is still 31 December in Ohio.
    expect(calendarYear(fixedClock('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(currentTaxYear(fixedClock('2027-01-01T03:00:00Z'))).toBe(2025);
    expect(currentTaxYear(fixedClock('2027-01-01T06:00:00Z'))).toBe(2026);
  });

  it('rejects an invalid fixed date', () => {
    expect(() => fixedClock('not a date')).toThrow(/invalid date/);
  });

  it('an offset clock starts at the given instant and moves on', () => {
    const clock = offsetClock('2030-04-15T12:00:00Z', systemClock);
    const t = clock.now().getTime();
    expect(Math.abs(t - Date.parse('2030-04-15T12:00:00Z'))).toBeLessThan(1000);
  });
});

describe('fileableTaxYears', () => {
  it('is the current tax year and the year before', () => {
    expect(fileableTaxYears(fixedClock('2026-03-01T12:00:00Z'))).toEqual([2025, 2024]);
  });
});
