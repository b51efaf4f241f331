import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AdjustmentChange, AdjustmentKind, AdjustmentReason, AdjustmentStatus } from '@efile/contracts';
import { taxForms, taxpayers } from './base-schema';
import { staffUsers } from './staff-schema';

/**
 * An adjustment asked for in the console (migration 0039, ADR 0059): what, why (a reason code and
 * a note), how much, on which year, form or payment entry; posted at once at or below the agency's
 * amount, else when a supervisor or administrator other than the requester approves it (a CHECK
 * and the trigger `efile_adjustments_four_eyes` say so too). `changes` keeps the figures before →
 * after as they were when it was asked.
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    kind: text('kind').$type<AdjustmentKind>().notNull(),
    reason: text('reason').$type<AdjustmentReason>().notNull(),
    note: text('note').notNull(),
    taxYear: integer('tax_year').notNull(),
    toTaxYear: integer('to_tax_year'),
    taxFormId: bigint('tax_form_id', { mode: 'number' }).references(() => taxForms.id),
    /** The payment entry a returned check reverses (no foreign key: see migration 0039). */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    needsApproval: boolean('needs_approval').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request: the same Idempotency-Key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    changes: jsonb('changes').$type<AdjustmentChange[]>().notNull().default([]),
    decidedBy: integer('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('adjustments_idempotency_idx').on(t.requestedBy, t.idempotencyKey),
    uniqueIndex('adjustments_reversed_entry_idx')
      .on(t.ledgerEntryId)
      .where(sql`${t.ledgerEntryId} is not null and ${t.status} <> 'refused'`),
    index('adjustments_taxpayer_idx').on(t.taxpayerId, t.requestedAt),
    index('adjustments_waiting_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);
