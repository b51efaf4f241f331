import { z } from 'zod';
import { taxpayerId } from './common';
import { FORMS } from './forms';

/**
 * What arrives by mail (issue 16 item 5, ADR 0038): a clerk records a mailed check or a paper
 * return's figures; each is posted to the taxpayer's ledger once, at once or — above the agency's
 * amount (`MAILROOM_APPROVAL_CENTS`) — when a supervisor or administrator other than the recorder
 * approves it.
 */
export const mailroomApi = {
  checks: '/api/staff/mailroom/checks',
  paperReturns: '/api/staff/mailroom/paper-returns',
  postings: '/api/staff/mailroom/postings',
  approve: '/api/staff/mailroom/postings/:id/approve',
  refuse: '/api/staff/mailroom/postings/:id/refuse',
} as const;

/** The payment method a mailed check shows as on the taxpayer's account ("Check (mailed)"). */
export const MAILED_CHECK_METHOD = 'MailedCheck';
/** The ledger source of what the mailroom posts: `mailroom`, the posting's id, and its line. */
export const MAILROOM_SOURCE = 'mailroom';
export const MAILED_CHECK_LINE = 'check';

export const MAILROOM_KINDS = ['check', 'paper-return'] as const;
export type MailroomKind = (typeof MAILROOM_KINDS)[number];
export const MAILROOM_STATUSES = ['pending', 'posted', 'refused'] as const;
export type MailroomStatus = (typeof MAILROOM_STATUSES)[number];
/** The figures of a paper return the ledger needs, each a charge. */
export const PAPER_FIGURES = ['tax', 'penalty', 'interest'] as const;
export type PaperFigure = (typeof PAPER_FIGURES)[number];

const isoDay = z.iso.date('must be a date (YYYY-MM-DD)');
const taxYear = z.number().int().min(2000, 'is not a tax year').max(2100, 'is not a tax year');
/** At most $100,000,000.00 on one piece of mail. */
const positiveCents = z
  .number()
  .int('must be whole cents')
  .min(1, 'must be more than zero')
  .max(10_000_000_000);
const note = z.string().trim().max(500).optional();
const formTypes = FORMS.map((f) => f.id) as [string, ...string[]];

export const mailedCheckRequest = z.strictObject({
  taxpayerId,
  taxYear,
  amountCents: positiveCents,
  /** As printed on the check; kept upper-case without surrounding spaces. */
  checkNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,20}$/, 'must be 1 to 20 letters, digits or hyphens'),
  receivedOn: isoDay,
  /** The filed form it pays, when the stub names one. */
  taxFormId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  note,
});
export type MailedCheckRequest = z.infer<typeof mailedCheckRequest>;

const figure = z.strictObject({
  amountCents: z.number().int('must be whole cents').min(0).max(10_000_000_000),
  /** The worksheet line of the paper form it was read from ("line 9"). */
  line: z.string().trim().min(1, 'name the worksheet line').max(40),
});

export const paperReturnRequest = z.strictObject({
  taxpayerId,
  formType: z.enum(formTypes),
  taxYear,
  /** '2025-Q1', '2025-M05' for a periodic return. */
  period: z
    .string()
    .regex(/^\d{4}-(Q[1-4]|M(0[1-9]|1[0-2]))$/, 'must look like 2025-Q1 or 2025-M05')
    .nullable()
    .optional(),
  receivedOn: isoDay,
  tax: figure,
  penalty: figure.optional(),
  interest: figure.optional(),
  note,
});
export type PaperReturnRequest = z.infer<typeof paperReturnRequest>;

export const mailroomFigure = z.strictObject({
  figure: z.enum(PAPER_FIGURES),
  amountCents: z.number().int(),
  line: z.string(),
});

const staffRef = z.strictObject({ id: z.number().int(), username: z.string() });

export const mailroomPosting = z.strictObject({
  id: z.number().int(),
  kind: z.enum(MAILROOM_KINDS),
  status: z.enum(MAILROOM_STATUSES),
  taxpayerId: z.string(),
  taxYear: z.number().int(),
  taxFormId: z.number().int().nullable(),
  checkNumber: z.string().nullable(),
  formType: z.string().nullable(),
  period: z.string().nullable(),
  receivedOn: z.string(),
  /** A check's amount; a paper return's charges added up (cents). */
  amountCents: z.number().int(),
  figures: z.array(mailroomFigure),
  note: z.string().nullable(),
  /** Above the agency's amount: waits for a supervisor's approval. */
  needsApproval: z.boolean(),
  recordedBy: staffRef,
  recordedAt: z.string(),
  decidedBy: staffRef.nullable(),
  decidedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** The ledger entries it wrote (empty until posted). */
  ledgerEntryIds: z.array(z.number().int()),
});
export type MailroomPosting = z.infer<typeof mailroomPosting>;

export const mailroomListQuery = z.strictObject({
  status: z.enum(MAILROOM_STATUSES).optional(),
  taxpayerId: taxpayerId.optional(),
});
export const mailroomList = z.strictObject({
  /** The amount above which a posting waits for approval (cents). */
  approvalCents: z.number().int(),
  postings: z.array(mailroomPosting),
});
export type MailroomList = z.infer<typeof mailroomList>;

export const mailroomIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const mailroomRefusal = z.strictObject({
  reason: z.string().trim().min(3, 'say why').max(500),
});
