import { z } from 'zod';
import { ReminderKind } from './forms';

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
  // Issue 27 (ADR 0058): tax withheld above the tax, a refund paid out, the interest the agency
  // pays on a late refund, and a credit moved to another tax year (its arrival is a prior-year credit).
  'withholding.credit',
  'refund',
  'refund.interest',
  'credit.transfer',
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
  /** The part of the balance not yet due: estimate installments whose due date is ahead (cents). */
  notYetDue: cents,
  /** What is due by today: payToday less what is not yet due, never below zero. */
  dueNow: cents,
});

export const accountYear = figures.extend({ taxYear: z.number().int() });
export type AccountYear = z.infer<typeof accountYear>;

/**
 * A form's period, typed so that a screen cannot misread one (issue 22 item 4): a net profit
 * estimate's is the whole year ('2026'), an employer's return's a quarter ('2026-Q1') or a month
 * ('2026-M05'). Null for a form filed once per tax year without a stored period.
 */
export const formPeriod = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('year'), year: z.number().int() }),
  z.object({ kind: z.literal('quarter'), year: z.number().int(), quarter: z.number().int().min(1).max(4) }),
  z.object({ kind: z.literal('month'), year: z.number().int(), month: z.number().int().min(1).max(12) }),
]);
export type FormPeriod = z.infer<typeof formPeriod>;

/** The stored period ('2026', '2026-Q1', '2026-M05') as a typed period; null when it is none of them. */
export function parseFormPeriod(period: string | null): FormPeriod | null {
  if (period === null) return null;
  const m = /^(\d{4})(?:-(Q|M)(\d{1,2}))?$/.exec(period);
  if (!m) return null;
  const year = Number(m[1]);
  if (!m[2]) return { kind: 'year', year };
  const n = Number(m[3]);
  if (m[2] === 'Q') return n >= 1 && n <= 4 ? { kind: 'quarter', year, quarter: n } : null;
  return n >= 1 && n <= 12 ? { kind: 'month', year, month: n } : null;
}

/**
 * A filed form's state, from its ledger entries (ADR 0044): None — filed with nothing to pay;
 * Open — owed, nothing paid yet; PartlyPaid — owed, something paid; Paid — nothing owed and
 * something paid (or charged); Overpaid — the credits exceed the charges; ByMail — owed and the
 * filer chose to pay by check.
 */
export const FormState = ['None', 'Open', 'PartlyPaid', 'Paid', 'Overpaid', 'ByMail'] as const;
export type FormState = (typeof FormState)[number];

/** An estimate installment's state on the agency's today. Replaced: settled on the year's annual return. */
export const InstallmentState = ['paid', 'due', 'pastDue', 'notYetDue', 'replaced'] as const;
export type InstallmentState = (typeof InstallmentState)[number];

/** One installment of a filed estimate (individual estimate, net profit estimate). */
export const accountInstallment = z.object({
  /** 1–4. */
  number: z.number().int(),
  /** ISO date. */
  dueDate: z.string(),
  /** What the installment charges (cents). */
  amount: cents,
  /** What was paid toward it (cents). */
  paid: cents,
  /** What is left to pay on it (cents, never below zero). */
  left: cents,
  state: z.enum(InstallmentState),
});
export type AccountInstallment = z.infer<typeof accountInstallment>;

/**
 * What a payment pays (ADR 0044): a filed form's remainder (with interest and penalty accrued to
 * the payment day), one installment of a filed estimate, or a whole tax year's balance.
 */
export const paymentTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('form'), taxFormId: z.number().int() }),
  z.object({ kind: z.literal('installment'), taxFormId: z.number().int(), installment: z.number().int() }),
  z.object({ kind: z.literal('year'), taxYear: z.number().int() }),
]);
export type PaymentTarget = z.infer<typeof paymentTarget>;

/**
 * Why an amount is asked (codes and figures, never sentences: the web words them):
 * - taxLeft: the form's ledger balance (tax, and interest or penalty charged at filing, less what was paid);
 * - installment: what is left of one estimate installment;
 * - yearEntries: a year's entries that name no form and no filed return or estimate carries (e.g. a credit);
 * - interest: ORC 718.27 interest accrued to the payment day and not yet charged, from `from`, at `rates`;
 * - latePaymentPenalty, lateFilingPenalty: ORC 718.27 penalties the payment day adds, not yet charged.
 */
export const PayLineCode = [
  'taxLeft',
  'installment',
  'yearEntries',
  'interest',
  'latePaymentPenalty',
  'lateFilingPenalty',
] as const;
export type PayLineCode = (typeof PayLineCode)[number];

export const payLine = z.object({
  code: z.enum(PayLineCode),
  amount: cents,
  /** The form the line is about (a year's payment lists the lines of every form it pays). */
  taxFormId: z.number().int().nullable(),
  installment: z.number().int().nullable(),
  /** Interest: the date it runs from (the tax's due date); penalties: the due date missed. */
  from: z.string().nullable(),
  /** Interest: each calendar year's yearly rate (basis points) and the months or parts of months at it. */
  rates: z.array(
    z.object({ year: z.number().int(), basisPoints: z.number().int(), months: z.number().int() }),
  ),
  /** The rule the line applies, e.g. 'ORC 718.27(B)'; null for what the ledger already charges. */
  rule: z.string().nullable(),
});
export type PayLine = z.infer<typeof payLine>;

/**
 * Something the taxpayer can pay now (GET /api/account `payables`): every form with something to
 * pay, every installment of a filed estimate not yet paid (due or not), and each year with more
 * than one item to pay (a whole year's balance in one payment).
 */
export const payable = z.object({
  target: paymentTarget,
  taxYear: z.number().int(),
  taxFormId: z.number().int().nullable(),
  formType: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  installment: z.number().int().nullable(),
  /** What paying today costs (cents): the sum of `lines`. */
  amount: cents,
  lines: z.array(payLine),
  /** ISO date it is (was) due; null for a year. */
  dueDate: z.string().nullable(),
  /** The due date has passed. */
  overdue: z.boolean(),
  /** Not yet due (an installment paid early). */
  scheduled: z.boolean(),
});
export type Payable = z.infer<typeof payable>;

/**
 * What paying late adds to a form not yet filed (the annual return's draft after its due date):
 * ORC 718.27 interest and penalties if it were filed and paid today (ADR 0044).
 */
export const lateCharges = z.object({
  asOf: z.string(),
  dueDate: z.string(),
  /** The interest and penalty lines (cents); their sum is `amount`. */
  amount: cents,
  lines: z.array(payLine),
});
export type LateCharges = z.infer<typeof lateCharges>;

/** A filed form as My Account lists it (issue 15): every year, newest first. */
export const accountForm = z.object({
  id: z.number().int(),
  formType: z.string(),
  taxYear: z.number().int(),
  /** As stored: '2026' (a net profit estimate), '2025-Q1', '2025-M05'; null otherwise. Read `periodOf`. */
  period: z.string().nullable(),
  /** The period typed (issue 22): year, quarter or month. */
  periodOf: formPeriod.nullable(),
  confirmationNumber: z.string().nullable(),
  /** ISO 8601. */
  filedAt: z.string(),
  /** What the form asked to be paid when it was filed (cents). Kept for the record: not what is owed. */
  amountDue: cents,
  /** The sum of the form's ledger entries: what is still owed on it (negative: a credit). */
  balance: cents,
  /** What was credited to it (payments, mailed checks, credits; cents, positive). */
  paid: cents,
  /** ORC 718.27 interest and penalty accrued to today on it, not yet charged. */
  accruedInterest: cents,
  accruedPenalty: cents,
  /** What paying it today costs: balance + accrued, never below zero. */
  payToday: cents,
  /** ISO 8601: the latest payment or check credited to it, if any. */
  lastPaidAt: z.string().nullable(),
  /** Its state from the ledger (FormState). */
  status: z.enum(FormState),
  /** Whether its balance is paid through the payment page (the form registry). */
  payable: z.boolean(),
  /** An estimate's installments (its schedule, what is paid, due, past due); null for other forms. */
  installments: z.array(accountInstallment).nullable(),
});
export type AccountForm = z.infer<typeof accountForm>;

/**
 * A payment session of a form, as the provider reported it (or as it stands), or a check the
 * agency received by mail (method `MailedCheck`, id: its ledger entry; ADR 0038).
 */
export const accountPayment = z.object({
  id: z.number().int(),
  /** Null for a mailed check that names no filed form, or a payment of a whole year. */
  taxFormId: z.number().int().nullable(),
  /** What the payment was for (ADR 0044); null for a mailed check. */
  target: paymentTarget.nullable(),
  formType: z.string().nullable(),
  taxYear: z.number().int(),
  confirmationNumber: z.string().nullable(),
  /** The provider's payment type (PaymentMethod) or `MailedCheck`, null while the session is open. */
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
  /** Everything payable now, each with its amount today and why (ADR 0044): a Pay button each. */
  payables: z.array(payable),
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
  /** The reminder kind of the due date (the registry's: a form's `reminders`). */
  kind: z.enum(ReminderKind),
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
