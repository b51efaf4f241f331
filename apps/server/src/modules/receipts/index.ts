import { and, asc, eq } from 'drizzle-orm';
import { declarationOf, paths } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { payments, taxForms, users, type TaxFormRow } from '../../db/schema';
import { agencyDateTime, money, type FormRef } from '../../lib/formats';
import { enqueueMail } from '../mail';
import { say } from '../../lib/i18n';

/**
 * Receipts (issue 22 item 4, ADR 0045): an e-mail for every filing and every online payment,
 * queued in the transaction that files or records the payment (the mail outbox), so it goes
 * exactly when that change commits — and once: the filing transaction runs once per form, and a
 * payment's outcome is recorded once (a replayed notification finds it Completed and stops first).
 */

/**
 * The form a receipt is about, as values: the message writes its name and period in the
 * recipient's language ("Individual Annual Return for 2025"; "…, primer trimestre de 2026").
 */
const formRef = (form: Pick<TaxFormRow, 'formType' | 'taxYear' | 'period'>): FormRef => ({
  formType: form.formType,
  taxYear: form.taxYear,
  period: form.period,
});

async function recipient(tx: Tx, userId: number | null) {
  if (userId === null) return undefined;
  const [user] = await tx
    .select({ email: users.email, name: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** What the form asks to be paid when it is filed (every form freezes `amountDue`, issue 13). */
const askedOf = (form: TaxFormRow) => (form.result as { amountDue?: number } | null)?.amountDue ?? 0;

/** Queued by `fileForm` in the filing transaction: to the person who filed. */
export async function queueFilingReceipt(
  tx: Tx,
  form: TaxFormRow,
  filedByUserId: number,
  publicUrl: string,
  now: Date,
): Promise<void> {
  const to = await recipient(tx, filedByUserId);
  if (!to || !form.confirmationNumber || !form.filedAt) return;
  const asked = askedOf(form);
  const payable = declarationOf(form.formType)?.payment !== 'none' && asked > 0;
  await enqueueMail(
    tx,
    {
      template: 'filingReceipt',
      to: to.email,
      language: to.language,
      taxpayerId: form.taxpayerId,
      params: {
        name: to.name,
        form: formRef(form),
        confirmationNumber: form.confirmationNumber,
        filedAt: form.filedAt.toISOString(),
        amountDue: payable ? asked : null,
        link: `${publicUrl}${payable ? paths.payForm.replace(':formId', String(form.id)) : paths.account}`,
      },
    },
    now,
  );
}

/** Queued by `applyOutcome` with a Completed outcome, in its transaction: to who started the payment. */
export async function queuePaymentReceipt(tx: Tx, paymentId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ payment: payments, form: taxForms })
    .from(payments)
    .leftJoin(taxForms, eq(taxForms.id, payments.taxFormId))
    .where(eq(payments.id, paymentId));
  if (!row || row.payment.status !== 'Completed') return;
  const { payment, form } = row;
  const to = await recipient(tx, payment.createdByUserId);
  if (!to) return;
  const last4 = payment.partialCcNumber ?? payment.partialAccountNumber;
  await enqueueMail(
    tx,
    {
      template: 'paymentReceipt',
      to: to.email,
      language: to.language,
      taxpayerId: form?.taxpayerId ?? null,
      params: {
        name: to.name,
        amount: payment.amountPaid ?? payment.amount,
        paidFor: form ? formRef(form) : null,
        confirmationNumber: form?.confirmationNumber ?? null,
        reference: payment.transactionId ?? '',
        paidAt: (payment.reportedAt ?? now).toISOString(),
        last4: last4 ?? null,
      },
    },
    now,
  );
}

/**
 * The printed form's payments (ADR 0045): every online payment completed on it, with its date
 * and payment reference, as the receipt e-mail gave them; null when none. In the reader's language.
 */
export async function paymentsSection(
  tx: Tx,
  taxFormId: number,
): Promise<{ heading: string; rows: (readonly [string, string])[] } | null> {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.taxFormId, taxFormId), eq(payments.status, 'Completed')))
    .orderBy(asc(payments.id));
  if (rows.length === 0) return null;
  return {
    heading: say('pdf.paymentsReceived'),
    rows: rows.map(
      (p) =>
        [
          say('pdf.paymentRow', {
            when: agencyDateTime(p.reportedAt ?? p.createdAt),
            reference: p.transactionId ?? '',
          }),
          money(p.amountPaid ?? p.amount),
        ] as const,
    ),
  };
}
