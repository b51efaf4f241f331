import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PayableFormType, type PaymentTarget } from '@efile/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { formName } from '../../lib/formats';
import { say } from '../../lib/i18n';
import type { Filer } from '../../plugins/auth';
import { targetOfRow, loadModel, termsOf } from '../ledger';
import type { RuleSet } from '../rules';
import * as repo from './repository';
import { assertPayable, statusOf, targetKey, termsOrMissing } from './service';

/**
 * The remittance id of a target's n-th payment attempt: the same for a retry of that attempt, and
 * unguessable without the key (the provider's hosted page is reached with it alone). A form's
 * keeps the form's shape (`R{form}-{n}-…`); an installment's `R{form}I{k}-{n}-…`; a year's
 * `Y{taxpayer}-{year}-{n}-…`.
 */
export function deriveRemittanceId(
  key: string,
  target: PaymentTarget | number,
  attempt: number,
  taxpayerId = '',
): string {
  const t: PaymentTarget = typeof target === 'number' ? { kind: 'form', taxFormId: target } : target;
  const [prefix, message] =
    t.kind === 'form'
      ? [`R${t.taxFormId}`, `remittance:${t.taxFormId}:${attempt}`]
      : t.kind === 'installment'
        ? [
            `R${t.taxFormId}I${t.installment}`,
            `remittance:${t.taxFormId}:installment.${t.installment}:${attempt}`,
          ]
        : [`Y${taxpayerId}-${t.taxYear}`, `remittance:year:${taxpayerId}:${t.taxYear}:${attempt}`];
  const mac = createHmac('sha256', key).update(message).digest('hex');
  return `${prefix}-${attempt}-${mac.slice(0, 16).toUpperCase()}`;
}

/**
 * The target's live session, or a new one for what paying it costs today (the account model's
 * terms: balance plus interest and penalty accrued to today): decided under the taxpayer's row
 * lock, and the database holds at most one live session per target (payments_one_live_session_idx),
 * so concurrent starts — two tabs, ten clicks — all get the same remittance.
 */
export async function openSession(
  db: Db,
  filer: Filer,
  target: PaymentTarget,
  key: string,
  context: { request: FastifyRequest; now: Date; rules: RuleSet },
): Promise<{ row: repo.PaymentRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await repo.lockTaxpayer(tx, filer.taxpayerId);
    const rows = await repo.listTargetPayments(tx, filer.taxpayerId, targetKey(target));
    const live = rows.find((r) => (repo.LIVE_STATUSES as readonly string[]).includes(r.status));
    if (live) return { row: live, created: false };
    const { model } = await loadModel(tx, filer.taxpayerId, context.now, context.rules);
    const terms = termsOrMissing(model, target);
    assertPayable(statusOf(terms, rows), terms.amount);
    const attempt = Math.max(0, ...rows.map((r) => r.attempt)) + 1;
    const row = await repo.insertPayment(tx, {
      taxFormId: target.kind === 'year' ? null : target.taxFormId,
      taxYear: terms.taxYear,
      installment: target.kind === 'installment' ? target.installment : null,
      taxpayerId: filer.taxpayerId,
      remittanceId: deriveRemittanceId(key, target, attempt, filer.taxpayerId),
      attempt,
      amount: terms.amount,
      status: 'Initiated',
      createdByUserId: filer.userId,
      createdAt: context.now,
    });
    const details = { target, remittanceId: row.remittanceId, amount: terms.amount, attempt };
    await audit(tx, context.request, { action: 'payment.initiated', ...filer, details }, context.now);
    return { row, created: true };
  });
}

/** The payment page a session returns to. */
const returnPath = (target: PaymentTarget) =>
  target.kind === 'year'
    ? `/pay/year/${target.taxYear}`
    : target.kind === 'installment'
      ? `/form/${target.taxFormId}/pay/installment/${target.installment}`
      : `/form/${target.taxFormId}/pay`;

/**
 * What the provider may take for a remittance (its verify call), or null: only the target's latest
 * attempt, not yet paid, while the target still owes — so a superseded session, or any session of a
 * paid target, is refused at the provider. The amount is what the target costs on the day of the
 * call (interest runs daily by the month: a session opened yesterday asks today's amount). The
 * call moves a session from Initiated (or closed as abandoned) to InProgress, where the
 * reconciliation job asks about it.
 */
export async function sessionTerms(
  db: Db,
  remittanceId: string,
  publicUrl: string,
  context: { now: Date; rules: RuleSet },
): Promise<{ amountCents: number; description: string; returnUrl: string } | null> {
  const row = await repo.findByRemittance(db, remittanceId);
  if (!row || row.status === 'Completed') return null;
  const target = targetOfRow(row);
  const rows = await repo.listTargetPayments(db, row.taxpayerId, row.targetKey ?? '');
  if (rows.at(-1)?.id !== row.id) return null;
  const { model } = await loadModel(db, row.taxpayerId, context.now, context.rules);
  const terms = termsOf(model, target);
  if (!terms || terms.amount <= 0 || statusOf(terms, rows) === 'Completed') return null;
  const form = terms.form?.form;
  if (form && !(form.formType in PayableFormType)) return null;
  await repo.moveStatus(db, row.id, 'Initiated', 'InProgress');
  // A session closed as abandoned is live again once the taxpayer is back at the provider with it.
  if (row.status === 'Error' && row.transactionId === null)
    await repo.moveStatus(db, row.id, 'Error', 'InProgress');
  if (terms.amount !== row.amount) await repo.setAmount(db, row.id, terms.amount);
  // In the payer's words: the provider's page shows it.
  const what = !form
    ? say('values.paymentYear', { taxYear: terms.taxYear })
    : terms.installment
      ? say('values.paymentInstallment', {
          form: formName(form.formType),
          taxYear: form.taxYear,
          installment: terms.installment.number,
          confirmationNumber: form.confirmationNumber ?? '',
        })
      : say('values.paymentForm', {
          form: formName(form.formType),
          taxYear: form.taxYear,
          confirmationNumber: form.confirmationNumber ?? '',
        });
  return { amountCents: terms.amount, description: what, returnUrl: `${publicUrl}${returnPath(target)}` };
}
