import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SETTLEMENT_HEADER,
  amountToCents,
  centsToAmount,
  readSettlement,
  sameSecret,
  writeSettlement,
} from './payment-protocol';

describe('the payment provider protocol', () => {
  it('writes amounts as dollars with two decimals and reads them back to the cent', () => {
    expect(centsToAmount(354_167)).toBe('3541.67');
    expect(centsToAmount(1)).toBe('0.01');
    expect(amountToCents('250.00')).toBe(25_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => amountToCents(centsToAmount(c)) === c),
    );
  });

  it('round-trips a settlement report and refuses what is not one', () => {
    const lines = [
      {
        transactionId: 'SBX-1',
        remittanceId: 'R1-1-AB',
        amountCents: 25_000,
        transactionDate: '2026-03-02T15:00:00.000Z',
      },
    ];
    expect(readSettlement(writeSettlement(lines))).toEqual(lines);
    expect(readSettlement(`${SETTLEMENT_HEADER}\n`)).toEqual([]);
    expect(readSettlement('<html>maintenance</html>')).toBeNull();
    expect(readSettlement(`${SETTLEMENT_HEADER}\nSBX-1,R1,250,2026-03-02`)).toBeNull();
  });

  it('compares secrets whatever their length, and never accepts an empty expected one', () => {
    expect(sameSecret('s3cret-value', 's3cret-value')).toBe(true);
    expect(sameSecret('s3cret', 's3cret-value')).toBe(false);
    expect(sameSecret(undefined, 's3cret-value')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
