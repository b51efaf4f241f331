import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { ProblemCode, type AuthUser, type SignInRequest } from '@efile/contracts';
import type { AppDeps, SessionAuth } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { ProblemError } from '../../plugins/problems';
import { registrationGate, tokensIssuedSince, sendLink } from '../credentials';
import * as repo from './repository';
import {
  clearKeys,
  lockKeys,
  releaseAttempt,
  reserveAttempt,
  sourceKey,
  userKey,
} from '../../lib/signin-throttle';
import { text } from '../../lib/i18n';

const LEGACY_RESEND_MS = 10 * 60_000;

/** The words of a registration that is not approved (ADR 0047); the web app shows `detail` as it is. */
const GATE = {
  pending: {
    code: ProblemCode.RegistrationPending,
    detail: () => text('problems.registrationPending'),
  },
  refused: {
    code: ProblemCode.RegistrationRefused,
    detail: (deps: AppDeps) => text('problems.registrationRefused', { phone: deps.config.support.phone }),
  },
} as const;

/** Why a correct password still does not open a session (spec §4 and §8). */
function refusal(status: string, isBusinessUser: boolean, taxpayerId: string | null): ProblemCode | null {
  if (status === 'inactive') return ProblemCode.InactiveAccount;
  if (status === 'migration_required') return ProblemCode.AccountMigrationRequired;
  if (status !== 'active') return ProblemCode.MisconfiguredAccount;
  // A business user without a taxpayer may sign in (to link one); an individual may not.
  if (!taxpayerId && !isBusinessUser) return ProblemCode.MisconfiguredAccount;
  return null;
}

/**
 * Signs a user in. Wrong username and wrong password answer alike (and take alike long).
 * After `maxFailures` failures for a username from one source address, in a window, that source
 * is locked out of that username for a while, whether or not the account exists; failures from
 * every source together slow the username's attempts down but never lock the owner out
 * (throttle.ts, ADR 0015).
 */
export async function signIn(deps: AppDeps, request: FastifyRequest, body: SignInRequest): Promise<AuthUser> {
  const { database, clock, config } = deps;
  const db = database.db;
  const now = clock.now();
  const key = sourceKey(body.username, request.ip);
  const usernameKey = userKey(body.username);
  const { maxFailures, lockoutMs, slowdownCapMs } = config.signin;

  // The attempt is counted before the password is checked, under the throttle rows' locks: of
  // any number of parallel attempts at most `maxFailures` per source are checked (ADR 0047).
  const keys = [
    { key, kind: 'lock' as const },
    { key: usernameKey, kind: 'slow' as const },
  ];
  const reservation = await db.transaction((tx) =>
    reserveAttempt(tx, 'signin_throttle', keys, { now, windowMs: lockoutMs, maxFailures, slowdownCapMs }),
  );
  if (!reservation.allowed) {
    await audit(db, request, { action: 'signin.locked', details: { key } }, now);
    throw new ProblemError(429, ProblemCode.TooManyAttempts, {
      retryAfterSeconds: reservation.retryAfterSeconds,
    });
  }
  if (reservation.waitMs > 0) await sleep(reservation.waitMs);

  const user = await repo.findUserByUsername(db, body.username);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await audit(db, request, { action: 'signin.failed', userId: user?.id ?? null, details: { key } }, now);
    throw new ProblemError(401, ProblemCode.InvalidCredentials);
  }
  /** The right password: this source's failures are forgotten, the username's reservation given back. */
  const succeeded = async (tx: Tx) => {
    await lockKeys(tx, 'signin_throttle', [key, usernameKey]);
    await clearKeys(tx, 'signin_throttle', [key]);
    await releaseAttempt(tx, 'signin_throttle', usernameKey, maxFailures);
  };

  const taxpayerId = await repo.defaultTaxpayerId(db, user.id);
  // An online registration waiting for the agency's decision, or refused, never opens a session
  // (ADR 0047): said only after the right password, like every account problem.
  const gate = await registrationGate(db, user.id);
  const refused = gate ? GATE[gate].code : refusal(user.status, user.isBusinessUser, taxpayerId);
  if (refused) {
    await db.transaction(async (tx) => {
      await succeeded(tx);
      await audit(
        tx,
        request,
        { action: 'signin.refused', userId: user.id, details: { reason: refused } },
        now,
      );
      // Spec §8: "Please check your registered email address" — the link goes out now, at most
      // once in LEGACY_RESEND_MS however often the person tries.
      if (
        refused === ProblemCode.AccountMigrationRequired &&
        (await tokensIssuedSince(tx, user.id, 'legacy', new Date(now.getTime() - LEGACY_RESEND_MS))) === 0
      ) {
        await sendLink(deps, tx, user, 'legacy', now);
      }
    });
    const contact = refused === ProblemCode.AccountMigrationRequired ? {} : { ...supportContact(deps) };
    throw new ProblemError(403, refused, {
      ...contact,
      ...(gate ? { detail: GATE[gate].detail(deps) } : {}),
    });
  }

  const token = newToken();
  await db.transaction(async (tx) => {
    await succeeded(tx);
    await repo.insertSession(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      taxpayerId,
      now,
      idleMs: config.session.idleMs,
      absoluteMs: config.session.absoluteMs,
    });
    await audit(tx, request, { action: 'signin', userId: user.id, taxpayerId }, now);
  });
  return {
    token,
    username: user.username,
    firstName: user.firstName,
    taxpayerId,
    isBusinessUser: user.isBusinessUser,
  };
}

export function supportContact(deps: AppDeps) {
  return { supportEmail: deps.config.support.email, supportPhone: deps.config.support.phone };
}

export async function signOut(deps: AppDeps, request: FastifyRequest, auth: SessionAuth): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await repo.revokeSession(tx, auth.sessionId, now);
    await audit(tx, request, { action: 'signout', userId: auth.userId }, now);
  });
}
