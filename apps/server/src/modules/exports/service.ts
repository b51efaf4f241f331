import { asc, count, desc, eq } from 'drizzle-orm';
import {
  LIST_PAGE_SIZE,
  type ExportBatch,
  type ExportFormat,
  type ExportKind,
  type ExportTotals,
} from '@efile/contracts';
import type { Db, Tx } from '../../db/client';
import { exportBatchRows, exportBatches } from '../../db/mailroom-schema';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { toCsv, toFixed, type ExportRow } from './layout';
import { exportRows } from './rows';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
  rows: number;
}

type BatchRow = typeof exportBatches.$inferSelect;
/**
 * Who asked: a member of staff (the console) or the command line (null); audited either way, with
 * the reason the member of staff gave (required on every route: an export is taxpayer data, ADR 0046).
 */
export interface Requester {
  staffUserId: number | null;
  request: { id: string; ip: string } | null;
  reason?: string | undefined;
}

/** The bytes of an export: CSV (RFC 4180) or the fixed-width layout (docs/export-layout.md). */
export function render(
  kind: ExportKind,
  format: ExportFormat,
  rows: readonly ExportRow[],
  meta: { from: string; to: string; batchId: number | null },
): ExportFile {
  const name = `efile-${kind}-${meta.batchId === null ? `${meta.from}-to-${meta.to}` : `batch-${meta.batchId}`}`;
  return format === 'csv'
    ? {
        filename: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(kind, rows),
        rows: rows.length,
      }
    : {
        filename: `${name}.txt`,
        contentType: 'text/plain; charset=us-ascii',
        body: toFixed(kind, rows, meta),
        rows: rows.length,
      };
}

const dto = (b: BatchRow, createdBy: string | null): ExportBatch => ({
  id: b.id,
  kind: b.kind,
  from: b.fromDate,
  to: b.toDate,
  rowCount: b.rowCount,
  createdAt: b.createdAt.toISOString(),
  createdBy,
});

/** Thrown inside the batch's transaction to roll it back when it took no row. */
class NothingNew extends Error {}

/**
 * A new batch: the rows of the kind on the agency days from–to that no earlier batch contained,
 * frozen as exported. The unique (kind, source) of export_batch_rows makes two batches made at
 * once share no row (the second waits for the first and skips what it took). A batch that would
 * take no row is not made (issue 28 item 3): null, and nothing is written.
 */
export async function createBatch(
  db: Db,
  who: Requester,
  input: { kind: ExportKind; from: string; to: string },
  now: Date,
): Promise<ExportBatch | null> {
  const batch = await db
    .transaction(async (tx) => {
      const rows = await exportRows(tx, input.kind, input.from, input.to, true);
      if (rows.length === 0) throw new NothingNew();
      const [created] = await tx
        .insert(exportBatches)
        .values({
          kind: input.kind,
          fromDate: input.from,
          toDate: input.to,
          createdBy: who.staffUserId,
          createdAt: now,
        })
        .returning();
      const taken = rows.length
        ? await tx
            .insert(exportBatchRows)
            .values(
              rows.map((r, i) => ({
                batchId: created!.id,
                kind: input.kind,
                source: r.source,
                position: i + 1,
                row: r.row,
              })),
            )
            .onConflictDoNothing({ target: [exportBatchRows.kind, exportBatchRows.source] })
            .returning({ source: exportBatchRows.source })
        : [];
      if (taken.length === 0) throw new NothingNew();
      const [done] = await tx
        .update(exportBatches)
        .set({ rowCount: taken.length })
        .where(eq(exportBatches.id, created!.id))
        .returning();
      await audit(
        tx,
        who.request,
        {
          action: 'staff.export.batch.created',
          staffUserId: who.staffUserId,
          details: {
            batch: done!.id,
            ...input,
            rows: taken.length,
            by: who.staffUserId ? 'console' : 'cli',
            ...(who.reason ? { reason: who.reason } : {}),
          },
        },
        now,
      );
      return done!;
    })
    .catch((error: unknown) => {
      if (error instanceof NothingNew) return null;
      throw error;
    });
  return batch && dto(batch, await usernameOf(db, batch.createdBy));
}

async function usernameOf(db: Tx, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return row?.username ?? null;
}

/** The batches, newest first, a page of LIST_PAGE_SIZE with the total. */
export async function listBatches(db: Db, page: number) {
  const [counted] = await db.select({ total: count() }).from(exportBatches);
  const rows = await db
    .select({ batch: exportBatches, username: staffUsers.username })
    .from(exportBatches)
    .leftJoin(staffUsers, eq(staffUsers.id, exportBatches.createdBy))
    .orderBy(desc(exportBatches.id))
    .limit(LIST_PAGE_SIZE)
    .offset((page - 1) * LIST_PAGE_SIZE);
  return {
    batches: rows.map((r) => dto(r.batch, r.username)),
    page,
    pageSize: LIST_PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}

/** Batch N's file again: its frozen rows in their order, so the same bytes every time. Audited. */
export async function batchFile(
  db: Db,
  who: Requester,
  id: number,
  format: ExportFormat,
  now: Date,
): Promise<ExportFile | null> {
  const [batch] = await db.select().from(exportBatches).where(eq(exportBatches.id, id));
  if (!batch) return null;
  const rows = await db
    .select({ row: exportBatchRows.row })
    .from(exportBatchRows)
    .where(eq(exportBatchRows.batchId, id))
    .orderBy(asc(exportBatchRows.position));
  await audit(
    db,
    who.request,
    {
      action: 'staff.export.batch.downloaded',
      staffUserId: who.staffUserId,
      details: { batch: id, format, ...(who.reason ? { reason: who.reason } : {}) },
    },
    now,
  );
  return render(
    batch.kind,
    format,
    rows.map((r) => r.row),
    { from: batch.fromDate, to: batch.toDate, batchId: batch.id },
  );
}

/** Every row of the range, batched or not (a look, not a hand-over: nothing is recorded but the audit). */
export async function rangeFile(
  db: Db,
  who: Requester,
  input: { kind: ExportKind; from: string; to: string; format: ExportFormat },
  now: Date,
): Promise<ExportFile> {
  const rows = await exportRows(db, input.kind, input.from, input.to);
  await audit(
    db,
    who.request,
    {
      action: 'staff.export.range.downloaded',
      staffUserId: who.staffUserId,
      details: { ...input, rows: rows.length, ...(who.reason ? { reason: who.reason } : {}) },
    },
    now,
  );
  return render(
    input.kind,
    input.format,
    rows.map((r) => r.row),
    { from: input.from, to: input.to, batchId: null },
  );
}

/** Daily totals on the agency days from–to: filed forms by form type, payments by method (count, cents). */
export async function totals(db: Db, range: { from: string; to: string }): Promise<ExportTotals> {
  const [forms, paid] = await Promise.all([
    exportRows(db, 'filings', range.from, range.to),
    exportRows(db, 'payments', range.from, range.to),
  ]);
  const days = new Map<
    string,
    { forms: Map<string, [number, number]>; payments: Map<string, [number, number]> }
  >();
  const add = (day: string, side: 'forms' | 'payments', key: string, cents: number) => {
    const d = days.get(day) ?? { forms: new Map(), payments: new Map() };
    days.set(day, d);
    const [count, sum] = d[side].get(key) ?? [0, 0];
    d[side].set(key, [count + 1, sum + cents]);
  };
  for (const { day, row } of forms) add(day, 'forms', String(row.form_type), Number(row.amount_due_cents));
  for (const { day, row } of paid) add(day, 'payments', String(row.method), Number(row.amount_cents));
  const sorted = <T>(m: Map<string, [number, number]>, make: (k: string, c: number, s: number) => T) =>
    [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, [c, s]]) => make(k, c, s));
  return {
    from: range.from,
    to: range.to,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, d]) => ({
        date,
        forms: sorted(d.forms, (formType, count, cents) => ({ formType, count, cents })),
        payments: sorted(d.payments, (method, count, cents) => ({ method, count, cents })),
      })),
  };
}
