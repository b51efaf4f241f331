import { renderMessage as english } from '@efile/contracts/messages';
import { describe, expect, it } from 'vitest';
import { computeAnnualReturn, type AnnualReturnInput, type W2Input } from './annual-return';
import { DEFAULT_AGENCY_CONFIG } from './config';
import { eligibilityOfResult } from './eligibility';
import { lineAmount, worksheetProblems } from './worksheet';

const w2 = (over: Partial<W2Input>): W2Input => ({
  employer: 'Acme Tool',
  ein: '340000001',
  wages: 5_000_000,
  medicareWages: 5_000_000,
  localWages: 5_000_000,
  localTaxWithheld: 0,
  localityCode: null,
  ...over,
});

const base = (over: Partial<AnnualReturnInput>): AnnualReturnInput => ({
  taxYear: 2025,
  residenceCityCode: 'cleveland',
  w2s: [],
  form1099s: [],
  estimatesPaid: 0,
  priorYearCredit: 0,
  ...over,
});

function compute(input: AnnualReturnInput, config = DEFAULT_AGENCY_CONFIG) {
  const result = computeAnnualReturn(input, undefined, config);
  if (!result.ok) throw new Error(`unexpected ${result.error.code}`);
  expect(worksheetProblems(result.worksheet)).toEqual([]);
  return result;
}

describe('annual return — worked examples', () => {
  it('Cleveland resident working in a 2.0 % city pays the 0.5 % difference', () => {
    // Wages (box 5) $50,000.00 in Grand River (2.0 %), $1,000.00 withheld there.
    // Cleveland 2.5 % × $50,000.00 = $1,250.00; credit min($1,000.00; $50,000 × min(100 % × 2.0 %, 2.5 %)
    // = $1,000.00) = $1,000.00; due $1,250.00 − $1,000.00 = $250.00.
    const r = compute(base({ w2s: [w2({ localTaxWithheld: 100_000, localityCode: 'grand-river' })] }));
    expect(r.totals).toMatchObject({
      taxableIncome: 5_000_000,
      residenceTax: 125_000,
      workCityCredit: 100_000,
    });
    expect(r.totals).toMatchObject({ taxAfterCredit: 25_000, balanceDue: 25_000, overpayment: 0 });
    expect(lineAmount(r.worksheet, 'w2.0.workCityCredit')).toBe(100_000);
    expect(r.overpayment).toBeNull();
  });

  it('estimates and the prior-year credit reduce the balance', () => {
    // Same return: $250.00 tax after credit − $200.00 estimates − $25.00 prior-year credit = $25.00
    const r = compute(
      base({
        w2s: [w2({ localTaxWithheld: 100_000, localityCode: 'grand-river' })],
        estimatesPaid: 20_000,
        priorYearCredit: 2_500,
      }),
    );
    expect(r.totals).toMatchObject({ totalPayments: 22_500, balanceDue: 2_500 });
  });

  it('working in Cleveland: the tax withheld for Cleveland is a payment, not a credit', () => {
    // $60,000.00 × 2.5 % = $1,500.00, all withheld for Cleveland (form code 200) → balance $0.00
    const r = compute(
      base({ w2s: [w2({ medicareWages: 6_000_000, localTaxWithheld: 150_000, localityCode: '200' })] }),
    );
    expect(r.totals).toMatchObject({
      residenceTax: 150_000,
      workCityCredit: 0,
      residenceCityWithheld: 150_000,
    });
    expect(r.totals.balanceDue).toBe(0);
    expect(lineAmount(r.worksheet, 'w2.0.residenceCityWithheld')).toBe(150_000);
    expect(lineAmount(r.worksheet, 'w2.0.workCityCredit')).toBeUndefined();
  });

  it('a work city that under-withheld is credited only what was paid', () => {
    // Dalton 1.5 %: $40,000.00 × 1.5 % = $600.00 due there, only $500.00 withheld → credit $500.00.
    // Cleveland $40,000.00 × 2.5 % = $1,000.00 − $500.00 = $500.00 due.
    const r = compute(
      base({ w2s: [w2({ medicareWages: 4_000_000, localTaxWithheld: 50_000, localityCode: 'dalton' })] }),
    );
    expect(r.totals).toMatchObject({ residenceTax: 100_000, workCityCredit: 50_000, balanceDue: 50_000 });
  });

  it('a work city outside the agency is credited on the tax withheld', () => {
    // Parma (not a member) withheld 2.5 % = $1,250.00 on $50,000.00 → credit $1,250.00, nothing due
    const r = compute(
      base({ w2s: [w2({ localTaxWithheld: 125_000, localityCode: 'Parma', localityChoice: 'outside' })] }),
    );
    expect(r.totals).toMatchObject({ residenceTax: 125_000, workCityCredit: 125_000, balanceDue: 0 });
    expect(english(r.worksheet.lines.find((l) => l.id === 'w2.0.workCityCredit')?.note ?? '')).toMatch(
      /not in the agency/,
    );
  });

  it('2016: Cleveland credited the tax paid, up to 50 % of its own tax', () => {
    // Cleveland 2016 2.0 % × $50,000.00 = $1,000.00. Grand River 2.0 % withheld $1,000.00.
    // Credit min(100 % × $1,000.00; $50,000 × min(2.0 %, 1.0 % limit, 50 % × 2.0 % cap) = $500.00)
    // = $500.00. Due $1,000.00 − $500.00 = $500.00.
    const r = compute(
      base({ taxYear: 2016, w2s: [w2({ localTaxWithheld: 100_000, localityCode: 'grand-river' })] }),
    );
    expect(r.totals).toMatchObject({ residenceTax: 100_000, workCityCredit: 50_000, balanceDue: 50_000 });
  });

  it('two W-2s and a 1099 add up', () => {
    // W-2 1: $30,000.00 in North Randall (2.75 %), $825.00 withheld → credit min(825, 30,000 × 2.5 % = 750) = $750.00
    // W-2 2: $20,000.00 in Cleveland, $500.00 withheld → Cleveland withholding
    // 1099: $10,000.00 earned in Cleveland, no tax paid
    // Taxable $60,000.00 × 2.5 % = $1,500.00 − $750.00 = $750.00 − $500.00 withheld = $250.00 due
    const r = compute(
      base({
        w2s: [
          w2({ medicareWages: 3_000_000, localTaxWithheld: 82_500, localityCode: 'north-randall' }),
          w2({
            employer: 'City Deli',
            medicareWages: 2_000_000,
            localTaxWithheld: 50_000,
            localityCode: 'cleveland',
          }),
        ],
        form1099s: [{ payer: 'Design LLC', income: 1_000_000, cityCode: 'cleveland' }],
      }),
    );
    expect(r.totals).toMatchObject({
      taxableIncome: 6_000_000,
      residenceTax: 150_000,
      workCityCredit: 75_000,
    });
    expect(r.totals).toMatchObject({
      taxAfterCredit: 75_000,
      residenceCityWithheld: 50_000,
      balanceDue: 25_000,
    });
    expect(lineAmount(r.worksheet, 'total1099Income')).toBe(1_000_000);
  });

  it('a Burton resident gets 50 % of the work-city tax, at most 0.5 % of the wages', () => {
    // Burton 1.0 %, 50 %, 0.5 %. $10,000.00 in North Randall (2.75 %), $275.00 withheld.
    // Credit min(50 % × $275.00 = $137.50; $10,000 × min(50 % × 2.75 % = 1.375 %, 0.5 %) = $50.00) = $50.00
    // Burton tax $100.00 − $50.00 = $50.00
    const r = compute(
      base({
        residenceCityCode: 'burton',
        w2s: [w2({ medicareWages: 1_000_000, localTaxWithheld: 27_500, localityCode: 'north-randall' })],
      }),
    );
    expect(r.totals).toMatchObject({ residenceTax: 10_000, workCityCredit: 5_000, balanceDue: 5_000 });
  });

  it('rounds half up to the cent, or to whole dollars on every amount when configured', () => {
    // $33,333.33 × 2.5 % = $833.333325 → $833.33. Whole dollars: wages $33,333 × 2.5 % = $833.325 → $833.
    const input = base({ w2s: [w2({ medicareWages: 3_333_333, localityCode: null })] });
    expect(compute(input).totals.residenceTax).toBe(83_333);
    const dollars = compute(input, { ...DEFAULT_AGENCY_CONFIG, rounding: 'whole-dollars' });
    expect(dollars.totals).toMatchObject({
      taxableIncome: 3_333_300,
      residenceTax: 83_300,
      balanceDue: 83_300,
    });
    expect(dollars.worksheet.lines.every((l) => l.amount % 100 === 0)).toBe(true);
  });
});

describe('annual return — overpayment and errors', () => {
  it('flags an overpayment: refunds and overpayments are not accepted online', () => {
    // $50,000.00 × 2.5 % = $1,250.00 tax; $1,300.00 withheld for Cleveland → overpaid $50.00
    const r = compute(base({ w2s: [w2({ localTaxWithheld: 130_000, localityCode: 'cleveland' })] }));
    expect(r.totals).toMatchObject({ balanceDue: 0, overpayment: 5_000 });
    expect(r.overpayment).toMatchObject({
      code: 'OVERPAYMENT',
      amount: 5_000,
      refundable: true,
      fileOnPaper: true,
    });
    expect(r.overpayment?.message).toContain('Refunds and overpayments are not accepted online.');
    expect(eligibilityOfResult(r)).toMatchObject({ eligible: false, reasons: [{ code: 'OVERPAYMENT' }] });
  });

  it('an overpayment under $10 is not refundable but still cannot be filed online', () => {
    // $1,250.00 tax, $1,255.00 withheld → $5.00 overpaid, below the $10.00 refund minimum
    const r = compute(base({ w2s: [w2({ localTaxWithheld: 125_500, localityCode: 'cleveland' })] }));
    expect(r.overpayment).toMatchObject({ amount: 500, refundable: false, fileOnPaper: true });
  });

  it('answers missing tax rate for a city or year without a table row', () => {
    expect(computeAnnualReturn(base({ residenceCityCode: 'waynesfield' }))).toEqual({
      ok: false,
      error: { code: 'MISSING_TAX_RATE', taxYear: 2025, cityCode: 'waynesfield' },
    });
    expect(computeAnnualReturn(base({ taxYear: 2019 })).ok).toBe(false);
  });

  it('tells when box 18 is more than box 5, and refuses negative or fractional cents', () => {
    const r = compute(base({ w2s: [w2({ localWages: 5_100_000 })] }));
    expect(english(r.notices[0]!)).toMatch(/box 18/);
    expect(() => computeAnnualReturn(base({ w2s: [w2({ medicareWages: -1 })] }))).toThrow(RangeError);
    expect(() => computeAnnualReturn(base({ estimatesPaid: 0.5 }))).toThrow(RangeError);
  });

  it('names every line by a typed id and explains where it came from', () => {
    const r = compute(base({ w2s: [w2({ localTaxWithheld: 100_000, localityCode: 'grand-river' })] }));
    expect(r.worksheet.lines.map((l) => l.id)).toEqual([
      'w2.0.qualifyingWages',
      'totalQualifyingWages',
      'total1099Income',
      'taxableIncome',
      'residenceTax',
      'w2.0.workCityCredit',
      'workCityCredit',
      'taxAfterCredit',
      'residenceCityWithheld',
      'estimatesPaid',
      'priorYearCredit',
      'totalPayments',
      'balanceDue',
      'overpayment',
    ]);
    expect(r.worksheet.lines.find((l) => l.id === 'residenceTax')?.from).toEqual([
      'taxableIncome',
      'rates.residence',
    ]);
  });
});
