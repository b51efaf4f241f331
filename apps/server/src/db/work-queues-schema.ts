import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AssignableQueue,
  ContactStatus,
  FormProcessingStatus,
  RegistrationDecision,
} from '@efile/contracts';
import type { Language } from '@efile/contracts/shell';
import { phoneDigits, taxForms, taxpayers, users } from './base-schema';
import { staffUsers } from './staff-schema';

/**
 * Issue 16, the staff work queues (ADR 0037, migration 0019). One decision per taxpayer registered
 * online: a second approval, or an approval after a refusal, is a unique violation.
 */
export const registrationDecisions = pgTable(
  'registration_decisions',
  {
    id: serial('id').primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    decision: text('decision').$type<RegistrationDecision>().notNull(),
    reason: text('reason'),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('registration_decisions_taxpayer_idx').on(t.taxpayerId),
    check('registration_decisions_decision_check', sql`${t.decision} in ('approved', 'refused')`),
  ],
);

/**
 * The processing history of a filed form: `received` until its first event; event n of a form is
 * unique, so two staff moving one form at once cannot both write step n. Append-only (triggers).
 */
export const formProcessingEvents = pgTable(
  'form_processing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxFormId: bigint('tax_form_id', { mode: 'number' })
      .notNull()
      .references(() => taxForms.id),
    seq: integer('seq').notNull(),
    status: text('status').$type<FormProcessingStatus>().notNull(),
    note: text('note').notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('form_processing_events_form_seq_idx').on(t.taxFormId, t.seq)],
);

/** A Contact Us message as sent (spec: type, name, phone, e-mail, message), and its handling. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    emailAddress: text('email_address').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender's account and filing-as taxpayer, if any. */
    userId: integer('user_id').references(() => users.id),
    taxpayerId: text('taxpayer_id').references(() => taxpayers.id),
    status: text('status').$type<ContactStatus>().notNull().default('open'),
    assigneeStaffId: integer('assignee_staff_id').references(() => staffUsers.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The language it was written in (issue 26): the agency's reply is written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.id),
    check('contact_messages_language_check', sql`${t.language} in ('en', 'es')`),
    // The console finds a taxpayer by a phone given in a signed-in Contact Us message (ADR 0057).
    index('contact_messages_phone_idx')
      .on(sql`${sql.raw(phoneDigits('phone_number'))}`)
      .where(sql`${t.taxpayerId} is not null`),
  ],
);

/** A reply a member of staff sent (through the outbox) to a Contact Us message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contactMessageId: bigint('contact_message_id', { mode: 'number' })
      .notNull()
      .references(() => contactMessages.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_replies_message_idx').on(t.contactMessageId, t.id)],
);

/** A note a member of staff keeps on a taxpayer's account (issue 28 item 4, migration 0038): written once. */
export const taxpayerNotes = pgTable(
  'taxpayer_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('taxpayer_notes_taxpayer_idx').on(t.taxpayerId, t.id)],
);

/**
 * Who has taken a filed form or a payment in doubt (issue 28 item 3, migration 0041): one member of
 * staff per item, changed by taking it again; each change is audited (`staff.queue.assigned`).
 */
export const queueAssignments = pgTable(
  'queue_assignments',
  {
    queue: text('queue').$type<AssignableQueue>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'queue_assignments_pk', columns: [t.queue, t.itemId] }),
    index('queue_assignments_staff_idx').on(t.staffUserId, t.queue),
    check('queue_assignments_queue_check', sql`${t.queue} in ('forms', 'payments')`),
  ],
);
