import { z } from 'zod';
import { centsAmount, worksheet } from './annual-return';
import { installment, signatureAgreement } from './common';
import { field, invalid, msg, required } from './message-core';

/**
 * A business's net profit estimate (spec §2 FAQ "net profit estimate by quarter", §7 POST
 * /api/form/business/net-profit-estimate): the year's net profit apportioned to each member city.
 * Bodies are ours.
 */
export const netProfitEstimateRequest = z.strictObject({
  cities: z
    .array(
      z.strictObject({
        city: z
          .string(required(field('city')))
          .trim()
          .min(1, required(field('city')))
          .max(40, invalid(field('city'))),
        netProfit: centsAmount(field('netProfit')),
      }),
    )
    .min(1, msg('messages.atLeastOneCity'))
    .max(20, msg('messages.atMostCities', { max: 20 })),
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
