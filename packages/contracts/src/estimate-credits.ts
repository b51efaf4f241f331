import { z } from 'zod';

const cents = z.number().int().nonnegative();

/** Spec §3 "Estimate credit row": amounts in integer cents. */
export const estimateCreditRow = z.object({
  taxYear: z.number().int(),
  amountPaid: cents,
  priorYearCreditAmount: cents,
});
export type EstimateCreditRow = z.infer<typeof estimateCreditRow>;

export const estimateCreditRows = z.array(estimateCreditRow);
