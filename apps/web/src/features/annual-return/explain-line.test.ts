import { describe, expect, it } from 'vitest';
import { explainLine } from './steps';

describe('the annual return’s worksheet in plain words (issue 14 item 5)', () => {
  it('explains the return’s lines and the lines of each W-2 and 1099', () => {
    expect(explainLine('residenceTax')).toBe(
      'Your city’s income tax: its tax rate times your taxable income.',
    );
    expect(explainLine('w2.0.workCityCredit')).toMatch(/^Your city gives you credit for the tax you paid/);
    expect(explainLine('form1099.3.income')).toBe('The income on this 1099.');
    expect(explainLine('w2.1.residenceCityWithheld')).toBe(
      'Tax this employer already withheld for your city.',
    );
  });

  it('leaves a line it has no words for to its figures', () => {
    expect(explainLine('somethingNew')).toBeUndefined();
    expect(explainLine('w2.0.somethingNew')).toBeUndefined();
  });
});
