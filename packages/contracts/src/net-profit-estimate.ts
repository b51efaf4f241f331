import { z } from 'zod';
import { centsAmount, worksheet } from './annual-return';
import { installment, signatureAgreement } from './common';

/**
 * A business's net profit estimate (spec §2 FAQ "net profit estimate by quarter", §7 POST
 * /api/form/business/net-profit-estimate): the year's net profit apportioned to each member city.
 * Bodies are ours.
 */
export const netProfitEstimateRequest = z.strictObject({
  cities: z
    .array(
      z.strictObject({
        city: z.string('City is required.').trim().min(1, 'City is required.').max(40, 'City is invalid.'),
        netProfit: centsAmount('Net profit'),
      }),
    )
    .min(1, 'Enter at least one city.')
    .max(20, 'Enter at most 20 cities.'),
});
export type NetProfitEstimateRequest = z.input<typeof netProfitEstimateRequest>;

/** POST …/net-profit-estimate (File): the figures and the agreement in lieu of signature. */
export const fileNetProfitEstimateRequest = netProfitEstimateRequest.extend({
  agreement: signatureAgreement,
});

export const netProfitEstimateCalculation = z.object({
  taxYear: z.number().int(),
  worksheet,
  estimatedTax: z.number().int(),
  declarationRequired: z.boolean(),
  installments: z.array(installment),
  notices: z.array(z.string()),
});
export type NetProfitEstimateCalculation = z.infer<typeof netProfitEstimateCalculation>;

export const filedNetProfitEstimate = z.object({
  id: z.number().int(),
  confirmationNumber: z.string(),
  filedAt: z.string(),
  /** What the first payment covers: the installments due by today (at least the first). */
  amountDue: z.number().int(),
  calculation: netProfitEstimateCalculation,
});
export type FiledNetProfitEstimate = z.infer<typeof filedNetProfitEstimate>;
