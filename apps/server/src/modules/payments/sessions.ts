import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PayableFormType } from '@efile/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Filer } from '../../plugins/auth';
import { findForm } from '../forms/repository';
import * as repo from './repository';
import { assertPayable, paymentInfoOf, type PayableForm } from './service';

/**
 * The remittance id of a form's n-th payment attempt: the same for a retry of that attempt, and
 * unguessable without the key (the provider's hosted page is reached with it alone).
 */
export function deriveRemittanceId(key: string, formId: number, attempt: number): string {
  const mac = createHmac('sha256', key).update(`remittance:${formId}:${attempt}`).digest('hex');
  return `R${formId}-${attempt}-${mac.slice(0, 16).toUpperCase()}`;
}

/**
 * The form's live session, or a new one for what is left to pay: decided under the form's row
 * lock, and the database holds at most one live session per form (payments_one_live_session_idx),
 * so concurrent starts — two tabs, ten clicks — all get the same remittance.
 */
export async function openSession(
  db: Db,
  filer: Filer,
  form: PayableForm,
  key: string,
  context: { request: FastifyRequest; now: Date },
): Promise<{ row: repo.PaymentRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const locked = (await repo.lockForm(tx, form.id)) ?? form;
    const rows = await repo.listPayments(tx, form.id);
    const live = rows.find((r) => (repo.LIVE_STATUSES as readonly string[]).includes(r.status));
    if (live) return { row: live, created: false };
    const info = paymentInfoOf({ ...form, ...locked, formType: form.formType }, rows);
    assertPayable(info);
    const attempt = Math.max(0, ...rows.map((r) => r.attempt)) + 1;
    const row = await repo.insertPayment(tx, {
      taxFormId: form.id,
      taxpayerId: form.taxpayerId,
      remittanceId: deriveRemittanceId(key, form.id, attempt),
      attempt,
      amount: info.amount,
      status: 'Initiated',
      createdByUserId: filer.userId,
      createdAt: context.now,
    });
    const details = { formId: form.id, remittanceId: row.remittanceId, amount: info.amount, attempt };
    await audit(tx, context.request, { action: 'payment.initiated', ...filer, details }, context.now);
    return { row, created: true };
  });
}

/**
 * What the provider may take for a remittance (its verify call), or null: only the form's latest
 * attempt, not yet paid, while the form still owes — so a superseded session, or any session of a
 * paid form, is refused at the provider. The call moves a session from Initiated (or closed as
 * abandoned) to InProgress, where the reconciliation job asks about it.
 */
export async function sessionTerms(
  db: Db,
  remittanceId: string,
  publicUrl: string,
): Promise<{ amountCents: number; description: string; returnUrl: string } | null> {
  const row = await repo.findByRemittance(db, remittanceId);
  if (!row || row.status === 'Completed') return null;
  const form = await findForm(db, row.taxFormId);
  if (!form || form.status !== 'filed' || !(form.formType in PayableFormType)) return null;
  const rows = await repo.listPayments(db, form.id);
  if (rows.at(-1)?.id !== row.id) return null;
  const info = paymentInfoOf(form as PayableForm, rows);
  if (info.paymentStatus === 'Completed' || info.amount <= 0) return null;
  await repo.moveStatus(db, row.id, 'Initiated', 'InProgress');
  // A session closed as abandoned is live again once the taxpayer is back at the provider with it.
  if (row.status === 'Error' && row.transactionId === null)
    await repo.moveStatus(db, row.id, 'Error', 'InProgress');
  return {
    amountCents: row.amount,
    description: `${info.taxFormType}, confirmation ${info.confirmationNumber}`,
    returnUrl: `${publicUrl}/form/${form.id}/pay`,
  };
}
