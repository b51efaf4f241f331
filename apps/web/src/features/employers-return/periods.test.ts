import { describe, expect, it } from 'vitest';
import { defaultPeriod, lateNotice, latestEndedPeriod } from './periods';

describe("the employer's return starts on the latest period that has ended (issue 14)", () => {
  it('in November 2026: October 2026, or the third quarter of 2026 (not Q1 2025)', () => {
    expect(latestEndedPeriod('2026-11-24', 'monthly')).toEqual({ taxYear: 2026, period: 10 });
    expect(latestEndedPeriod('2026-11-24', 'quarterly')).toEqual({ taxYear: 2026, period: 3 });
  });

  it('in January and March the latest ended period is in the year before', () => {
    expect(latestEndedPeriod('2026-01-05', 'monthly')).toEqual({ taxYear: 2025, period: 12 });
    expect(latestEndedPeriod('2026-03-31', 'quarterly')).toEqual({ taxYear: 2025, period: 4 });
    expect(latestEndedPeriod('2026-04-01', 'quarterly')).toEqual({ taxYear: 2026, period: 1 });
  });

  it('another year starts on its last period if past, its first if to come', () => {
    expect(defaultPeriod('2026-11-24', 'quarterly', 2025)).toBe(4);
    expect(defaultPeriod('2026-11-24', 'monthly', 2025)).toBe(12);
    expect(defaultPeriod('2026-01-05', 'monthly', 2026)).toBe(1);
    expect(defaultPeriod('2026-11-24', 'monthly', 2026)).toBe(10);
  });
});

describe('a late return says so before Calculate (ORC 718.03 due dates, 718.27 penalty)', () => {
  it('names the due date and the withholding penalty once it has passed', () => {
    // November 2025 by month is due 15 December 2025; the fourth quarter of 2025, 31 January 2026 (a Saturday: rolled to Monday 2 February).
    expect(lateNotice(2025, 'monthly', 11, '2026-03-02')).toBe(
      'This return was due December 15, 2025. Filing now adds interest and a 50 % penalty on the tax due, as Ohio law sets.',
    );
    expect(lateNotice(2025, 'quarterly', 4, '2026-03-02')).toContain('due February 2, 2026.');
  });

  it('says nothing on or before the due date, or for a period that is not one', () => {
    expect(lateNotice(2025, 'monthly', 11, '2025-12-15')).toBeNull();
    expect(lateNotice(2026, 'quarterly', 1, '2026-03-02')).toBeNull();
    expect(lateNotice(2026, 'quarterly', 5, '2026-03-02')).toBeNull();
  });
});
