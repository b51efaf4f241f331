import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXACT_DENOMINATOR, exactCredit, formatScaledRate, scaledCreditRate } from './credit';
import { member, municipality, type Municipality } from './tables';

/** Residence rate owed after the credit, in basis points (exact: may have a fraction). */
const owed = (city: Municipality, workRate: number): number =>
  Number(BigInt(city.rate) * 10_000n - scaledCreditRate(city, workRate)) / 10_000;

const must = (code: string, year: number): Municipality => {
  const city = municipality(year, code);
  if (!city) throw new Error(`no ${code} in ${year}`);
  return city;
};

describe('credit rate: min(factor × work rate, credit limit, residence rate)', () => {
  // The agency's 2017 Schedule R ("adjusted residence city percentage rates", individual estimate
  // form) lists, per member, the residence rate still owed for each work-city rate. Its columns:
  // work rates 0.5, 0.75, 1, 1.25, 1.4, 1.5, 1.6, 1.65, 1.75, 2, 2.25, 2.5, 2.6, 2.75 %.
  const WORK = [50, 75, 100, 125, 140, 150, 160, 165, 175, 200, 225, 250, 260, 275];

  it('Cleveland (2.5 %, 100 %, 2.5 %): 2.0, 1.75, 1.5, … 0.5 at 2 %, nothing from 2.5 %', () => {
    // owed = 2.5 − min(work, 2.5): 2.0 1.75 1.5 1.25 1.1 1.0 .9 .85 .75 .5 .25 0 0 0 (Schedule R row)
    const row = [200, 175, 150, 125, 110, 100, 90, 85, 75, 50, 25, 0, 0, 0];
    expect(WORK.map((w) => owed(must('cleveland', 2025), w))).toEqual(row);
  });

  it('Bratenahl 2016 (1.5 %, 50 %, 0.75 %): 1.25, 1.125, 1.0, 0.875, 0.80, then 0.75', () => {
    // owed = 1.5 − min(0.5 × work, 0.75). Schedule R prints 1.13 and .88 (rounded to 2 decimals).
    const row = [125, 112.5, 100, 87.5, 80, 75, 75, 75, 75, 75, 75, 75, 75, 75];
    expect(WORK.map((w) => owed(must('bratenahl', 2016), w))).toEqual(row);
  });

  it('Carey 2016 (1.5 %, * = 100 %, 1.0 %): 1.0, 0.75, then 0.5', () => {
    const row = [100, 75, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50];
    expect(WORK.map((w) => owed(must('carey', 2016), w))).toEqual(row);
  });

  it('Germantown 2017 (1.25 %, 75 %, 0.94 %): .875, .6875, .5, .3125, then .31', () => {
    // Schedule R: .88 .69 .50 .31 .31 …; from 1.4 % the 0.94 % limit binds: 1.25 − 0.94 = 0.31
    const germantown = member('germantown', 'Germantown', true, 125, 7_500, 94);
    const row = [87.5, 68.75, 50, 31.25, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31];
    expect(WORK.map((w) => owed(germantown, w))).toEqual(row);
  });

  it('Medina 2016 (1.25 %, "25 % of the tax above 0.50 %"): 1.0625 at every rate from 0.5 %, not 1.06', () => {
    // Cap: 25 % × (1.25 % − 0.50 %) = 0.1875 % (the table prints it rounded, 0.19 %). Owed from a
    // work rate of 0.5 %: 1.25 % − min(100 % × work, 0.1875 %) = 1.0625 % (Schedule R prints 1.06).
    // On $40,000.00: 1.0625 % = $425.00 (with 0.19 % it was 1.06 % = $424.00).
    expect(WORK.map((w) => owed(must('medina', 2016), w))).toEqual(WORK.map(() => 106.25));
    expect(formatScaledRate(scaledCreditRate(must('medina', 2016), 200))).toBe('0.1875 %');
  });

  it('Cleveland and Warrensville Heights 2016: the tax paid, up to 50 % of their own tax', () => {
    // Cleveland 2.0 %: credit min(100 % × work rate, 50 % × 2.0 % = 1.0 %). Work rate 1.0 % → credit
    // 1.0 %, owed 1.0 % (a 50 % factor gave a 0.5 % credit, owed 1.5 %); 2.0 % → credit 1.0 %.
    expect([50, 100, 150, 200].map((w) => owed(must('cleveland', 2016), w))).toEqual([150, 100, 100, 100]);
    // Warrensville Heights 2.6 %: credit min(work rate, 50 % × 2.6 % = 1.3 %): 0.5 % → owed 2.1 %
    // (was 2.35 %); 1.0 % → 1.6 %; 2.0 % → 1.3 %.
    expect([50, 100, 200].map((w) => owed(must('warrensville-heights', 2016), w))).toEqual([210, 160, 130]);
    // Tax paid: a Cleveland resident with $50,000.00 in Burton (1.0 %), $500.00 withheld there:
    // credit min($500.00 × 100 %, $50,000.00 × min(1.0 %, 1.0 %) = $500.00) = $500.00 (was $250.00).
    const credit = exactCredit({
      residence: must('cleveland', 2016),
      income: 5_000_000,
      workRate: 100,
      taxPaid: 50_000,
    });
    expect(credit).toBe(50_000n * EXACT_DENOMINATOR);
  });

  it('Elida (0.75 %, no credit): 0.75 everywhere', () => {
    expect(WORK.map((w) => owed(must('elida', 2025), w))).toEqual(WORK.map(() => 75));
  });

  it('formats exact credit rates', () => {
    expect(formatScaledRate(scaledCreditRate(must('cleveland', 2025), 200))).toBe('2.00 %');
    // 75 % × 1.65 % = 1.2375 %
    expect(formatScaledRate(scaledCreditRate(member('x', 'X', true, 200, 7_500, 200), 165))).toBe('1.2375 %');
  });
});

describe('credit amount', () => {
  const cleveland = must('cleveland', 2025);
  const cents = (exact: bigint): number => Number(exact) / Number(EXACT_DENOMINATOR);

  it('is limited to the tax actually paid to the work city', () => {
    // Dalton 1.5 %: $40,000 × 1.5 % = $600 due, but only $500 withheld → credit $500
    expect(
      cents(exactCredit({ residence: cleveland, income: 4_000_000, workRate: 150, taxPaid: 50_000 })),
    ).toBe(50_000);
    // withheld in full ($600) → credit $600
    expect(
      cents(exactCredit({ residence: cleveland, income: 4_000_000, workRate: 150, taxPaid: 60_000 })),
    ).toBe(60_000);
  });

  it('uses the tax paid when the work city is not in the table', () => {
    // Parma 2.5 % (not a member): $50,000 with $1,250 withheld → min(100 % × 1,250; 2.5 % × 50,000) = $1,250
    expect(cents(exactCredit({ residence: cleveland, income: 5_000_000, taxPaid: 125_000 }))).toBe(125_000);
    // over-withheld $1,500 → capped at 2.5 % of the income, $1,250
    expect(cents(exactCredit({ residence: cleveland, income: 5_000_000, taxPaid: 150_000 }))).toBe(125_000);
    expect(exactCredit({ residence: cleveland, income: 5_000_000 })).toBe(0n);
  });

  it('property: never above the residence tax on the same income, never negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          must('cleveland', 2025),
          must('bratenahl', 2016),
          must('south-russell', 2025),
          must('elida', 2025),
        ),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: undefined }),
        (residence, income, workRate, taxPaid) => {
          const credit = exactCredit({ residence, income, workRate, taxPaid });
          expect(credit >= 0n).toBe(true);
          expect(credit <= BigInt(income) * BigInt(residence.rate) * 10_000n).toBe(true);
          expect(credit <= BigInt(income) * BigInt(residence.creditLimit) * 10_000n).toBe(true);
        },
      ),
    );
  });
});
