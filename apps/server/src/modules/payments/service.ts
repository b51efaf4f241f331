import { PayableFormType, ProblemCode, type PaymentInfo, type PaymentHistoryRow } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { ProblemError } from '../../plugins/problems';
import type { Filer } from '../../plugins/auth';
import { missingForm, ownedForm } from '../forms/ownership';
import type { TaxFormRow } from '../forms/repository';
import { listPayments, type PaymentRow } from './repository';

const conflict = (detail: string) => new ProblemError(409, ProblemCode.Conflict, { detail });

/** The filer's filed form of a kind the portal takes payment for (spec §8 for every other case). */
export type PayableForm = TaxFormRow & { formType: keyof typeof PayableFormType };

export async function payableForm(db: Tx, filer: Filer, id: number): Promise<PayableForm> {
  const form = await ownedForm(db, filer, id);
  if (!(form.formType in PayableFormType)) throw missingForm();
  if (form.status !== 'filed') throw conflict('Only a filed form can be paid.');
  return form as PayableForm;
}

/** What the filed form asks to be paid: `amountDue`, frozen at filing by every form (issue 13). */
export function amountDue(form: TaxFormRow): number {
  return (form.result as { amountDue?: number }).amountDue ?? 0;
}

/** What the provider took toward the form: every Completed payment but one flagged for a refund. */
export function paidSoFar(rows: readonly PaymentRow[]): number {
  return rows
    .filter((r) => r.status === 'Completed' && r.flag !== 'refund')
    .reduce((sum, r) => sum + (r.amountPaid ?? 0), 0);
}

/** What is still to pay: the amount due less what was paid (never below zero). */
export function balance(form: TaxFormRow, rows: readonly PaymentRow[]): number {
  return Math.max(0, amountDue(form) - paidSoFar(rows));
}

/**
 * Completed when what was paid covers the amount due; else the latest session's state (Unpaid
 * after a partial payment: the rest is payable); Unpaid with none.
 */
export function paymentStatus(form: TaxFormRow, rows: readonly PaymentRow[]): PaymentInfo['paymentStatus'] {
  const paid = paidSoFar(rows);
  if (paid > 0 && paid >= amountDue(form)) return 'Completed';
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
      paymentDateTitle: 'Transaction Date',
      status: r.status as PaymentHistoryRow['status'],
      reference: r.status === 'Completed' ? r.transactionId : null,
      amount: r.status === 'Completed' ? r.amountPaid : null,
    }));
}

export async function paymentInfo(db: Tx, form: PayableForm): Promise<PaymentInfo> {
  return paymentInfoOf(form, await listPayments(db, form.id));
}

export function paymentInfoOf(form: PayableForm, rows: readonly PaymentRow[]): PaymentInfo {
  const status = paymentStatus(form, rows);
  return {
    taxFormType: `${PayableFormType[form.formType]} ${form.taxYear}`,
    formType: form.formType,
    confirmationNumber: form.confirmationNumber ?? '',
    // What is left to pay (all of it before any payment); once paid, what the form asked.
    amount: status === 'Completed' ? amountDue(form) : balance(form, rows),
    paymentStatus: status,
    payingOffline: form.payByMailAt !== null,
    paymentHistory: history(rows),
  };
}

/** Why a new session cannot start, if it cannot: paid already or nothing due. */
export function assertPayable(info: PaymentInfo): void {
  if (info.paymentStatus === 'Completed') throw conflict('This form is already paid.');
  if (info.amount <= 0) throw conflict('Nothing is due on this form.');
}

export { conflict };
