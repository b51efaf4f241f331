import { parseMessage, renderMessage } from '@efile/contracts/messages';
import { describe, expect, it } from 'vitest';
import { computeAnnualReturn } from './annual-return';
import { PAPER_REASONS } from './eligibility';
import { computeEstimate } from './estimate';
import { computeNetProfitEstimate } from './net-profit-estimate';
import { computePenaltyAndInterest } from './penalty-interest';
import { computeWithholding } from './withholding';
import { lineSources, type Worksheet } from './worksheet';

/** Results that between them write every kind of engine text: items, credits, notes, notices, late charges. */
function results(): { worksheet: Worksheet<string>; notices: readonly string[] }[] {
  const annual = computeAnnualReturn({
    taxYear: 2025,
    residenceCityCode: 'cleveland',
    w2s: [
      {
        employer: 'Acme Tool',
        ein: '340000001',
        wages: 5_000_000,
        medicareWages: 5_000_000,
        localWages: 6_000_000,
        localTaxWithheld: 100_000,
        localityCode: 'GRAND RIVER',
      },
      {
        employer: 'Home Co',
        ein: '340000002',
        wages: 1_000_000,
        medicareWages: 1_000_000,
        localWages: 1_000_000,
        localTaxWithheld: 25_000,
        localityCode: 'CLEVELAND',
      },
    ],
    form1099s: [{ payer: 'Client', income: 500_000, taxPaid: 5_000, cityCode: 'ZZZ' }],
    estimatesPaid: 10_000,
    priorYearCredit: 0,
  });
  const estimate = computeEstimate({
    taxYear: 2025,
    residenceCityCode: 'cleveland',
    incomes: [
      { description: 'Consulting', income: 1_000_000, workCityCode: 'dalton', workCityTaxWithheld: false },
      { description: 'Salary', income: 1_000_000, workCityCode: null, workCityTaxWithheld: true },
      { description: 'Elsewhere', income: 1_000_000, workCityCode: 'Akron', workCityTaxWithheld: false },
    ],
    priorYearCredit: 0,
    priorYear: { tax: 50_000, twelveMonthYear: true, returnFiled: true },
    residentOnJanuary1: true,
  });
  const netProfit = computeNetProfitEstimate({
    taxYear: 2026,
    cities: [{ city: 'cleveland', netProfit: 1_000 }],
  });
  const withholding = computeWithholding({
    taxYear: 2024,
    frequency: 'quarterly',
    period: 1,
    cities: [
      {
        city: 'burton',
        wages: 3_000_000,
        taxWithheld: 20_000,
        adjustments: [{ kind: 'add', amount: 1_000, explanation: 'Bonus' }],
      },
    ],
    residenceTaxWithheld: [{ city: 'cleveland', amount: 5_000 }],
    asOf: '2025-06-30',
  });
  const billing = computePenaltyAndInterest({
    taxYear: 2024,
    asOf: '2026-01-31',
    liabilities: [
      {
        kind: 'income',
        label: '2024 return',
        amount: 100_000,
        dueDate: '2025-04-15',
        payments: [{ date: '2025-06-01', amount: 10_000 }],
      },
    ],
    lateFiling: { returnDueDate: '2025-04-15', filedDate: '2025-08-01', priorFailuresToFile: 1 },
  });
  const all = [annual, estimate, netProfit, withholding];
  for (const r of all) if (!r.ok) throw new Error(`unexpected ${r.error.code}`);
  return [...(all as { worksheet: Worksheet<string>; notices: string[] }[]), billing];
}

function engineTexts(): string[] {
  return results().flatMap(({ worksheet, notices }) => [
    ...worksheet.lines.flatMap((l) => [l.label, ...(l.note ? [l.note] : [])]),
    ...worksheet.inputs.map((i) => i.label),
    ...notices,
  ]);
}

describe('the engine’s words are codes of the contracts’ catalogues (issue 26)', () => {
  it('writes every label, note, notice and paper-return reason as a code, never as words', () => {
    const texts = [...engineTexts(), ...Object.values(PAPER_REASONS)];
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter((t) => parseMessage(t) === undefined)).toEqual([]);
  });

  it('renders each in English and in Spanish with every value filled, and Spanish is not English', () => {
    const seen = new Set<string>();
    for (const code of [...engineTexts(), ...Object.values(PAPER_REASONS)]) {
      const [english, spanish] = [renderMessage(code, 'en'), renderMessage(code, 'es')];
      expect(`${english} ${spanish}`, code).not.toMatch(/[{}]|worksheet\.|notices\.|paperReasons\./);
      seen.add(parseMessage(code)!.key);
      // Only a text that is all values (a city and the employer's own explanation) reads the same.
      if (parseMessage(code)!.key !== 'worksheet.cityAdjustment') expect(spanish, code).not.toBe(english);
    }
    // Most of the catalogue is reached by these few results: a key never written is likely dead.
    expect(seen.size).toBeGreaterThan(60);
  });

  it('keeps the English words the screens showed before (the spec’s texts)', () => {
    const annual = results()[0]!.worksheet;
    const label = (id: string) => renderMessage(annual.lines.find((l) => l.id === id)!.label, 'en');
    expect(label('residenceTax')).toBe('Cleveland tax at 2.50 %');
    expect(label('w2.0.qualifyingWages')).toBe('Qualifying wages, W-2 1 (Acme Tool): box 5');
    expect(label('workCityCredit')).toBe('Credit for tax paid to work cities');
    const taxable = annual.lines.find((l) => l.id === 'taxableIncome')!;
    expect(lineSources(annual, taxable, (t) => renderMessage(t, 'es'))).toEqual([
      'Total de salarios sujetos al impuesto',
      'Total de ingresos de formularios 1099',
    ]);
  });
});
