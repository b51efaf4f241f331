import { and, asc, desc, eq, inArray, isNotNull, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerBalances, ledgerEntries } from '../../db/ledger-schema';
import { payments, taxForms } from '../../db/schema';
import type { NewEntry } from './mapping';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Writes entries once: an entry whose source is already written is skipped. Returns those written. */
export async function insertEntries(db: Tx, entries: readonly NewEntry[]): Promise<LedgerEntryRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(ledgerEntries)
    .values([...entries])
    .onConflictDoNothing({
      target: [ledgerEntries.sourceType, ledgerEntries.sourceId, ledgerEntries.sourceLine],
    })
    .returning();
}

export async function listEntries(db: Tx, taxpayerId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.taxpayerId, taxpayerId))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
}

/** Balance per tax year from the `ledger_balances` view (the sum of entries). */
export async function balances(db: Tx, taxpayerId: string) {
  return db
    .select()
    .from(ledgerBalances)
    .where(eq(ledgerBalances.taxpayerId, taxpayerId))
    .orderBy(asc(ledgerBalances.taxYear));
}

/** The entry a source wrote, if any. */
export async function findBySource(db: Tx, sourceType: string, sourceId: string, sourceLine: string) {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.sourceType, sourceType),
        eq(ledgerEntries.sourceId, sourceId),
        eq(ledgerEntries.sourceLine, sourceLine),
      ),
    );
  return row;
}

export async function sumOf(db: Tx, taxpayerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.taxpayerId, taxpayerId));
  return Number(row?.total ?? 0);
}

export async function findPayment(db: Tx, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findForm(db: Tx, id: number) {
  const [row] = await db.select().from(taxForms).where(eq(taxForms.id, id));
  return row;
}

export async function formsByIds(db: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(taxForms)
    .where(inArray(taxForms.id, [...ids]));
}

/** Every filed form of a taxpayer (any year), newest first. */
export async function filedForms(db: Tx, taxpayerId: string) {
  return db
    .select()
    .from(taxForms)
    .where(and(eq(taxForms.taxpayerId, taxpayerId), isNotNull(taxForms.filedAt)))
    .orderBy(desc(taxForms.filedAt), desc(taxForms.id));
}

/** Every payment session of a taxpayer's forms, newest first. */
export async function paymentsOf(db: Tx, taxpayerId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.taxpayerId, taxpayerId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
