import { renderMessage as english } from '@efile/contracts/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAnnualReturn, type AnnualReturnInput } from './annual-return';
import {
  AGENCY_BUSINESS_ESTIMATE_SCHEDULE,
  AGENCY_ESTIMATE_SCHEDULE,
  DEFAULT_AGENCY_CONFIG,
  ORC_BUSINESS_ESTIMATE_SCHEDULE,
  ORC_ESTIMATE_SCHEDULE,
  type AgencyConfig,
} from './config';
import { computeEstimate, splitIntoInstallments } from './estimate';
import { apportion, roundCents, type Rounding } from './money';
import { computeNetProfitEstimate } from './net-profit-estimate';
import { computePenaltyAndInterest } from './penalty-interest';
import { municipalities } from './tables';
import { computeWithholding } from './withholding';
import { lineAmount, worksheetProblems, type Worksheet } from './worksheet';

/**
 * ORC 718.25 whole-dollar rounding and the conservation of amounts (issue 9 item 8): with the
 * agency's whole-dollar option every amount on a document is rounded — the entered ones too — and
 * in both modes amounts are never negative and parts add up to their totals.
 * Property runs: TAX_PROPERTY_RUNS (default 100).
 */
const RUNS = Number(process.env.TAX_PROPERTY_RUNS ?? 100);
const TIMEOUT = 5_000 + RUNS * 20;
const WHOLE: AgencyConfig = { ...DEFAULT_AGENCY_CONFIG, rounding: 'whole-dollars' };
const MODES: readonly Rounding[] = ['cents', 'whole-dollars'];

function wholeDollarLines(worksheet: Worksheet<string>): number[] {
  return worksheet.lines.map((l) => l.amount).filter((a): a is number => typeof a === 'number');
}

describe('whole dollars (ORC 718.25) — worked examples', () => {
  it('installments of $0.90 are never negative: the total is rounded first', () => {
    // Whole dollars, agency schedule. Before: 25 % × $0.90 = $0.225 → $0; 50 % = $0.45 → $0;
    // 75 % = $0.675 → $1.00; 100 % = $0.90 → installments $0, $0, $1.00, −$0.10.
    // Now: $0.90 → $1.00 first (ORC 718.25: 90 cents ≥ 50 cents → next dollar); 25 % = $0.25 → $0;
    // 50 % = $0.50 → $1; 75 % = $0.75 → $1; 100 % = $1 → installments $0, $1, $0, $0 = $1.00.
    const split = splitIntoInstallments(90, 2025, WHOLE);
    expect(split.installments.map((i) => i.amountDue)).toEqual([0, 100, 0, 0]);
    expect(split.total).toBe(100);
    expect(split.dueWithAnnualReturn).toBe(0);
  });

  it('billing statement: the entered tax and payments are rounded, so every line is whole dollars', () => {
    // $1,000.40 → $1,000 due 15 April 2025; $400.60 → $401 paid 1 August 2025; as of 2 March 2026.
    // Interest 2025: (4 months × $1,000 + 5 × $599) × 10 % / 12 = $58.29 → $58; 2026: 2 × $599 ×
    // 9 % / 12 = $8.985 → $9. Penalty 15 % × $1,000 = $150. Tax $599. Total $599 + $67 + $150 = $816.
    // (Before, the tax line kept cents: $1,000.40 − $400.60 = $599.80.)
    const r = computePenaltyAndInterest(
      {
        taxYear: 2024,
        asOf: '2026-03-02',
        liabilities: [
          {
            kind: 'income',
            label: '2024 tax',
            amount: 100_040,
            dueDate: '2025-04-15',
            payments: [{ date: '2025-08-01', amount: 40_060 }],
          },
        ],
      },
      WHOLE,
    );
    expect(r.totals).toEqual({ tax: 59_900, interest: 6_700, penalty: 15_000, total: 81_600 });
    for (const amount of wholeDollarLines(r.worksheet)) expect(amount % 100).toBe(0);
  });

  it("employer's return: wages, tax withheld and adjustments are rounded", () => {
    // Cleveland Q1 2025: withheld $1,000.49 → $1,000; adjustment +$0.50 → $1; due $1,001 (was
    // $1,000.99). Wages $40,000.40 → $40,000; the check 2.5 % × $40,000 = $1,000.
    const r = computeWithholding(
      {
        taxYear: 2025,
        frequency: 'quarterly',
        period: 1,
        cities: [
          {
            city: 'cleveland',
            wages: 4_000_040,
            taxWithheld: 100_049,
            adjustments: [{ kind: 'add', amount: 50, explanation: 'March correction' }],
          },
        ],
        residenceTaxWithheld: [],
        asOf: '2025-04-10',
      },
      WHOLE,
    );
    if (!r.ok) throw new Error(r.error.code);
    expect(r.taxDue).toBe(100_100);
    expect(r.total).toBe(100_100);
    for (const amount of wholeDollarLines(r.worksheet)) expect(amount % 100).toBe(0);
  });

  it('net profit estimate: the entered net profit is rounded before the rate', () => {
    // $8,019.80 → $8,020; 2.5 % × $8,020 = $200.50 → $201 (before: 2.5 % × $8,019.80 = $200.495 →
    // $200). Business schedule: $50.25 → $50, $100.50 → $101, $150.75 → $151, $201; installments
    // $50, $51, $50, $50 = $201, the fourth on 15 December 2026.
    const r = computeNetProfitEstimate(
      { taxYear: 2026, cities: [{ city: 'cleveland', netProfit: 801_980 }] },
      WHOLE,
    );
    if (!r.ok) throw new Error(r.error.code);
    expect(r.estimatedTax).toBe(20_100);
    expect(r.installments.map((i) => [i.dueDate, i.amountDue])).toEqual([
      ['2026-04-15', 5_000],
      ['2026-06-15', 5_100],
      ['2026-09-15', 5_000],
      ['2026-12-15', 5_000],
    ]);
  });

  it('per-W-2 credit lines tie to the credit total', () => {
    // Cleveland resident (2.5 %), whole dollars; two W-2s of $100 each in Dalton (1.5 %), $1.50
    // withheld on each → $2 each when rounded. Credit per W-2 = min(1.5 % × $100 = $1.50, $2) = $1.50.
    // Residence tax 2.5 % × $200 = $5; tax after credit $5 − $3.00 = $2; credit total $5 − $2 = $3.
    // Before: each line $1.50 → $2, lines $4 against a $3 total. Now each line is its share of the
    // $3 (largest remainder, earliest first on a tie): $2 and $1.
    const w2 = {
      employer: 'Acme',
      ein: '340000001',
      wages: 10_000,
      medicareWages: 10_000,
      localWages: 10_000,
    };
    const r = computeAnnualReturn(
      {
        taxYear: 2025,
        residenceCityCode: 'cleveland',
        w2s: [
          { ...w2, localTaxWithheld: 150, localityCode: 'dalton' },
          { ...w2, localTaxWithheld: 150, localityCode: 'dalton' },
        ],
        form1099s: [],
        estimatesPaid: 0,
        priorYearCredit: 0,
      },
      undefined,
      WHOLE,
    );
    if (!r.ok) throw new Error(r.error.code);
    expect(r.totals).toMatchObject({ residenceTax: 500, workCityCredit: 300, taxAfterCredit: 200 });
    expect(lineAmount(r.worksheet, 'w2.0.workCityCredit')).toBe(200);
    expect(lineAmount(r.worksheet, 'w2.1.workCityCredit')).toBe(100);
    expect(english(r.worksheet.lines.find((l) => l.id === 'workCityCredit')?.note ?? '')).toMatch(
      /largest remainder/,
    );
  });
});

describe('conservation and signs, both rounding modes (fast-check)', () => {
  const SCHEDULES = [
    AGENCY_ESTIMATE_SCHEDULE,
    ORC_ESTIMATE_SCHEDULE,
    AGENCY_BUSINESS_ESTIMATE_SCHEDULE,
    ORC_BUSINESS_ESTIMATE_SCHEDULE,
  ];

  it(
    'installments are never negative and sum to the total in both rounding modes',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1_000_000_000 }),
          fc.constantFrom(...MODES),
          fc.constantFrom(...SCHEDULES),
          (total, rounding, schedule) => {
            const config = { ...DEFAULT_AGENCY_CONFIG, rounding };
            const split = splitIntoInstallments(total, 2025, config, schedule);
            const amounts = [...split.installments.map((i) => i.amountDue), split.dueWithAnnualReturn];
            expect(amounts.every((a) => a >= 0)).toBe(true);
            expect(amounts.reduce((a, b) => a + b, 0)).toBe(roundCents(total, rounding));
            if (rounding === 'whole-dollars') expect(amounts.every((a) => a % 100 === 0)).toBe(true);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'apportion: the parts are never negative and add up to the total',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { minLength: 1, maxLength: 6 }),
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.constantFrom(...MODES),
          (weights, raw, rounding) => {
            const total = weights.some((w) => w > 0n) ? roundCents(raw, rounding) : 0;
            const parts = apportion(total, weights, rounding);
            expect(parts.every((p) => p >= 0)).toBe(true);
            expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  const cents = fc.integer({ min: 0, max: 50_000_000 });
  const arbReturn = (year: number): fc.Arbitrary<AnnualReturnInput> =>
    fc.record({
      taxYear: fc.constant(year),
      residenceCityCode: fc.constantFrom(...municipalities(year).map((m) => m.code)),
      w2s: fc.array(
        fc.record({
          employer: fc.constant('Acme'),
          ein: fc.constant('340000001'),
          wages: cents,
          medicareWages: cents,
          localWages: cents,
          localTaxWithheld: fc.integer({ min: 0, max: 2_000_000 }),
          localityCode: fc.option(fc.constantFrom(...municipalities(year).map((m) => m.code), 'parma'), {
            nil: null,
          }),
          // A box 20 naming no member city needs the taxpayer's choice (issue 9 item 6); either answer.
          localityChoice: fc.constantFrom('outside', ...municipalities(year).map((m) => m.code)),
        }),
        { maxLength: 5 },
      ),
      form1099s: fc.constant([]),
      estimatesPaid: cents,
      priorYearCredit: cents,
    });

  it(
    'annual return: no negative line, credit ≤ residence tax, per-line credits tie to the total',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(2016, 2024, 2025).chain(arbReturn),
          fc.constantFrom(...MODES),
          (input, rounding) => {
            const r = computeAnnualReturn(input, undefined, { ...DEFAULT_AGENCY_CONFIG, rounding });
            if (!r.ok) throw new Error(r.error.code);
            expect(wholeDollarLines(r.worksheet).every((a) => a >= 0)).toBe(true);
            expect(r.totals.workCityCredit).toBeLessThanOrEqual(r.totals.residenceTax);
            const perLine = r.worksheet.lines
              .filter((l) => /^(w2|form1099)\.\d+\.workCityCredit$/.test(l.id))
              .reduce((sum, l) => sum + l.amount, 0);
            expect(perLine).toBe(r.totals.workCityCredit);
            expect(worksheetProblems(r.worksheet)).toEqual([]);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'estimate, net profit estimate, employer return and statement: no negative amount anywhere',
    () => {
      fc.assert(
        fc.property(cents, cents, fc.constantFrom(...MODES), fc.boolean(), (a, b, rounding, withheld) => {
          const config = { ...DEFAULT_AGENCY_CONFIG, rounding };
          const sheets: Worksheet<string>[] = [];
          const estimate = computeEstimate(
            {
              taxYear: 2025,
              residenceCityCode: 'cleveland',
              incomes: [
                { description: 'Job', income: a, workCityCode: null, workCityTaxWithheld: withheld },
                { description: 'Side', income: b, workCityCode: 'dalton', workCityTaxWithheld: withheld },
              ],
              priorYearCredit: b % 50_000,
              residentOnJanuary1: true,
            },
            undefined,
            config,
          );
          const profit = computeNetProfitEstimate(
            {
              taxYear: 2026,
              cities: [
                { city: 'cleveland', netProfit: a },
                { city: 'burton', netProfit: b },
              ],
            },
            config,
          );
          const employer = computeWithholding(
            {
              taxYear: 2025,
              frequency: 'monthly',
              period: 3,
              cities: [{ city: 'cleveland', wages: a, taxWithheld: b, adjustments: [] }],
              residenceTaxWithheld: [{ city: 'burton', amount: a % 10_000 }],
              asOf: '2025-09-01',
            },
            config,
          );
          const statement = computePenaltyAndInterest(
            {
              taxYear: 2024,
              asOf: '2026-03-02',
              liabilities: [
                {
                  kind: 'income',
                  label: 'Tax',
                  amount: a,
                  dueDate: '2025-04-15',
                  payments: [{ date: '2025-06-01', amount: b }],
                },
              ],
            },
            config,
          );
          for (const r of [estimate, profit, employer]) if (r.ok) sheets.push(r.worksheet);
          sheets.push(statement.worksheet);
          for (const sheet of sheets) {
            for (const amount of wholeDollarLines(sheet)) {
              expect(amount).toBeGreaterThanOrEqual(0);
              if (rounding === 'whole-dollars') expect(amount % 100).toBe(0);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
