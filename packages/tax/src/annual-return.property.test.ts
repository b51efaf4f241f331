import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAnnualReturn, type AnnualReturnInput, type W2Input } from './annual-return';
import { DEFAULT_AGENCY_CONFIG, type AgencyConfig } from './config';
import { municipalities } from './tables';
import { worksheetProblems } from './worksheet';

const YEARS = [2016, 2023, 2024, 2025];
const MAX = 500_000_000; // $5,000,000.00

const arbYear = fc.constantFrom(...YEARS);
const arbCode = (year: number) =>
  fc.oneof(
    fc.constantFrom(...municipalities(year).map((m) => m.code)),
    fc.constantFrom(...municipalities(year).flatMap((m) => (m.formCode ? [m.formCode] : []))),
    fc.constantFrom('parma', 'Shaker Heights', 'solon'),
    fc.constant(null),
  );
const arbW2 = (year: number): fc.Arbitrary<W2Input> =>
  fc.record({
    employer: fc.constantFrom('Acme', 'Deli'),
    ein: fc.constant('340000001'),
    wages: fc.integer({ min: 0, max: MAX }),
    medicareWages: fc.integer({ min: 0, max: MAX }),
    localWages: fc.integer({ min: 0, max: MAX }),
    localTaxWithheld: fc.integer({ min: 0, max: 20_000_000 }),
    localityCode: arbCode(year),
    localityChoice: fc.constant('outside'),
  });
const arbInput: fc.Arbitrary<AnnualReturnInput> = arbYear.chain((taxYear) =>
  fc.record({
    taxYear: fc.constant(taxYear),
    residenceCityCode: fc.constantFrom(...municipalities(taxYear).map((m) => m.code)),
    w2s: fc.array(arbW2(taxYear), { maxLength: 4 }),
    form1099s: fc.array(
      fc.record({
        payer: fc.constant('Payer'),
        income: fc.integer({ min: 0, max: MAX }),
        cityCode: arbCode(taxYear),
        taxPaid: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
      }),
      { maxLength: 2 },
    ),
    estimatesPaid: fc.integer({ min: 0, max: 10_000_000 }),
    priorYearCredit: fc.integer({ min: 0, max: 1_000_000 }),
  }),
);
const arbConfig = fc.constantFrom<AgencyConfig>(DEFAULT_AGENCY_CONFIG, {
  ...DEFAULT_AGENCY_CONFIG,
  rounding: 'whole-dollars',
});

function totals(input: AnnualReturnInput, config: AgencyConfig) {
  const r = computeAnnualReturn(input, undefined, config);
  if (!r.ok) throw new Error('member city expected');
  return r;
}

describe('annual return — invariants (fast-check)', () => {
  it('no negative amount; credit never above the residence tax; the lines add up', () => {
    fc.assert(
      fc.property(arbInput, arbConfig, (input, config) => {
        const r = totals(input, config);
        const t = r.totals;
        for (const value of Object.values(t)) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        expect(t.workCityCredit).toBeLessThanOrEqual(t.residenceTax);
        expect(t.taxAfterCredit).toBe(t.residenceTax - t.workCityCredit);
        expect(t.balanceDue - t.overpayment).toBe(t.taxAfterCredit - t.totalPayments);
        expect(Math.min(t.balanceDue, t.overpayment)).toBe(0);
        expect(r.overpayment !== null).toBe(t.overpayment > 0);
      }),
    );
  });

  it("every worksheet line's `from` names an existing line or input", () => {
    fc.assert(
      fc.property(arbInput, arbConfig, (input, config) => {
        expect(worksheetProblems(totals(input, config).worksheet)).toEqual([]);
      }),
    );
  });

  it('tax after credit is monotone non-decreasing in income', () => {
    fc.assert(
      fc.property(
        arbInput.filter((i) => i.w2s.length > 0),
        fc.nat(),
        fc.integer({ min: 0, max: 100_000_000 }),
        arbConfig,
        (input, pick, extra, config) => {
          const before = totals(input, config).totals.taxAfterCredit;
          const k = pick % input.w2s.length;
          const w2s = input.w2s.map((w, i) =>
            i === k ? { ...w, medicareWages: w.medicareWages + extra } : w,
          );
          expect(totals({ ...input, w2s }, config).totals.taxAfterCredit).toBeGreaterThanOrEqual(before);
          const form1099s = [...input.form1099s, { payer: 'More', income: extra, cityCode: null }];
          expect(totals({ ...input, form1099s }, config).totals.taxAfterCredit).toBeGreaterThanOrEqual(
            before,
          );
        },
      ),
    );
  });

  it('more tax withheld by a work city never raises the tax after credit', () => {
    fc.assert(
      fc.property(
        arbInput.filter((i) => i.w2s.length > 0),
        fc.integer({ min: 0, max: 1_000_000 }),
        (input, extra) => {
          const config = DEFAULT_AGENCY_CONFIG;
          const before = totals(input, config).totals.taxAfterCredit;
          const w2s = input.w2s.map((w, i) =>
            i === 0 ? { ...w, localTaxWithheld: w.localTaxWithheld + extra } : w,
          );
          expect(totals({ ...input, w2s }, config).totals.taxAfterCredit).toBeLessThanOrEqual(before);
        },
      ),
    );
  });
});
