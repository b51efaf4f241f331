import { z } from 'zod';
import { msg } from './messages';
import { staffTaxpayerIdParams } from './staff-account';

/**
 * Adjustments made in the console (issue 28 item 2, ADR 0059): a penalty or interest abated, an
 * assessment corrected, a returned check reversed, a credit moved to another tax year. Each is a
 * request with a reason code from the fixed list below and a note; above the agency's amount
 * (`adjustments.approvalLimit`) a supervisor or administrator other than the requester approves it.
 * Its ledger entries carry the source `adjustment`, the request's id, and the reason code.
 */
export const adjustmentsApi = {
  /** One taxpayer's adjustments (GET, with the reason for reading) and a new request (POST). */
  ofTaxpayer: '/api/staff/taxpayers/:id/adjustments',
  /** Every adjustment waiting for a second person, oldest first. */
  waiting: '/api/staff/adjustments',
  approve: '/api/staff/adjustments/:adjustmentId/approve',
  refuse: '/api/staff/adjustments/:adjustmentId/refuse',
} as const;

/** The ledger source of an adjustment's entries: `adjustment`, the request's id, its line. */
export const ADJUSTMENT_SOURCE = 'adjustment';
/** The source lines of an adjustment's own entries (the accrual it posts first uses `interest:` / `penalty:`). */
export const ADJUSTMENT_LINES = {
  penalty: 'abatement.penalty',
  interest: 'abatement.interest',
  assessment: 'assessment',
  reversal: 'reversal',
  creditOut: 'credit.out',
  creditIn: 'credit.in',
} as const;

export const ADJUSTMENT_KINDS = [
  'penalty-abatement',
  'interest-abatement',
  'assessment',
  'returned-check',
  'credit-move',
] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The fixed list of reasons, each for one kind (the taxpayer reads it in words on My Account). */
export const ADJUSTMENT_REASONS = {
  'penalty-abated-reasonable-cause': 'penalty-abatement',
  'penalty-abated-agency-error': 'penalty-abatement',
  'penalty-abated-first-failure': 'penalty-abatement',
  'interest-abated-agency-error': 'interest-abatement',
  'interest-abated-agency-delay': 'interest-abatement',
  'assessment-corrected': 'assessment',
  'assessment-corrected-amended-return': 'assessment',
  'check-returned': 'returned-check',
  'payment-reversed-in-error': 'returned-check',
  'credit-moved': 'credit-move',
} as const satisfies Record<string, AdjustmentKind>;
export type AdjustmentReason = keyof typeof ADJUSTMENT_REASONS;
export const ADJUSTMENT_REASON_CODES = Object.keys(ADJUSTMENT_REASONS) as [
  AdjustmentReason,
  ...AdjustmentReason[],
];
export const isAdjustmentReason = (value: unknown): value is AdjustmentReason =>
  typeof value === 'string' && Object.hasOwn(ADJUSTMENT_REASONS, value);

export const ADJUSTMENT_STATUSES = ['requested', 'approved', 'refused'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const ADJUSTMENT_NOTE_MAX = 1000;
const positive = z
  .number()
  .int(msg('messages.adjustmentWholeCents'))
  .min(1, msg('messages.adjustmentPositive'))
  .max(100_000_000_00, msg('messages.adjustmentTooLarge'));
const id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const year = z.number().int().min(2000, msg('predicates.notTaxYear')).max(2100, msg('predicates.notTaxYear'));
const note = z
  .string()
  .trim()
  .min(1, msg('messages.adjustmentNoteRequired'))
  .max(ADJUSTMENT_NOTE_MAX, msg('messages.adjustmentNoteTooLong', { max: ADJUSTMENT_NOTE_MAX }));
const reasonOf = <K extends AdjustmentKind>(kind: K) =>
  z
    .enum(ADJUSTMENT_REASON_CODES)
    .refine((r) => ADJUSTMENT_REASONS[r] === kind, msg('messages.adjustmentReason'));

/**
 * A request. Abatements name the filed form whose penalty or interest (charged, or accrued to
 * today) is removed, and how much; an assessment correction the form and the signed change of its
 * tax; a returned check the ledger entry of the payment; a credit move its two years and amount.
 */
export const adjustmentRequest = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('penalty-abatement'),
    reason: reasonOf('penalty-abatement'),
    note,
    taxFormId: id,
    amountCents: positive,
  }),
  z.strictObject({
    kind: z.literal('interest-abatement'),
    reason: reasonOf('interest-abatement'),
    note,
    taxFormId: id,
    amountCents: positive,
  }),
  z.strictObject({
    kind: z.literal('assessment'),
    reason: reasonOf('assessment'),
    note,
    taxFormId: id,
    /** Up (positive) or down (negative), never zero. */
    amountCents: z
      .number()
      .int(msg('messages.adjustmentWholeCents'))
      .min(-100_000_000_00, msg('messages.adjustmentTooLarge'))
      .max(100_000_000_00, msg('messages.adjustmentTooLarge'))
      .refine((v) => v !== 0, msg('messages.adjustmentPositive')),
  }),
  z.strictObject({
    kind: z.literal('returned-check'),
    reason: reasonOf('returned-check'),
    note,
    /** The ledger entry of the payment that came back. */
    entryId: id,
  }),
  z.strictObject({
    kind: z.literal('credit-move'),
    reason: reasonOf('credit-move'),
    note,
    fromYear: year,
    toYear: year,
    amountCents: positive,
  }),
]);
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

export const adjustmentIdParams = z.strictObject({
  adjustmentId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const adjustmentTaxpayerParams = staffTaxpayerIdParams;
export const adjustmentRefusal = z.strictObject({
  reason: z.string().trim().min(1, msg('messages.adjustmentRefusalRequired')).max(ADJUSTMENT_NOTE_MAX),
});

const cents = z.number().int();

/** One figure the adjustment changes, as it is now and as it will be (the approver sees both). */
export const adjustmentChange = z.object({
  /** What: the year's amount owed today (negative: a credit), or a form's penalty, interest, tax or amount paid. */
  figure: z.enum(['owed', 'penalty', 'interest', 'tax', 'paid']),
  taxYear: z.number().int(),
  before: cents,
  after: cents,
});
export type AdjustmentChange = z.infer<typeof adjustmentChange>;

export const staffAdjustment = z.object({
  id: z.number().int(),
  taxpayerId: z.string(),
  taxpayerName: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  reason: z.enum(ADJUSTMENT_REASON_CODES),
  note: z.string(),
  taxYear: z.number().int(),
  toTaxYear: z.number().int().nullable(),
  taxFormId: z.number().int().nullable(),
  formType: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  entryId: z.number().int().nullable(),
  /** Positive: what is removed, reversed or moved; an assessment: the signed change of its tax. */
  amountCents: cents,
  status: z.enum(ADJUSTMENT_STATUSES),
  needsApproval: z.boolean(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** Requested: before → after as of now; decided: as recorded when it was requested. */
  changes: z.array(adjustmentChange),
});
export type StaffAdjustment = z.infer<typeof staffAdjustment>;

export const staffAdjustmentList = z.object({
  approvalLimitCents: cents,
  adjustments: z.array(staffAdjustment),
});
export type StaffAdjustmentList = z.infer<typeof staffAdjustmentList>;
