import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LedgerEntryKind } from '@efile/contracts';
import { taxForms, taxpayers } from './base-schema';

/** Every kind of entry, from every source (ADR 0031): the contract's list, one source of truth. */
export const LEDGER_KINDS = LedgerEntryKind;
export type LedgerKind = LedgerEntryKind;

/**
 * The account ledger (migration 0016): append-only, one row per charge or credit, written once
 * (unique on its source) and never changed (a trigger refuses UPDATE, DELETE and TRUNCATE).
 * `amount_cents` is signed: debits (liabilities, reversals) positive, credits (payments, estimate
 * and prior-year credits) negative; an adjustment either. A balance is the sum of entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: integer('tax_year').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The filed form the entry charges or pays (null for an adjustment of the year). */
    taxFormId: bigint('tax_form_id', { mode: 'number' }).references(() => taxForms.id),
    /** What wrote it: 'tax_form', 'estimate_credits', 'payment', 'staff' … */
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /** The worksheet line or field of the source ('totalTax', 'amountPaid', 'reversal' …). */
    sourceLine: text('source_line').notNull(),
    /** When it happened: the filing, the provider's transaction, the reversal. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Agency adjustments: who and why (the staff console comes later). */
    postedByStaffId: integer('posted_by_staff_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_source_idx').on(t.sourceType, t.sourceId, t.sourceLine),
    index('ledger_entries_taxpayer_year_idx').on(t.taxpayerId, t.taxYear),
    index('ledger_entries_form_idx').on(t.taxFormId),
    check(
      'ledger_entries_adjustment_reason_check',
      sql`${t.kind} <> 'adjustment' OR ${t.reason} IS NOT NULL`,
    ),
  ],
);

/** Balance per taxpayer and tax year, derived from the entries (never stored). */
export const ledgerBalances = pgView('ledger_balances', {
  taxpayerId: text('taxpayer_id').notNull(),
  taxYear: integer('tax_year').notNull(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  entries: integer('entries').notNull(),
}).existing();

/**
 * One row per taxpayer whose account changed (migration 0024): `version` is bumped by triggers on
 * ledger_entries, filed tax_forms and payments, so a cached My Account read is checked with one row.
 */
export const accountVersions = pgTable('account_versions', {
  taxpayerId: text('taxpayer_id')
    .primaryKey()
    .references(() => taxpayers.id),
  version: bigint('version', { mode: 'number' }).notNull(),
});
