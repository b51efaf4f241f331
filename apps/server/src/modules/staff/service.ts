import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull } from 'drizzle-orm';
import {
  ProblemCode,
  type StaffMe,
  type StaffRole,
  type StaffSession,
  type StaffSignInTicket,
} from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { staffUsers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  totpStep,
} from '../../lib/totp';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { passwordProblems } from '../credentials';
import {
  clearKeys,
  clearUsername,
  lockKeys,
  releaseAttempt,
  reserveAttempt,
} from '../../lib/signin-throttle';
import { enqueueMail } from '../mail';
import * as repo from './repository';
import { text } from '../../lib/i18n';

/** The staff lockout key: a hash of the username and the source (ADR 0015's idea, own table). */
const throttleKey = (username: string, source: string) =>
  createHash('sha256').update(`staff-signin:${username.trim().toLowerCase()}:${source}`).digest('base64url');
/** A staff username's attempts from every source (slowed down, ADR 0047). */
const accountKey = (username: string) =>
  createHash('sha256').update(`staff-signin:${username.trim().toLowerCase()}`).digest('base64url');
/** A staff account's wrong second-factor codes from every source (locked at the limit, ADR 0047). */
const codesKey = (staffUserId: number) => `staff-codes:${staffUserId}`;

const TABLE = 'staff_signin_throttle';

function tooMany(retryAfterSeconds: number): ProblemError {
  return new ProblemError(429, ProblemCode.TooManyAttempts, { retryAfterSeconds });
}

const me = (
  u: { id: number; username: string; email: string; role: StaffRole },
  idleMs: number,
): StaffMe => ({
  id: u.id,
  username: u.username,
  email: u.email,
  role: u.role,
  idleMs,
});

/**
 * The password step. Unknown, wrong and disabled answer alike (and take alike long). Right: a
 * ticket for the second factor, or on first sign-in an enrolment ticket with a new secret.
 */
export async function staffSignIn(
  deps: AppDeps,
  request: FastifyRequest,
  body: { username: string; password: string },
): Promise<StaffSignInTicket> {
  const { database, clock, config } = deps;
  const db = database.db;
  const now = clock.now();
  const { maxFailures, lockoutMs, slowdownCapMs } = config.signin;
  const key = throttleKey(body.username, request.ip);
  const wide = accountKey(body.username);
  // Counted before the password is checked (ADR 0047): per source a lock, across sources turns.
  const reservation = await db.transaction((tx) =>
    reserveAttempt(
      tx,
      TABLE,
      [
        { key, kind: 'lock' },
        { key: wide, kind: 'slow' },
      ],
      { now, windowMs: lockoutMs, maxFailures, slowdownCapMs },
    ),
  );
  if (!reservation.allowed) {
    await audit(db, request, { action: 'staff.signin.locked', details: { key } }, now);
    throw tooMany(reservation.retryAfterSeconds);
  }
  if (reservation.waitMs > 0) await sleep(reservation.waitMs);

  const user = await repo.findStaffByUsername(db, body.username);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok || user.disabledAt) {
    await audit(db, request, { action: 'staff.signin.failed', staffUserId: user?.id ?? null }, now);
    throw new ProblemError(401, ProblemCode.InvalidCredentials);
  }

  const ticket = newToken();
  const expiresAt = new Date(now.getTime() + config.staff.ticketMs);
  const enrol = !user.totpConfirmedAt;
  const secret = enrol ? newTotpSecret() : null;
  await db.transaction(async (tx) => {
    if (secret) {
      await tx
        .update(staffUsers)
        .set({ totpSecretEnc: encryptSecret(config.staff.totpKey, secret), totpLastStep: null })
        .where(eq(staffUsers.id, user.id));
    }
    await lockKeys(tx, TABLE, [key, wide]);
    await clearKeys(tx, TABLE, [key]);
    await releaseAttempt(tx, TABLE, wide, maxFailures);
    await repo.insertStaffSession(tx, {
      tokenHash: hashToken(ticket),
      staffUserId: user.id,
      stage: enrol ? 'enrol' : 'totp',
      now,
      idleMs: config.staff.ticketMs,
      absoluteMs: config.staff.ticketMs,
    });
    await audit(tx, request, { action: 'staff.signin.password', staffUserId: user.id }, now);
  });
  return secret
    ? {
        next: 'enrol',
        ticket,
        expiresAt: expiresAt.toISOString(),
        otpauthUri: otpauthUri(secret, user.username),
      }
    : { next: 'totp', ticket, expiresAt: expiresAt.toISOString() };
}

type SecondFactor = { ok: true; session: StaffSession } | { ok: false } | { locked: number };

/**
 * The second step: a code (each step's code works once: the last used step is kept) or, after
 * enrolment, a recovery code (each works once). Enrolment is confirmed by its first code and
 * answers the recovery codes, this once. Under the member of staff's row lock, the attempt is
 * counted before the code is looked at (ADR 0047): per source with wrong passwords (a lock), per
 * account from every source (a lock, and the administrators are told when it closes), and per
 * ticket (it dies after `maxFailures` wrong codes).
 */
export async function staffSignInTotp(
  deps: AppDeps,
  request: FastifyRequest,
  body: { ticket: string; code?: string | undefined; recoveryCode?: string | undefined },
): Promise<StaffSession> {
  const { database, clock, config } = deps;
  const now = clock.now();
  const { maxFailures, lockoutMs } = config.signin;
  const outcome = await database.db.transaction(async (tx): Promise<SecondFactor | null> => {
    const ticket = await repo.findLiveTicket(tx, hashToken(body.ticket), now);
    if (!ticket) return null;
    const user = await repo.findStaffById(tx, ticket.staffUserId, true);
    if (!user || user.disabledAt || !user.totpSecretEnc) return null;
    const source = throttleKey(user.username, request.ip);
    const codes = codesKey(user.id);
    const reservation = await reserveAttempt(
      tx,
      TABLE,
      [
        { key: source, kind: 'lock' },
        { key: codes, kind: 'lock' },
      ],
      { now, windowMs: lockoutMs, maxFailures, slowdownCapMs: 0 },
    );
    if (!reservation.allowed) {
      await audit(tx, request, { action: 'staff.signin.locked', staffUserId: user.id }, now);
      return { locked: reservation.retryAfterSeconds };
    }
    const fail = async (): Promise<SecondFactor> => {
      const failures = await repo.countTicketFailure(tx, ticket.id);
      const revoked = failures >= maxFailures;
      if (revoked) await repo.revokeStaffSession(tx, ticket.id, now);
      await audit(
        tx,
        request,
        { action: 'staff.signin.code-failed', staffUserId: user.id, details: { ticketEnded: revoked } },
        now,
      );
      // The attempt that closed the account's lock tells the administrators: once per burst.
      if (reservation.failures[codes] === maxFailures) await alertCodesGuessed(deps, tx, request, user, now);
      return { ok: false };
    };
    const enrolling = ticket.stage === 'enrol';
    let method: 'totp' | 'recovery';
    let lastStep = user.totpLastStep;
    let recoveryHashes = user.recoveryCodeHashes;
    if (body.code !== undefined) {
      const step = totpStep(decryptSecret(config.staff.totpKey, user.totpSecretEnc), body.code, now);
      if (step === null || (lastStep !== null && step <= lastStep)) return fail();
      method = 'totp';
      lastStep = step;
    } else {
      const hashed = hashRecoveryCode(body.recoveryCode ?? '');
      if (enrolling || !recoveryHashes.includes(hashed)) return fail();
      method = 'recovery';
      recoveryHashes = recoveryHashes.filter((h) => h !== hashed);
    }
    const recoveryCodes = enrolling ? newRecoveryCodes() : undefined;
    if (recoveryCodes) recoveryHashes = recoveryCodes.map(hashRecoveryCode);
    await tx
      .update(staffUsers)
      .set({
        totpLastStep: lastStep,
        recoveryCodeHashes: recoveryHashes,
        ...(enrolling ? { totpConfirmedAt: now } : {}),
      })
      .where(eq(staffUsers.id, user.id));
    await repo.revokeStaffSession(tx, ticket.id, now);
    const token = newToken();
    await repo.insertStaffSession(tx, {
      tokenHash: hashToken(token),
      staffUserId: user.id,
      stage: 'session',
      now,
      idleMs: config.staff.idleMs,
      absoluteMs: config.staff.absoluteMs,
    });
    await lockKeys(tx, TABLE, [source, codes]);
    await clearKeys(tx, TABLE, [source]);
    await releaseAttempt(tx, TABLE, codes, maxFailures);
    await audit(
      tx,
      request,
      {
        action: enrolling ? 'staff.totp.enrolled' : 'staff.signin',
        staffUserId: user.id,
        details: { method, ...(method === 'recovery' ? { recoveryCodesLeft: recoveryHashes.length } : {}) },
      },
      now,
    );
    return {
      ok: true,
      session: { token, staff: me(user, config.staff.idleMs), ...(recoveryCodes ? { recoveryCodes } : {}) },
    };
  });
  if (!outcome) throw new ProblemError(401, ProblemCode.Unauthenticated);
  if ('locked' in outcome) throw tooMany(outcome.locked);
  if (outcome.ok) return outcome.session;
  throw new ProblemError(401, ProblemCode.InvalidCredentials);
}

/**
 * A staff account's codes are being guessed (its password is known): an audit event on the staff
 * chain and a message to every active administrator, through the outbox, in the caller's
 * transaction.
 */
async function alertCodesGuessed(
  deps: AppDeps,
  tx: Tx,
  request: FastifyRequest,
  user: { id: number; username: string },
  now: Date,
) {
  const minutes = Math.round(deps.config.signin.lockoutMs / 60_000);
  const admins = await tx
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'administrator'), isNull(staffUsers.disabledAt)));
  for (const admin of admins) {
    await enqueueMail(
      tx,
      {
        template: 'staffCodesGuessed',
        to: admin.email,
        params: {
          username: user.username,
          failures: deps.config.signin.maxFailures,
          minutes,
          at: now.toISOString(),
        },
      },
      now,
    );
  }
  await audit(
    tx,
    request,
    {
      action: 'staff.signin.codes-guessed',
      staffUserId: user.id,
      details: { lockedMinutes: minutes, administratorsTold: admins.length },
    },
    now,
  );
}

export async function staffSignOut(deps: AppDeps, request: FastifyRequest, staff: StaffAuth) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await repo.revokeStaffSession(tx, staff.sessionId, now);
    await audit(tx, request, { action: 'staff.signout', staffUserId: staff.staffUserId }, now);
  });
}

export async function staffMe(deps: AppDeps, staff: StaffAuth): Promise<StaffMe> {
  const user = await repo.findStaffById(deps.database.db, staff.staffUserId);
  if (!user) throw new ProblemError(401, ProblemCode.Unauthenticated);
  return me(user, deps.config.staff.idleMs);
}

/** The invitee sets a password from the link (once, before it expires); the second factor is enrolled at first sign-in. */
export async function acceptInvitation(
  deps: AppDeps,
  request: FastifyRequest,
  input: { token: string; password: string },
) {
  const { database, clock } = deps;
  const now = clock.now();
  const [user] = await database.db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.inviteTokenHash, hashToken(input.token)))
    .limit(1);
  if (!user || user.disabledAt) throw new ProblemError(401, ProblemCode.InvalidToken);
  if (!user.inviteExpiresAt || user.inviteExpiresAt <= now)
    throw new ProblemError(410, ProblemCode.LinkExpired);
  // The one password policy (ADR 0047), with staff's 64-character maximum.
  const reasons = passwordProblems(input.password, {
    username: user.username,
    email: user.email,
    staff: true,
  });
  if (reasons.length > 0) throw new ProblemError(403, ProblemCode.InvalidPassword, { reasons });
  const passwordHash = await hashPassword(input.password);
  await database.db.transaction(async (tx) => {
    const done = await tx
      .update(staffUsers)
      .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
      .where(and(eq(staffUsers.id, user.id), eq(staffUsers.inviteTokenHash, hashToken(input.token))))
      .returning({ id: staffUsers.id });
    if (done.length === 0) throw new ProblemError(401, ProblemCode.InvalidToken);
    await audit(tx, request, { action: 'staff.invitation.accepted', staffUserId: user.id }, now);
  });
}

export async function disableStaff(
  deps: AppDeps,
  request: FastifyRequest,
  admin: StaffAuth,
  id: number,
  reason: string,
) {
  const { database, clock } = deps;
  const now = clock.now();
  if (id === admin.staffUserId)
    throw new ProblemError(409, ProblemCode.Conflict, { detail: text('problems.cannotDisableSelf') });
  await database.db.transaction(async (tx) => {
    const user = await repo.findStaffById(tx, id, true);
    if (!user) throw new ProblemError(404, ProblemCode.NotFound);
    if (!user.disabledAt) await tx.update(staffUsers).set({ disabledAt: now }).where(eq(staffUsers.id, id));
    await repo.revokeAllStaffSessions(tx, id, now);
    await audit(
      tx,
      request,
      { action: 'staff.user.disabled', staffUserId: admin.staffUserId, details: { disabled: id, reason } },
      now,
    );
  });
}

/** Ends a taxpayer web account's sign-in lockout (every source), with the reason audited. */
export async function unlockTaxpayerUser(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  userId: number,
  reason: string,
) {
  const { database, clock } = deps;
  const now = clock.now();
  await database.db.transaction(async (tx) => {
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    if (!user) throw new ProblemError(404, ProblemCode.NotFound);
    await clearUsername(tx, user.username);
    await audit(
      tx,
      request,
      { action: 'staff.taxpayer-user.unlocked', staffUserId: staff.staffUserId, userId, details: { reason } },
      now,
    );
  });
}
