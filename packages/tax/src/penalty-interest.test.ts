import { renderMessage as english } from '@efile/contracts/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { DEFAULT_AGENCY_CONFIG } from './config';
import { agencyToday } from './dates';
import { splitIntoInstallments } from './estimate';
import { INTEREST_RATES, MissingInterestRateError, interestRate } from './interest-rates';
import {
  annualReturnDueDate,
  computePenaltyAndInterest,
  installmentLiabilities,
  type Liability,
  type PenaltyInterestInput,
} from './penalty-interest';
import { lineAmount, worksheetProblems } from './worksheet';

const liability = (over: Partial<Liability>): Liability => ({
  kind: 'income',
  label: '2024 return',
  amount: 25_000,
  dueDate: '2025-04-15',
  payments: [],
  ...over,
});

function compute(input: PenaltyInterestInput) {
  const r = computePenaltyAndInterest(input);
  expect(worksheetProblems(r.worksheet)).toEqual([]);
  return r;
}

describe('ORC 718.27 interest rates', () => {
  it('has the published yearly rates, each with its source', () => {
    const rates = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026].map(
      (y) => interestRate(y).rate,
    );
    expect(rates).toEqual([500, 600, 600, 700, 700, 500, 500, 700, 1_000, 1_000, 900]);
    for (const entry of INTEREST_RATES) expect(entry.source).toMatch(/ORC 718\.27/);
  });

  it('2026 is 9 %: the July 2025 federal short-term rate, 4 %, plus 5 % (ORC 718.27(A))', () => {
    // ORC 718.27(A): July 2025 federal short-term rate rounded to a whole percent = 4 %; + 5 % = 9 %
    // = 900 basis points (the IRS Q4-2025 underpayment rate, 7 % = 4 % + 3 %, agrees).
    expect(interestRate(2026)).toMatchObject({ year: 2026, rate: 900 });
    expect(interestRate(2026).source).toMatch(/July 2025 federal short-term rate 4 %/);
  });

  it('a year without a published rate is never guessed: before 2016 and after the table', () => {
    expect(() => interestRate(2015)).toThrow(MissingInterestRateError);
    expect(() => interestRate(2027)).toThrow(/no ORC 718.27 interest rate for 2027/);
  });
});

describe('penalty and interest — worked examples', () => {
  it("unpaid 2024 balance billed on 1 February 2026: 2026 months at 9 %, not 2025's 10 %", () => {
    // $250.00 due 15 April 2025, unpaid. Months or parts of a month to 1 Feb 2026: 10
    // (9 starting in 2025, 1 starting 15 Jan 2026). Interest 2025: $250.00 × 10 % / 12 × 9 = $18.75;
    // 2026 (ORC 718.27(A): 4 % + 5 % = 9 %): $250.00 × 9 % / 12 = $1.875 → $1.88 (was $2.08 at 10 %).
    // Late payment 15 % × $250.00 = $37.50. Total $250.00 + $20.63 + $37.50 = $308.13.
    const r = compute({ taxYear: 2024, asOf: '2026-02-01', liabilities: [liability({})] });
    expect(lineAmount(r.worksheet, 'liability.0.interest.2025')).toBe(1_875);
    expect(lineAmount(r.worksheet, 'liability.0.interest.2026')).toBe(188);
    expect(r.totals).toEqual({ tax: 25_000, interest: 2_063, penalty: 3_750, total: 30_813 });
    expect(r.notices).toEqual([]);
  });

  it('interest reaching into a year without a published rate says so instead of guessing', () => {
    // Due 15 April 2025, statement 1 February 2027: month 22 starts 15 January 2027, a year the
    // agency has entered no rate for.
    expect(() =>
      computePenaltyAndInterest({ taxYear: 2024, asOf: '2027-02-01', liabilities: [liability({})] }),
    ).toThrow(MissingInterestRateError);
  });

  it('a partial payment lowers the base from the next month', () => {
    // $1,000.00 due 15 April 2025; $400.00 paid 20 May 2025; statement 1 July 2025.
    // Month 1 (to 15 May) on $1,000.00; month 2 (to 15 June, payment inside it) on $1,000.00;
    // month 3 (from 15 June) on $600.00. ($1,000 + $1,000 + $600) × 10 % / 12 = $21.666… → $21.67.
    // Penalty 15 % of the $1,000.00 not paid by the due date = $150.00. Tax still unpaid $600.00.
    const r = compute({
      taxYear: 2024,
      asOf: '2025-07-01',
      liabilities: [liability({ amount: 100_000, payments: [{ date: '2025-05-20', amount: 40_000 }] })],
    });
    expect(r.totals).toEqual({ tax: 60_000, interest: 2_167, penalty: 15_000, total: 77_167 });
  });

  it('interest across a change of rate: 7 % in 2023, 10 % in 2024', () => {
    // $100.00 due 18 April 2023, statement 1 June 2024: 14 months or parts; 9 start in 2023 (Apr–Dec),
    // 5 in 2024. 2023: $100 × 7 % / 12 × 9 = $5.25. 2024: $100 × 10 % / 12 × 5 = $4.1666… → $4.17.
    const r = compute({
      taxYear: 2022,
      asOf: '2024-06-01',
      liabilities: [liability({ amount: 10_000, dueDate: '2023-04-18' })],
    });
    expect(lineAmount(r.worksheet, 'liability.0.interest.2023')).toBe(525);
    expect(lineAmount(r.worksheet, 'liability.0.interest.2024')).toBe(417);
  });

  it('nothing on or before the due date, and nothing when paid on time', () => {
    expect(compute({ taxYear: 2024, asOf: '2025-04-15', liabilities: [liability({})] }).totals).toEqual({
      tax: 25_000,
      interest: 0,
      penalty: 0,
      total: 25_000,
    });
    const paid = liability({ payments: [{ date: '2025-04-15', amount: 25_000 }] });
    expect(compute({ taxYear: 2024, asOf: '2026-01-01', liabilities: [paid] }).totals.total).toBe(0);
  });

  it('unpaid withholding: 50 % penalty', () => {
    // $400.00 withholding due 15 May 2025, unpaid on 16 May: penalty 50 % = $200.00, one month $3.33
    const w = liability({
      kind: 'withholding',
      label: 'April withholding',
      amount: 40_000,
      dueDate: '2025-05-15',
    });
    const r = compute({ taxYear: 2025, asOf: '2025-05-16', liabilities: [w] });
    expect(r.totals).toEqual({ tax: 40_000, interest: 333, penalty: 20_000, total: 60_333 });
  });

  it('late filing before 2023: $25 a month or part, at most $150', () => {
    // 2021 return due 18 April 2022, filed 1 July 2022: 3 months or parts → $75.00; filed a year late → $150.00
    const filing = { returnDueDate: '2022-04-18', filedDate: '2022-07-01', priorFailuresToFile: 0 };
    const onTime = compute({ taxYear: 2021, asOf: '2022-07-01', liabilities: [], lateFiling: filing });
    expect(onTime.totals.penalty).toBe(7_500);
    const late = compute({
      taxYear: 2021,
      asOf: '2023-06-01',
      liabilities: [],
      lateFiling: { ...filing, filedDate: null },
    });
    expect(late.totals.penalty).toBe(15_000);
  });

  it('late filing from tax year 2023: $25 per failure, the first abated', () => {
    const filing = { returnDueDate: '2025-04-15', filedDate: '2025-09-01', priorFailuresToFile: 0 };
    const first = compute({ taxYear: 2024, asOf: '2025-09-01', liabilities: [], lateFiling: filing });
    expect(first.totals.penalty).toBe(0);
    expect(english(first.worksheet.lines.find((l) => l.id === 'lateFilingPenalty')?.note ?? '')).toMatch(
      /abated/,
    );
    const second = compute({
      taxYear: 2024,
      asOf: '2025-09-01',
      liabilities: [],
      lateFiling: { ...filing, priorFailuresToFile: 1 },
    });
    expect(second.totals.penalty).toBe(2_500);
    const filedOnTime = { ...filing, filedDate: '2025-04-15', priorFailuresToFile: 3 };
    expect(
      compute({ taxYear: 2024, asOf: '2025-09-01', liabilities: [], lateFiling: filedOnTime }).totals.penalty,
    ).toBe(0);
  });

  it('tax year 2020 paid and filed on 17 May 2021 owes nothing (it was billed $150 + 15 % + interest)', () => {
    // ORC 718.05(G): due on the federal date, 17 May 2021. $500.00 paid and the return filed that
    // day → unpaid on the due date $0.00; penalty 15 % × $0.00 = $0.00; no month of interest; no
    // late filing. With 15 April 2021 it was 2 months late: $50 late filing, $75.00 penalty, interest.
    const dueDate = annualReturnDueDate(2020);
    const r = compute({
      taxYear: 2020,
      asOf: '2021-09-01',
      liabilities: [
        liability({ amount: 50_000, dueDate, payments: [{ date: '2021-05-17', amount: 50_000 }] }),
      ],
      lateFiling: { returnDueDate: dueDate, filedDate: '2021-05-17', priorFailuresToFile: 0 },
    });
    expect(r.totals).toEqual({ tax: 0, interest: 0, penalty: 0, total: 0 });
  });

  it('computes at the clock date, in the agency time zone', () => {
    const asOf = agencyToday(fixedClock('2025-04-16T02:00:00Z')); // still 15 April in Ohio
    expect(compute({ taxYear: 2024, asOf, liabilities: [liability({})] }).totals.penalty).toBe(0);
  });

  it('annual return due dates follow the federal date for every year the billing statement takes (ORC 718.05(G))', () => {
    // TAX-FACTS "Annual return due dates": 2019 → 15 July 2020; 2020 → 17 May 2021 (not 15 April
    // 2021); 2021 → 18 April 2022 (not Friday 15 April 2022); 2022 → 18 April 2023. 2023–2025: 15
    // April 2024 (Mon), 2025 (Tue), 2026 (Wed).
    expect([2019, 2020, 2021, 2022, 2023, 2024, 2025].map((y) => annualReturnDueDate(y))).toEqual([
      '2020-07-15',
      '2021-05-17',
      '2022-04-18',
      '2023-04-18',
      '2024-04-15',
      '2025-04-15',
      '2026-04-15',
    ]);
    // 15 April 2029 is a Sunday → Monday 16 April
    expect(annualReturnDueDate(2028)).toBe('2029-04-16');
  });
});

describe('estimate installments as liabilities', () => {
  it('applies payments to the earliest installment first', () => {
    // $250.00 in four installments of $62.50; $100.00 paid 15 April fills Q1 and $37.50 of Q2
    const { installments } = splitIntoInstallments(25_000, 2025, DEFAULT_AGENCY_CONFIG);
    const { liabilities, unapplied } = installmentLiabilities(installments, [
      { date: '2025-04-15', amount: 10_000 },
    ]);
    expect(liabilities.map((l) => l.payments.reduce((s, p) => s + p.amount, 0))).toEqual([
      6_250, 3_750, 0, 0,
    ]);
    expect(unapplied).toBe(0);
    // On 1 July: Q2 ($62.50 due 16 June) is $25.00 short: 15 % = $3.75 and one month $0.21
    const r = compute({ taxYear: 2025, asOf: '2025-07-01', liabilities });
    expect(lineAmount(r.worksheet, 'liability.1.latePaymentPenalty')).toBe(375);
    expect(lineAmount(r.worksheet, 'liability.1.interest')).toBe(21);
  });

  it('property: every payment cent lands on one installment or is left unapplied', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(
          fc.record({
            date: fc.constantFrom('2025-04-01', '2025-07-01', '2026-02-01'),
            amount: fc.integer({ min: 0, max: 5_000_000 }),
          }),
          { maxLength: 5 },
        ),
        (total, payments) => {
          const { installments } = splitIntoInstallments(total, 2025);
          const { liabilities, unapplied } = installmentLiabilities(installments, payments);
          const applied = liabilities.flatMap((l) => l.payments).reduce((s, p) => s + p.amount, 0);
          expect(applied + unapplied).toBe(payments.reduce((s, p) => s + p.amount, 0));
          liabilities.forEach((l) =>
            expect(l.payments.reduce((s, p) => s + p.amount, 0)).toBeLessThanOrEqual(l.amount),
          );
        },
      ),
    );
  });
});

describe('penalty and interest — invariants (fast-check)', () => {
  // 2023-01-01 … 2026-01-01, plus at most 364 days: the years with a published rate.
  const arbDate = fc
    .integer({ min: 0, max: 1_095 })
    .map((d) => new Date(Date.UTC(2023, 0, 1 + d)).toISOString().slice(0, 10));
  const arbLiability = fc.record({
    kind: fc.constantFrom('income' as const, 'estimated' as const, 'withholding' as const),
    label: fc.constant('Tax'),
    amount: fc.integer({ min: 0, max: 100_000_000 }),
    dueDate: arbDate,
    payments: fc.array(fc.record({ date: arbDate, amount: fc.integer({ min: 0, max: 50_000_000 }) }), {
      maxLength: 3,
    }),
  });

  it('amounts are never negative, add up, and interest never falls as time passes', () => {
    fc.assert(
      fc.property(
        fc.array(arbLiability, { maxLength: 3 }),
        arbDate,
        fc.integer({ min: 0, max: 364 }),
        (liabilities, asOf, later) => {
          const a = compute({ taxYear: 2023, asOf, liabilities });
          const { tax, interest, penalty, total } = a.totals;
          expect(Math.min(tax, interest, penalty)).toBeGreaterThanOrEqual(0);
          expect(total).toBe(tax + interest + penalty);
          const next = new Date(Date.parse(`${asOf}T00:00:00Z`) + later * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const b = compute({ taxYear: 2023, asOf: next, liabilities });
          expect(b.totals.interest).toBeGreaterThanOrEqual(interest);
          expect(b.totals.penalty).toBeGreaterThanOrEqual(penalty);
        },
      ),
    );
  });
});
