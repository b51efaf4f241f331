import { describe, expect, it } from 'vitest';
import { defaultPeriod, latestEndedPeriod } from './periods';

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
