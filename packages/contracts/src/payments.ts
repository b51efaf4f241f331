import { z } from 'zod';
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
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRow>;

/** GET /api/payments/tax-forms/{id} (spec §3 payment info). Amounts in cents. */
export const paymentInfo = z.object({
  taxFormType: z.string(),
  /** The form's kind, for the page's wording (estimates must be paid online). */
  formType: z.enum(PAYABLE_FORM_TYPES),
  confirmationNumber: z.string(),
  amount: z.number().int(),
  /** Completed means paid; Unpaid when nothing was started or the person chose to pay by check. */
  paymentStatus: z.enum(PaymentSessionState),
  /** The person chose to pay another way (POST …/no-payment). */
  payingOffline: z.boolean(),
  paymentHistory: z.array(paymentHistoryRow),
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
