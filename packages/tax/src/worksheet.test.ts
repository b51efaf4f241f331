import { describe, expect, it } from 'vitest';
import {
  WorksheetBuilder,
  lineAmount,
  lineSources,
  worksheetProblems,
  type AnnualReturnLineId,
} from './worksheet';

describe('worksheet', () => {
  it('keeps lines in order, each naming earlier lines or inputs', () => {
    const ws = new WorksheetBuilder<AnnualReturnLineId>('annual-return', 2025);
    const wages = ws.input('w2s[0].medicareWages', 'box 5', 100, 'cents');
    ws.line('w2.0.qualifyingWages', 'Qualifying wages', 100, [wages]);
    ws.line('totalQualifyingWages', 'Total', 100, ['w2.0.qualifyingWages']);
    const built = ws.build();
    expect(worksheetProblems(built)).toEqual([]);
    expect(lineAmount(built, 'totalQualifyingWages')).toBe(100);
    expect(lineAmount(built, 'balanceDue')).toBeUndefined();
    // @ts-expect-error a line id that the annual return does not have fails the type check
    lineAmount(built, 'totalWages');
  });

  it('refuses unknown sources, negative or fractional amounts and duplicate ids', () => {
    const ws = new WorksheetBuilder<AnnualReturnLineId>('annual-return', 2025);
    expect(() => ws.line('taxableIncome', 'x', 1, ['nowhere'])).toThrow(/unknown source/);
    expect(() => ws.line('taxableIncome', 'x', -1, [])).toThrow(/non-negative/);
    expect(() => ws.line('taxableIncome', 'x', 1.5, [])).toThrow(/non-negative/);
    ws.line('taxableIncome', 'x', 1, []);
    expect(() => ws.line('taxableIncome', 'x', 1, [])).toThrow(/twice/);
  });

  it('reports problems in a worksheet built elsewhere', () => {
    const problems = worksheetProblems({
      form: 'annual-return',
      taxYear: 2025,
      inputs: [],
      lines: [
        { id: 'taxableIncome', label: '', amount: -5, from: ['missing'] },
        { id: 'taxableIncome', label: '', amount: 0, from: [] },
      ],
    });
    expect(problems).toEqual([
      'taxableIncome: bad amount',
      'taxableIncome: unknown source missing',
      'taxableIncome: duplicate id',
    ]);
  });

  it('says in words what each line came from: earlier lines by label, inputs with their values', () => {
    const ws = new WorksheetBuilder<AnnualReturnLineId>('annual-return', 2025);
    const wages = ws.input('w2s[0].medicareWages', 'Medicare wages (box 5)', 8_000_000, 'cents');
    const rate = ws.input('rates.residence', 'Cleveland tax rate', 250, 'basisPoints');
    const due = ws.input('dueDate', 'Due date', '2026-04-15', 'date');
    ws.line('taxableIncome', 'Taxable income', 8_000_000, [wages]);
    ws.line('residenceTax', 'Tax to the residence city', 200_000, ['taxableIncome', rate, due]);
    const built = ws.build();
    expect(lineSources(built, built.lines[1]!)).toEqual([
      'Taxable income',
      'Cleveland tax rate: 2.50 %',
      'Due date: 2026-04-15',
    ]);
    expect(lineSources(built, built.lines[0]!)).toEqual(['Medicare wages (box 5): $80,000.00']);
  });

  it('does not name an earlier line of the same name as where a line comes from', () => {
    const ws = new WorksheetBuilder<AnnualReturnLineId>('annual-return', 2025);
    const paid = ws.input('estimates.paid', 'Estimates paid', 65_025, 'cents');
    ws.line('w2.0.qualifyingWages', 'Estimated payments', 65_025, [paid]);
    ws.line('totalQualifyingWages', 'Estimated payments', 65_025, ['w2.0.qualifyingWages']);
    const built = ws.build();
    expect(lineSources(built, built.lines[1]!)).toEqual([]);
    expect(lineSources(built, built.lines[0]!)).toEqual(['Estimates paid: $650.25']);
  });
});
