import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ExportKind, MailroomKind, MailroomStatus, PaperFigure } from '@efile/contracts';
import { taxForms, taxpayers } from './base-schema';
import { staffUsers } from './staff-schema';

/**
 * A mailed check or a paper return's figures (migration 0020, ADR 0038): recorded by a member of
 * staff, posted to the ledger (source `mailroom`, this id) at once or after a second person's
 * approval. Unique per recorder and Idempotency-Key, per taxpayer and check number (normalised), and per
 * taxpayer, form, year and period for paper returns (refused ones aside).
 */
export const mailroomPostings = pgTable(
  'mailroom_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<MailroomKind>().notNull(),
    status: text('status').$type<MailroomStatus>().notNull(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: integer('tax_year').notNull(),
    taxFormId: bigint('tax_form_id', { mode: 'number' }).references(() => taxForms.id),
    checkNumber: text('check_number'),
    /** The check number's digits without separators or leading zeros (migration 0028): unique per taxpayer. */
    checkNumberNormalized: text('check_number_normalized'),
    formType: text('form_type'),
    period: text('period'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    figures: jsonb('figures')
      .$type<{ figure: PaperFigure; amountCents: number; line: string }[]>()
      .notNull()
      .default([]),
    note: text('note'),
    needsApproval: boolean('needs_approval').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => staffUsers.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request as recorded: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    decidedBy: integer('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    /** When its entries went on the ledger (the exports' day for a mailed check). */
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mailroom_postings_idempotency_idx')
      .on(t.recordedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('mailroom_postings_check_normalized_idx')
      .on(t.taxpayerId, t.checkNumberNormalized)
      .where(sql`${t.kind} = 'check' and ${t.status} <> 'refused'`),
    index('mailroom_postings_status_idx').on(t.status, t.recordedAt),
    index('mailroom_postings_posted_idx').on(t.postedAt),
    index('mailroom_postings_recorder_day_idx').on(t.recordedBy, t.taxpayerId, t.recordedAt),
  ],
);

/** An export batch (ADR 0038): its kind and range of agency days; its rows in export_batch_rows. */
export const exportBatches = pgTable('export_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<ExportKind>().notNull(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  rowCount: integer('row_count').notNull().default(0),
  createdBy: integer('created_by').references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Each row a batch contained, frozen as exported; unique on (kind, source): a row is exported once. */
export const exportBatchRows = pgTable(
  'export_batch_rows',
  {
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => exportBatches.id),
    kind: text('kind').$type<ExportKind>().notNull(),
    /** 'form:12', 'paper:3' (filings); 'payment:7', 'check:4' (payments). */
    source: text('source').notNull(),
    position: integer('position').notNull(),
    row: jsonb('row').$type<Record<string, string | number | null>>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'export_batch_rows_pk', columns: [t.batchId, t.position] }),
    uniqueIndex('export_batch_rows_source_idx').on(t.kind, t.source),
  ],
);
