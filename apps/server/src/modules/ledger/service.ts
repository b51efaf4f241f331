import { agencyToday, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import type { TaxFormRow } from '../../db/schema';
import type { RuleSet } from '../rules';
import { targetOfRow } from './account';
import { REPLACED_LINE } from './figures';
import { isEstimate, ledgerOf } from './forms';
import { filingEntries, type NewEntry } from './mapping';
import { loadModel, termsOf, yearItems, type AccountModel, type ModelFormView } from './model';
import * as repo from './repository';
import type { LedgerEntryRow } from './repository';

export { account, accountEntries, accountOf, formOf } from './account';
export { accruedOn, dueDateOf } from './accrual';
export { upcoming } from './upcoming';

/** The reason on an estimate's entry when its year's annual return replaces its charges (ADR 0044). */
export const REPLACED_REASON =
  'Estimate settled on the annual return of its year: its tax replaces the installments (ADR 0044)';

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/**
 * Posts what a filed form charges (mapping.ts), in the filing's transaction. Idempotent: posting
 * the same form again writes nothing. An annual return also settles its year's estimates
 * (settleEstimates). Returns the entries written now.
 */
export async function postFiling(tx: Tx, form: TaxFormRow): Promise<LedgerEntryRow[]> {
  const written = await repo.insertEntries(tx, filingEntries(form));
  if (ledgerOf(form.formType)?.role !== 'return' || form.status !== 'filed' || !form.filedAt) return written;
  return [...written, ...(await repo.insertEntries(tx, await settleEstimates(tx, form)))];
}

/**
 * An estimate and the annual return of the same year are not both charged (ADR 0044): when the
 * return is filed, each estimate of its year is brought to zero by an adjustment (what it still
 * charged is replaced by the return's tax; what was paid on it stays paid), and what was paid on
 * it is credited to the return (`estimate.credit`, line `estimatePayments:{estimate}`), as the
 * return's worksheet counted it among the estimates paid.
 */
export async function settleEstimates(tx: Tx, ret: TaxFormRow): Promise<NewEntry[]> {
  const estimates = (await repo.filedForms(tx, ret.taxpayerId)).filter(
    (f) => f.taxYear === ret.taxYear && isEstimate(f.formType),
  );
  const entries: NewEntry[] = [];
  for (const estimate of estimates) {
    const own = await repo.entriesOfForm(tx, estimate.id);
    const sum = own.reduce((s, e) => s + e.amountCents, 0);
    const paid = -own
      .filter((e) => ['payment', 'payment.reversal', 'estimate.credit', 'prior-year.credit'].includes(e.kind))
      .reduce((s, e) => s + e.amountCents, 0);
    const base = {
      taxpayerId: ret.taxpayerId,
      taxYear: ret.taxYear,
      sourceType: 'tax_form',
      sourceId: String(ret.id),
      occurredAt: ret.filedAt!,
    };
    if (sum !== 0)
      entries.push({
        ...base,
        kind: 'adjustment',
        amountCents: -sum,
        taxFormId: estimate.id,
        sourceLine: `${REPLACED_LINE}:${estimate.id}`,
        reason: REPLACED_REASON,
      });
    if (paid > 0)
      entries.push({
        ...base,
        kind: 'estimate.credit',
        amountCents: -paid,
        taxFormId: ret.id,
        sourceLine: `estimatePayments:${estimate.id}`,
      });
  }
  return entries;
}

/**
 * Posts a payment the provider confirmed (Completed), in the transaction that recorded its outcome
 * (ADR 0044), as of the payment's day: first the ORC 718.27 interest and penalty accrued to that
 * day on what it pays (source the payment, lines `interest:{form}`, `penalty:{form}`), so paying
 * what the page asked leaves exactly zero; then the payment itself — on the form (`amountPaid`), on
 * one installment (`installment.N`), or, for a year, split over the year's items in the order of
 * `yearItems` (`year:{form}`, `year:{form}:installment.N`, anything more a credit of the year, `year`).
 * Anything else (declined, still open) posts nothing; a payment already posted writes nothing.
 */
export async function postPayment(tx: Tx, paymentId: number, rules: RuleSet): Promise<LedgerEntryRow[]> {
  const payment = await repo.findPayment(tx, paymentId);
  if (!payment || payment.status !== 'Completed' || !payment.amountPaid) return [];
  if (await repo.hasEntriesOf(tx, 'payment', String(payment.id))) return [];
  const at = payment.reportedAt ?? payment.createdAt;
  const { model } = await loadModel(tx, payment.taxpayerId, at, rules);
  return repo.insertEntries(tx, paymentEntries(model, payment, at));
}

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repo.findPayment>>>;

/**
 * The ORC 718.27 interest and penalty accrued on a form to the model's day, as charges of the source
 * that makes them due (a payment, an abatement): lines `interest:{form}` and `penalty:{form}`.
 */
export function accruedEntries(
  v: ModelFormView,
  base: Pick<NewEntry, 'taxpayerId' | 'taxYear' | 'sourceType' | 'sourceId' | 'occurredAt'> &
    Partial<Pick<NewEntry, 'postedByStaffId'>>,
): NewEntry[] {
  const entries: NewEntry[] = [];
  for (const [kind, amount, line] of [
    ['liability.interest', v.accrued.interest, 'interest'],
    ['liability.penalty', v.accrued.penalty, 'penalty'],
  ] as const) {
    if (amount > 0)
      entries.push({
        ...base,
        kind,
        amountCents: amount,
        taxFormId: v.form.id,
        sourceLine: `${line}:${v.form.id}`,
      });
  }
  return entries;
}

/** The entries of a Completed payment on the model of its day (postPayment). */
export function paymentEntries(model: AccountModel, payment: PaymentRow, at: Date): NewEntry[] {
  const base = {
    taxpayerId: payment.taxpayerId,
    taxYear: payment.taxYear,
    sourceType: 'payment',
    sourceId: String(payment.id),
    occurredAt: at,
  };
  const entries: NewEntry[] = [];
  const accrue = (v: ModelFormView) => entries.push(...accruedEntries(v, base));
  const pay = (amount: number, taxFormId: number | null, sourceLine: string) => {
    if (amount > 0) entries.push({ ...base, kind: 'payment', amountCents: -amount, taxFormId, sourceLine });
  };
  const target = targetOfRow(payment);
  const paid = payment.amountPaid ?? 0;
  if (target.kind === 'form') {
    const v = model.forms.find((f) => f.form.id === target.taxFormId);
    if (v) accrue(v);
    pay(paid, target.taxFormId, 'amountPaid');
  } else if (target.kind === 'installment') {
    pay(paid, target.taxFormId, `installment.${target.installment}`);
  } else {
    let left = paid;
    for (const item of yearItems(model, target.taxYear)) {
      if (left <= 0) break;
      const v = item.form!;
      if (item.installment) {
        const share = Math.min(left, item.amount);
        pay(share, v.form.id, `year:${v.form.id}:installment.${item.installment.number}`);
        left -= share;
      } else {
        accrue(v);
        const share = Math.min(left, item.amount);
        pay(share, v.form.id, `year:${v.form.id}`);
        left -= share;
      }
    }
    pay(left, null, 'year');
  }
  return entries;
}

/** What the target of a payment owes on the model's day (0 when nothing; the outcome's flag compares with it). */
export const owedOn = (model: AccountModel, payment: PaymentRow) =>
  termsOf(model, targetOfRow(payment))?.amount ?? 0;

/** A payment returned or charged back: a debit of what came back (at most what was paid), once per payment. */
export async function postReversal(
  tx: Tx,
  reversal: { paymentId: number; amountCents: number; at: Date; reason: string },
): Promise<LedgerEntryRow[]> {
  const paid = (await repo.entriesOf(tx, 'payment', String(reversal.paymentId))).filter(
    (e) => e.kind === 'payment',
  );
  if (paid.length === 0) throw new Error(`payment ${reversal.paymentId} is not on the ledger`);
  const total = -paid.reduce((s, e) => s + e.amountCents, 0);
  if (
    !Number.isSafeInteger(reversal.amountCents) ||
    reversal.amountCents <= 0 ||
    reversal.amountCents > total
  )
    throw new RangeError('a reversal is a positive amount of cents, at most what was paid');
  const first = paid[0]!;
  return repo.insertEntries(tx, [
    {
      taxpayerId: first.taxpayerId,
      taxYear: first.taxYear,
      kind: 'payment.reversal',
      amountCents: reversal.amountCents,
      taxFormId: first.taxFormId,
      sourceType: 'payment',
      sourceId: first.sourceId,
      sourceLine: 'reversal',
      occurredAt: reversal.at,
      reason: reversal.reason,
    },
  ]);
}

/**
 * An agency adjustment: who, why, and a source the caller names (the console's request id), so a
 * retried adjustment is written once.
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

export { dayOf };
