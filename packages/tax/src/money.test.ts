import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, assertCents, formatRate, formatUsd, roundCents, roundQuotient, sumCents } from './money';

describe('rounding (round half up; ORC 718.25 for whole dollars)', () => {
  it('rounds a quotient half up to the cent', () => {
    // 1 / 2 cent = 0.5 → 1; 1 / 3 = 0.33 → 0; 5 / 3 = 1.67 → 2
    expect(roundQuotient(1n, 2n)).toBe(1);
    expect(roundQuotient(1n, 3n)).toBe(0);
    expect(roundQuotient(5n, 3n)).toBe(2);
  });

  it('rounds to whole dollars the way ORC 718.25 says: 50 cents and up go up', () => {
    // $3.42 → $3.00; $5.72 → $6.00; $7.50 → $8.00; $7.49 → $7.00
    expect(roundCents(342, 'whole-dollars')).toBe(300);
    expect(roundCents(572, 'whole-dollars')).toBe(600);
    expect(roundCents(750, 'whole-dollars')).toBe(800);
    expect(roundCents(749, 'whole-dollars')).toBe(700);
    expect(roundCents(749, 'cents')).toBe(749);
  });

  it('rounds the exact quotient to dollars, not the cents first', () => {
    // $12.495 exactly (12 495 / 10 cents): to cents $12.50, but to dollars $12.00 (0.495 of a dollar is under 50 cents)
    expect(roundQuotient(12_495n, 10n, 'whole-dollars')).toBe(1_200);
    expect(roundQuotient(12_495n, 10n, 'cents')).toBe(1_250);
  });

  it('applies a rate in basis points', () => {
    // $50,000.00 × 2.5 % = $1,250.00; $33,333.33 × 2.5 % = $833.333325 → $833.33
    expect(applyRate(5_000_000, 250)).toBe(125_000);
    expect(applyRate(3_333_333, 250)).toBe(83_333);
    // $100.02 × 2.5 % = $2.5005 → $2.50; $100.20 × 2.5 % = $2.505 → $2.51 (half up)
    expect(applyRate(10_002, 250)).toBe(250);
    expect(applyRate(10_020, 250)).toBe(251);
  });

  it('never rounds a negative amount and refuses non-integers', () => {
    expect(() => roundQuotient(-1n, 2n)).toThrow(RangeError);
    expect(() => assertCents(1.5, 'x')).toThrow(/integer number of cents/);
    expect(() => assertCents(-1, 'x')).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('property: rounding to the cent is exact on integers and within half a unit otherwise', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const r = BigInt(roundQuotient(n, d));
        expect(2n * (r * d - n) <= d && 2n * (n - r * d) < d).toBe(true);
      }),
    );
  });
});

describe('labels', () => {
  it('formats rates and dollars for worksheet labels', () => {
    expect(formatRate(250)).toBe('2.50 %');
    expect(formatRate(75)).toBe('0.75 %');
    expect(formatRate(10_000)).toBe('100.00 %');
    expect(formatUsd(125_000)).toBe('$1,250.00');
    expect(formatUsd(5)).toBe('$0.05');
  });
});
