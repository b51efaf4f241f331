import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_CONFIG, assertAgencyConfig, type AgencyConfig } from './config';
import { addDays, daysBetween, isoDate } from './dates';
import { MissingInterestRateError } from './interest-rates';
import {
  isRefundable,
  overpaymentDate,
  overpayments,
  refundClaimDeadline,
  refundInterest,
  refundNeedsSecondApproval,
  type RefundInterestInput,
} from './refund';

const BY_DAY: AgencyConfig = {
  ...DEFAULT_AGENCY_CONFIG,
  refunds: { ...DEFAULT_AGENCY_CONFIG.refunds, interestCounting: 'day' },
};
const BY_MONTH: AgencyConfig = {
  ...DEFAULT_AGENCY_CONFIG,
  refunds: { ...DEFAULT_AGENCY_CONFIG.refunds, interestCounting: 'month' },
};

/**
 * olive.overpaid's 2024 return: tax $500.00, $1,200.00 withheld and $300.00 of estimates, so
 * $1,000.00 overpaid; due 15 April 2025, filed on 1 March 2025. Withholding and estimates count as
 * paid on the due date, so the overpayment date is 15 April 2025; the later of due and filed is the
 * due date, and 15 April + 90 days = 14 July 2025 (15 days to 30 April, 46 to 31 May, 76 to 30
 * June, 90 on 14 July).
 */
const olive = (issuedOn: string, config: AgencyConfig): RefundInterestInput => ({
  amount: 100_000,
  overpaidOn: '2025-04-15',
  dueDate: '2025-04-15',
  returnFiledOn: '2025-03-01',
  issuedOn,
  config,
});

describe('refund settings', () => {
  it('defaults: $10.00 itself refunded, interest by month or part of a month, a second approval above $500.00', () => {
    const c = assertAgencyConfig(DEFAULT_AGENCY_CONFIG);
    expect(c.refundMinimum).toBe(1_000);
    expect(c.refunds).toEqual({ minimumRule: 'at-least', interestCounting: 'month', approvalLimit: 50_000 });
  });

  it('refuses a negative or fractional approval limit', () => {
    const refunds = { ...DEFAULT_AGENCY_CONFIG.refunds, approvalLimit: -1 };
    expect(() => assertAgencyConfig({ ...DEFAULT_AGENCY_CONFIG, refunds })).toThrow(/approval limit/);
  });
});

describe('the minimum refunded (ORC 718.19; the ordinances)', () => {
  it('\'at-least\': $10.00 is refunded, $9.99 is not ("$10.00 or more")', () => {
    expect(isRefundable(1_000)).toBe(true);
    expect(isRefundable(999)).toBe(false);
    expect(isRefundable(100_000)).toBe(true);
  });

  it('\'more-than\': $10.00 is not refunded, $10.01 is ("more than ten dollars")', () => {
    const config = {
      ...DEFAULT_AGENCY_CONFIG,
      refunds: { ...DEFAULT_AGENCY_CONFIG.refunds, minimumRule: 'more-than' as const },
    };
    expect(isRefundable(1_000, config)).toBe(false);
    expect(isRefundable(1_001, config)).toBe(true);
  });

  it('never $0.00, even with no minimum; never a negative or fractional amount', () => {
    expect(isRefundable(0, { ...DEFAULT_AGENCY_CONFIG, refundMinimum: 0 })).toBe(false);
    expect(() => isRefundable(-100)).toThrow(RangeError);
    expect(() => isRefundable(10.5)).toThrow(RangeError);
  });

  it('a second person approves above $500.00, not at it', () => {
    expect(refundNeedsSecondApproval(50_000)).toBe(false);
    expect(refundNeedsSecondApproval(50_001)).toBe(true);
    expect(refundNeedsSecondApproval(100_000)).toBe(true);
  });
});

describe('the claim window: three years after the tax was due or paid, whichever is later (ORC 718.19)', () => {
  it('paid before the due date: three years after the due date, moved off the weekend', () => {
    // due 15 April 2025; withheld during 2024 → 15 April 2028, a Saturday → Monday 17 April 2028
    expect(refundClaimDeadline({ dueDate: '2025-04-15', paidOn: '2024-12-31' })).toBe('2028-04-17');
    expect(refundClaimDeadline({ dueDate: '2025-04-15' })).toBe('2028-04-17');
    const noRoll = { ...DEFAULT_AGENCY_CONFIG, rollDueDatesToBusinessDay: false };
    expect(refundClaimDeadline({ dueDate: '2025-04-15', paidOn: null }, noRoll)).toBe('2028-04-15');
  });

  it('paid after the due date: three years after the payment', () => {
    // paid 10 July 2025 → 10 July 2028, a Monday
    expect(refundClaimDeadline({ dueDate: '2025-04-15', paidOn: '2025-07-10' })).toBe('2028-07-10');
  });

  it('three years after 29 February is 28 February (here a Sunday, so 1 March)', () => {
    expect(refundClaimDeadline({ dueDate: '2023-04-18', paidOn: '2024-02-29' })).toBe('2027-03-01');
    const noRoll = { ...DEFAULT_AGENCY_CONFIG, rollDueDatesToBusinessDay: false };
    expect(refundClaimDeadline({ dueDate: '2023-04-18', paidOn: '2024-02-29' }, noRoll)).toBe('2027-02-28');
  });
});

describe('the date of the overpayment (ORC 718.19)', () => {
  const dueDate = '2025-04-15';

  it('withholding and estimates count as paid on the due date, whenever they were paid', () => {
    // tax $500.00; $1,200.00 withheld through 2024; estimates paid 15 April 2024 … 15 January 2025
    const payments = [
      { amount: 120_000, paidOn: '2024-12-31', kind: 'withholding' as const },
      { amount: 30_000, paidOn: '2025-01-15', kind: 'estimate' as const },
    ];
    expect(overpaymentDate({ payments, tax: 50_000, dueDate })).toBe('2025-04-15');
    expect(overpayments({ payments, tax: 50_000, dueDate })).toEqual([
      { amount: 100_000, overpaidOn: '2025-04-15' },
    ]);
  });

  it('a later payment overpays on the day it was paid', () => {
    // tax $500.00; $400.00 withheld (due date); $200.00 paid 10 June: total $600.00 > $500.00 on 10 June
    const payments = [
      { amount: 20_000, paidOn: '2025-06-10', kind: 'payment' as const },
      { amount: 40_000, paidOn: '2024-12-31', kind: 'withholding' as const },
    ];
    expect(overpaymentDate({ payments, tax: 50_000, dueDate })).toBe('2025-06-10');
  });

  it('a payment before the due date counts from the due date', () => {
    // $600.00 paid with an early return on 1 March 2025, tax $500.00: overpaid on 15 April, not 1 March
    const payments = [{ amount: 60_000, paidOn: '2025-03-01', kind: 'payment' as const }];
    expect(overpaymentDate({ payments, tax: 50_000, dueDate })).toBe('2025-04-15');
  });

  it('paying exactly the tax is no overpayment; the next payment is', () => {
    const payments = [
      { amount: 50_000, paidOn: '2025-04-15', kind: 'payment' as const },
      { amount: 50_000, paidOn: '2025-05-02', kind: 'payment' as const },
    ];
    expect(overpaymentDate({ payments, tax: 50_000, dueDate })).toBe('2025-05-02');
    expect(() => overpaymentDate({ payments: payments.slice(0, 1), tax: 50_000, dueDate })).toThrow(
      /do not exceed the tax/,
    );
  });

  it('an overpayment built up in parts: each part with its own day', () => {
    // tax $500.00; $600.00 withheld → $100.00 over on 15 April; the $500.00 balance paid twice,
    // on 10 and 12 June → the second $500.00 over on 12 June (the first went on the $100.00 already over)
    const payments = [
      { amount: 60_000, paidOn: '2024-12-31', kind: 'withholding' as const },
      { amount: 50_000, paidOn: '2025-06-12', kind: 'payment' as const },
      { amount: 50_000, paidOn: '2025-06-10', kind: 'payment' as const },
    ];
    expect(overpayments({ payments, tax: 50_000, dueDate })).toEqual([
      { amount: 10_000, overpaidOn: '2025-04-15' },
      { amount: 50_000, overpaidOn: '2025-06-10' },
      { amount: 50_000, overpaidOn: '2025-06-12' },
    ]);
  });
});

describe('interest on a late refund — hand-worked (issue 27 "Done when")', () => {
  for (const [mode, config] of [
    ['by day', BY_DAY],
    ['by month', BY_MONTH],
  ] as const) {
    it(`${mode}: issued on day 90 (14 July 2025) — no interest`, () => {
      const r = refundInterest(olive('2025-07-14', config));
      expect(r).toEqual({
        interestFreeUntil: '2025-07-14',
        interestFrom: '2025-04-15',
        interest: 0,
        lines: [],
      });
    });
  }

  it('by day: issued on day 91 (15 July 2025) — interest from the overpayment date, not from day 91', () => {
    // 15 April → 15 July 2025: 91 days (16 April … 15 July), all at 2025's 10 %.
    // $1,000.00 × 10 % × 91 / 365 = $100.00 × 91 / 365 = $24.931… → $24.93
    const r = refundInterest(olive('2025-07-15', BY_DAY));
    expect(r.interest).toBe(2_493);
    expect(r.lines).toEqual([
      { year: 2025, rate: 1_000, from: '2025-04-16', to: '2025-07-15', days: 91, amount: 2_493 },
    ]);
  });

  it('by month: issued on day 91 (15 July 2025) — 3 months', () => {
    // months or parts from 15 April to 15 July: 3 (15 May, 15 June, 15 July), each starting in 2025.
    // $1,000.00 × 10 % / 12 × 3 = $25.00
    const r = refundInterest(olive('2025-07-15', BY_MONTH));
    expect(r.interest).toBe(2_500);
    expect(r.lines).toEqual([
      { year: 2025, rate: 1_000, from: '2025-04-16', to: '2025-07-15', months: 3, amount: 2_500 },
    ]);
  });

  it('by day: a year late (15 April 2026), 2025 at 10 % and 2026 at 9 %', () => {
    // 16 April – 31 December 2025: 15 + 31 + 30 + 31 + 31 + 30 + 31 + 30 + 31 = 260 days;
    // 1 January – 15 April 2026: 31 + 28 + 31 + 15 = 105 days (260 + 105 = 365).
    // 2025: $1,000.00 × 10 % × 260 / 365 = $71.232… → $71.23
    // 2026: $1,000.00 ×  9 % × 105 / 365 = $25.890… → $25.89;  total $97.12
    const r = refundInterest(olive('2026-04-15', BY_DAY));
    expect(r.lines).toEqual([
      { year: 2025, rate: 1_000, from: '2025-04-16', to: '2025-12-31', days: 260, amount: 7_123 },
      { year: 2026, rate: 900, from: '2026-01-01', to: '2026-04-15', days: 105, amount: 2_589 },
    ]);
    expect(r.interest).toBe(9_712);
  });

  it('by month: a year late (15 April 2026), 9 months starting in 2025 and 3 in 2026', () => {
    // 12 months; those starting 15 April … 15 December 2025 (9) at 10 %, 15 January … 15 March 2026 (3) at 9 %.
    // 2025: $1,000.00 × 10 % / 12 × 9 = $75.00;  2026: $1,000.00 × 9 % / 12 × 3 = $22.50;  total $97.50
    const r = refundInterest(olive('2026-04-15', BY_MONTH));
    expect(r.lines).toEqual([
      { year: 2025, rate: 1_000, from: '2025-04-16', to: '2026-01-15', months: 9, amount: 7_500 },
      { year: 2026, rate: 900, from: '2026-01-16', to: '2026-04-15', months: 3, amount: 2_250 },
    ]);
    expect(r.interest).toBe(9_750);
  });

  it('a day into a 13th month: by month a whole month more, by day one day', () => {
    // by month: 13 months, 4 in 2026: $1,000.00 × 9 % / 12 × 4 = $30.00; total $105.00
    expect(refundInterest(olive('2026-04-16', BY_MONTH)).interest).toBe(10_500);
    // by day: 2026 106 days: $90.00 × 106 / 365 = $26.136… → $26.14; total $71.23 + $26.14 = $97.37
    expect(refundInterest(olive('2026-04-16', BY_DAY)).interest).toBe(9_737);
  });

  it('a return filed late moves the 90 days, not the start of interest', () => {
    // Filed 2 June 2025: 90 days after is 31 August (28 days to 30 June, 59 to 31 July, 90 on 31 August).
    // Issued 1 September: interest from 15 April. By day: 139 days (15 + 31 + 30 + 31 + 31 + 1);
    // $100.00 × 139 / 365 = $38.082… → $38.08. By month: 5 months or parts → $1,000 × 10 % / 12 × 5
    // = $41.666… → $41.67.
    const late = (config: AgencyConfig) => ({ ...olive('2025-09-01', config), returnFiledOn: '2025-06-02' });
    expect(refundInterest({ ...late(BY_DAY), issuedOn: '2025-08-31' }).interest).toBe(0);
    const day = refundInterest(late(BY_DAY));
    expect(day.interestFreeUntil).toBe('2025-08-31');
    expect(day.lines).toEqual([
      { year: 2025, rate: 1_000, from: '2025-04-16', to: '2025-09-01', days: 139, amount: 3_808 },
    ]);
    expect(refundInterest(late(BY_MONTH)).interest).toBe(4_167);
  });

  it('a leap year counts 366 days: 2024 at 10 %', () => {
    // $1,000.00 overpaid on 15 April 2024 (2023 return), issued 15 April 2025.
    // 16 April – 31 December 2024: 260 days: $100.00 × 260 / 366 = $71.038… → $71.04
    // 1 January – 15 April 2025: 105 days: $100.00 × 105 / 365 = $28.767… → $28.77; total $99.81
    const r = refundInterest({
      amount: 100_000,
      overpaidOn: '2024-04-15',
      dueDate: '2024-04-15',
      returnFiledOn: '2024-04-01',
      issuedOn: '2025-04-15',
      config: BY_DAY,
    });
    expect(r.lines.map((l) => [l.year, l.days, l.amount])).toEqual([
      [2024, 260, 7_104],
      [2025, 105, 2_877],
    ]);
    expect(r.interest).toBe(9_981);
  });

  it('whole-dollar rounding rounds each line to the dollar (ORC 718.25)', () => {
    // by day, a year late: $71.23 → $71.00, $25.89 → $26.00
    const whole = { ...BY_DAY, rounding: 'whole-dollars' as const };
    expect(refundInterest(olive('2026-04-15', whole)).lines.map((l) => l.amount)).toEqual([7_100, 2_600]);
  });

  it('interest reaching into a year without a published rate says so instead of guessing', () => {
    // By day, 5 January 2027 is a day of 2027. By month, the month from 15 December 2026 to 15
    // January 2027 starts in 2026 (9 %); the one from 15 January 2027 is the first needing 2027's rate.
    expect(() => refundInterest(olive('2027-01-05', BY_DAY))).toThrow(MissingInterestRateError);
    expect(refundInterest(olive('2027-01-15', BY_MONTH)).lines.at(-1)).toMatchObject({
      year: 2026,
      months: 12,
    });
    expect(() => refundInterest(olive('2027-01-16', BY_MONTH))).toThrow(MissingInterestRateError);
  });

  it('an overpayment date before the due date runs from the due date', () => {
    const early = refundInterest({ ...olive('2025-07-15', BY_DAY), overpaidOn: '2025-03-01' });
    expect(early.interestFrom).toBe('2025-04-15');
    expect(early.interest).toBe(2_493);
  });
});

describe('refund interest — invariants (fast-check)', () => {
  const start = Date.UTC(2016, 0, 1);
  const day = (n: number) => {
    const d = new Date(start + n * 86_400_000);
    return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  };
  // Every day from 2016 to the end of 2026 has a published rate.
  const LAST = daysBetween('2016-01-01', '2026-12-31');
  const arb = fc
    .record({
      amount: fc.integer({ min: 0, max: 100_000_000 }),
      due: fc.integer({ min: 0, max: LAST - 400 }),
      filedAfter: fc.integer({ min: -60, max: 200 }),
      overpaidAfter: fc.integer({ min: 0, max: 200 }),
      issued: fc.tuple(fc.integer({ min: 0, max: LAST }), fc.integer({ min: 0, max: LAST })),
      counting: fc.constantFrom<'day' | 'month'>('day', 'month'),
      rounding: fc.constantFrom<'cents' | 'whole-dollars'>('cents', 'whole-dollars'),
    })
    .map((r) => {
      const config: AgencyConfig = {
        ...DEFAULT_AGENCY_CONFIG,
        rounding: r.rounding,
        refunds: { ...DEFAULT_AGENCY_CONFIG.refunds, interestCounting: r.counting },
      };
      const dueDate = day(r.due);
      const [a, b] = r.issued[0] <= r.issued[1] ? r.issued : [r.issued[1], r.issued[0]];
      return {
        base: {
          amount: r.amount,
          dueDate,
          returnFiledOn: addDays(dueDate, r.filedAfter),
          overpaidOn: addDays(dueDate, r.overpaidAfter),
          config,
        },
        earlier: day(a),
        later: day(b),
      };
    });

  it('0 up to interestFreeUntil, never negative, non-decreasing in the issue day; the lines add up', () => {
    fc.assert(
      fc.property(arb, ({ base, earlier, later }) => {
        const one = refundInterest({ ...base, issuedOn: earlier });
        const two = refundInterest({ ...base, issuedOn: later });
        for (const [r, issuedOn] of [
          [one, earlier],
          [two, later],
        ] as const) {
          expect(r.interest).toBeGreaterThanOrEqual(0);
          if (issuedOn <= r.interestFreeUntil) expect(r.interest).toBe(0);
          expect(r.interest).toBe(r.lines.reduce((s, l) => s + l.amount, 0));
          if (r.lines.length > 0 && base.config.refunds.interestCounting === 'day') {
            const days = r.lines.reduce((s, l) => s + (l.days ?? 0), 0);
            expect(days).toBe(daysBetween(r.interestFrom, issuedOn));
          }
        }
        expect(two.interest).toBeGreaterThanOrEqual(one.interest);
      }),
      { numRuns: 300 },
    );
  });
});
