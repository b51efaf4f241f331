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

/** GET /api/account: the filed-as taxpayer's account. */
export const accountLedger = z.object({
  taxpayerId: z.string(),
  /** The agency's today the accrued figures run to. */
  asOf: z.string(),
  years: z.array(accountYear),
  total: figures,
  /** Oldest first. A link that sees only later forms (ADR 0017) lists entries from then on. */
  entries: z.array(ledgerEntryDto),
});
export type AccountLedger = z.infer<typeof accountLedger>;
