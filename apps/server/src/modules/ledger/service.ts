import {
  MAILED_CHECK_LINE,
  MAILED_CHECK_METHOD,
  MAILROOM_SOURCE,
  declarationOf,
  type AccountEntries,
  type AccountForm,
  type AccountLedger,
  type AccountPayment,
  type AccountUpcoming,
  type AccountYear,
  type UpcomingItem,
} from '@efile/contracts';
import {
  agencyToday,
  annualReturnDueDate,
  computePenaltyAndInterest,
  compareDates,
  currentTaxYear,
  installmentDueDates,
  periodNotEnded,
  withholdingDueDate,
  type Clock,
  type Installment,
  type IsoDate,
  type Payment,
  type WithholdingFrequency,
} from '@efile/tax';
import type { Tx } from '../../db/client';
import type { taxForms } from '../../db/schema';
import { filingEntries, paymentEntry, type NewEntry } from './mapping';
import * as repo from './repository';
import type { AccountEntryRow, AccountFormRow, AccountPaymentRow, LedgerEntryRow } from './repository';
import type { RuleSet } from '../rules/effective';

type TaxFormRow = typeof taxForms.$inferSelect;

/**
 * Posts what a filed form charges (mapping.ts), in the filing's transaction. Idempotent: posting
 * the same form again writes nothing. Returns the entries written now.
 */
export async function postFiling(tx: Tx, form: TaxFormRow): Promise<LedgerEntryRow[]> {
  return repo.insertEntries(tx, filingEntries(form));
}

/**
 * Posts a payment the provider confirmed (Completed), in the transaction that recorded its outcome.
 * Anything else (declined, still open) posts nothing; a replayed outcome writes nothing.
 */
export async function postPayment(tx: Tx, paymentId: number): Promise<LedgerEntryRow[]> {
  const payment = await repo.findPayment(tx, paymentId);
  if (!payment) return [];
  const form = await repo.findForm(tx, payment.taxFormId);
  const entry = form ? paymentEntry(payment, form.taxYear) : null;
  return entry ? repo.insertEntries(tx, [entry]) : [];
}

/** A payment returned or charged back: a debit of what came back (at most what was paid), once per payment. */
export async function postReversal(
  tx: Tx,
  reversal: { paymentId: number; amountCents: number; at: Date; reason: string },
): Promise<LedgerEntryRow[]> {
  const paid = await repo.findBySource(tx, 'payment', String(reversal.paymentId), 'amountPaid');
  if (!paid) throw new Error(`payment ${reversal.paymentId} is not on the ledger`);
  if (
    !Number.isSafeInteger(reversal.amountCents) ||
    reversal.amountCents <= 0 ||
    reversal.amountCents > -paid.amountCents
  )
    throw new RangeError('a reversal is a positive amount of cents, at most what was paid');
  return repo.insertEntries(tx, [
    {
      taxpayerId: paid.taxpayerId,
      taxYear: paid.taxYear,
      kind: 'payment.reversal',
      amountCents: reversal.amountCents,
      taxFormId: paid.taxFormId,
      sourceType: 'payment',
      sourceId: paid.sourceId,
      sourceLine: 'reversal',
      occurredAt: reversal.at,
      reason: reversal.reason,
    },
  ]);
}

/**
 * An agency adjustment (the staff console comes later): who, why, and a source the caller names
 * (the console's request id), so a retried adjustment is written once.
 */
export async function postAdjustment(
  tx: Tx,
  adjustment: {
    taxpayerId: string;
    taxYear: number;
    amountCents: number;
    taxFormId?: number | null;
    staffId: number | null;
    reason: string;
    sourceId: string;
    at: Date;
  },
): Promise<LedgerEntryRow[]> {
  if (!Number.isSafeInteger(adjustment.amountCents) || adjustment.amountCents === 0)
    throw new RangeError('an adjustment is a non-zero integer number of cents');
  if (!adjustment.reason.trim()) throw new RangeError('an adjustment says why');
  const entry: NewEntry = {
    taxpayerId: adjustment.taxpayerId,
    taxYear: adjustment.taxYear,
    kind: 'adjustment',
    amountCents: adjustment.amountCents,
    taxFormId: adjustment.taxFormId ?? null,
    sourceType: 'staff',
    sourceId: adjustment.sourceId,
    sourceLine: 'adjustment',
    occurredAt: adjustment.at,
    postedByStaffId: adjustment.staffId,
    reason: adjustment.reason,
  };
  return repo.insertEntries(tx, [entry]);
}

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** The date a form's tax fell due, from which ORC 718.27 runs; null for forms that accrue nothing here. */
export function dueDateOf(
  form: Pick<AccountFormRow, 'formType' | 'taxYear' | 'calculationDueDate'>,
  rules: RuleSet,
): IsoDate | null {
  if (form.formType === 'annual-return') return annualReturnDueDate(form.taxYear, rules.config(form.taxYear));
  if (['billing-statement', 'employers-return'].includes(form.formType)) return form.calculationDueDate;
  return null;
}

/** A filed form's entries summed: what is owed on it and what the engine needs for its accrual. */
interface FormFigures {
  balance: number;
  tax: number;
  interestCharged: number;
  penaltyCharged: number;
  /** Its other entries (payments, credits, reversals, adjustments) as [agency day, cents], oldest first. */
  credits: [IsoDate, number][];
}

/** The entries (oldest first) summed per tax year and per form. */
function sumEntries(entries: readonly AccountEntryRow[]) {
  const years = new Map<number, number>();
  const forms = new Map<number, FormFigures>();
  for (const e of entries) {
    years.set(e.taxYear, (years.get(e.taxYear) ?? 0) + e.amountCents);
    if (e.taxFormId === null) continue;
    let f = forms.get(e.taxFormId);
    if (!f) {
      f = { balance: 0, tax: 0, interestCharged: 0, penaltyCharged: 0, credits: [] };
      forms.set(e.taxFormId, f);
    }
    f.balance += e.amountCents;
    if (e.kind === 'liability.tax') f.tax += e.amountCents;
    else if (e.kind === 'liability.interest') f.interestCharged += e.amountCents;
    else if (e.kind === 'liability.penalty') f.penaltyCharged += e.amountCents;
    else f.credits.push([dayOf(e.occurredAt), e.amountCents]);
  }
  return { years, forms };
}

/**
 * The credits on a form as the engine's payments (positive cents, by date); a reversal or a debit
 * adjustment takes back from the latest credits first. What it cannot take back is added to the tax.
 */
function creditsAsPayments(credits: readonly [IsoDate, number][]): { payments: Payment[]; extraTax: number } {
  const payments: Payment[] = [];
  let extraTax = 0;
  for (const [date, amount] of credits) {
    if (amount < 0) {
      payments.push({ date, amount: -amount });
      continue;
    }
    let back = amount;
    for (let i = payments.length - 1; i >= 0 && back > 0; i -= 1) {
      const take = Math.min(back, payments[i]!.amount);
      payments[i] = { ...payments[i]!, amount: payments[i]!.amount - take };
      back -= take;
    }
    extraTax += back;
  }
  return { payments: payments.filter((p) => p.amount > 0), extraTax };
}

/**
 * ORC 718.27 interest and penalty that today adds to a form's charges, by the engine
 * (computePenaltyAndInterest): the engine's figures for the form's tax, its due date and the credits
 * on the ledger, less the interest and penalty already charged (a billing statement's, an employer's
 * return's). Estimates accrue nothing here (their shortfall is settled on the annual return).
 */
export function accruedOn(
  form: AccountFormRow,
  figures: FormFigures,
  today: IsoDate,
  rules: RuleSet,
): { interest: number; penalty: number } {
  const none = { interest: 0, penalty: 0 };
  const dueDate = dueDateOf(form, rules);
  if (!dueDate || compareDates(today, dueDate) <= 0) return none;
  const { payments, extraTax } = creditsAsPayments(figures.credits);
  const tax = figures.tax + extraTax;
  const annual = form.formType === 'annual-return';
  const filedLate = annual && !!form.filedAt && compareDates(dayOf(form.filedAt), dueDate) > 0;
  // Nothing accrues on a form filed on time whose tax was paid in full by its due date: the
  // engine would answer zero, so most of a long history costs no engine run (bench: /api/account).
  const paidOnTime = payments
    .filter((p) => compareDates(p.date, dueDate) <= 0)
    .reduce((sum, p) => sum + p.amount, 0);
  if (!filedLate && paidOnTime >= tax) return none;
  const result = computePenaltyAndInterest(
    {
      taxYear: form.taxYear,
      asOf: today,
      liabilities:
        tax > 0
          ? [
              {
                kind: annual || form.formType === 'billing-statement' ? 'income' : 'withholding',
                label: form.confirmationNumber ?? `Form ${form.id}`,
                amount: tax,
                dueDate,
                payments,
              },
            ]
          : [],
      ...(annual && form.filedAt
        ? { lateFiling: { returnDueDate: dueDate, filedDate: dayOf(form.filedAt), priorFailuresToFile: 0 } }
        : {}),
    },
    rules.config(form.taxYear),
    rules.interestRates,
  );
  return {
    interest: Math.max(0, result.totals.interest - figures.interestCharged),
    penalty: Math.max(0, result.totals.penalty - figures.penaltyCharged),
  };
}

const figures = (balance: number, interest: number, penalty: number) => ({
  balance,
  accruedInterest: interest,
  accruedPenalty: penalty,
  payToday: Math.max(0, balance + interest + penalty),
});

/**
 * The taxpayer's account as My Account shows it (one round trip, repository.accountRows):
 * balances per tax year (sums of entries), interest and penalty accrued to today by the engine,
 * what paying today clears, every form filed and every payment. The entries themselves are
 * `accountEntries` (the page does not list them; the statement and the staff view do).
 */
export async function account(
  db: Tx,
  viewer: { taxpayerId: string; seesFormsFrom?: Date | null },
  now: Date,
  rules: RuleSet,
): Promise<AccountLedger> {
  const today = dayOf(now);
  const { forms, entries, payments } = await repo.accountRows(db, viewer.taxpayerId);
  const sums = sumEntries(entries);
  const accrued = new Map<number, { interest: number; penalty: number }>();
  for (const form of forms) {
    const figures = sums.forms.get(form.id);
    if (!figures) continue;
    const a = accruedOn(form, figures, today, rules);
    if (a.interest === 0 && a.penalty === 0) continue;
    const y = accrued.get(form.taxYear) ?? { interest: 0, penalty: 0 };
    accrued.set(form.taxYear, { interest: y.interest + a.interest, penalty: y.penalty + a.penalty });
  }
  const years: AccountYear[] = [...sums.years]
    .sort(([a], [b]) => a - b)
    .map(([taxYear, balance]) => {
      const a = accrued.get(taxYear) ?? { interest: 0, penalty: 0 };
      return { taxYear, ...figures(balance, a.interest, a.penalty) };
    });
  // Payments on the ledger with no provider session behind them: checks the agency received by mail.
  const mailed = entries.filter(
    (e) => e.kind === 'payment' && e.sourceType === MAILROOM_SOURCE && e.sourceLine === MAILED_CHECK_LINE,
  );
  const add = (pick: (y: AccountYear) => number) => years.reduce((s, y) => s + pick(y), 0);
  return {
    taxpayerId: viewer.taxpayerId,
    asOf: today,
    years,
    total: {
      balance: add((y) => y.balance),
      accruedInterest: add((y) => y.accruedInterest),
      accruedPenalty: add((y) => y.accruedPenalty),
      payToday: add((y) => y.payToday),
    },
    ...history(forms, sums.forms, payments, mailed, viewer.seesFormsFrom ?? null),
  };
}

/**
 * Every entry of the account, oldest first (GET /api/account/entries): what each charge and
 * credit was and where it came from. A link that sees only later forms (ADR 0017) lists entries
 * from then on.
 */
export async function accountEntries(
  db: Tx,
  viewer: { taxpayerId: string; seesFormsFrom?: Date | null },
): Promise<AccountEntries> {
  const rows = await repo.listEntries(db, viewer.taxpayerId);
  const from = viewer.seesFormsFrom ?? null;
  const ids = [...new Set(rows.flatMap((r) => (r.taxFormId === null ? [] : [r.taxFormId])))];
  const forms = new Map((await repo.formsByIds(db, ids)).map((f) => [f.id, f]));
  return {
    taxpayerId: viewer.taxpayerId,
    entries: rows
      .filter((r) => !from || r.occurredAt >= from)
      .map((r) => {
        const form = r.taxFormId === null ? undefined : forms.get(r.taxFormId);
        return {
          id: r.id,
          taxYear: r.taxYear,
          kind: r.kind,
          amount: r.amountCents,
          taxFormId: r.taxFormId,
          formType: form?.formType ?? null,
          confirmationNumber: form?.confirmationNumber ?? null,
          source: { type: r.sourceType, id: r.sourceId, line: r.sourceLine },
          occurredAt: r.occurredAt.toISOString(),
          reason: r.reason,
        };
      }),
  };
}

/** What a payment's provider reported: the last four digits of the card or account. */
const lastFour = (value: string | null) => (value ? value.replace(/\D/g, '').slice(-4) || null : null);

/**
 * Every form filed and every payment (issue 15), newest first, with each form's balance from its
 * ledger entries. A link that sees only later forms (ADR 0017) lists those filed from then on.
 */
export function history(
  filed: readonly AccountFormRow[],
  sums: ReadonlyMap<number, FormFigures>,
  paid: readonly AccountPaymentRow[],
  ledgerPaid: readonly AccountEntryRow[],
  from: Date | null,
): { forms: AccountForm[]; payments: AccountPayment[] } {
  const visible = filed.filter((f) => f.filedAt && (!from || f.filedAt >= from));
  const byId = new Map(visible.map((f) => [f.id, f]));
  const forms = visible.map((f): AccountForm => {
    const balance = sums.get(f.id)?.balance ?? 0;
    const { amountDue } = f;
    const payable = (declarationOf(f.formType)?.payment ?? 'none') !== 'none';
    const reported = paid.some((p) => p.taxFormId === f.id && p.status === 'Completed');
    const status: AccountForm['status'] =
      balance > 0 && payable
        ? f.payByMailAt
          ? 'ByMail'
          : 'Open'
        : amountDue > 0 || reported
          ? 'Paid'
          : 'None';
    return {
      id: f.id,
      formType: f.formType,
      taxYear: f.taxYear,
      period: f.period,
      confirmationNumber: f.confirmationNumber,
      filedAt: f.filedAt!.toISOString(),
      amountDue,
      balance,
      status,
      payable,
    };
  });
  const online = [...paid]
    .sort(
      (a, b) =>
        (b.reportedAt ?? b.createdAt).getTime() - (a.reportedAt ?? a.createdAt).getTime() || b.id - a.id,
    )
    .flatMap((p): AccountPayment[] => {
      const form = byId.get(p.taxFormId);
      if (!form) return [];
      return [
        {
          id: p.id,
          taxFormId: p.taxFormId,
          formType: form.formType,
          taxYear: form.taxYear,
          confirmationNumber: form.confirmationNumber,
          method: p.paymentType,
          lastFour: lastFour(p.partialCcNumber ?? p.partialAccountNumber),
          date: (p.reportedAt ?? p.createdAt).toISOString(),
          status: p.status,
          amount: p.status === 'Completed' ? (p.amountPaid ?? p.amount) : p.amount,
        },
      ];
    });
  // Payments on the ledger with no provider session behind them: checks the agency received by
  // mail (ADR 0038), shown as "Check (mailed)", with the form they pay when they name one.
  const onLedger = ledgerPaid
    .filter((e) => !from || e.occurredAt >= from)
    .map((e): AccountPayment => {
      const form = e.taxFormId === null ? undefined : byId.get(e.taxFormId);
      return {
        id: e.id,
        taxFormId: form?.id ?? null,
        formType: form?.formType ?? null,
        taxYear: e.taxYear,
        confirmationNumber: form?.confirmationNumber ?? null,
        method: MAILED_CHECK_METHOD,
        lastFour: null,
        date: e.occurredAt.toISOString(),
        status: 'Completed',
        amount: -e.amountCents,
      };
    });
  return {
    forms,
    payments: onLedger.length
      ? [...online, ...onLedger].sort((a, b) => b.date.localeCompare(a.date))
      : online,
  };
}

/** '2026-Q1', '2026-M05', as the employer's return stores its period. */
const periodKey = (taxYear: number, frequency: WithholdingFrequency, period: number) =>
  `${taxYear}-${frequency === 'monthly' ? `M${String(period).padStart(2, '0')}` : `Q${period}`}`;

/**
 * What is due next (issue 15), from the packages/tax due-date rules and what is filed:
 * individuals the annual return of the tax year (unless filed, or exempt) and the next installment
 * of the estimate of the year under way; business filers every ended withholding period without a
 * return (the tax year's and the year under way's) and the next one to end. Soonest first.
 */
export async function upcoming(
  db: Tx,
  viewer: { taxpayerId: string; isBusinessUser: boolean },
  clock: Clock,
  rules: RuleSet,
): Promise<AccountUpcoming> {
  const today = agencyToday(clock);
  const taxYear = currentTaxYear(clock);
  const underWay = taxYear + 1;
  const filed = await repo.filedForms(db, viewer.taxpayerId);
  const filedOf = (formType: string, year: number) =>
    filed.find((f) => f.formType === formType && f.taxYear === year);
  const items: UpcomingItem[] = [];
  const employerYears: AccountUpcoming['employerYears'] = [];

  if (!viewer.isBusinessUser) {
    if (!filedOf('annual-return', taxYear) && !filedOf('exemption-certificate', taxYear)) {
      const dueDate = annualReturnDueDate(taxYear, rules.config(taxYear));
      items.push({
        kind: 'annual-return',
        formType: 'annual-return',
        taxYear,
        period: null,
        dueDate,
        filed: false,
        amount: null,
        overdue: compareDates(today, dueDate) > 0,
      });
    }
    const estimate = filedOf('individual-estimate', underWay);
    const installments =
      (estimate?.result as { calculation?: { installments?: Installment[] } } | null)?.calculation
        ?.installments ?? null;
    const dates = installmentDueDates(underWay, rules.config(underWay));
    let next = dates.findIndex((d) => compareDates(d, today) >= 0);
    if (estimate?.filedAt && installments) {
      // Filing asked for every installment due by then, and at least the first (cumulativeDueBy).
      const filedDay = dayOf(estimate.filedAt);
      const asked = Math.max(1, installments.filter((i) => compareDates(i.dueDate, filedDay) <= 0).length);
      next = next < 0 ? -1 : Math.max(next, asked);
    }
    if (next >= 0 && next < dates.length) {
      items.push({
        kind: 'estimate-installment',
        formType: 'individual-estimate',
        taxYear: underWay,
        period: String(next + 1),
        dueDate: dates[next]!,
        filed: !!estimate,
        amount: installments?.[next]?.amountDue ?? null,
        overdue: false,
      });
    }
  } else {
    const returns = filed.filter((f) => f.formType === 'employers-return' && f.period);
    const keys = new Set(returns.map((f) => f.period!));
    let nextToEnd: UpcomingItem | null = null;
    for (const year of [taxYear, underWay]) {
      const frequency: WithholdingFrequency = returns.some((f) => f.period!.startsWith(`${year}-M`))
        ? 'monthly'
        : 'quarterly';
      const count = frequency === 'monthly' ? 12 : 4;
      const periods = Array.from({ length: count }, (_, i) => {
        const period = i + 1;
        const key = periodKey(year, frequency, period);
        return {
          key,
          period,
          dueDate: withholdingDueDate(year, frequency, period, rules.config(year)),
          filed: keys.has(key),
          ended: periodNotEnded({ taxYear: year, frequency, period }, today) === null,
        };
      });
      employerYears.push({ taxYear: year, frequency, periods });
      for (const p of periods) {
        if (p.filed) continue;
        const item: UpcomingItem = {
          kind: 'employers-return',
          formType: 'employers-return',
          taxYear: year,
          period: p.key,
          dueDate: p.dueDate,
          filed: false,
          amount: null,
          overdue: compareDates(today, p.dueDate) > 0,
        };
        if (p.ended) items.push(item);
        else nextToEnd ??= item;
      }
    }
    if (nextToEnd) items.push(nextToEnd);
  }
  items.sort((a, b) => compareDates(a.dueDate, b.dueDate));
  return { asOf: today, taxYear, items, employerYears };
}
