import { renderMessage as english } from '@efile/contracts/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmount, worksheetProblems } from './worksheet';
import { computeWithholding, withholdingDueDate, type WithholdingInput } from './withholding';

/** First quarter of 2025, before its due date: Burton and Cleveland wages, Linndale residents. */
const Q1: WithholdingInput = {
  taxYear: 2025,
  frequency: 'quarterly',
  period: 1,
  cities: [
    { city: 'burton', wages: 3_000_000, taxWithheld: 30_000, adjustments: [] },
    {
      city: 'Cleveland',
      wages: 2_000_000,
      taxWithheld: 50_000,
      adjustments: [
        { kind: 'add', amount: 2_500, explanation: 'under-withheld in March' },
        { kind: 'subtract', amount: 1_000, explanation: 'refunded to an employee' },
      ],
    },
  ],
  residenceTaxWithheld: [{ city: 'linndale', amount: 4_000 }],
  asOf: '2025-04-10',
};

describe('employer withholding (ORC 718.03)', () => {
  it('owes what was withheld, adjusted, plus residence tax withheld — to the cent', () => {
    const result = computeWithholding(Q1);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    // By hand: Burton $300.00; Cleveland $500.00 + $25.00 − $10.00 = $515.00; Linndale residence
    // tax $40.00. Total $855.00, not late (due 30 April 2025, figured on 10 April).
    // The check beside it: Burton 1.00 % × $30,000.00 = $300.00, Cleveland 2.50 % × $20,000.00
    // = $500.00 — both equal what was withheld, so no notice.
    expect(result).toMatchObject({
      dueDate: '2025-04-30',
      taxDue: 85_500,
      interest: 0,
      penalty: 0,
      total: 85_500,
    });
    expect(lineAmount(result.worksheet, 'city.1.taxDue')).toBe(51_500);
    expect(lineAmount(result.worksheet, 'city.0.expectedTax')).toBe(30_000);
    expect(lineAmount(result.worksheet, 'totalWages')).toBe(5_000_000);
    expect(result.notices).toEqual([]);
    expect(worksheetProblems(result.worksheet)).toEqual([]);
  });

  it('is due 15 days after the month, or the last day of the month after the quarter (ORC 718.03(C)(1))', () => {
    // (C)(1)(a) monthly: "not later than fifteen days after the last day of each month" → 15th.
    // (C)(1)(b) quarterly: "not later than the last day of the month following the last month of
    // each calendar quarter" → Q1 30 April, Q2 31 July, Q3 31 October, Q4 31 January (not the 15th).
    expect(withholdingDueDate(2024, 'monthly', 12)).toBe('2025-01-15');
    expect(withholdingDueDate(2025, 'quarterly', 1)).toBe('2025-04-30');
    expect(withholdingDueDate(2025, 'quarterly', 2)).toBe('2025-07-31');
    expect(withholdingDueDate(2025, 'quarterly', 3)).toBe('2025-10-31');
    // 31 January 2026 is a Saturday → Monday 2 February 2026.
    expect(withholdingDueDate(2025, 'quarterly', 4)).toBe('2026-02-02');
    expect(withholdingDueDate(2024, 'quarterly', 4)).toBe('2025-01-31');
    // 15 June 2025 is a Sunday.
    expect(withholdingDueDate(2025, 'monthly', 5)).toBe('2025-06-16');
    expect(() => withholdingDueDate(2025, 'quarterly', 5)).toThrow(RangeError);
  });

  it('adds interest and the 50 % withholding penalty when late', () => {
    const late = computeWithholding({
      ...Q1,
      cities: [{ city: 'cleveland', wages: 4_000_000, taxWithheld: 100_000, adjustments: [] }],
      residenceTaxWithheld: [],
      asOf: '2025-06-20',
    });
    if (!late.ok) throw new Error('not ok');
    // By hand: $1,000.00 due 30 April 2025 (ORC 718.03(C)(1)(b)); months starting 30 Apr and 30 May
    // before 20 June: 2 × 10 % / 12 × $1,000.00 = $16.666… → $16.67; penalty 50 % × $1,000.00 =
    // $500.00. Total $1,516.67.
    expect(late).toMatchObject({ taxDue: 100_000, interest: 1_667, penalty: 50_000, total: 151_667 });
  });

  it('charges interest at the rates it is handed (the agency’s effective rates)', () => {
    const late = computeWithholding(
      {
        ...Q1,
        cities: [{ city: 'cleveland', wages: 4_000_000, taxWithheld: 100_000, adjustments: [] }],
        residenceTaxWithheld: [],
        asOf: '2025-06-20',
      },
      undefined,
      undefined,
      [{ year: 2025, rate: 1_200, source: 'test' }],
    );
    if (!late.ok) throw new Error('not ok');
    // By hand: 2 × 12 % / 12 × $1,000.00 = $20.00.
    expect(late).toMatchObject({ interest: 2_000, total: 152_000 });
  });

  it('says when withholding differs from wages × rate, and refuses what cannot be filed online', () => {
    const off = computeWithholding({
      ...Q1,
      cities: [{ city: 'burton', wages: 3_000_000, taxWithheld: 20_000, adjustments: [] }],
    });
    expect(off.ok && english(off.notices[0]!)).toContain(
      'Burton: the tax withheld ($200.00) differs from wages × 1.00 % ($300.00)',
    );
    expect(
      computeWithholding({
        ...Q1,
        cities: [{ city: 'atlantis', wages: 1, taxWithheld: 0, adjustments: [] }],
      }),
    ).toEqual({
      ok: false,
      error: { code: 'MISSING_TAX_RATE', taxYear: 2025, cityCode: 'atlantis' },
    });
    const negative = computeWithholding({
      ...Q1,
      cities: [
        {
          city: 'burton',
          wages: 0,
          taxWithheld: 1_000,
          adjustments: [{ kind: 'subtract', amount: 5_000, explanation: 'overpaid last quarter' }],
        },
      ],
    });
    expect(negative).toEqual({ ok: false, error: { code: 'NEGATIVE_CITY_TAX', city: 'Burton' } });
  });

  it('keeps every cent: the total is the sum of the cities and residence lines, never negative', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, cents, cents), { minLength: 1, maxLength: 5 }),
        cents,
        (rows, residence) => {
          const result = computeWithholding({
            ...Q1,
            cities: rows.map(([wages, withheld, added]) => ({
              city: 'cleveland',
              wages,
              taxWithheld: withheld,
              adjustments: [{ kind: 'add' as const, amount: added, explanation: 'x' }],
            })),
            residenceTaxWithheld: [{ city: 'burton', amount: residence }],
          });
          if (!result.ok) return false;
          const expected = rows.reduce((sum, [, w, a]) => sum + w + a, 0) + residence;
          return (
            result.taxDue === expected &&
            result.total === expected &&
            worksheetProblems(result.worksheet).length === 0
          );
        },
      ),
    );
  });
});
