import { z } from 'zod';
import { centsAmount, worksheet } from './annual-return';
import { signatureAgreement } from './common';
import { field, invalid, msg, required, tooLong, type FieldName } from './message-core';

/**
 * The Employer's Return of Income Tax Withheld (spec §2 FAQ: Monthly or Quarterly period, cities,
 * wages, and adjustments with explanation; §7 POST /api/return-of-income). Bodies are ours.
 */
const cityName = (label: FieldName) =>
  z.string(required(label)).trim().min(1, required(label)).max(40, invalid(label));

export const withholdingAdjustment = z.strictObject({
  kind: z.enum(['add', 'subtract'], msg('messages.adjustmentKind')),
  amount: centsAmount(field('adjustmentAmount')).min(
    1,
    msg('messages.moreThanZero', { field: field('adjustmentAmount') }),
  ),
  explanation: z
    .string(required(field('explanation')))
    .trim()
    .min(1, required(field('explanation')))
    .max(120, tooLong(field('explanation'), 120)),
});

export const withholdingCity = z.strictObject({
  city: cityName(field('workCity')),
  wages: centsAmount(field('wages')),
  taxWithheld: centsAmount(field('taxWithheld')),
  adjustments: z
    .array(withholdingAdjustment)
    .max(10, msg('messages.atMostAdjustments', { max: 10 }))
    .default([]),
});

const employersReturnFields = {
  taxYear: z.number(required(field('taxYear'))).int(required(field('taxYear'))),
  frequency: z.enum(['monthly', 'quarterly'], msg('messages.frequency')),
  period: z
    .number(required(field('period')))
    .int(required(field('period')))
    .min(1, required(field('period'))),
  cities: z
    .array(withholdingCity)
    .min(1, msg('messages.atLeastOneWorkCity'))
    .max(20, msg('messages.atMostCities', { max: 20 })),
  residenceTaxWithheld: z
    .array(
      z.strictObject({
        city: cityName(field('residenceCity')),
        amount: centsAmount(field('residenceTaxWithheld')),
      }),
    )
    .max(20, msg('messages.atMostResidenceCities', { max: 20 }))
    .default([]),
};
const periodInRange = (r: { frequency: 'monthly' | 'quarterly'; period: number }) =>
  r.period <= (r.frequency === 'monthly' ? 12 : 4);
const periodInvalid = { path: ['period'], message: invalid(field('period')) };

export const employersReturnRequest = z
  .strictObject(employersReturnFields)
  .refine(periodInRange, periodInvalid);

/** POST /api/return-of-income (File): the figures and the agreement in lieu of signature. */
export const fileEmployersReturnRequest = z
  .strictObject({ ...employersReturnFields, agreement: signatureAgreement })
  .refine(periodInRange, periodInvalid);
export type EmployersReturnRequest = z.input<typeof employersReturnRequest>;

export const employersReturnCalculation = z.object({
  taxYear: z.number().int(),
  frequency: z.enum(['monthly', 'quarterly']),
  period: z.number().int(),
  dueDate: z.string(),
  asOf: z.string(),
  worksheet,
  taxDue: z.number().int(),
  interest: z.number().int(),
  penalty: z.number().int(),
  total: z.number().int(),
  notices: z.array(z.string()),
});
export type EmployersReturnCalculation = z.infer<typeof employersReturnCalculation>;

export const filedEmployersReturn = z.object({
  id: z.number().int(),
  confirmationNumber: z.string(),
  filedAt: z.string(),
  amountDue: z.number().int(),
  calculation: employersReturnCalculation,
});
export type FiledEmployersReturn = z.infer<typeof filedEmployersReturn>;
