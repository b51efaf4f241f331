import {
  bigserial,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ReminderKind as REMINDER_KINDS } from '@efile/contracts';
import { taxpayers, users } from './base-schema';

/**
 * What a reminder is about (ADR 0033, business kinds ADR 0042, migration 0022 checks the list);
 * each kind can be unsubscribed from on its own.
 */
export { REMINDER_KINDS };
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Each reminder queued (migration 0017): unique on taxpayer, kind, due date and days before, and
 * inserted in the transaction that queues its mail, so it is queued once however many processes
 * run the job.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    taxYear: integer('tax_year').notNull(),
    /** How many addresses it was queued to. */
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reminders_sent_once_idx').on(t.taxpayerId, t.kind, t.dueDate, t.daysBefore)],
);

/** The one-click unsubscribe link of one message: only the token's hash is stored. */
export const reminderTokens = pgTable(
  'reminder_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** First used (a repeat answers the same: unsubscribing twice is harmless). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reminder_tokens_hash_idx').on(t.tokenHash)],
);

/** A user who asked for no more reminders of a kind. */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'reminder_opt_outs_pk', columns: [t.userId, t.kind] })],
);
