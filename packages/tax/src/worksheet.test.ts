import { describe, expect, it } from 'vitest';
import { WorksheetBuilder, lineAmount, worksheetProblems, type AnnualReturnLineId } from './worksheet';

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
});
