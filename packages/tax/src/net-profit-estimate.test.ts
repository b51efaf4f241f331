import { renderMessage as english } from '@efile/contracts/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cumulativeDueBy } from './estimate';
import { computeNetProfitEstimate } from './net-profit-estimate';
import { lineAmount, worksheetProblems } from './worksheet';

describe('net profit estimate (ORC 718.08)', () => {
  it('taxes the net profit apportioned to each city, in four installments — to the cent', () => {
    const result = computeNetProfitEstimate({
      taxYear: 2026,
      cities: [
        { city: 'Cleveland', netProfit: 12_000_000 },
        { city: 'burton', netProfit: 3_333_333 },
      ],
    });
    if (!result.ok) throw new Error('not ok');
    // By hand: Cleveland 2.50 % × $120,000.00 = $3,000.00; Burton 1.00 % × $33,333.33 = $333.3333
    // → $333.33. Estimated tax $3,333.33. Agency schedule 25/50/75/100 %: $833.3325 → $833.33,
    // $1,666.665 → $1,666.67, $2,499.9975 → $2,500.00, $3,333.33; installments $833.33, $833.34,
    // $833.33, $833.33. ORC 718.08, taxpayers other than individuals: the fourth is due on the 15th
    // day of the 12th month of the taxable year — 15 December 2026 (Tuesday), not 15 January 2027.
    expect(result.estimatedTax).toBe(333_333);
    expect(lineAmount(result.worksheet, 'city.1.tax')).toBe(33_333);
    expect(result.installments.map((i) => [i.dueDate, i.cumulativeDue, i.amountDue])).toEqual([
      ['2026-04-15', 83_333, 83_333],
      ['2026-06-15', 166_667, 83_334],
      ['2026-09-15', 250_000, 83_333],
      ['2026-12-15', 333_333, 83_333],
    ]);
    expect(result.declarationRequired).toBe(true);
    expect(worksheetProblems(result.worksheet)).toEqual([]);
    // Filed on 1 July: everything due by then (two installments) is asked for now.
    expect(cumulativeDueBy(result.installments, '2026-07-01')).toBe(166_667);
    expect(cumulativeDueBy(result.installments, '2026-03-02')).toBe(83_333);
  });

  it('requires a declaration from exactly $200 (ORC 718.08 "at least two hundred dollars"), and knows only member cities', () => {
    const at = computeNetProfitEstimate({
      taxYear: 2026,
      cities: [{ city: 'cleveland', netProfit: 800_000 }],
    });
    // 2.50 % × $8,000.00 = $200.00: at least $200 → a declaration is required.
    expect(at.ok && at.declarationRequired).toBe(true);
    expect(at.ok && at.notices).toEqual([]);
    const under = computeNetProfitEstimate({
      taxYear: 2026,
      cities: [{ city: 'cleveland', netProfit: 799_960 }],
    });
    // 2.50 % × $7,999.60 = $199.99: under $200 → none, and the notice says "less than".
    expect(under.ok && under.declarationRequired).toBe(false);
    expect(under.ok && under.notices.map((n) => english(n))).toEqual([
      'No declaration is required when the estimated tax is less than $200.00.',
    ]);
    expect(computeNetProfitEstimate({ taxYear: 2026, cities: [{ city: 'Akron', netProfit: 1 }] })).toEqual({
      ok: false,
      error: { code: 'MISSING_TAX_RATE', taxYear: 2026, cityCode: 'Akron' },
    });
  });

  it('installments add up to the estimated tax and are never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 4 }),
        (profits) => {
          const result = computeNetProfitEstimate({
            taxYear: 2026,
            cities: profits.map((netProfit) => ({ city: 'cleveland', netProfit })),
          });
          if (!result.ok) return false;
          const sum = result.installments.reduce((total, i) => total + i.amountDue, 0);
          return sum === result.estimatedTax && result.installments.every((i) => i.amountDue >= 0);
        },
      ),
    );
  });
});
