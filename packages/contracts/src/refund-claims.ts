import { z } from 'zod';
import { msg } from './message-core';
import { REFUND_METHODS, refundClaimInput } from './refunds';
import { staffReason } from './staff';

/**
 * Overpayments claimed online (issue 27, ADR 0058): what the taxpayer asks (a refund, a credit to
 * the next tax year, or both), how its review goes, and how the agency issues it. The claim's own
 * input (bank account checks) is `refunds.ts`.
 */
export const refundClaimsApi = {
  /** The signed-in taxpayer's claims (GET) and a claim of a credit balance from My Account (POST). */
  mine: '/api/refund-claims',
  /** What a year's credit balance allows to be claimed now. */
  claimable: '/api/refund-claims/claimable',
  /** Without signing in: a claim's status from what a paper filer has (rate-limited). */
  status: '/api/refund-status',
  staffList: '/api/staff/refund-claims',
  staffOne: '/api/staff/refund-claims/:id',
  staffNote: '/api/staff/refund-claims/:id/notes',
  staffApprove: '/api/staff/refund-claims/:id/approve',
  staffRefuse: '/api/staff/refund-claims/:id/refuse',
  staffBatches: '/api/staff/refund-batches',
  staffBatchFile: '/api/staff/refund-batches/:id/:file',
} as const;

/** The ledger source of a claim's entries: `refund_claim`, the claim's id, and its line. */
export const REFUND_CLAIM_SOURCE = 'refund_claim';

export const REFUND_CLAIM_STATUSES = ['received', 'in-review', 'approved', 'sent', 'refused'] as const;
export type RefundClaimStatus = (typeof REFUND_CLAIM_STATUSES)[number];

const cents = z.number().int();
const isoDay = z.iso.date();
const instant = z.string();

/** A claim of a year's credit from My Account (the return's claim is its filing's `claim`). */
export const accountClaimRequest = z.strictObject({
  taxYear: z.number().int().min(2000, msg('predicates.notTaxYear')).max(2100, msg('predicates.notTaxYear')),
  claim: refundClaimInput,
});
export type AccountClaimRequest = z.infer<typeof accountClaimRequest>;

/** One step of a claim as the taxpayer sees it, with its day (null until it happens). */
export const refundClaimStep = z.object({
  status: z.enum(REFUND_CLAIM_STATUSES),
  on: isoDay.nullable(),
});

/** A claim as its taxpayer sees it: amounts, how it is paid (account masked), each step's day. */
export const refundClaimDto = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  confirmationNumber: z.string().nullable(),
  refundCents: cents,
  creditCents: cents,
  method: z.enum(REFUND_METHODS).nullable(),
  /** "••••6789": the last four digits only. */
  accountMasked: z.string().nullable(),
  status: z.enum(REFUND_CLAIM_STATUSES),
  steps: z.array(refundClaimStep),
  /** The day the money is expected in the account or the mail, once sent. */
  expectedOn: isoDay.nullable(),
  /** ORC 718.19 interest added to a late refund, once sent. */
  interestCents: cents.nullable(),
  refusalReason: z.string().nullable(),
});
export type RefundClaimDto = z.infer<typeof refundClaimDto>;

/** The ledger line of an overpayment given up on a filed return (the return's `adjustment`). */
export const WAIVED_OVERPAYMENT_LINE = 'waivedOverpayment';

/** An overpayment the filer gave up (issue 27 item 1): recorded, as the ledger holds it. */
export const givenUpOverpayment = z.object({
  taxYear: z.number().int(),
  taxFormId: z.number().int().nullable(),
  formType: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  /** ISO 8601: when the return that gave it up was filed. */
  on: z.string(),
  amountCents: cents,
});
export type GivenUpOverpayment = z.infer<typeof givenUpOverpayment>;

export const refundClaimList = z.object({
  claims: z.array(refundClaimDto),
  /** Overpayments given up instead of claimed, newest first. */
  givenUp: z.array(givenUpOverpayment),
});
export type RefundClaimList = z.infer<typeof refundClaimList>;

/** What each tax year's credit balance allows to be claimed today (nothing open on it already). */
export const claimableYear = z.object({
  taxYear: z.number().int(),
  /** The credit on the year (positive cents) less what open claims hold. */
  claimableCents: cents,
  /** The last day a claim may be made (ORC 718.19: three years after due or paid). */
  claimBy: isoDay,
  /** A refund must be at least this (the agency's minimum); a credit to next year may be less. */
  refundMinimumCents: cents,
});
export const claimableList = z.object({ years: z.array(claimableYear) });
export type ClaimableYear = z.infer<typeof claimableYear>;
export type ClaimableList = z.infer<typeof claimableList>;

/** The lookup a paper filer can make without an account: taxpayer ID, the amount claimed, ZIP. */
export const refundStatusQuery = z.object({
  taxpayerId: z.string().trim().min(1, msg('predicates.taxpayerId')).max(20),
  amountCents: z.number().int().min(1, msg('predicates.moreThanZero')).max(10_000_000_000),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, msg('messages.zipCode')),
});
export type RefundStatusQuery = z.infer<typeof refundStatusQuery>;
/** Nothing but the status and its day: the lookup proves nothing else about the taxpayer. */
export const refundStatusAnswer = z.object({
  status: z.enum(REFUND_CLAIM_STATUSES),
  since: isoDay,
});
export type RefundStatusAnswer = z.infer<typeof refundStatusAnswer>;

/** A claim as staff review it: with its age, the day interest starts, notes and who decided. */
export const staffRefundClaim = refundClaimDto.extend({
  taxpayerId: z.string(),
  taxpayerName: z.string(),
  claimedAt: instant,
  /** Days since it was received. */
  ageDays: z.number().int(),
  overpaidOn: isoDay,
  /** The last day it can be refunded without interest (ORC 718.19: 90 days). */
  interestFreeUntil: isoDay,
  needsSecond: z.boolean(),
  approvedBy: z.string().nullable(),
  secondApprovedBy: z.string().nullable(),
  /** What the taxpayer owes on other years today: offset before refunding (shown, never silent). */
  owedElsewhere: z.array(z.object({ taxYear: z.number().int(), cents })),
  notes: z.array(z.object({ by: z.string(), at: instant, note: z.string() })),
  batchId: z.number().int().nullable(),
});
export type StaffRefundClaim = z.infer<typeof staffRefundClaim>;
export const staffRefundClaimList = z.object({
  approvalLimitCents: cents,
  claims: z.array(staffRefundClaim),
});
export type StaffRefundClaimList = z.infer<typeof staffRefundClaimList>;
/** The queue shows taxpayer data: the reason for looking is required and audited (ADR 0046). */
export const staffRefundListQuery = z.object({
  reason: staffReason,
  status: z.enum(REFUND_CLAIM_STATUSES).optional(),
  taxpayerId: z.string().trim().max(20).optional(),
});
export const refundClaimIdParams = z.object({ id: z.coerce.number().int().positive() });
export const refundClaimNote = z.object({
  note: z.string().trim().min(1, msg('predicates.required')).max(2_000),
});
export const refundClaimRefusal = z.object({
  reason: z.string().trim().min(1, msg('predicates.required')).max(500),
});

export const refundBatchDto = z.object({
  id: z.number().int(),
  createdAt: instant,
  createdBy: z.string(),
  issuedOn: isoDay,
  claims: z.number().int(),
  totalCents: cents,
});
export type RefundBatchDto = z.infer<typeof refundBatchDto>;
export const refundBatchList = z.object({ batches: z.array(refundBatchDto) });
export const refundBatchFileParams = z.object({
  id: z.coerce.number().int().positive(),
  file: z.enum(['nacha', 'ap']),
});
