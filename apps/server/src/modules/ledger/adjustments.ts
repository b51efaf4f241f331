import {
  ADJUSTMENT_LINES,
  ADJUSTMENT_SOURCE,
  type AdjustmentChange,
  type AdjustmentKind,
  type AdjustmentReason,
} from '@efile/contracts';
import type { Tx } from '../../db/client';
import type { RuleSet } from '../rules';
import type { NewEntry } from './mapping';
import { loadModel, type AccountModel, type ModelFormView } from './model';
import * as repo from './repository';
import { accruedEntries } from './service';
import type { LedgerEntryRow } from './repository';

/** What the ledger needs of an adjustment (the `adjustments` row, ADR 0059). */
export interface AdjustmentPosting {
  id: number;
  taxpayerId: string;
  kind: AdjustmentKind;
  reason: AdjustmentReason;
  taxYear: number;
  toTaxYear: number | null;
  taxFormId: number | null;
  amountCents: number;
  /** The payment entry a returned check reverses. */
  entry: Pick<LedgerEntryRow, 'id' | 'taxYear' | 'taxFormId' | 'amountCents'> | null;
}

/** Why an adjustment cannot be made on the account as it is (the service says it in words). */
export type AdjustmentRefusal =
  | { code: 'noForm' }
  | { code: 'tooMuch'; most: number }
  | { code: 'taxBelowZero'; most: number }
  | { code: 'noCredit'; most: number }
  | { code: 'notAPayment' };

const owedToday = (model: AccountModel, taxYear: number) => {
  let owed = model.years.get(taxYear) ?? 0;
  for (const v of model.forms) if (v.form.taxYear === taxYear) owed += v.accrued.interest + v.accrued.penalty;
  return owed;
};

/** What an abatement may remove: the form's penalty (or interest) charged and accrued today, less what was abated. */
export function abatable(v: ModelFormView, figure: 'penalty' | 'interest'): number {
  const f = v.figures;
  return figure === 'penalty'
    ? f.penaltyCharged + v.accrued.penalty - f.penaltyAbated
    : f.interestCharged + v.accrued.interest - f.interestAbated;
}

/**
 * The figures an adjustment changes on the account model of today, before → after, or why it
 * cannot be made: an abatement at most the penalty or interest there is, an assessment never
 * below zero tax, a credit moved at most the year's credit, a reversal only of a payment.
 */
export function adjustmentChanges(
  model: AccountModel,
  a: AdjustmentPosting,
): { changes: AdjustmentChange[] } | { refused: AdjustmentRefusal } {
  const owed = (taxYear: number, by: number): AdjustmentChange => {
    const before = owedToday(model, taxYear);
    return { figure: 'owed', taxYear, before, after: before + by };
  };
  if (a.kind === 'credit-move') {
    const credit = -owedToday(model, a.taxYear);
    if (a.amountCents > credit) return { refused: { code: 'noCredit', most: Math.max(0, credit) } };
    return { changes: [owed(a.taxYear, a.amountCents), owed(a.toTaxYear!, -a.amountCents)] };
  }
  if (a.kind === 'returned-check') {
    if (!a.entry || a.entry.amountCents >= 0) return { refused: { code: 'notAPayment' } };
    const back = -a.entry.amountCents;
    const v = model.forms.find((f) => f.form.id === a.entry!.taxFormId);
    const paid: AdjustmentChange[] = v
      ? [{ figure: 'paid', taxYear: v.form.taxYear, before: v.figures.paid, after: v.figures.paid - back }]
      : [];
    return { changes: [...paid, owed(a.entry.taxYear, back)] };
  }
  const v = model.forms.find((f) => f.form.id === a.taxFormId);
  if (!v) return { refused: { code: 'noForm' } };
  if (a.kind === 'assessment') {
    const tax = v.figures.tax;
    if (tax + a.amountCents < 0) return { refused: { code: 'taxBelowZero', most: tax } };
    return {
      changes: [
        { figure: 'tax', taxYear: v.form.taxYear, before: tax, after: tax + a.amountCents },
        owed(v.form.taxYear, a.amountCents),
      ],
    };
  }
  const figure = a.kind === 'penalty-abatement' ? 'penalty' : 'interest';
  const there = abatable(v, figure);
  if (a.amountCents > there) return { refused: { code: 'tooMuch', most: there } };
  return {
    changes: [
      { figure, taxYear: v.form.taxYear, before: there, after: there - a.amountCents },
      owed(v.form.taxYear, -a.amountCents),
    ],
  };
}

/**
 * An adjustment's entries on the model of its day, each unique on its source (`adjustment`, id,
 * line): an abatement first charges the interest and penalty accrued to that day (as a payment
 * does), then takes off what is abated; an assessment is its own line; a returned check a
 * `payment.reversal` of the payment's amount; a credit moved leaves one year and arrives in the other.
 */
export function adjustmentEntries(
  model: AccountModel,
  a: AdjustmentPosting,
  at: Date,
  staffId: number,
): NewEntry[] {
  const base = {
    taxpayerId: a.taxpayerId,
    sourceType: ADJUSTMENT_SOURCE,
    sourceId: String(a.id),
    occurredAt: at,
    postedByStaffId: staffId,
  };
  if (a.kind === 'credit-move')
    return [
      {
        ...base,
        taxYear: a.taxYear,
        taxFormId: null,
        kind: 'credit.transfer',
        amountCents: a.amountCents,
        sourceLine: ADJUSTMENT_LINES.creditOut,
        reason: a.reason,
      },
      {
        ...base,
        taxYear: a.toTaxYear!,
        taxFormId: null,
        kind: 'prior-year.credit',
        amountCents: -a.amountCents,
        sourceLine: ADJUSTMENT_LINES.creditIn,
        reason: a.reason,
      },
    ];
  if (a.kind === 'returned-check')
    return [
      {
        ...base,
        taxYear: a.entry!.taxYear,
        taxFormId: a.entry!.taxFormId,
        kind: 'payment.reversal',
        amountCents: -a.entry!.amountCents,
        sourceLine: ADJUSTMENT_LINES.reversal,
        reason: a.reason,
      },
    ];
  const v = model.forms.find((f) => f.form.id === a.taxFormId)!;
  const onForm = { ...base, taxYear: v.form.taxYear, taxFormId: v.form.id };
  if (a.kind === 'assessment')
    return [
      {
        ...onForm,
        kind: 'adjustment',
        amountCents: a.amountCents,
        sourceLine: ADJUSTMENT_LINES.assessment,
        reason: a.reason,
      },
    ];
  const entries = accruedEntries(v, onForm);
  entries.push({
    ...onForm,
    kind: 'adjustment',
    amountCents: -a.amountCents,
    sourceLine: a.kind === 'penalty-abatement' ? ADJUSTMENT_LINES.penalty : ADJUSTMENT_LINES.interest,
    reason: a.reason,
  });
  return entries;
}

/**
 * Posts an adjustment as of `at` in the caller's transaction, after checking it still fits the
 * account (the account may have changed since it was asked). Posting it again writes nothing.
 */
export async function postAdjustmentOf(
  tx: Tx,
  a: AdjustmentPosting,
  rules: RuleSet,
  at: Date,
  staffId: number,
): Promise<{ entries: LedgerEntryRow[] } | { refused: AdjustmentRefusal }> {
  const { model } = await loadModel(tx, a.taxpayerId, at, rules);
  const checked = adjustmentChanges(model, a);
  if ('refused' in checked) return checked;
  return { entries: await repo.insertEntries(tx, adjustmentEntries(model, a, at, staffId)) };
}

/** The figures an adjustment would change today, on a fresh model (the approver's view). */
export async function previewAdjustment(tx: Tx, a: AdjustmentPosting, rules: RuleSet, at: Date) {
  const { model } = await loadModel(tx, a.taxpayerId, at, rules);
  return adjustmentChanges(model, a);
}
