import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, taxForms } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function listPayments(db: Tx, taxFormId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.taxFormId, taxFormId)).orderBy(asc(payments.id));
}

export async function insertPayment(db: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function setPaymentStatus(db: Tx, id: number, status: PaymentRow['status']): Promise<void> {
  await db.update(payments).set({ status }).where(eq(payments.id, id));
}

/** The row of a remittance, locked for the notification that moves it. */
export async function lockByRemittance(db: Tx, remittanceId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.remittanceId, remittanceId)).for('update');
  return row;
}

export async function recordOutcome(
  db: Tx,
  id: number,
  outcome: Pick<
    PaymentRow,
    | 'status'
    | 'paymentType'
    | 'partialCcNumber'
    | 'partialAccountNumber'
    | 'transactionId'
    | 'message'
    | 'reportedAt'
  >,
): Promise<void> {
  await db.update(payments).set(outcome).where(eq(payments.id, id));
}

export async function markPayByMail(db: Tx, taxFormId: number, at: Date): Promise<void> {
  await db
    .update(taxForms)
    .set({ payByMailAt: at })
    .where(and(eq(taxForms.id, taxFormId), eq(taxForms.status, 'filed')));
}
