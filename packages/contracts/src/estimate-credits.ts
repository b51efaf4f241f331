import { z } from 'zod';

const cents = z.number().int().nonnegative();

/** Spec §3 "Estimate credit row": amounts in integer cents. */
export const estimateCreditRow = z.object({
  taxYear: z.number().int(),
  amountPaid: cents,
  priorYearCreditAmount: cents,
  /**
   * The part of amountPaid received by the portal (estimate payments online or mailed checks
   * against an estimate) and not yet posted by the agency after audit (issue 22; cents).
   */
  notYetPosted: cents,
});
export type EstimateCreditRow = z.infer<typeof estimateCreditRow>;

export const estimateCreditRows = z.array(estimateCreditRow);
