import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paths, ProblemCode, type PendingRegistration } from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { accountTokens, registrationDecisions, taxpayers, users, userTaxpayers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { revokeSessions, linkTo, issueTokenRow, TOKEN_LIFETIME_HOURS } from '../credentials';
import { enqueueMail } from '../mail';
import { afterCursor, auditRead, decodeCursor, exactTime, pageOf } from './cursor';
import { pendingRegistrationWhere } from './filters';
import { ageOf, serviceLevels } from './service-level';
import { text } from '../../lib/i18n';

const displayName = (t: { name1: string; name2: string | null; middleInitial: string | null }) =>
  [t.name2, t.middleInitial, t.name1].filter(Boolean).join(' ');

/**
 * Taxpayers registered online and waiting for a decision (`registration_pending`), with no decision
 * yet, oldest first. The read is audited with the taxpayers shown.
 */
export async function listPendingRegistrations(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  query: { reason: string; limit: number; cursor?: string | undefined },
) {
  const now = deps.clock.now();
  const after = decodeCursor(query.cursor);
  const levels = await serviceLevels(deps);
  return deps.database.db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(taxpayers)
      .leftJoin(registrationDecisions, eq(registrationDecisions.taxpayerId, taxpayers.id))
      .where(pendingRegistrationWhere());
    const rows = await tx
      .select({
        taxpayer: taxpayers,
        at: exactTime(taxpayers.createdAt),
        username: sql<
          string | null
        >`(select u.username from ${userTaxpayers} ut join ${users} u on u.id = ut.user_id
          where ut.taxpayer_id = ${taxpayers.id} order by u.id limit 1)`,
      })
      .from(taxpayers)
      .leftJoin(registrationDecisions, eq(registrationDecisions.taxpayerId, taxpayers.id))
      .where(
        and(
          pendingRegistrationWhere(),
          after ? afterCursor(taxpayers.createdAt, taxpayers.id, after.at, after.id) : undefined,
        ),
      )
      .orderBy(asc(taxpayers.createdAt), asc(taxpayers.id))
      .limit(query.limit + 1);
    const page = pageOf(rows, query.limit, (r) => [r.at, r.taxpayer.id]);
    const shown = page.rows.map((r) => r.taxpayer.id);
    await auditRead(tx, request, staff, 'registrations', query.reason, { shown }, now);
    const items: PendingRegistration[] = page.rows.map(({ taxpayer: t, username }) => ({
      taxpayerId: t.id,
      name: displayName(t),
      email: t.email,
      city: t.city,
      federalIdLast4: t.federalId ? t.federalId.slice(-4) : null,
      username,
      registeredAt: t.createdAt.toISOString(),
      age: ageOf(levels, 'registrations', t.createdAt),
    }));
    return { items, nextCursor: page.nextCursor, total: counted?.total ?? 0 };
  });
}

/**
 * Locks the taxpayer and checks it still waits for a decision; a second decision (two clerks
 * at once, approve after refuse) is a 409 naming the first, and sends no second e-mail.
 */
async function lockUndecided(tx: Tx, taxpayerId: string) {
  const [taxpayer] = await tx.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId)).for('update');
  if (!taxpayer) throw new ProblemError(404, ProblemCode.NotFound);
  const [decided] = await tx
    .select({ decision: registrationDecisions.decision })
    .from(registrationDecisions)
    .where(eq(registrationDecisions.taxpayerId, taxpayerId));
  if (decided)
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.registrationDecidedAs', { decision: decided.decision }),
    });
  if (!taxpayer.registrationPending)
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.registrationNotAwaitingApproval'),
    });
  const linked = await tx
    .select({ user: users })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .where(eq(userTaxpayers.taxpayerId, taxpayerId))
    .orderBy(asc(users.id));
  return { taxpayer, users: linked.map((l) => l.user) };
}

async function decide(deps: AppDeps, work: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await deps.database.db.transaction(work);
  } catch (error) {
    // Two decisions racing past the checks: the unique index lets one through.
    if (!isUniqueViolation(error)) throw error;
    throw new ProblemError(409, ProblemCode.Conflict, { detail: text('problems.registrationDecided') });
  }
}

/**
 * Approves an online registration: the taxpayer is active and no longer pending, its account
 * active, and the taxpayer is e-mailed (with a fresh link to set the password when the account
 * has none) in the same transaction as the decision and its audit event.
 */
export async function approveRegistration(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  note: string | undefined,
) {
  const now = deps.clock.now();
  await decide(deps, async (tx) => {
    const { taxpayer, users: accounts } = await lockUndecided(tx, taxpayerId);
    await tx.insert(registrationDecisions).values({
      taxpayerId,
      decision: 'approved',
      reason: note ?? null,
      staffUserId: staff.staffUserId,
      decidedAt: now,
    });
    await tx
      .update(taxpayers)
      .set({ registrationPending: false, active: true })
      .where(eq(taxpayers.id, taxpayerId));
    const account = accounts[0];
    if (account) await tx.update(users).set({ status: 'active' }).where(eq(users.id, account.id));
    const to = account?.email ?? taxpayer.email;
    if (to) {
      let link: string | null = null;
      let tokenId: number | undefined;
      if (account && !account.passwordHash) {
        const issued = await issueTokenRow(
          tx,
          { userId: account.id, purpose: 'registration', email: to },
          now,
        );
        link = linkTo(deps, paths.confirmRegistration, { email: to, token: issued.token });
        tokenId = issued.id;
      }
      await enqueueMail(
        tx,
        {
          template: 'registrationApproved',
          to,
          taxpayerId,
          language: account?.language ?? 'en',
          params: {
            name: account?.firstName ?? taxpayer.name2,
            taxpayerId,
            username: account?.username ?? null,
            link,
            hours: TOKEN_LIFETIME_HOURS.registration,
            signIn: `${deps.config.mail.publicUrl}${paths.login}`,
          },
          ...(tokenId === undefined ? {} : { tokenId }),
        },
        now,
      );
    }
    await audit(
      tx,
      request,
      {
        action: 'staff.registration.approved',
        staffUserId: staff.staffUserId,
        taxpayerId,
        userId: account?.id ?? null,
        details: { note: note ?? null, mailed: Boolean(to) },
      },
      now,
    );
  });
  return { taxpayerId, decision: 'approved' as const };
}

/**
 * Refuses an online registration with a reason: the taxpayer is inactive and no longer pending,
 * its accounts inactive with their unused links spent and their sessions ended, and the taxpayer
 * is e-mailed the reason, in one transaction.
 */
export async function refuseRegistration(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  reason: string,
) {
  const now = deps.clock.now();
  await decide(deps, async (tx) => {
    const { taxpayer, users: accounts } = await lockUndecided(tx, taxpayerId);
    await tx.insert(registrationDecisions).values({
      taxpayerId,
      decision: 'refused',
      reason,
      staffUserId: staff.staffUserId,
      decidedAt: now,
    });
    await tx
      .update(taxpayers)
      .set({ registrationPending: false, active: false })
      .where(eq(taxpayers.id, taxpayerId));
    // Every account of the registration closes, with its unused links and its sessions (ADR 0047:
    // a password set while it waited does not keep it open; sign-in then says it was refused).
    const closed = accounts.map((u) => u.id);
    if (closed.length > 0) {
      await tx.update(users).set({ status: 'inactive' }).where(inArray(users.id, closed));
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(inArray(accountTokens.userId, closed), isNull(accountTokens.usedAt)));
      for (const id of closed) await revokeSessions(tx, id, now);
    }
    const to = accounts[0]?.email ?? taxpayer.email;
    if (to)
      await enqueueMail(
        tx,
        {
          template: 'registrationRefused',
          to,
          taxpayerId,
          language: accounts[0]?.language ?? 'en',
          params: {
            name: accounts[0]?.firstName ?? taxpayer.name2,
            taxpayerId,
            reason,
            phone: deps.config.support.phone,
          },
        },
        now,
      );
    await audit(
      tx,
      request,
      {
        action: 'staff.registration.refused',
        staffUserId: staff.staffUserId,
        taxpayerId,
        details: { reason, accountsClosed: closed, mailed: Boolean(to) },
      },
      now,
    );
  });
  return { taxpayerId, decision: 'refused' as const };
}
