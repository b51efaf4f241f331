import { describe, expect, it } from 'vitest';
import { plainLine } from './worksheet-plain';

describe('computed forms’ worksheet lines in plain words (issue 14 item 5)', () => {
  it('explains a line of each form, rows by their kind', () => {
    expect(plainLine('estimate', 'dueWithAnnualReturn')).toBe(
      'What is left after the quarterly payments. You pay it when you file your annual return.',
    );
    expect(plainLine('withholding', 'city.2.taxDue')).toBe(
      'What you owe this city: the tax withheld, plus and minus the adjustments.',
    );
    expect(plainLine('penalty-interest', 'totalDue')).toBe(
      'What you pay now: the unpaid tax, interest and penalties.',
    );
  });

  it('leaves other lines and forms to their figures', () => {
    expect(plainLine('withholding', 'somethingNew')).toBeUndefined();
    expect(plainLine('net-profit-estimate', 'estimatedTax')).toBeUndefined();
  });
});
