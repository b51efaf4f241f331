import { z } from 'zod';
import { centsAmount, worksheet } from './annual-return';
import { field, msg, required, type FieldName } from './message-core';

/**
 * The Tax, Penalty, and Interest Billing Statement (spec §1/§2/§7): tax still owed for a past
 * year, with the interest and penalties of ORC 718.27 up to today, paid online. Bodies are not
 * shown in the spec: ours.
 */

/** How many past tax years a statement may cover (the current tax year and the five before it). */
export const BILLING_YEARS_BACK = 5;

const isoDate = (label: FieldName) => z.iso.date(msg('messages.date', { field: label }));

export const billingPayment = z.strictObject({
  date: isoDate(field('paymentDate')),
  amount: centsAmount(field('paymentAmount')).min(
    1,
    msg('messages.moreThanZero', { field: field('paymentAmount') }),
  ),
});

export const billingStatementRequest = z.strictObject({
  taxYear: z.number(required(field('taxYear'))).int(required(field('taxYear'))),
  /** The year's tax as the return (or the agency's bill) states it. */
  taxDue: centsAmount(field('taxDue')).min(1, msg('messages.moreThanZero', { field: field('taxDue') })),
  /** Payments already made toward it, each with its date (interest stops on what they cover). */
  payments: z
    .array(billingPayment)
    .max(12, msg('messages.atMostPayments', { max: 12 }))
    .default([]),
  /** When the return was filed, if late (the late-filing penalty); null when filed on time. */
  returnFiledDate: isoDate(field('returnFiledDate')).nullable().default(null),
});
export type BillingStatementRequest = z.input<typeof billingStatementRequest>;

export const billingCalculation = z.object({
  taxYear: z.number().int(),
  /** The return's due date the interest and penalties run from. */
  dueDate: z.string(),
  /** The statement's date: today at the agency. */
  asOf: z.string(),
  worksheet,
  tax: z.number().int(),
  interest: z.number().int(),
  penalty: z.number().int(),
  total: z.number().int(),
  notices: z.array(z.string()),
});
export type BillingCalculation = z.infer<typeof billingCalculation>;

export const filedBillingStatement = z.object({
  id: z.number().int(),
  confirmationNumber: z.string(),
  filedAt: z.string(),
  amountDue: z.number().int(),
  calculation: billingCalculation,
});
export type FiledBillingStatement = z.infer<typeof filedBillingStatement>;
