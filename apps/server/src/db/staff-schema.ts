import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@efile/contracts';

/**
 * The agency's staff (issue 16, ADR 0034), apart from taxpayers' `users`. The TOTP secret is
 * stored encrypted (lib/totp.ts) and never returned or logged; recovery codes only as hashes.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null until the invitee sets a password from their invitation link. */
    passwordHash: text('password_hash'),
    role: text('role').$type<StaffRole>().notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** AES-256-GCM of the base32 secret; set at enrolment, confirmed by the first code. */
    totpSecretEnc: text('totp_secret_enc'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code (or an older one) works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of each unused recovery code. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedBy: integer('invited_by').references((): AnyPgColumn => staffUsers.id),
    /**
     * The second administrator who let an invited account in (ADR 0048): until then it has no
     * invitation link. Accounts invited before migration 0027 have `approvedAt` and no approver.
     */
    approvedBy: integer('approved_by').references((): AnyPgColumn => staffUsers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('staff_users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('staff_users_invite_idx').on(t.inviteTokenHash),
  ],
);

/**
 * A staff member's ticket (`stage` 'totp' or 'enrol': password checked, second factor not yet)
 * or session ('session'). Only the SHA-256 of the bearer value is kept.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    stage: text('stage').$type<'totp' | 'enrol' | 'session'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Wrong codes given with this ticket. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
    index('staff_sessions_user_idx').on(t.staffUserId),
  ],
);

/** Failed staff sign-ins (password or code) per hashed username and source, for lockout. */
export const staffSigninThrottle = pgTable('staff_signin_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** A username being slowed down: when its next attempt may be checked (ADR 0047). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

/**
 * A change to a member of staff's account (issue 28 item 6, migration 0037): re-enable, a new
 * role, or a reset authenticator, asked by one administrator, decided once by another not linked
 * to them (a trigger), applied in the approving transaction.
 */
export const staffAccountChanges = pgTable('staff_account_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffUserId: integer('staff_user_id')
    .notNull()
    .references(() => staffUsers.id),
  kind: text('kind').$type<'enable' | 'role' | 'reset-authenticator'>().notNull(),
  role: text('role').$type<StaffRole>(),
  reason: text('reason').notNull(),
  requestedBy: integer('requested_by')
    .notNull()
    .references(() => staffUsers.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  decision: text('decision').$type<'approved' | 'refused'>(),
  decidedBy: integer('decided_by').references(() => staffUsers.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
});
