import { z } from 'zod';
import { centsAmount } from './common';
import { field, msg } from './message-core';

/**
 * A claim for an overpayment (issue 27 item 2): refunded, credited to next year's estimate, or
 * split; a refund paid by direct deposit (the bank account checked here, stored sealed and shown
 * masked by the server) or by a check to the address on file. The amounts the law allows (the
 * minimum refunded, no more than was paid, the claim window) are the engine's (`@efile/tax`
 * refund.ts) and the server's: this schema checks the shape.
 */

/** First two digits of an ABA routing number in use (Federal Reserve routing symbol ranges). */
const ROUTING_PREFIX = /^(0[0-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;

/**
 * Whether nine digits are a routing number: the first two in 00–12 (banks; 00 the U.S.
 * government), 21–32 (thrifts), 61–72 (electronic) or 80 (traveler's checks), and the ABA check
 * digit: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 ≡ 0 (mod 10).
 */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || !ROUTING_PREFIX.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (weights[i] as number), 0);
  return sum % 10 === 0;
}

/** The nine digits at the bottom left of a check (spaces around them dropped). */
export const routingNumber = z
  .string(msg('messages.required', { field: field('routingNumber') }))
  .trim()
  .regex(/^\d{9}$/, msg('messages.routingNumberDigits', { field: field('routingNumber') }))
  // Said only of nine digits: the digits message above covers the rest.
  .refine(
    (v) => !/^\d{9}$/.test(v) || isRoutingNumber(v),
    msg('messages.routingNumberCheck', { field: field('routingNumber') }),
  );

/** A bank account number: 4 to 17 digits (NACHA's DFI account number is at most 17 characters). */
export const bankAccountNumber = z
  .string(msg('messages.required', { field: field('bankAccountNumber') }))
  .trim()
  .regex(/^\d{4,17}$/, msg('messages.bankAccountDigits', { field: field('bankAccountNumber') }));

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const accountType = z.enum(ACCOUNT_TYPES, msg('messages.accountType'));

export const REFUND_METHODS = ['direct-deposit', 'check'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const bankAccountInput = z.strictObject({
  routingNumber,
  accountNumber: bankAccountNumber,
  accountType,
});
export type BankAccountInput = z.infer<typeof bankAccountInput>;

/**
 * The claim: how much is refunded and how much credited to next year's estimate (whole cents, not
 * negative, together more than zero); a refund by direct deposit names the bank account, a check
 * takes none (the address on file).
 */
export const refundClaimInput = z
  .strictObject({
    refundCents: centsAmount(field('refundAmount')),
    creditCents: centsAmount(field('creditAmount')),
    /** How a refund is paid; a credit alone names none. */
    method: z.enum(REFUND_METHODS, msg('messages.refundMethod')).optional(),
    bank: bankAccountInput.optional(),
  })
  .refine((c) => c.refundCents === 0 || c.method !== undefined, {
    path: ['method'],
    message: msg('messages.refundMethod'),
  })
  .refine((c) => c.refundCents + c.creditCents > 0, {
    path: ['refundCents'],
    message: msg('messages.refundOrCredit'),
  })
  .refine((c) => c.method !== 'direct-deposit' || c.refundCents === 0 || c.bank !== undefined, {
    path: ['bank'],
    message: msg('messages.bankRequiredForDirectDeposit'),
  })
  .refine((c) => c.method !== 'check' || c.bank === undefined, {
    path: ['bank'],
    message: msg('messages.bankNotForCheck'),
  });
export type RefundClaimInput = z.infer<typeof refundClaimInput>;
