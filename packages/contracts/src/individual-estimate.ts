import { z } from 'zod';
import { centsAmount, worksheet } from './annual-return';
import { installment, signatureAgreement } from './common';
import { field, msg, required, tooLong } from './message-core';

/**
 * The individual estimate (declaration of estimated tax, ORC 718.08): income by place of work,
 * split into employment-city and residence-city allocations, paid by quarter (spec §2, issue 4).
 */

export const estimateIncome = z.strictObject({
  description: z
    .string(required(field('description')))
    .trim()
    .min(1, required(field('description')))
    .max(60, tooLong(field('description'), 60)),
  income: centsAmount(field('estimatedIncome')),
  /** Where it is earned: a member city's name or code; empty or null for the residence city. */
  workCity: z
    .string()
    .trim()
    .max(40, tooLong(field('workCity'), 40))
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  /** An employer withholds the work city's tax on this income. */
  workCityTaxWithheld: z.boolean().default(false),
});

export const individualEstimateRequest = z.strictObject({
  incomes: z
    .array(estimateIncome)
    .min(1, msg('messages.atLeastOneIncome'))
    .max(20, msg('messages.atMostIncomes', { max: 20 })),
  /** Not a resident on 1 January: no penalty on underpaid estimates (ORC 718.08). */
  residentOnJanuary1: z.boolean().default(true),
});
export type IndividualEstimateRequest = z.input<typeof individualEstimateRequest>;

/** POST …/individual-estimate (File): the figures and the agreement in lieu of signature (issue 14). */
export const fileIndividualEstimateRequest = individualEstimateRequest.extend({
  agreement: signatureAgreement,
});

/** POST …/calculate (preview) and the filed estimate's figures. */
export const estimateCalculation = z.object({
  taxYear: z.number().int(),
  residenceCity: z.string(),
  /** The year's rates are not yet the agency's published table for that year. */
  provisionalRates: z.boolean(),
  worksheet,
  estimatedTax: z.number().int(),
  employmentCityAllocation: z.number().int(),
  residenceCityAllocation: z.number().int(),
  netEstimatedTax: z.number().int(),
  declarationRequired: z.boolean(),
  installments: z.array(installment),
  notices: z.array(z.string()),
});
export type EstimateCalculation = z.infer<typeof estimateCalculation>;

export const filedEstimate = z.object({
  id: z.number().int(),
  confirmationNumber: z.string(),
  filedAt: z.string(),
  /** What the first payment covers: the installments due by today (at least the first). */
  amountDue: z.number().int(),
  calculation: estimateCalculation,
});
export type FiledEstimate = z.infer<typeof filedEstimate>;
