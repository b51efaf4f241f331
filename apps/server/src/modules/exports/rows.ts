import { and, eq, gt, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { MAILED_CHECK_METHOD, type ExportKind } from '@efile/contracts';
import { AGENCY_TIME_ZONE } from '@efile/tax';
import type { Tx } from '../../db/client';
import { mailroomPostings } from '../../db/mailroom-schema';
import { payments, taxForms, taxpayers } from '../../db/schema';
import { decimal, type ExportRow } from './layout';

export interface SourcedRow {
  source: string;
  /** The agency day the row falls on in a range (a mailed check: the day it was posted). */
  day: string;
  row: ExportRow;
}

/** The agency day (America/New_York) of an instant, as YYYY-MM-DD, in SQL. */
const dayOf = (at: SQLWrapper) =>
  sql<string>`to_char((${at}) at time zone ${AGENCY_TIME_ZONE}, 'YYYY-MM-DD')`;
const inRange = (at: SQLWrapper, from: string, to: string) => sql`${dayOf(at)} between ${from} and ${to}`;
/** Not in any earlier batch of this kind (a batch's "new since last batch"). */
const notExported = (kind: ExportKind, source: SQLWrapper) =>
  sql`not exists (select 1 from export_batch_rows b where b.kind = ${kind} and b.source = ${source})`;

const who = {
  taxpayerId: taxpayers.id,
  name1: taxpayers.name1,
  name2: taxpayers.name2,
  federalId: taxpayers.federalId,
};
const lastFour = (federalId: string | null) => (federalId ? federalId.replace(/\D/g, '').slice(-4) : null);
const person = (r: {
  taxpayerId: string;
  name1: string;
  name2: string | null;
  federalId: string | null;
}) => ({
  taxpayer_id: r.taxpayerId,
  name1: r.name1,
  name2: r.name2,
  federal_id_last4: lastFour(r.federalId),
});
const byTime = (at: string) => (a: SourcedRow, b: SourcedRow) =>
  String(a.row[at]).localeCompare(String(b.row[at])) || a.source.localeCompare(b.source);

/** Forms filed online and paper returns posted on the agency days from–to. */
async function filings(db: Tx, from: string, to: string, onlyNew: boolean): Promise<SourcedRow[]> {
  const formSource = sql`'form:' || ${taxForms.id}`;
  const online = await db
    .select({
      id: taxForms.id,
      ...who,
      formType: taxForms.formType,
      taxYear: taxForms.taxYear,
      period: taxForms.period,
      confirmationNumber: taxForms.confirmationNumber,
      filedAt: taxForms.filedAt,
      day: dayOf(taxForms.filedAt),
      result: taxForms.result,
    })
    .from(taxForms)
    .innerJoin(taxpayers, eq(taxpayers.id, taxForms.taxpayerId))
    .where(
      and(
        eq(taxForms.status, 'filed'),
        isNotNull(taxForms.filedAt),
        inRange(taxForms.filedAt, from, to),
        ...(onlyNew ? [notExported('filings', formSource)] : []),
      ),
    );
  const paperSource = sql`'paper:' || ${mailroomPostings.id}`;
  const paper = await db
    .select({
      id: mailroomPostings.id,
      ...who,
      formType: mailroomPostings.formType,
      taxYear: mailroomPostings.taxYear,
      period: mailroomPostings.period,
      postedAt: mailroomPostings.postedAt,
      day: dayOf(mailroomPostings.postedAt),
      amountCents: mailroomPostings.amountCents,
    })
    .from(mailroomPostings)
    .innerJoin(taxpayers, eq(taxpayers.id, mailroomPostings.taxpayerId))
    .where(
      and(
        eq(mailroomPostings.kind, 'paper-return'),
        eq(mailroomPostings.status, 'posted'),
        inRange(mailroomPostings.postedAt, from, to),
        ...(onlyNew ? [notExported('filings', paperSource)] : []),
      ),
    );
  const row = (
    r: (typeof online)[number] | (typeof paper)[number],
    channel: 'online' | 'paper',
  ): ExportRow => {
    const cents =
      'result' in r ? ((r.result as { amountDue?: number } | null)?.amountDue ?? 0) : r.amountCents;
    const at = 'filedAt' in r ? r.filedAt! : r.postedAt!;
    return {
      ...person(r),
      channel,
      form_type: r.formType,
      tax_year: r.taxYear,
      period: r.period,
      confirmation_number: 'confirmationNumber' in r ? r.confirmationNumber : null,
      filed_date: r.day,
      filed_at: at.toISOString(),
      amount_due_cents: cents,
      amount_due: decimal(cents),
    };
  };
  return [
    ...online.map((r) => ({
      source: `form:${r.id}`,
      day: r.day,
      row: { source: `form:${r.id}`, ...row(r, 'online') },
    })),
    ...paper.map((r) => ({
      source: `paper:${r.id}`,
      day: r.day,
      row: { source: `paper:${r.id}`, ...row(r, 'paper') },
    })),
  ].sort(byTime('filed_at'));
}

/** Payments the provider completed, and mailed checks posted, on the agency days from–to. */
async function paid(db: Tx, from: string, to: string, onlyNew: boolean): Promise<SourcedRow[]> {
  const at = sql`coalesce(${payments.reportedAt}, ${payments.createdAt})`;
  const online = await db
    .select({
      id: payments.id,
      ...who,
      method: payments.paymentType,
      taxYear: taxForms.taxYear,
      formType: taxForms.formType,
      confirmationNumber: taxForms.confirmationNumber,
      reference: payments.transactionId,
      day: dayOf(at),
      at: sql<Date>`${at}`.mapWith(payments.createdAt),
      cents: payments.amountPaid,
    })
    .from(payments)
    .innerJoin(taxForms, eq(taxForms.id, payments.taxFormId))
    .innerJoin(taxpayers, eq(taxpayers.id, payments.taxpayerId))
    .where(
      and(
        eq(payments.status, 'Completed'),
        gt(payments.amountPaid, 0),
        inRange(at, from, to),
        ...(onlyNew ? [notExported('payments', sql`'payment:' || ${payments.id}`)] : []),
      ),
    );
  const checks = await db
    .select({
      id: mailroomPostings.id,
      ...who,
      taxYear: mailroomPostings.taxYear,
      formType: taxForms.formType,
      confirmationNumber: taxForms.confirmationNumber,
      reference: mailroomPostings.checkNumber,
      day: mailroomPostings.receivedOn,
      postedDay: dayOf(mailroomPostings.postedAt),
      at: mailroomPostings.postedAt,
      cents: mailroomPostings.amountCents,
    })
    .from(mailroomPostings)
    .innerJoin(taxpayers, eq(taxpayers.id, mailroomPostings.taxpayerId))
    .leftJoin(taxForms, eq(taxForms.id, mailroomPostings.taxFormId))
    .where(
      and(
        eq(mailroomPostings.kind, 'check'),
        eq(mailroomPostings.status, 'posted'),
        inRange(mailroomPostings.postedAt, from, to),
        ...(onlyNew ? [notExported('payments', sql`'check:' || ${mailroomPostings.id}`)] : []),
      ),
    );
  const row = (
    source: string,
    method: string,
    r: (typeof online)[number] | (typeof checks)[number],
  ): SourcedRow => ({
    source,
    day: 'postedDay' in r ? r.postedDay : r.day,
    row: {
      source,
      ...person(r),
      method,
      tax_year: r.taxYear,
      form_type: r.formType,
      confirmation_number: r.confirmationNumber,
      reference: r.reference,
      paid_date: r.day,
      paid_at: r.at!.toISOString(),
      amount_cents: r.cents ?? 0,
      amount: decimal(r.cents ?? 0),
    },
  });
  return [
    ...online.map((r) => row(`payment:${r.id}`, r.method ?? 'Unknown', r)),
    ...checks.map((r) => row(`check:${r.id}`, MAILED_CHECK_METHOD, r)),
  ].sort(byTime('paid_at'));
}

/**
 * The rows of a kind on the agency days from–to, oldest first; `onlyNew`: those in no batch yet.
 * The one query behind the range download, the batches, the totals and the command line.
 */
export function exportRows(
  db: Tx,
  kind: ExportKind,
  from: string,
  to: string,
  onlyNew = false,
): Promise<SourcedRow[]> {
  return kind === 'filings' ? filings(db, from, to, onlyNew) : paid(db, from, to, onlyNew);
}
