import { z } from 'zod';
import { centsAmount, worksheet } from './annual-return';
import { signatureAgreement } from './common';

/**
 * The Employer's Return of Income Tax Withheld (spec §2 FAQ: Monthly or Quarterly period, cities,
 * wages, and adjustments with explanation; §7 POST /api/return-of-income). Bodies are ours.
 */
const cityName = (field: string) =>
  z.string(`${field} is required.`).trim().min(1, `${field} is required.`).max(40, `${field} is invalid.`);

export const withholdingAdjustment = z.strictObject({
  kind: z.enum(['add', 'subtract'], 'Choose whether the adjustment adds or subtracts.'),
  amount: centsAmount('Adjustment amount').min(1, 'Adjustment amount must be greater than zero.'),
  explanation: z
    .string('Explanation is required.')
    .trim()
    .min(1, 'Explanation is required.')
    .max(120, 'Explanation must be at most 120 characters.'),
});

export const withholdingCity = z.strictObject({
  city: cityName('Work city'),
  wages: centsAmount('Wages'),
  taxWithheld: centsAmount('Tax withheld'),
  adjustments: z.array(withholdingAdjustment).max(10, 'Enter at most 10 adjustments.').default([]),
});

const employersReturnFields = {
  taxYear: z.number('Tax year is required.').int('Tax year is required.'),
  frequency: z.enum(['monthly', 'quarterly'], 'Choose Monthly or Quarterly.'),
  period: z.number('Period is required.').int('Period is required.').min(1, 'Period is required.'),
  cities: z
    .array(withholdingCity)
    .min(1, 'Enter at least one work city.')
    .max(20, 'Enter at most 20 cities.'),
  residenceTaxWithheld: z
    .array(
      z.strictObject({ city: cityName('Residence city'), amount: centsAmount('Residence tax withheld') }),
    )
    .max(20, 'Enter at most 20 residence cities.')
    .default([]),
};
const periodInRange = (r: { frequency: 'monthly' | 'quarterly'; period: number }) =>
  r.period <= (r.frequency === 'monthly' ? 12 : 4);
const periodInvalid = { path: ['period'], message: 'Period is invalid.' };

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
