import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { futureDates, periodNotEnded, yearOutside } from './filing-rules';
import { billingStatementYears } from './penalty-interest';
import { employersReturnYears } from './withholding';

// 24 November 2026, 10:00 in Ohio: tax year 2025, calendar year 2026.
const clock = fixedClock(new Date('2026-11-24T15:00:00Z'));

describe('filing rules (issue 13: out of the route handlers)', () => {
  it('the employer’s return takes the calendar year under way and the three before it', () => {
    expect(employersReturnYears(clock)).toEqual({ first: 2023, last: 2026 });
    expect(yearOutside(2022, employersReturnYears(clock))).toEqual({
      field: 'taxYear',
      message: 'Tax year must be between 2023 and 2026.',
    });
    expect(yearOutside(2026, employersReturnYears(clock))).toBeNull();
  });

  it('the billing statement takes the current tax year and the years back the agency sets', () => {
    expect(billingStatementYears(clock, 5)).toEqual({ first: 2020, last: 2025 });
    expect(yearOutside(2026, billingStatementYears(clock, 5))?.message).toBe(
      'Tax year must be between 2020 and 2025.',
    );
  });

  it('a period still under way cannot be reported; the one just ended can', () => {
    const asOf = '2026-11-24';
    expect(periodNotEnded({ taxYear: 2026, frequency: 'monthly', period: 11 }, asOf)).toEqual({
      field: 'period',
      message: 'You can file for a month once it has ended.',
    });
    expect(periodNotEnded({ taxYear: 2026, frequency: 'monthly', period: 10 }, asOf)).toBeNull();
    expect(periodNotEnded({ taxYear: 2026, frequency: 'quarterly', period: 4 }, asOf)?.message).toBe(
      'You can file for a quarter once it has ended.',
    );
    expect(periodNotEnded({ taxYear: 2026, frequency: 'quarterly', period: 3 }, asOf)).toBeNull();
  });

  it('payments and the return date cannot be after today in Ohio, each named by its field', () => {
    expect(
      futureDates(
        { payments: [{ date: '2026-11-24' }, { date: '2026-11-25' }], returnFiledDate: '2026-12-01' },
        clock,
      ),
    ).toEqual([
      { field: 'payments.1.date', message: 'Payment date cannot be in the future.' },
      { field: 'returnFiledDate', message: 'Date the return was filed cannot be in the future.' },
    ]);
    // 11 p.m. on 24 November in Ohio is already the 25th in UTC: the 24th is still today.
    const lateEvening = fixedClock(new Date('2026-11-25T04:00:00Z'));
    expect(futureDates({ payments: [{ date: '2026-11-24' }] }, lateEvening)).toEqual([]);
  });
});
