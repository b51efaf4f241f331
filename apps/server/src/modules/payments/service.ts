import {
  PayableFormType,
  ProblemCode,
  type PaymentHistoryRow,
  type PaymentInfo,
  type PaymentTarget,
  type PaymentTargetInfo,
} from '@efile/contracts';
import type { Tx } from '../../db/client';
import { ProblemError } from '../../plugins/problems';
import type { Filer } from '../../plugins/auth';
import { missingForm, ownedForm } from '../forms';
import type { TaxFormRow } from '../forms';
import { loadModel, termsOf, type AccountModel, type TargetTerms } from '../ledger';
import type { RuleSet } from '../rules';
import { listPayments, listTargetPayments, type PaymentRow } from './repository';
import { say, text, type Text } from '../../lib/i18n';
import { formName } from '../../lib/formats';

const conflict = (detail: Text) => new ProblemError(409, ProblemCode.Conflict, { detail });

/** The filer's filed form of a kind the portal takes payment for (spec §8 for every other case). */
export type PayableForm = TaxFormRow & { formType: keyof typeof PayableFormType };

export async function payableForm(db: Tx, filer: Filer, id: number): Promise<PayableForm> {
  const form = await ownedForm(db, filer, id);
  if (!(form.formType in PayableFormType)) throw missingForm();
  if (form.status !== 'filed') throw conflict(text('problems.onlyFiledFormPaid'));
  return form as PayableForm;
}

/** The key a target's sessions are unique on (the payments table's generated `target_key`). */
export const targetKey = (target: PaymentTarget) =>
  target.kind === 'year'
    ? `year:${target.taxYear}`
    : target.kind === 'installment'
      ? `form:${target.taxFormId}:installment.${target.installment}`
      : `form:${target.taxFormId}`;

/**
 * A target the filer may pay, checked on the server: a form (or one of its installments) must be
 * the filer's own, filed and payable; an installment must be one of the estimate's; a whole year
 * is the filer's taxpayer's, and only for a filer who sees all of its forms (a business link that
 * sees only later forms, ADR 0017, pays form by form).
 */
export async function ownedTarget(db: Tx, filer: Filer, target: PaymentTarget): Promise<PayableForm | null> {
  if (target.kind === 'year') {
    if (filer.seesFormsFrom) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
    return null;
  }
  const form = await payableForm(db, filer, target.taxFormId);
  if (target.kind === 'installment') {
    const installments = (form.result as { calculation?: { installments?: { number: number }[] } } | null)
      ?.calculation?.installments;
    if (!installments?.some((i) => i.number === target.installment))
      throw new ProblemError(404, ProblemCode.NotFound, { detail: text('problems.noSuchInstallment') });
  }
  return form;
}

/** What the provider took toward a target: every Completed payment but one flagged for a refund. */
export function paidSoFar(rows: readonly PaymentRow[]): number {
  return rows
    .filter((r) => r.status === 'Completed' && r.flag !== 'refund')
    .reduce((sum, r) => sum + (r.amountPaid ?? 0), 0);
}

/** Whether something was paid toward what the terms ask (so nothing left means Completed). */
function somethingPaid(terms: TargetTerms, rows: readonly PaymentRow[]): boolean {
  if (terms.installment) return terms.installment.paid > 0;
  if (terms.form) return terms.form.figures.paid > 0 || terms.form.figures.balance < 0;
  return paidSoFar(rows) > 0 || terms.balance < 0;
}

/**
 * Completed when nothing is left to pay and something was paid; else the latest session's state
 * (Unpaid after a partial payment: the rest is payable); Unpaid with none.
 */
export function statusOf(terms: TargetTerms, rows: readonly PaymentRow[]): PaymentInfo['paymentStatus'] {
  if (terms.amount <= 0 && somethingPaid(terms, rows)) return 'Completed';
  const latest = rows.at(-1)?.status as PaymentInfo['paymentStatus'] | undefined;
  return latest === undefined || latest === 'Completed' ? 'Unpaid' : latest;
}

/** The payments the provider reported on (spec §3 payment history), oldest first. */
function history(rows: readonly PaymentRow[]): PaymentHistoryRow[] {
  return rows
    .filter((r) => r.reportedAt && r.paymentType)
    .map((r) => ({
      paymentType: r.paymentType as PaymentHistoryRow['paymentType'],
      partialCcNumber: r.partialCcNumber,
      partialAccountNumber: r.partialAccountNumber,
      paymentDate: r.reportedAt!.toISOString(),
      paymentDateTitle: say('values.transactionDate'),
      status: r.status as PaymentHistoryRow['status'],
      reference: r.status === 'Completed' ? r.transactionId : null,
      amount: r.status === 'Completed' ? r.amountPaid : null,
    }));
}

/** The terms of a target on the model's day; a target not in the model answers "missing tax form". */
export function termsOrMissing(model: AccountModel, target: PaymentTarget): TargetTerms {
  const terms = termsOf(model, target);
  if (!terms) throw missingForm();
  return terms;
}

const paying = (model: AccountModel, terms: TargetTerms, rows: readonly PaymentRow[]) => ({
  target: terms.target,
  asOf: model.today,
  amount: terms.amount,
  lines: terms.lines,
  balance: terms.balance,
  dueDate: terms.dueDate,
  paymentStatus: statusOf(terms, rows),
  paymentHistory: history(rows),
});

/** GET /api/payments/tax-forms/{id}: the form's payment page, its amount from the account model. */
export async function paymentInfo(
  db: Tx,
  form: PayableForm,
  now: Date,
  rules: RuleSet,
): Promise<PaymentInfo> {
  const { model } = await loadModel(db, form.taxpayerId, now, rules);
  const terms = termsOrMissing(model, { kind: 'form', taxFormId: form.id });
  const rows = await listPayments(db, form.id);
  return {
    ...paying(model, terms, rows),
    formStatus: terms.form!.state,
    installments: terms.form!.installments,
    taxFormType: say('values.formYear', { form: formName(form.formType), taxYear: form.taxYear }),
    formType: form.formType,
    confirmationNumber: form.confirmationNumber ?? '',
    payingOffline: form.payByMailAt !== null,
  };
}

/** GET …/installments/{n} and GET /api/payments/tax-years/{year}: an installment's or a year's page. */
export async function targetInfo(
  db: Tx,
  taxpayerId: string,
  target: Exclude<PaymentTarget, { kind: 'form' }>,
  now: Date,
  rules: RuleSet,
): Promise<PaymentTargetInfo> {
  const { model } = await loadModel(db, taxpayerId, now, rules);
  const terms = termsOrMissing(model, target);
  const rows = await listTargetPayments(db, taxpayerId, targetKey(target));
  const form = terms.form?.form ?? null;
  return {
    ...paying(model, terms, rows),
    taxYear: terms.taxYear,
    taxFormId: form?.id ?? null,
    formType: form?.formType ?? null,
    confirmationNumber: form?.confirmationNumber ?? null,
    installment: terms.installment?.number ?? null,
  };
}

/** Why a new session cannot start, if it cannot: paid already or nothing due. */
export function assertPayable(status: PaymentInfo['paymentStatus'], amount: number): void {
  if (status === 'Completed') throw conflict(text('problems.formAlreadyPaid'));
  if (amount <= 0) throw conflict(text('problems.nothingDue'));
}

export { conflict };
