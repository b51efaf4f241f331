import { z } from 'zod';
import { FormState, accountInstallment, payLine, paymentTarget } from './account-ledger';
import { formIdParam } from './annual-return';
import { PaymentMethod, PaymentSessionState } from './enums';
import { PAYABLE_FORM_TYPES } from './forms';

/** One payment the provider reported (spec §3 payment history row). */
export const paymentHistoryRow = z.object({
  paymentType: z.enum(PaymentMethod),
  partialCcNumber: z.string().nullable(),
  partialAccountNumber: z.string().nullable(),
  paymentDate: z.string(),
  paymentDateTitle: z.string(),
  status: z.enum(PaymentSessionState),
  /**
   * Ours (issue 22, ADR 0045): the payment reference — the provider's transaction id of a
   * Completed payment, as the receipt e-mail, the form's PDF and the agency's exports give it.
   */
  reference: z.string().nullable(),
  /** Ours (issue 22): what the provider took (cents), once Completed; null before. */
  amount: z.number().int().nullable(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRow>;

/**
 * What every payment target's info answers (ADR 0044): the amount is what paying today costs —
 * the ledger's balance plus ORC 718.27 interest and penalty accrued to today — each part a line.
 */
const paying = {
  target: paymentTarget,
  /** The agency's today the amount runs to (ISO date): paying on another day may cost more. */
  asOf: z.string(),
  /** What paying today costs (cents): the sum of `lines`; 0 when nothing is owed. */
  amount: z.number().int(),
  lines: z.array(payLine),
  /** The ledger's balance of what the target pays (negative: a credit). */
  balance: z.number().int(),
  /** When it is (was) due, ISO date; null for a year. */
  dueDate: z.string().nullable(),
  /** Completed means nothing is left to pay (spec §3). */
  paymentStatus: z.enum(PaymentSessionState),
  paymentHistory: z.array(paymentHistoryRow),
};

/**
 * GET /api/payments/tax-forms/{id}/installments/{n} and GET /api/payments/tax-years/{year}: an
 * estimate installment, or a whole tax year (allocated to its open items in the order of ADR 0044,
 * listed in `lines` in that order).
 */
export const paymentTargetInfo = z.object({
  ...paying,
  taxYear: z.number().int(),
  taxFormId: z.number().int().nullable(),
  formType: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  installment: z.number().int().nullable(),
});
export type PaymentTargetInfo = z.infer<typeof paymentTargetInfo>;

export const installmentParams = formIdParam.extend({
  installment: z.coerce.number().int().min(1).max(4),
});
export const paymentYearParam = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) });

/** GET /api/payments/tax-forms/{id} (spec §3 payment info). Amounts in cents. */
export const paymentInfo = z.object({
  ...paying,
  /** The form's state from the ledger. */
  formStatus: z.enum(FormState),
  /** An estimate's installments, each payable on its own; null for other forms. */
  installments: z.array(accountInstallment).nullable(),
  taxFormType: z.string(),
  /** The form's kind, for the page's wording (estimates must be paid online). */
  formType: z.enum(PAYABLE_FORM_TYPES),
  confirmationNumber: z.string(),
  /** The person chose to pay another way (POST …/no-payment). */
  payingOffline: z.boolean(),
});
export type PaymentInfo = z.infer<typeof paymentInfo>;

/** POST /api/payments/tax-forms/{id}/initiate-payment-session (spec §3). */
export const paymentSessionStart = z.object({
  applicationId: z.string(),
  messageVersion: z.string(),
  postUrl: z.url(),
  remittanceId: z.string(),
});
export type PaymentSessionStart = z.infer<typeof paymentSessionStart>;
