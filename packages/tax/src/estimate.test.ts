import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_CONFIG, ORC_ESTIMATE_SCHEDULE, type AgencyConfig } from './config';
import { computeEstimate, installmentDueDates, splitIntoInstallments, type EstimateInput } from './estimate';
import { estimatePenaltyExemption } from './safe-harbour';
import { municipalities } from './tables';
import { lineAmount, worksheetProblems } from './worksheet';

const ORC: AgencyConfig = { ...DEFAULT_AGENCY_CONFIG, estimateSchedule: ORC_ESTIMATE_SCHEDULE };

const input = (over: Partial<EstimateInput>): EstimateInput => ({
  taxYear: 2025,
  residenceCityCode: 'cleveland',
  incomes: [
    { description: 'Consulting', income: 1_000_000, workCityCode: 'dalton', workCityTaxWithheld: false },
  ],
  priorYearCredit: 0,
  residentOnJanuary1: true,
  ...over,
});

function compute(i: EstimateInput, config = DEFAULT_AGENCY_CONFIG) {
  const r = computeEstimate(i, undefined, config);
  if (!r.ok) throw new Error('member city expected');
  expect(worksheetProblems(r.worksheet)).toEqual([]);
  return r;
}

describe('estimate — worked examples', () => {
  it('splits the tax into the employment-city and residence-city allocations', () => {
    // $10,000.00 earned in Dalton (1.5 %), nothing withheld: Dalton $150.00.
    // Cleveland 2.5 % − credit min(100 % × 1.5 %, 2.5 %) = 1.0 % × $10,000.00 = $100.00. Total $250.00.
    const r = compute(input({}));
    expect(lineAmount(r.worksheet, 'employmentCityAllocation')).toBe(15_000);
    expect(lineAmount(r.worksheet, 'residenceCityAllocation')).toBe(10_000);
    expect(r.estimatedTax).toBe(25_000);
    expect(r.declarationRequired).toBe(true);
  });

  it('tax withheld by the employer counts as paid (ORC 718.08), whatever the work-city field says', () => {
    // $50,000.00 earned in Cleveland by a Cleveland resident whose employer withholds Cleveland's
    // 2.5 %: $1,250.00 withheld = the whole residence tax on it; estimated tax $1,250.00 − $1,250.00
    // withheld = $0.00, so no declaration (it was $1,250.00 in four installments of $312.50).
    for (const workCityCode of ['cleveland', 'CLEVELAND', '200', null, '']) {
      const r = compute(
        input({
          incomes: [{ description: 'Salary', income: 5_000_000, workCityCode, workCityTaxWithheld: true }],
        }),
      );
      expect(r.estimatedTax).toBe(0);
      expect(r.netEstimatedTax).toBe(0);
      expect(r.declarationRequired).toBe(false);
      expect(r.installments.map((i) => i.amountDue)).toEqual([0, 0, 0, 0]);
      expect(lineAmount(r.worksheet, 'income.0.residenceCityTax')).toBe(0);
    }
    // Without withholding the same income owes 2.5 % × $50,000.00 = $1,250.00.
    const notWithheld = compute(
      input({
        incomes: [
          { description: 'Salary', income: 5_000_000, workCityCode: null, workCityTaxWithheld: false },
        ],
      }),
    );
    expect(notWithheld.estimatedTax).toBe(125_000);
  });

  it('agency schedule: 25/50/75/100 % on 15 April, 15 June, 15 September, 15 January', () => {
    // $250.00: $62.50 each. 15 June 2025 is a Sunday → Monday 16 June.
    const r = compute(input({}));
    expect(r.installments).toEqual([
      { number: 1, dueDate: '2025-04-15', cumulativeDue: 6_250, amountDue: 6_250 },
      { number: 2, dueDate: '2025-06-16', cumulativeDue: 12_500, amountDue: 6_250 },
      { number: 3, dueDate: '2025-09-15', cumulativeDue: 18_750, amountDue: 6_250 },
      { number: 4, dueDate: '2026-01-15', cumulativeDue: 25_000, amountDue: 6_250 },
    ]);
    expect(r.dueWithAnnualReturn).toBe(0);
  });

  it('ORC 718.08 schedule: 22.5/45/67.5/90 %, the rest with the return', () => {
    // $250.00 × 22.5 % = $56.25; 45 % = $112.50; 67.5 % = $168.75; 90 % = $225.00; $25.00 with the return
    const r = compute(input({}), ORC);
    expect(r.installments.map((i) => [i.cumulativeDue, i.amountDue])).toEqual([
      [5_625, 5_625],
      [11_250, 5_625],
      [16_875, 5_625],
      [22_500, 5_625],
    ]);
    expect(r.dueWithAnnualReturn).toBe(2_500);
  });

  it('conserves cents when the total does not divide evenly', () => {
    // $10.01: 25 % = 250.25 → 250; 50 % = 500.5 → 501; 75 % = 750.75 → 751; 100 % = 1001
    // installments 250 + 251 + 250 + 250 = 1001
    const { installments } = splitIntoInstallments(1_001, 2025);
    expect(installments.map((i) => i.amountDue)).toEqual([250, 251, 250, 250]);
  });

  it('withheld work-city tax leaves only the residence allocation', () => {
    // Employer withholds Dalton's tax: employment allocation $0.00, Cleveland after credit $100.00
    const r = compute(
      input({
        incomes: [{ description: 'Job', income: 1_000_000, workCityCode: '252', workCityTaxWithheld: true }],
      }),
    );
    expect(r.estimatedTax).toBe(10_000);
    expect(r.declarationRequired).toBe(false);
  });

  it('the $200 threshold (ORC 718.08) applies to the amount payable after the prior-year credit', () => {
    // At home: $8,000.00 × 2.5 % = $200.00 → declaration; less a $0.01 prior-year credit → $199.99, none
    const home = {
      description: 'Self-employed',
      income: 800_000,
      workCityCode: null,
      workCityTaxWithheld: false,
    };
    expect(compute(input({ incomes: [home] })).declarationRequired).toBe(true);
    const less = compute(input({ incomes: [home], priorYearCredit: 1 }));
    expect(less.netEstimatedTax).toBe(19_999);
    expect(less.declarationRequired).toBe(false);
  });

  it('credits a work city outside the agency at its given rate', () => {
    // Parma 2.5 % (not a member), withheld: Cleveland owes 2.5 % − 2.5 % = nothing
    const r = compute(
      input({
        incomes: [
          {
            description: 'Job',
            income: 5_000_000,
            workCityCode: 'parma',
            workCityRate: 250,
            workCityTaxWithheld: true,
          },
        ],
      }),
    );
    expect(r.estimatedTax).toBe(0);
    expect(r.installments.every((i) => i.amountDue === 0)).toBe(true);
  });

  it('safe harbour: 90 % of this year, 100 % of last year, or not resident on 1 January', () => {
    // This year $250.00 → 90 % = $225.00; last year $180.00 (12 months, return filed) → $180.00 is enough
    const prior = { tax: 18_000, twelveMonthYear: true, returnFiled: true };
    expect(compute(input({ priorYear: prior })).safeHarbour).toEqual({
      notResidentOnJanuary1: false,
      thisYear: 22_500,
      lastYear: 18_000,
      amount: 18_000,
    });
    expect(compute(input({ priorYear: { ...prior, returnFiled: false } })).safeHarbour.lastYear).toBeNull();
    expect(compute(input({ residentOnJanuary1: false })).safeHarbour.amount).toBe(0);
  });

  it('penalty exemption for unpaid estimated tax', () => {
    const prior = { tax: 18_000, twelveMonthYear: true, returnFiled: true };
    const base = { thisYearTax: 25_000, residentOnJanuary1: true, priorYear: prior };
    expect(estimatePenaltyExemption({ ...base, paidByLastInstallment: 22_500 })).toBe(
      'paid-90-percent-of-this-year',
    );
    expect(estimatePenaltyExemption({ ...base, paidByLastInstallment: 18_000 })).toBe(
      'paid-100-percent-of-last-year',
    );
    expect(estimatePenaltyExemption({ ...base, paidByLastInstallment: 17_999 })).toBeNull();
    expect(estimatePenaltyExemption({ ...base, paidByLastInstallment: 0, residentOnJanuary1: false })).toBe(
      'not-resident-on-january-1',
    );
    expect(estimatePenaltyExemption({ ...base, thisYearTax: 19_999, paidByLastInstallment: 0 })).toBe(
      'below-declaration-threshold',
    );
  });

  it('answers missing tax rate for a city without a row', () => {
    expect(computeEstimate(input({ residenceCityCode: 'parma' })).ok).toBe(false);
  });

  it('due dates follow the configuration', () => {
    expect(installmentDueDates(2026)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
    expect(installmentDueDates(2025, { ...DEFAULT_AGENCY_CONFIG, rollDueDatesToBusinessDay: false })[1]).toBe(
      '2025-06-15',
    );
  });
});

describe('estimate — invariants (fast-check)', () => {
  const codes = municipalities(2025).map((m) => m.code);
  const arbIncome = fc.record({
    description: fc.constant('Income'),
    income: fc.integer({ min: 0, max: 500_000_000 }),
    workCityCode: fc.oneof(fc.constantFrom(...codes), fc.constant(null), fc.constant('parma')),
    workCityRate: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
    workCityTaxWithheld: fc.boolean(),
  });
  const arbInput = fc.record({
    taxYear: fc.constant(2025),
    residenceCityCode: fc.constantFrom(...codes),
    incomes: fc.array(arbIncome, { maxLength: 4 }),
    priorYearCredit: fc.integer({ min: 0, max: 1_000_000 }),
    residentOnJanuary1: fc.boolean(),
  });
  const arbConfig = fc.constantFrom(DEFAULT_AGENCY_CONFIG, ORC, {
    ...DEFAULT_AGENCY_CONFIG,
    rounding: 'whole-dollars' as const,
  });

  it('installments are never negative and sum exactly to the amount due by the last one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), arbConfig, (total, config) => {
        const t = config.rounding === 'whole-dollars' ? total - (total % 100) : total;
        const { installments, dueWithAnnualReturn } = splitIntoInstallments(t, 2025, config);
        expect(installments.every((i) => i.amountDue >= 0)).toBe(true);
        const sum = installments.reduce((s, i) => s + i.amountDue, 0);
        expect(sum).toBe(installments.at(-1)?.cumulativeDue);
        expect(sum + dueWithAnnualReturn).toBe(t);
        expect(dueWithAnnualReturn).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('allocations add up, nothing is negative, the worksheet is sound', () => {
    fc.assert(
      fc.property(arbInput, arbConfig, (i, config) => {
        const r = compute(i, config);
        const employment = lineAmount(r.worksheet, 'employmentCityAllocation') ?? -1;
        const residence = lineAmount(r.worksheet, 'residenceCityAllocation') ?? -1;
        expect(employment).toBeGreaterThanOrEqual(0);
        expect(residence).toBeGreaterThanOrEqual(0);
        expect(employment + residence).toBe(r.estimatedTax);
        expect(r.netEstimatedTax).toBeLessThanOrEqual(r.estimatedTax);
        expect(r.safeHarbour.amount).toBeLessThanOrEqual(r.estimatedTax);
      }),
    );
  });

  it('estimated tax is monotone non-decreasing in income', () => {
    fc.assert(
      fc.property(
        arbInput.filter((i) => i.incomes.length > 0),
        fc.integer({ min: 0, max: 50_000_000 }),
        arbConfig,
        (i, extra, config) => {
          const before = compute(i, config).estimatedTax;
          const incomes = i.incomes.map((item, k) =>
            k === 0 ? { ...item, income: item.income + extra } : item,
          );
          expect(compute({ ...i, incomes }, config).estimatedTax).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});
