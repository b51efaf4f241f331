import { z } from 'zod';
import { authUser } from './auth';
import { taxpayerId } from './common';

/**
 * Linked business accounts (spec §2 Manage Business Accounts, §3, §4 business linking, §7 EIN
 * calls): a business user links the businesses they file for, by EIN and business name, and
 * chooses which one they file as.
 */

/** Spec §3 business taxpayer list item. */
export const businessItem = z.object({
  taxpayerId: z.string(),
  ein: z.string(),
  /** The business name. */
  name1: z.string(),
  /** The alternate name (shown '--' when empty). */
  name2: z.string().nullable(),
});
export type BusinessItem = z.infer<typeof businessItem>;
export const businessList = z.array(businessItem);

/** Spec §3/§5 search payload: EIN exactly 9 digits, business name required. */
export const businessSearchRequest = z.strictObject({
  ein: z
    .string('EIN is required.')
    .trim()
    .min(1, 'EIN is required.')
    .regex(/^\d{9}$/, 'EIN must be a nine-digit number with no hyphens'),
  businessName: z
    .string('Business Name is required.')
    .trim()
    .min(1, 'Business Name is required.')
    .max(100, 'Business Name must be at most 100 characters.'),
});
export type BusinessSearchRequest = z.infer<typeof businessSearchRequest>;

/** Spec §3 add/remove business payload. */
export const businessChangeRequest = z.strictObject({
  filingAsTaxpayerId: taxpayerId.nullable(),
  taxpayerIdToModify: taxpayerId,
});
export type BusinessChangeRequest = z.infer<typeof businessChangeRequest>;

/** Spec §3: success, newTaxpayerCount, userToken (the signed-in user, with its taxpayerId). */
export const businessChangeResult = z.object({
  success: z.boolean(),
  newTaxpayerCount: z.number().int(),
  userToken: authUser.nullable(),
});
export type BusinessChangeResult = z.infer<typeof businessChangeResult>;

/** POST /api/ein/changed {taxpayerId}: file as another linked business; answers the user. */
export const filingAsRequest = z.strictObject({ taxpayerId });
