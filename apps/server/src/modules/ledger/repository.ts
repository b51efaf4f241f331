import { and, asc, desc, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries } from '../../db/ledger-schema';
import { prepared } from '../../db/prepared';
import { payments, taxForms, taxpayers } from '../../db/schema';
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

type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
const date = (value: string) => new Date(value);
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Everything My Account shows, in one round trip (bench: GET /api/account): the taxpayer's ledger
 * entries (oldest first), filed forms (newest first) and payment sessions, each aggregated to JSON
 * by PostgreSQL. Null when the taxpayer does not exist.
 */
export async function accountRows(db: Tx, taxpayerId: string) {
  const query = prepared(db, 'account_rows', (d) =>
    d
      .select({
        entries: sql<Json<LedgerEntryRow>[]>`(
          select coalesce(json_agg(json_build_object(
            'id', e.id, 'taxpayerId', e.taxpayer_id, 'taxYear', e.tax_year, 'kind', e.kind,
            'amountCents', e.amount_cents, 'taxFormId', e.tax_form_id, 'sourceType', e.source_type,
            'sourceId', e.source_id, 'sourceLine', e.source_line, 'occurredAt', e.occurred_at,
            'postedByStaffId', e.posted_by_staff_id, 'reason', e.reason, 'createdAt', e.created_at
          ) order by e.occurred_at, e.id), '[]'::json)
          from ledger_entries e where e.taxpayer_id = ${sql.placeholder('taxpayerId')})`,
        forms: sql<Json<AccountFormRow>[]>`(
          select coalesce(json_agg(json_build_object(
            'id', f.id, 'formType', f.form_type, 'taxYear', f.tax_year, 'period', f.period,
            'confirmationNumber', f.confirmation_number, 'filedAt', f.filed_at,
            'payByMailAt', f.pay_by_mail_at,
            'amountDue', coalesce((f.result ->> 'amountDue')::bigint, 0),
            'calculationDueDate', f.result -> 'calculation' ->> 'dueDate'
          ) order by f.filed_at desc, f.id desc), '[]'::json)
          from tax_forms f where f.taxpayer_id = ${sql.placeholder('taxpayerId')} and f.filed_at is not null)`,
        payments: sql<Json<AccountPaymentRow>[]>`(
          select coalesce(json_agg(json_build_object(
            'id', p.id, 'taxFormId', p.tax_form_id, 'amount', p.amount, 'amountPaid', p.amount_paid,
            'status', p.status, 'paymentType', p.payment_type, 'partialCcNumber', p.partial_cc_number,
            'partialAccountNumber', p.partial_account_number, 'createdAt', p.created_at,
            'reportedAt', p.reported_at
          ) order by p.created_at desc, p.id desc), '[]'::json)
          from payments p where p.taxpayer_id = ${sql.placeholder('taxpayerId')})`,
      })
      .from(taxpayers)
      .where(eq(taxpayers.id, sql.placeholder('taxpayerId')))
      .prepare('account_rows'),
  );
  const [row] = await query.execute({ taxpayerId });
  if (!row) return null;
  return {
    entries: row.entries.map((e): LedgerEntryRow => ({
      ...e,
      occurredAt: date(e.occurredAt),
      createdAt: date(e.createdAt),
    })),
    forms: row.forms.map((f): AccountFormRow => ({
      ...f,
      filedAt: dateOrNull(f.filedAt),
      payByMailAt: dateOrNull(f.payByMailAt),
    })),
    payments: row.payments.map((p): AccountPaymentRow => ({
      ...p,
      createdAt: date(p.createdAt),
      reportedAt: dateOrNull(p.reportedAt),
    })),
  };
}
