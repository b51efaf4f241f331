import { describe, expect, it } from 'vitest';
import { renderMessage } from './messages';
import { bankAccountNumber, isRoutingNumber, refundClaimInput, routingNumber } from './refunds';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }, lang?: 'es') =>
  result.error?.issues.map((i) => renderMessage(i.message, lang)) ?? [];

const bank = { routingNumber: '011000015', accountNumber: '123456789', accountType: 'checking' };

describe('routing numbers (ABA check digit)', () => {
  it.each([
    // 011000015: 3·0 + 7·1 + 1 + 3·0 + 7·0 + 0 + 3·0 + 7·1 + 5 = 20 ≡ 0 (Federal Reserve Bank of Boston)
    '011000015',
    // 021000021: 0 + 14 + 1 + 0 + 0 + 0 + 0 + 14 + 1 = 30 ≡ 0
    '021000021',
    // 044000037: 0 + 28 + 4 + 0 + 0 + 0 + 0 + 21 + 7 = 60 ≡ 0 (a Columbus, Ohio prefix 04)
    '044000037',
    // 041000124: 0 + 28 + 1 + 0 + 0 + 0 + 3 + 14 + 4 = 50 ≡ 0
    '041000124',
  ])('%s is a routing number', (value) => {
    expect(isRoutingNumber(value)).toBe(true);
    expect(routingNumber.parse(` ${value} `)).toBe(value);
  });

  it('a wrong check digit is refused, with a message saying where to read the number', () => {
    // 011000016: sum 21, not a multiple of 10
    expect(isRoutingNumber('011000016')).toBe(false);
    expect(messagesOf(routingNumber.safeParse('011000016'))).toEqual([
      'Routing number is not a valid routing number. Check the 9 digits at the bottom left of a check.',
    ]);
    expect(messagesOf(routingNumber.safeParse('011000016'), 'es')).toEqual([
      'El campo Número de ruta no es un número de ruta válido. Revise los 9 dígitos que aparecen en la parte inferior izquierda de un cheque.',
    ]);
  });

  it('a prefix outside 00–12, 21–32, 61–72 and 80 is refused even with a right check digit', () => {
    // 130000006: 3·1 + 7·3 + 0 + … + 6 = 30 ≡ 0, but 13 is no routing symbol
    expect(isRoutingNumber('130000006')).toBe(false);
    // 500000005: 15 + 0 + … + 5 = 20 ≡ 0, but 50 is no routing symbol; 80 is (traveler's checks)
    expect(isRoutingNumber('500000005')).toBe(false);
    // 800000006: 3·8 + 0 + … + 6 = 30 ≡ 0, prefix 80 (traveler's checks) allowed
    expect(isRoutingNumber('800000006')).toBe(true);
  });

  it('not nine digits: the digits message', () => {
    for (const value of ['01100001', '0110000150', '01100001A', '011-000-015']) {
      expect(messagesOf(routingNumber.safeParse(value))).toEqual(['Routing number must be 9 digits.']);
    }
  });
});

describe('bank account numbers', () => {
  it('4 to 17 digits', () => {
    expect(bankAccountNumber.parse('1234')).toBe('1234');
    expect(bankAccountNumber.parse('12345678901234567')).toBe('12345678901234567');
    for (const value of ['123', '123456789012345678', '1234-5678', 'ABCD1234']) {
      expect(messagesOf(bankAccountNumber.safeParse(value))).toEqual([
        'Account number must be 4 to 17 digits.',
      ]);
    }
    expect(messagesOf(bankAccountNumber.safeParse('123'), 'es')).toEqual([
      'El campo Número de cuenta debe tener de 4 a 17 dígitos.',
    ]);
  });
});

describe('the refund claim', () => {
  it('a refund by direct deposit with its bank account', () => {
    const claim = { refundCents: 100_000, creditCents: 0, method: 'direct-deposit', bank };
    expect(refundClaimInput.parse(claim)).toEqual(claim);
  });

  it('a split: part refunded by check, part credited to next year’s estimate', () => {
    const claim = { refundCents: 60_000, creditCents: 40_000, method: 'check' };
    expect(refundClaimInput.parse(claim)).toEqual(claim);
  });

  it('only a credit needs no bank account', () => {
    expect(
      refundClaimInput.safeParse({ refundCents: 0, creditCents: 20_000, method: 'direct-deposit' }).success,
    ).toBe(true);
  });

  it('direct deposit of a refund needs the bank account', () => {
    const result = refundClaimInput.safeParse({
      refundCents: 100_000,
      creditCents: 0,
      method: 'direct-deposit',
    });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['bank']]);
    expect(messagesOf(result)).toEqual([
      'For direct deposit, enter the routing number, account number and account type.',
    ]);
    expect(messagesOf(result, 'es')).toEqual([
      'Para el depósito directo, ingrese el número de ruta, el número de cuenta y el tipo de cuenta.',
    ]);
  });

  it('a check takes no bank account', () => {
    const result = refundClaimInput.safeParse({
      refundCents: 100_000,
      creditCents: 0,
      method: 'check',
      bank,
    });
    expect(messagesOf(result)).toEqual([
      'A check is mailed to the address on file: leave out the bank account, or choose direct deposit.',
    ]);
  });

  it('refund and credit together more than zero', () => {
    const result = refundClaimInput.safeParse({ refundCents: 0, creditCents: 0, method: 'check' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['refundCents']]);
    expect(messagesOf(result)).toEqual([
      'Enter an amount to refund, to credit to next year’s estimate, or both.',
    ]);
  });

  it('amounts are non-negative whole cents', () => {
    const negative = refundClaimInput.safeParse({ refundCents: -100, creditCents: 200, method: 'check' });
    expect(messagesOf(negative)).toContain('Refund amount must be greater than or equal to zero');
    const fraction = refundClaimInput.safeParse({ refundCents: 100, creditCents: 10.5, method: 'check' });
    expect(messagesOf(fraction)).toContain('Credit to next year’s estimate must be whole cents.');
  });

  it('a method and an account type from the lists; a bad bank account names its field', () => {
    const method = refundClaimInput.safeParse({ refundCents: 100, creditCents: 0, method: 'cash' });
    expect(messagesOf(method)).toEqual(['Choose direct deposit or a paper check.']);
    const result = refundClaimInput.safeParse({
      refundCents: 100,
      creditCents: 0,
      method: 'direct-deposit',
      bank: { routingNumber: '011000016', accountNumber: '12', accountType: 'brokerage' },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'bank.routingNumber',
      'bank.accountNumber',
      'bank.accountType',
    ]);
    expect(messagesOf(result, 'es')).toContain('Elija Cuenta de cheques o Cuenta de ahorros.');
  });
});
