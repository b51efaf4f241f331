import { z } from 'zod';
import { msg } from './message-core';

/** Spec §3 "Exemption submission" reasons. */
export const ExemptionReason = [
  'retired',
  'armedForces',
  'under18',
  'noEarnedIncome',
  'BusinessOrRentalSold',
] as const;
export type ExemptionReason = (typeof ExemptionReason)[number];

export const EXEMPTION_MESSAGES = {
  reasonRequired: msg('messages.exemptionReasonRequired'),
  veracityRequired: msg('messages.exemptionVeracityRequired'),
  soldDateRequired: msg('messages.exemptionSoldDateRequired'),
  /** The birth date on record says 18 or older at the end of the tax year (issue 9 item 7). */
  notUnder18: msg('messages.exemptionNotUnder18'),
} as const;

const isoDate = z.iso.date(msg('predicates.date'));

/** Spec §3/§5: a reason is required; the business-sold date only (and always) with that reason. */
export const exemptionSubmission = z
  .strictObject({
    exemptionSelection: z.enum(ExemptionReason, EXEMPTION_MESSAGES.reasonRequired),
    businessSoldDate: isoDate.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.exemptionSelection === 'BusinessOrRentalSold' && !value.businessSoldDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['businessSoldDate'],
        message: EXEMPTION_MESSAGES.soldDateRequired,
      });
    }
  })
  .transform((value) => ({
    ...value,
    businessSoldDate: value.exemptionSelection === 'BusinessOrRentalSold' ? value.businessSoldDate : null,
  }));
export type ExemptionSubmission = z.input<typeof exemptionSubmission>;

export const exemptionFiled = z.object({
  taxYear: z.number().int(),
  confirmationNumber: z.string(),
  filedAt: z.string(),
});

/** GET /api/exemption-certificate/{year}: whether one is filed for the year, and its receipt. */
export const exemptionStatus = z.object({
  taxYear: z.number().int(),
  filed: z.boolean(),
  certificate: exemptionFiled
    .extend({ exemptionSelection: z.enum(ExemptionReason), businessSoldDate: z.string().nullable() })
    .nullable(),
});
export type ExemptionStatus = z.infer<typeof exemptionStatus>;

/** Spec §3 "Entered forms". */
export const enteredForms = z.object({
  enteredForms: z.array(z.string()),
  isAnnualReturnFiled: z.boolean(),
});

export const taxYearParam = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) });
