import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ProblemCode } from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { payments, sessions, taxForms, users, userTaxpayers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { revokeSessions, type UserRow, accessLinkFor, sendLink } from '../credentials';
import { LIVE_STATUSES } from '../payments';
import { findTaxpayerOr404 } from './taxpayer-account';
import { text, type Text } from '../../lib/i18n';

/**
 * Account help without SQL (issue 16, ADR 0036): each change by a clerk, supervisor or
 * administrator, with the reason, in one transaction with its `staff.taxpayer-user.*` audit event.
 * The web account's row is locked first, so two members of staff acting on it queue.
 */

const conflict = (detail: Text) => new ProblemError(409, ProblemCode.Conflict, { detail });

async function lockUser(tx: Tx, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user)
    throw new ProblemError(404, ProblemCode.NotFound, { detail: text('problems.webAccountNotFound') });
  return user;
}

async function linkOf(tx: Tx, userId: number, taxpayerId: string) {
  const [link] = await tx
    .select()
    .from(userTaxpayers)
    .where(and(eq(userTaxpayers.userId, userId), eq(userTaxpayers.taxpayerId, taxpayerId)));
  return link;
}

/** The taxpayer an account's events are filed under: its own (primary) link, else its first. */
async function homeTaxpayer(tx: Tx, userId: number): Promise<string | null> {
  const [link] = await tx
    .select({ taxpayerId: userTaxpayers.taxpayerId })
    .from(userTaxpayers)
    .where(eq(userTaxpayers.userId, userId))
    .orderBy(sql`${userTaxpayers.isPrimary} desc`, userTaxpayers.taxpayerId)
    .limit(1);
  return link?.taxpayerId ?? null;
}

interface Act {
  deps: AppDeps;
  request: FastifyRequest;
  staff: StaffAuth;
  userId: number;
  reason: string;
}

async function record(tx: Tx, act: Act, action: string, taxpayerId: string | null, details = {}) {
  await audit(
    tx,
    act.request,
    {
      action: `staff.taxpayer-user.${action}`,
      staffUserId: act.staff.staffUserId,
      userId: act.userId,
      taxpayerId,
      details: { reason: act.reason, ...details },
    },
    act.deps.clock.now(),
  );
}

/**
 * A new registration link to an account still waiting for its password, through the outbox, by
 * the taxpayer side's own `sendLink` (its limit per hour included: 429 when reached).
 */
export async function resendConfirmation(act: Act): Promise<void> {
  const now = act.deps.clock.now();
  await act.deps.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, act.userId);
    if (accessLinkFor(user) !== 'registration') {
      throw conflict(text('problems.webAccountNotPartial'));
    }
    if (!(await sendLink(act.deps, tx, user, 'registration', now))) {
      throw new ProblemError(429, ProblemCode.TooManyAttempts, {
        detail: text('problems.webAccountLinksPerHour'),
      });
    }
    await record(tx, act, 'confirmation-resent', await homeTaxpayer(tx, user.id));
  });
}

/** Marks a web account inactive (sign-in refused with the support contact) and ends its sessions. */
export async function deactivate(act: Act): Promise<void> {
  const now = act.deps.clock.now();
  await act.deps.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, act.userId);
    if (user.status === 'inactive') throw conflict(text('problems.webAccountInactive'));
    await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, now);
    await record(tx, act, 'deactivated', await homeTaxpayer(tx, user.id), { previousStatus: user.status });
  });
}

/**
 * Moves a web account from one taxpayer to another (the link keeps its kind). Refused while the
 * old taxpayer has a form in progress (a draft not filed) or a payment under way, which were
 * made for the old taxpayer through this account; refused when the account already acts for
 * the target, and for an individual's account when the target already has its own web account.
 * The account's sessions end (they file as the old taxpayer).
 */
export async function moveUser(act: Act, fromTaxpayerId: string, toTaxpayerId: string): Promise<void> {
  const now = act.deps.clock.now();
  if (fromTaxpayerId === toTaxpayerId) throw conflict(text('problems.accountActsForTaxpayer'));
  await act.deps.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, act.userId);
    const link = await linkOf(tx, user.id, fromTaxpayerId);
    if (!link)
      throw new ProblemError(404, ProblemCode.NotFound, {
        detail: text('problems.accountNotActingForTaxpayer'),
      });
    await findTaxpayerOr404(tx, toTaxpayerId);
    if (await linkOf(tx, user.id, toTaxpayerId)) throw conflict(text('problems.accountActsForTaxpayer'));
    if (link.isPrimary) {
      const [owner] = await tx
        .select({ userId: userTaxpayers.userId })
        .from(userTaxpayers)
        .where(and(eq(userTaxpayers.taxpayerId, toTaxpayerId), eq(userTaxpayers.isPrimary, true)))
        .limit(1);
      if (owner) throw conflict(text('problems.taxpayerHasOwnAccount'));
    }
    const [draft] = await tx
      .select({ id: taxForms.id })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, fromTaxpayerId), ne(taxForms.status, 'filed')))
      .limit(1);
    const [paying] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.taxpayerId, fromTaxpayerId), inArray(payments.status, [...LIVE_STATUSES])))
      .limit(1);
    if (draft || paying) {
      throw conflict(text('problems.accountWorkInProgress'));
    }
    await tx
      .update(userTaxpayers)
      .set({ taxpayerId: toTaxpayerId })
      .where(and(eq(userTaxpayers.userId, user.id), eq(userTaxpayers.taxpayerId, fromTaxpayerId)));
    await revokeSessions(tx, user.id, now);
    await record(tx, act, 'moved', fromTaxpayerId, { from: fromTaxpayerId, to: toTaxpayerId });
  });
}

/**
 * Unlinks a business from a business user's web account (ADR 0010's link, removed). An
 * individual's own taxpayer is not a business: that account is moved, not unlinked. Sessions
 * filing as that business end.
 */
export async function unlinkBusiness(act: Act, taxpayerId: string): Promise<void> {
  const now = act.deps.clock.now();
  await act.deps.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, act.userId);
    const link = await linkOf(tx, user.id, taxpayerId);
    if (!link)
      throw new ProblemError(404, ProblemCode.NotFound, {
        detail: text('problems.accountNotActingForTaxpayer'),
      });
    if (!user.isBusinessUser) {
      throw conflict(text('problems.unlinkBusinessOnly'));
    }
    await tx
      .delete(userTaxpayers)
      .where(and(eq(userTaxpayers.userId, user.id), eq(userTaxpayers.taxpayerId, taxpayerId)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(eq(sessions.userId, user.id), eq(sessions.taxpayerId, taxpayerId), isNull(sessions.revokedAt)),
      );
    await record(tx, act, 'business-unlinked', taxpayerId);
  });
}
