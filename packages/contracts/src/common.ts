import { z } from 'zod';
import { invalid, msg, required, type FieldName } from './message-core';

/** Spec §9: e-mail at most 50 characters. */
export const EMAIL_MAX_LENGTH = 50;
/** Spec §9: password at most 25 characters. */
export const PASSWORD_MAX_LENGTH = 25;
/**
 * A member of staff's password: up to 64 characters (NIST SP 800-63B asks verifiers to allow at
 * least 64; the spec's 25 is the taxpayers'). ADR 0047.
 */
export const STAFF_PASSWORD_MAX_LENGTH = 64;

/** Spec §9: EIN and federal ID are exactly 9 digits, no hyphens. */
export const nineDigits = z.string().regex(/^\d{9}$/, msg('predicates.nineDigits'));

/** Agency taxpayer account number (not a federal ID). */
export const taxpayerId = z.string().regex(/^\d{1,12}$/, msg('predicates.invalid'));

export const email = z
  .email(msg('predicates.invalid'))
  .max(EMAIL_MAX_LENGTH, msg('predicates.tooLong', { max: EMAIL_MAX_LENGTH }));

/**
 * A record's id in a request: a positive whole number the database's integer columns can hold.
 * A larger one is a 400 with the field named, never a database range error (500) — found by the
 * route fuzz with requestId 2147483648.
 */
export const MAX_RECORD_ID = 2_147_483_647;
export const recordId = (message = msg('predicates.invalid')) =>
  z.number(message).int(message).positive(message).max(MAX_RECORD_ID, message);
/** The same, from a path or query string. */
export const recordIdText = (message = msg('predicates.invalid')) =>
  z.coerce.number(message).int(message).positive(message).max(MAX_RECORD_ID, message);

/**
 * The agreement in lieu of signature every filed form carries (issue 14 for the estimate; issue 24
 * item 6 for the employer's return and the net profit estimate): the server refuses a filing
 * without it.
 */
export const signatureAgreement = z.literal(true, msg('messages.agreementBoxRequired'));

/** One installment of an estimate's schedule (the individual's and the business's net profit estimate). */
export const installment = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  cumulativeDue: z.number().int(),
  amountDue: z.number().int(),
});

/** A currency amount in cents: never negative, at most $100,000,000.00. */
export const centsAmount = (label: FieldName) =>
  z
    .number(required(label))
    .int(msg('messages.wholeCents', { field: label }))
    .min(0, msg('messages.notNegativeAmount', { field: label }))
    .max(10_000_000_000, invalid(label));
