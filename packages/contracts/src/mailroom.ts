import { z } from 'zod';
import { listPageQuery, listPaging } from './paging';
import { taxpayerId } from './common';
import { msg } from './message-core';
import { FORMS, declarationOf } from './forms';
import { staffReason } from './staff';

/**
 * What arrives by mail (issue 16 item 5, ADR 0038): a clerk records a mailed check or a paper
 * return's figures; each is posted to the taxpayer's ledger once, at once or — above the agency's
 * amount (`MAILROOM_APPROVAL_CENTS`) — when a supervisor or administrator other than the recorder
 * approves it.
 */
export const mailroomApi = {
  checks: '/api/staff/mailroom/checks',
  /** The same body as `checks`, checked the same way, nothing written: what the clerk confirms. */
  checkPreview: '/api/staff/mailroom/checks/preview',
  paperReturns: '/api/staff/mailroom/paper-returns',
  postings: '/api/staff/mailroom/postings',
  approve: '/api/staff/mailroom/postings/:id/approve',
  refuse: '/api/staff/mailroom/postings/:id/refuse',
  /** What a supervisor reads before deciding a posting that waits (issue 28 item 3). */
  review: '/api/staff/mailroom/postings/:id/review',
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

const isoDay = z.iso.date(msg('predicates.date'));
const taxYear = z
  .number()
  .int()
  .min(2000, msg('predicates.notTaxYear'))
  .max(2100, msg('predicates.notTaxYear'));
/** At most $100,000,000.00 on one piece of mail. */
const positiveCents = z
  .number()
  .int(msg('predicates.wholeCents'))
  .min(1, msg('predicates.moreThanZero'))
  .max(10_000_000_000);
const note = z.string().trim().max(500).optional();
const formTypes = FORMS.map((f) => f.id) as [string, ...string[]];

/**
 * A check number as the bank prints it: digits, which a hyphen or a space may separate. Letters
 * are refused (an O read for a 0 would make a second check of the same one).
 */
export const CHECK_NUMBER_MESSAGE = msg('predicates.checkNumberDigits');
const checkNumber = z
  .string()
  .trim()
  .min(1, msg('predicates.checkNumberRequired'))
  .max(30, msg('predicates.tooLong', { max: 30 }))
  .regex(/^[0-9 -]*[0-9][0-9 -]*$/, CHECK_NUMBER_MESSAGE);

/**
 * One check number however it was written (issue 23 item 6): `7001`, `07001`, `70-01` and
 * `7001-` are check 7001 — the digits without separators or leading zeros. The database's unique
 * index is on this form (migration 0028).
 */
export function normaliseCheckNumber(written: string): string {
  return written.replace(/[^0-9]/g, '').replace(/^0+/, '') || '0';
}

/**
 * A filed form's confirmation number as printed on the return and the check stub
 * ('BS2025-3F9A0C11D2'); typed in any case, with spaces around. Never the form's internal id.
 */
export const confirmationNumberInput = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?=.*[A-Z])[A-Z0-9-]{6,40}$/, msg('predicates.confirmationNumber'));

export const mailedCheckRequest = z.strictObject({
  taxpayerId,
  taxYear,
  amountCents: positiveCents,
  /** As printed on the check; kept as typed (trimmed), unique in its normalised form. */
  checkNumber,
  receivedOn: isoDay,
  /**
   * The form it pays, by its confirmation number (from the stub, or the one the clerk chose from
   * the taxpayer's open items). Left out only when the tax year has no form with a balance.
   */
  confirmationNumber: confirmationNumberInput.optional(),
  note,
});
export type MailedCheckRequest = z.infer<typeof mailedCheckRequest>;

const figure = z.strictObject({
  amountCents: z.number().int(msg('predicates.wholeCents')).min(0).max(10_000_000_000),
  /** The worksheet line of the paper form it was read from ("line 9"). */
  line: z.string().trim().min(1, msg('predicates.worksheetLine')).max(40),
});

export const paperReturnRequest = z
  .strictObject({
    taxpayerId,
    formType: z.enum(formTypes),
    taxYear,
    /** '2025-Q1', '2025-M05': a periodic return's period, of its tax year; none on other forms. */
    period: z
      .string()
      .regex(/^\d{4}-(Q[1-4]|M(0[1-9]|1[0-2]))$/, msg('predicates.periodFormat'))
      .nullable()
      .optional(),
    receivedOn: isoDay,
    tax: figure,
    penalty: figure.optional(),
    interest: figure.optional(),
    note,
  })
  .superRefine((r, ctx) => {
    const periodic = declarationOf(r.formType)?.cadence === 'per-period';
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['period'], message });
    if (!periodic && r.period) issue(msg('predicates.periodNotAllowed'));
    else if (periodic && !r.period) issue(msg('predicates.periodRequired'));
    else if (periodic && r.period && !r.period.startsWith(`${r.taxYear}-`))
      issue(msg('predicates.periodOfYear', { year: r.taxYear }));
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
  /** The confirmation number of the form a check pays (null: it pays the tax year). */
  confirmationNumber: z.string().nullable(),
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

/** The list; filtered by taxpayer it shows that taxpayer's mail: the reason is required and audited. */
export const mailroomListQuery = z
  .strictObject({
    status: z.enum(MAILROOM_STATUSES).optional(),
    taxpayerId: taxpayerId.optional(),
    reason: staffReason.optional(),
    page: listPageQuery.shape.page,
  })
  .refine((q) => !q.taxpayerId || q.reason, {
    message: msg('messages.mailroomReason'),
    path: ['reason'],
  });
export const mailroomList = z.strictObject({
  /** The amount above which a posting waits for approval (cents). */
  approvalCents: z.number().int(),
  postings: z.array(mailroomPosting),
  ...listPaging,
});
export type MailroomList = z.infer<typeof mailroomList>;

export const mailroomIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const mailroomRefusal = z.strictObject({ reason: staffReason });

/** A form with a balance, as the clerk sees it before posting a check against it (no internal id). */
export const mailroomOpenItem = z.strictObject({
  confirmationNumber: z.string(),
  formType: z.string(),
  taxYear: z.number().int(),
  period: z.string().nullable(),
  /** What it still owes on the ledger (cents). */
  balance: z.number().int(),
});
export type MailroomOpenItem = z.infer<typeof mailroomOpenItem>;

/** What a check would post to, shown before the clerk confirms (issue 22 item 5). */
export const mailroomCheckPreview = z.strictObject({
  taxpayer: z.strictObject({ id: z.string(), name: z.string() }),
  /** The form the confirmation number names; null when none was given. */
  form: mailroomOpenItem.nullable(),
  /** The taxpayer's forms with a balance, every year, oldest year first. */
  openItems: z.array(mailroomOpenItem),
  /** Whether it would wait for a second person's approval (the recorder's day with the taxpayer). */
  needsApproval: z.boolean(),
});
export type MailroomCheckPreview = z.infer<typeof mailroomCheckPreview>;

/**
 * A posting that waits, as its approver reads it before deciding (issue 28 item 3): the posting
 * (amount, check number, day received), who sent it, the form it pays with what that form owes
 * now on the ledger (before this check), and the taxpayer's other open items.
 */
export const mailroomReview = z.strictObject({
  posting: mailroomPosting,
  payer: z.strictObject({ id: z.string(), name: z.string() }),
  /** The form a check pays, with its balance today; null: it pays the tax year, or a paper return. */
  form: mailroomOpenItem.nullable(),
  openItems: z.array(mailroomOpenItem),
});
export type MailroomReview = z.infer<typeof mailroomReview>;
