import { z } from 'zod';
import { authUser } from './auth';
import { recordId, taxpayerId } from './common';
import { field, invalid, msg, required, tooLong } from './message-core';

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

/**
 * The longest EIN a person may type: 9 digits with the usual hyphen (`32-0000003`) or spaces
 * around it (`32 - 0000003`). What is sent and stored is the 9 digits (spec §9).
 */
export const EIN_INPUT_MAX_LENGTH = 12;

/** Hyphens (ASCII and the Unicode dashes a copy from a document brings) and whitespace. */
const einSeparators = /[\s\-\u2010-\u2015\u2212]/g;

/**
 * An EIN as a person types it (issue 14 item 7, ADR 0026): `32-0000003`, `32 0000003` and
 * `320000003` all become `320000003`; anything else that is not 9 digits keeps the clear error.
 * The digits are taken in place (`overwrite`), so the schema stays a string schema for the
 * OpenAPI document and the web form reads the same rule.
 */
export const einInput = z
  .string(required(field('ein')))
  .overwrite((value) => value.replace(einSeparators, ''))
  .min(1, required(field('ein')))
  .regex(/^\d{9}$/, msg('messages.nineDigits', { field: field('ein') }));

/** Spec §3/§5 search payload: EIN exactly 9 digits (hyphen and spaces dropped), business name required. */
export const businessSearchRequest = z.strictObject({
  ein: einInput,
  businessName: z
    .string(required(field('businessNameSearched')))
    .trim()
    .min(1, required(field('businessNameSearched')))
    .max(100, tooLong(field('businessNameSearched'), 100)),
});
export type BusinessSearchRequest = z.infer<typeof businessSearchRequest>;

/** Spec §3 add/remove business payload. */
export const businessChangeRequest = z.strictObject({
  filingAsTaxpayerId: taxpayerId.nullable(),
  taxpayerIdToModify: taxpayerId,
});
export type BusinessChangeRequest = z.infer<typeof businessChangeRequest>;

/**
 * What a link request waits for (ADR 0017): the code mailed to the business's e-mail on file,
 * the approval of a user already linked to it (or the agency's), or the agency alone (no e-mail
 * on file).
 */
export const LinkAwaiting = { Code: 'code', Approval: 'approval', Agency: 'agency' } as const;
export type LinkAwaiting = (typeof LinkAwaiting)[keyof typeof LinkAwaiting];
export const linkAwaiting = z.enum(['code', 'approval', 'agency']);

/**
 * Spec §3: success, newTaxpayerCount, userToken (the signed-in user, with its taxpayerId).
 * `awaiting` (ours, ADR 0017): add-ein opened a link request instead of linking (success false).
 */
export const businessChangeResult = z.object({
  success: z.boolean(),
  newTaxpayerCount: z.number().int(),
  userToken: authUser.nullable(),
  awaiting: linkAwaiting.optional(),
});
export type BusinessChangeResult = z.infer<typeof businessChangeResult>;

/** POST /api/ein/changed {taxpayerId}: file as another linked business; answers the user. */
export const filingAsRequest = z.strictObject({ taxpayerId });

/** POST /api/ein/confirm-link: the code mailed to the business's e-mail on file (ADR 0017). */
export const linkCodeRequest = z.strictObject({
  taxpayerId,
  code: z
    .string(required(field('code')))
    .trim()
    .toUpperCase()
    .min(1, required(field('code')))
    .max(20, invalid(field('code'))),
});
export type LinkCodeRequest = z.infer<typeof linkCodeRequest>;

/** A link request the user made, and what it waits for. */
export const myLinkRequest = businessItem.extend({ awaiting: linkAwaiting, requestedAt: z.string() });
export type MyLinkRequest = z.infer<typeof myLinkRequest>;

/** A request by someone else to link a business this user is linked to, for them to decide. */
export const linkRequestToDecide = z.object({
  requestId: z.number().int(),
  business: businessItem,
  username: z.string(),
  firstName: z.string().nullable(),
  email: z.string(),
  requestedAt: z.string(),
});
export type LinkRequestToDecide = z.infer<typeof linkRequestToDecide>;

/** GET /api/ein/link-requests: the user's own open requests and those they may decide. */
export const linkRequests = z.object({
  mine: z.array(myLinkRequest),
  toDecide: z.array(linkRequestToDecide),
});
export type LinkRequests = z.infer<typeof linkRequests>;

/** POST /api/ein/link-requests/decide: approve (optionally with the forms filed before) or deny. */
export const linkDecision = z.strictObject({
  requestId: recordId(),
  approve: z.boolean(),
  includeHistory: z.boolean().default(false),
});
export type LinkDecision = z.input<typeof linkDecision>;
