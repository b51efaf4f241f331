import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, taxForms, taxpayers } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The states of a session the provider has not yet answered for. */
export const LIVE_STATUSES = ['Initiated', 'InProgress'] as const;

export async function listPayments(db: Tx, taxFormId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.taxFormId, taxFormId)).orderBy(asc(payments.id));
}

/** A target's sessions (its `target_key`), oldest first. */
export async function listTargetPayments(db: Tx, taxpayerId: string, key: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.taxpayerId, taxpayerId), eq(payments.targetKey, key)))
    .orderBy(asc(payments.id));
}

/**
 * The taxpayer's row, locked: every start and every outcome of the taxpayer's payments is decided
 * one at a time (a year's payment touches several forms, so the lock is the account's, ADR 0044).
 */
export async function lockTaxpayer(db: Tx, taxpayerId: string): Promise<void> {
  await db.select({ id: taxpayers.id }).from(taxpayers).where(eq(taxpayers.id, taxpayerId)).for('update');
}

export async function insertPayment(db: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** Moves a session on only from the state the caller saw (a notification may have come first). */
export async function moveStatus(
  db: Tx,
  id: number,
  from: PaymentRow['status'],
  to: PaymentRow['status'],
): Promise<void> {
  await db
    .update(payments)
    .set({ status: to })
    .where(and(eq(payments.id, id), eq(payments.status, from)));
}

/** A live session's amount, moved to what the target costs on the day the provider asks. */
export async function setAmount(db: Tx, id: number, amount: number): Promise<void> {
  await db
    .update(payments)
    .set({ amount })
    .where(and(eq(payments.id, id), inArray(payments.status, [...LIVE_STATUSES])));
}

export async function findByRemittance(db: Tx, remittanceId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.remittanceId, remittanceId));
  return row;
}

/** The row of a remittance, locked for the outcome that moves it. */
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
    | 'amountPaid'
    | 'flag'
    | 'resolvedBy'
  >,
): Promise<void> {
  await db.update(payments).set(outcome).where(eq(payments.id, id));
}

/**
 * Up to `limit` live sessions created before `olderThan` and not asked about since `checkedBefore`,
 * claimed for this process: rows another process holds are skipped, and each claimed row's
 * `checked_at` moves so the next run (anywhere) leaves it alone for a while.
 */
export async function claimUnresolved(
  db: Tx,
  olderThan: Date,
  checkedBefore: Date,
  now: Date,
  limit: number,
): Promise<PaymentRow[]> {
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...LIVE_STATUSES]),
        lt(payments.createdAt, olderThan),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, checkedBefore)),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return db
    .update(payments)
    .set({ checkedAt: now })
    .where(
      inArray(
        payments.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export async function markPayByMail(db: Tx, taxFormId: number, at: Date): Promise<void> {
  await db
    .update(taxForms)
    .set({ payByMailAt: at })
    .where(and(eq(taxForms.id, taxFormId), eq(taxForms.status, 'filed')));
}
