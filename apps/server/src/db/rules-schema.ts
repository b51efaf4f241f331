import { sql } from 'drizzle-orm';
import {
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
import type { RuleDecision, RuleKind } from '@efile/contracts';
import { staffUsers } from './staff-schema';

/**
 * Rules as data (issue 16 item 6, ADR 0039, migration 0021): one row per proposed change, written
 * once; its decision is filled in once (a trigger refuses every other UPDATE, DELETE, TRUNCATE).
 * The effective rules are packages/tax's baseline plus the approved rows in approval order.
 */
export const ruleChanges = pgTable(
  'rule_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<RuleKind>().notNull(),
    /** The rule within its kind: a city code, 'orc-718.27', a flag's name, … */
    key: text('key').notNull(),
    /** The tax year it takes effect (the calendar year for interest, flags and timings). */
    year: integer('year').notNull(),
    /** The new value, validated by the kind's schema in packages/contracts/src/rules.ts. */
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    /** Where the figure was published (kept with the figure: docs/tax-rules.md). */
    source: text('source').notNull(),
    reason: text('reason').notNull(),
    /** Municipality and interest-rate changes: a second person must approve (a CHECK). */
    rateBearing: boolean('rate_bearing').notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staffUsers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decision: text('decision').$type<RuleDecision>(),
    decidedBy: integer('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('rule_changes_one_pending_idx')
      .on(t.kind, t.key, t.year)
      .where(sql`${t.decision} is null`),
    index('rule_changes_approved_idx')
      .on(t.decidedAt, t.id)
      .where(sql`${t.decision} = 'approved'`),
  ],
);
