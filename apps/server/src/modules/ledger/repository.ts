import { and, asc, desc, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries } from '../../db/ledger-schema';
import { prepared } from '../../db/prepared';
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

/** What the account read needs of a filed form: never its `data` or whole `result` (a return's W-2s). */
export interface AccountFormRow {
  id: number;
  formType: string;
  taxYear: number;
  period: string | null;
  confirmationNumber: string | null;
  filedAt: Date | null;
  payByMailAt: Date | null;
  /** `result.amountDue`: what the form asked to be paid. */
  amountDue: number;
  /** `result.calculation.dueDate`: a billing statement's or an employer's return's own due date. */
  calculationDueDate: string | null;
}
export type AccountPaymentRow = Pick<
  typeof payments.$inferSelect,
  | 'id'
  | 'taxFormId'
  | 'amount'
  | 'amountPaid'
  | 'status'
  | 'paymentType'
  | 'partialCcNumber'
  | 'partialAccountNumber'
  | 'createdAt'
  | 'reportedAt'
>;
/** The columns of an entry the account read sums. */
export type AccountEntryRow = Pick<
  LedgerEntryRow,
  'id' | 'taxYear' | 'taxFormId' | 'kind' | 'amountCents' | 'sourceType' | 'sourceLine' | 'occurredAt'
>;

/**
 * What My Account shows, read by three prepared queries at once (bench: GET /api/account): the
 * filed forms (newest first; `result` reduced to two figures by PostgreSQL), every entry's
 * figures (oldest first) and the payment sessions (newest first). Plain rows: PostgreSQL builds
 * JSON for a long history several times slower than it returns rows, and one UNION of the three
 * cost the API more than the three round trips (bench/README.md).
 */
export async function accountRows(db: Tx, taxpayerId: string) {
  const id = sql.placeholder('taxpayerId');
  const forms = prepared(db, 'account_forms', (d) =>
    d
      .select({
        id: taxForms.id,
        formType: taxForms.formType,
        taxYear: taxForms.taxYear,
        period: taxForms.period,
        confirmationNumber: taxForms.confirmationNumber,
        filedAt: taxForms.filedAt,
        payByMailAt: taxForms.payByMailAt,
        amountDue: sql<number>`coalesce((${taxForms.result} ->> 'amountDue')::bigint, 0)`.mapWith(Number),
        calculationDueDate: sql<string | null>`${taxForms.result} -> 'calculation' ->> 'dueDate'`,
      })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, id), isNotNull(taxForms.filedAt)))
      .orderBy(desc(taxForms.filedAt), desc(taxForms.id))
      .prepare('account_forms'),
  );
  const entries = prepared(db, 'account_entries', (d) =>
    d
      .select({
        id: ledgerEntries.id,
        taxYear: ledgerEntries.taxYear,
        taxFormId: ledgerEntries.taxFormId,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        sourceType: ledgerEntries.sourceType,
        sourceLine: ledgerEntries.sourceLine,
        occurredAt: ledgerEntries.occurredAt,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.taxpayerId, id))
      .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id))
      .prepare('account_entries'),
  );
  const sessions = prepared(db, 'account_payments', (d) =>
    d
      .select({
        id: payments.id,
        taxFormId: payments.taxFormId,
        amount: payments.amount,
        amountPaid: payments.amountPaid,
        status: payments.status,
        paymentType: payments.paymentType,
        partialCcNumber: payments.partialCcNumber,
        partialAccountNumber: payments.partialAccountNumber,
        createdAt: payments.createdAt,
        reportedAt: payments.reportedAt,
      })
      .from(payments)
      .where(eq(payments.taxpayerId, id))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .prepare('account_payments'),
  );
  const [formRows, entryRows, paymentRows] = await Promise.all([
    forms.execute({ taxpayerId }),
    entries.execute({ taxpayerId }),
    sessions.execute({ taxpayerId }),
  ]);
  const read: { forms: AccountFormRow[]; entries: AccountEntryRow[]; payments: AccountPaymentRow[] } = {
    forms: formRows,
    entries: entryRows,
    payments: paymentRows,
  };
  return read;
}
