import { z } from 'zod';

/** Every kind of ledger entry (ADR 0031): charges positive, credits negative. */
export const LedgerEntryKind = [
  'liability.tax',
  'liability.penalty',
  'liability.interest',
  'payment',
  'payment.reversal',
  'estimate.credit',
  'prior-year.credit',
  'adjustment',
] as const;
export type LedgerEntryKind = (typeof LedgerEntryKind)[number];

const cents = z.number().int();

/** One entry of the account's history, as written (never changed). */
export const ledgerEntryDto = z.object({
  id: z.number().int(),
  taxYear: z.number().int(),
  kind: z.enum(LedgerEntryKind),
  /** Signed cents: a charge is positive, a credit negative. */
  amount: cents,
  /** The filed form it charges or pays, when there is one. */
  taxFormId: z.number().int().nullable(),
  formType: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  source: z.object({ type: z.string(), id: z.string(), line: z.string() }),
  /** ISO 8601: when it happened (filing, the provider's transaction, the reversal). */
  occurredAt: z.string(),
  reason: z.string().nullable(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntryDto>;

/** Figures of one tax year, or of the whole account. */
const figures = z.object({
  /** The sum of the entries: what the ledger says is owed (negative: a credit). */
  balance: cents,
  /** ORC 718.27 interest accrued to today on tax still unpaid after its due date, not yet charged. */
  accruedInterest: cents,
  /** ORC 718.27 penalties that today's date adds, not yet charged. */
  accruedPenalty: cents,
  /** What paying today would clear: balance + accrued interest + accrued penalty, never below zero. */
  payToday: cents,
});

export const accountYear = figures.extend({ taxYear: z.number().int() });
export type AccountYear = z.infer<typeof accountYear>;

/** A filed form as My Account lists it (issue 15): every year, newest first. */
export const accountForm = z.object({
  id: z.number().int(),
  formType: z.string(),
  taxYear: z.number().int(),
  /** '2025-Q1', '2025-M05' for a periodic return; null otherwise. */
  period: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  /** ISO 8601. */
  filedAt: z.string(),
  /** What the form asked to be paid when it was filed (cents). */
  amountDue: cents,
  /** The sum of the form's ledger entries: what is still owed on it (negative: a credit). */
  balance: cents,
  /** Paid: nothing owed; Open: owed and payable online; ByMail: the filer chose to pay by check; None: nothing to pay. */
  status: z.enum(['Paid', 'Open', 'ByMail', 'None']),
  /** Whether its balance is paid through the payment page (the form registry). */
  payable: z.boolean(),
});
export type AccountForm = z.infer<typeof accountForm>;

/** A payment session of a form, as the provider reported it (or as it stands). */
export const accountPayment = z.object({
  id: z.number().int(),
  taxFormId: z.number().int(),
  formType: z.string(),
  taxYear: z.number().int(),
  confirmationNumber: z.string().nullable(),
  /** The provider's payment type (PaymentMethod), null while the session is open. */
  method: z.string().nullable(),
  /** The last four digits of the card or account, when the provider reported them. */
  lastFour: z.string().nullable(),
  /** ISO 8601: the transaction date once reported, else when the session started. */
  date: z.string(),
  /** Initiated, InProgress, Completed or Error. */
  status: z.string(),
  /** What the provider took (Completed), else what was asked (cents). */
  amount: cents,
});
export type AccountPayment = z.infer<typeof accountPayment>;

/** GET /api/account: the filed-as taxpayer's account. */
export const accountLedger = z.object({
  taxpayerId: z.string(),
  /** The agency's today the accrued figures run to. */
  asOf: z.string(),
  years: z.array(accountYear),
  total: figures,
  /** Every form filed, all years, newest first (issue 15; a link that sees only later forms: those). */
  forms: z.array(accountForm),
  /** Every payment session of those forms, newest first. */
  payments: z.array(accountPayment),
});
export type AccountLedger = z.infer<typeof accountLedger>;

/**
 * GET /api/account/entries: every entry of the filed-as taxpayer's account, oldest first — what
 * each charge and credit was and where it came from (My Account's figures are their sums). A link
 * that sees only later forms (ADR 0017) lists entries from then on.
 */
export const accountEntries = z.object({
  taxpayerId: z.string(),
  entries: z.array(ledgerEntryDto),
});
export type AccountEntries = z.infer<typeof accountEntries>;

/** One withholding period of an employer's year: its due date and whether a return was filed. */
export const employerPeriod = z.object({
  /** '2026-Q1', '2026-M05'. */
  key: z.string(),
  period: z.number().int(),
  dueDate: z.string(),
  filed: z.boolean(),
  /** The period is over, so its return can be filed. */
  ended: z.boolean(),
});
export type EmployerPeriod = z.infer<typeof employerPeriod>;

/** What is due next (issue 15), from the packages/tax due-date rules and what is already filed. */
export const upcomingItem = z.object({
  kind: z.enum(['annual-return', 'estimate-installment', 'employers-return']),
  /** The form to file or pay (registry id). */
  formType: z.string(),
  taxYear: z.number().int(),
  /** The installment number (1–4) or the withholding period key. */
  period: z.string().nullable(),
  dueDate: z.string(),
  /** Already filed: the installment of a filed estimate is still to be paid by then. */
  filed: z.boolean(),
  /** The installment's amount when the estimate is filed (cents), else null. */
  amount: cents.nullable(),
  /** The due date has passed and it is not filed. */
  overdue: z.boolean(),
});
export type UpcomingItem = z.infer<typeof upcomingItem>;

/** GET /api/account/upcoming: the filed-as taxpayer's next due dates. */
export const accountUpcoming = z.object({
  asOf: z.string(),
  /** The tax year the portal files (the calendar year before this one). */
  taxYear: z.number().int(),
  /** Soonest first; only what is still to file or pay. */
  items: z.array(upcomingItem),
  /** Business filers: the employer's periods of the tax year and of the year under way. */
  employerYears: z.array(
    z.object({
      taxYear: z.number().int(),
      frequency: z.enum(['monthly', 'quarterly']),
      periods: z.array(employerPeriod),
    }),
  ),
});
export type AccountUpcoming = z.infer<typeof accountUpcoming>;
