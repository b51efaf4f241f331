import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages';
import { formatAmount } from '../src/page';
import { cardNumberDigits, expiryError, isValidRoutingNumber, validatePayment } from '../src/validation';

const MARCH_2026 = new Date('2026-03-15T12:00:00Z');

describe('payment field rules', () => {
  it('reads card numbers with spaces or dashes and checks length and Luhn', () => {
    expect(cardNumberDigits('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(cardNumberDigits('4111-1111-1111-1111')).toBe('4111111111111111');
    expect(cardNumberDigits('4000000000000002')).toBe('4000000000000002');
    expect(cardNumberDigits('4111 1111 1111 1112')).toBeNull();
    expect(cardNumberDigits('4111.1111.1111.1111')).toBeNull();
    expect(cardNumberDigits('42')).toBeNull();
    expect(cardNumberDigits('4'.repeat(20))).toBeNull();
    expect(cardNumberDigits('')).toBeNull();
  });

  it('checks the ABA checksum of routing numbers', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('01100001')).toBe(false);
    expect(isValidRoutingNumber('01100001a')).toBe(false);
  });

  it('treats a card as good through its expiry month', () => {
    expect(expiryError('03/26', MARCH_2026)).toBeUndefined();
    expect(expiryError('12/30', MARCH_2026)).toBeUndefined();
    expect(expiryError('02/26', MARCH_2026)).toBe(MESSAGES.expired);
    expect(expiryError('12/25', MARCH_2026)).toBe(MESSAGES.expired);
    expect(expiryError('13/27', MARCH_2026)).toBe(MESSAGES.expiryFormat);
    expect(expiryError('3/27', MARCH_2026)).toBe(MESSAGES.expiryFormat);
    expect(expiryError('03/2027', MARCH_2026)).toBe(MESSAGES.expiryFormat);
  });

  it('asks for the payment method before anything else', () => {
    expect(validatePayment({ cardNumber: '4111111111111111' }, MARCH_2026)).toStrictEqual({
      ok: false,
      errors: { method: MESSAGES.method },
    });
  });

  it('lists every missing card field, and no check field', () => {
    const result = validatePayment({ method: 'card' }, MARCH_2026);
    expect(result).toStrictEqual({
      ok: false,
      errors: {
        cardName: MESSAGES.cardName,
        cardNumber: MESSAGES.cardNumber,
        expiry: MESSAGES.expiryFormat,
        cvv: MESSAGES.cvv,
      },
    });
  });

  it('lists every missing check field, and no card field', () => {
    const result = validatePayment({ method: 'check', accountNumber: '123' }, MARCH_2026);
    expect(result).toStrictEqual({
      ok: false,
      errors: {
        accountName: MESSAGES.accountName,
        routingNumber: MESSAGES.routingNumber,
        accountNumber: MESSAGES.accountNumber,
        checkType: MESSAGES.checkType,
      },
    });
  });

  it('formats cents as dollars', () => {
    expect(formatAmount(123_456)).toBe('$1,234.56');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatAmount(100_000_000)).toBe('$1,000,000.00');
  });
});
