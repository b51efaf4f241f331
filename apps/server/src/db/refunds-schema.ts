import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AccountType, RefundClaimStatus, RefundMethod } from '@efile/contracts';
import { taxForms, taxpayers, users } from './base-schema';
import { staffUsers } from './staff-schema';

/**
 * A refund batch (migration 0032, ADR 0058): the claims it issued, its NACHA file for direct
 * deposits and its accounts-payable file for checks, kept as exported. Never empty.
 */
export const refundBatches = pgTable('refund_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => staffUsers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  issuedOn: date('issued_on', { mode: 'string' }).notNull(),
  claims: integer('claims').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  nacha: text('nacha').notNull(),
  apCsv: text('ap_csv').notNull(),
});

/**
 * A claim of an overpayment (migration 0032, ADR 0058): a refund, a credit to the next tax year, or
 * both. The bank account number is sealed (lib/sealed.ts) and only its last four digits are shown.
 * At most one open claim per taxpayer and year; at most one claim per filed return (refused aside).
 */
export const refundClaims = pgTable(
  'refund_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: integer('tax_year').notNull(),
    /** The return it was claimed on; null for a claim from My Account. */
    taxFormId: bigint('tax_form_id', { mode: 'number' }).references(() => taxForms.id),
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull(),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull(),
    method: text('method').$type<RefundMethod>(),
    routingNumber: text('routing_number'),
    accountSealed: text('account_sealed'),
    accountLast4: text('account_last4'),
    accountType: text('account_type').$type<AccountType>(),
    status: text('status').$type<RefundClaimStatus>().notNull(),
    claimedByUserId: integer('claimed_by_user_id').references(() => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** ORC 718.19: interest on a late refund runs from the overpayment. */
    overpaidOn: date('overpaid_on', { mode: 'string' }).notNull(),
    /** The final filing date of the year's return, and the day the complete return was filed. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    returnFiledOn: date('return_filed_on', { mode: 'string' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** Above the agency's amount a second person approves (four eyes). */
    needsSecond: boolean('needs_second').notNull(),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => staffUsers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    secondApprovedBy: integer('second_approved_by').references(() => staffUsers.id),
    secondApprovedAt: timestamp('second_approved_at', { withTimezone: true }),
    refusedBy: integer('refused_by').references(() => staffUsers.id),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    batchId: bigint('batch_id', { mode: 'number' }).references(() => refundBatches.id),
    /** What approval applied of the refund to tax owed on other years (ledger `offset.*` lines). */
    offsetCents: bigint('offset_cents', { mode: 'number' }).notNull().default(0),
    interestCents: bigint('interest_cents', { mode: 'number' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refund_claims_open_idx')
      .on(t.taxpayerId, t.taxYear)
      .where(
        sql`${t.status} in ('received', 'in-review') or (${t.status} = 'approved' and ${t.refundCents} > ${t.offsetCents})`,
      ),
    uniqueIndex('refund_claims_idempotency_idx')
      .on(t.taxpayerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('refund_claims_form_idx')
      .on(t.taxFormId)
      .where(sql`${t.taxFormId} is not null and ${t.status} <> 'refused'`),
    index('refund_claims_status_idx').on(t.status, t.claimedAt),
    index('refund_claims_taxpayer_idx').on(t.taxpayerId, t.claimedAt),
  ],
);

/** A member of staff's note on a claim (its review), kept as written. */
export const refundClaimNotes = pgTable(
  'refund_claim_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => refundClaims.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refund_claim_notes_claim_idx').on(t.claimId, t.createdAt)],
);
