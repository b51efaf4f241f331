import { z } from 'zod';
import { accountLedger, accountUpcoming, ledgerEntryDto } from './account-ledger';
import { refundClaimDto } from './refund-claims';
import { msg } from './message-core';
import { staffReason } from './staff';
import { LANGUAGES } from './shell';

/**
 * A taxpayer's account as the agency's console shows it (issue 16, ADR 0036): who they are
 * (federal IDs as their last four digits only), the ledger, filings, uploaded files, payments,
 * the web accounts linked with what each is also linked to, and the latest audit events.
 */
export const staffTaxpayerIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,12}$/, msg('predicates.taxpayerId')),
});
export const staffTaxpayerFormParams = staffTaxpayerIdParams.extend({
  formId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const staffTaxpayerFileParams = staffTaxpayerIdParams.extend({
  fileId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const staffReasonQuery = z.strictObject({ reason: staffReason });

/** What the console says about a web account: the first that applies, in this order. */
export const WEB_ACCOUNT_STATES = [
  'inactive',
  'migration-required',
  'misconfigured',
  'pending-confirmation',
  'locked',
  'active',
] as const;
export type WebAccountState = (typeof WEB_ACCOUNT_STATES)[number];

export const staffWebAccount = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  isBusinessUser: z.boolean(),
  /** The account's language (issue 26): its e-mails and PDFs are in it; staff may need to speak it. */
  language: z.enum(LANGUAGES),
  state: z.enum(WEB_ACCOUNT_STATES),
  /** This taxpayer is the account's own (an individual's), not a linked business. */
  isPrimary: z.boolean(),
  createdAt: z.string(),
  /** Every taxpayer the account acts for, this one included. */
  links: z.array(
    z.strictObject({
      taxpayerId: z.string(),
      name: z.string(),
      type: z.number().int(),
      isPrimary: z.boolean(),
    }),
  ),
});
export type StaffWebAccount = z.infer<typeof staffWebAccount>;

export const staffTaxpayerAccount = z.strictObject({
  taxpayer: z.strictObject({
    taxpayerId: z.string(),
    type: z.number().int(),
    name: z.string(),
    jointName: z.string().nullable(),
    federalIdLast4: z.string().nullable(),
    jointFederalIdLast4: z.string().nullable(),
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    email: z.string().nullable(),
    active: z.boolean(),
    registrationPending: z.boolean(),
  }),
  account: accountLedger,
  /** What is due next, as My Account's "Coming up" (issue 28 item 1: the phone-call summary). */
  upcoming: accountUpcoming,
  /** The overpayments claimed, newest first, as My Account lists them ("Where is my refund?"). */
  refunds: z.array(refundClaimDto),
  /** Every entry behind the account's figures, oldest first. */
  entries: z.array(ledgerEntryDto),
  files: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      uploadedAt: z.string(),
    }),
  ),
  webAccounts: z.array(staffWebAccount),
  /** The latest 50 events about this taxpayer or its web accounts, newest first. */
  audit: z.array(
    z.strictObject({
      id: z.number().int(),
      occurredAt: z.string(),
      action: z.string(),
      staffUsername: z.string().nullable(),
      userId: z.number().int().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type StaffTaxpayerAccount = z.infer<typeof staffTaxpayerAccount>;

/** Move a web account from one taxpayer to another (the target by its ID). */
export const staffMoveUserBody = z.strictObject({
  reason: staffReason,
  fromTaxpayerId: staffTaxpayerIdParams.shape.id,
  toTaxpayerId: staffTaxpayerIdParams.shape.id,
});
/** Unlink a business (a linked taxpayer) from a web account. */
export const staffUnlinkBody = z.strictObject({
  reason: staffReason,
  taxpayerId: staffTaxpayerIdParams.shape.id,
});
