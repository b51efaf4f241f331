import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries } from '../../db/ledger-schema';
import { prepared } from '../../db/prepared';
import { payments, taxForms } from '../../db/schema';
import type { ModelForm } from './figures';
import { estimateForms, isEstimate } from './forms';
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

/** Every entry a source wrote (any line), oldest first. */
export async function entriesOf(db: Tx, sourceType: string, sourceId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sourceType, sourceType), eq(ledgerEntries.sourceId, sourceId)))
    .orderBy(asc(ledgerEntries.id));
}

export async function hasEntriesOf(db: Tx, sourceType: string, sourceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sourceType, sourceType), eq(ledgerEntries.sourceId, sourceId)))
    .limit(1);
  return !!row;
}

/** A form's own entries (not its year's form-less ones), oldest first. */
export async function entriesOfForm(db: Tx, taxFormId: number): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.taxFormId, taxFormId))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
}

/**
 * What the ledger holds toward a tax year's annual return (ADR 0044): the estimates paid — the
 * agency-held estimate credits and every payment on the year's estimates and on the year itself
 * with no form (less reversals) — and the prior-year credit. A credit an annual return carries
 * (`estimatePayments`, written when it is filed) is not counted again.
 */
export async function yearCredits(
  db: Tx,
  taxpayerId: string,
  taxYear: number,
): Promise<{ estimatesPaid: number; priorYearCredit: number }> {
  const { estimatesPaid, priorYearCredit } = (await creditsByYear(db, taxpayerId, taxYear, taxYear)).get(
    taxYear,
  ) ?? { estimatesPaid: 0, priorYearCredit: 0 };
  return { estimatesPaid, priorYearCredit };
}

/** The figures of `yearCredits` for each year of a range, and the part the agency posted (estimate_credits). */
export async function creditsByYear(db: Tx, taxpayerId: string, from: number, to: number) {
  const rows = await db
    .select({
      taxYear: ledgerEntries.taxYear,
      kind: ledgerEntries.kind,
      sourceType: ledgerEntries.sourceType,
      formType: taxForms.formType,
      total: sum(ledgerEntries.amountCents),
    })
    .from(ledgerEntries)
    .leftJoin(taxForms, eq(taxForms.id, ledgerEntries.taxFormId))
    .where(
      and(
        eq(ledgerEntries.taxpayerId, taxpayerId),
        gte(ledgerEntries.taxYear, from),
        lte(ledgerEntries.taxYear, to),
      ),
    )
    .groupBy(ledgerEntries.taxYear, ledgerEntries.kind, ledgerEntries.sourceType, taxForms.formType);
  const years = new Map<number, { estimatesPaid: number; priorYearCredit: number; posted: number }>();
  for (const r of rows) {
    const y = years.get(r.taxYear) ?? { estimatesPaid: 0, priorYearCredit: 0, posted: 0 };
    const cents = -Number(r.total ?? 0);
    if (r.kind === 'prior-year.credit' && r.sourceType === 'estimate_credits') y.priorYearCredit += cents;
    else if (r.kind === 'estimate.credit' && r.sourceType === 'estimate_credits') {
      y.estimatesPaid += cents;
      y.posted += cents;
    } else if (
      (r.kind === 'payment' || r.kind === 'payment.reversal') &&
      (r.formType === null || isEstimate(r.formType))
    )
      y.estimatesPaid += cents;
    else continue;
    years.set(r.taxYear, y);
  }
  return years;
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
export type AccountFormRow = ModelForm;
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
  | 'taxYear'
  | 'installment'
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
        installments: sql<
          ModelForm['installments']
        >`case when ${inArray(taxForms.formType, estimateForms())} then ${taxForms.result} -> 'calculation' -> 'installments' end`,
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
        taxYear: payments.taxYear,
        installment: payments.installment,
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
