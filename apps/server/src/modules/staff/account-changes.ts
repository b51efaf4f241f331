import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ProblemCode, type StaffAccountChange, type StaffAccountChangeRequest } from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { staffAccountChanges, staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { refuseSamePerson } from '../../lib/four-eyes';
import { text, type Text } from '../../lib/i18n';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import * as repo from './repository';

const conflict = (detail: Text) => new ProblemError(409, ProblemCode.Conflict, { detail });

/**
 * An administrator asks to re-enable an account, change its role or reset its authenticator
 * (issue 28 item 6): checked against the account as it is, never one's own, one pending request
 * of a kind per account (a unique index), audited with the reason. Nothing changes until another
 * administrator approves.
 */
export async function requestAccountChange(
  deps: AppDeps,
  request: FastifyRequest,
  admin: StaffAuth,
  staffUserId: number,
  body: StaffAccountChangeRequest,
): Promise<StaffAccountChange> {
  const now = deps.clock.now();
  if (staffUserId === admin.staffUserId) throw conflict(text('problems.staffChangeOwn'));
  try {
    const id = await deps.database.db.transaction(async (tx) => {
      const user = await repo.findStaffById(tx, staffUserId);
      if (!user) throw new ProblemError(404, ProblemCode.NotFound);
      if (body.kind === 'enable' && !user.disabledAt) throw conflict(text('problems.staffNotDisabled'));
      if (body.kind === 'role' && body.role === user.role) throw conflict(text('problems.staffSameRole'));
      if (body.kind === 'reset-authenticator' && !user.totpConfirmedAt)
        throw conflict(text('problems.staffNotEnrolled'));
      const [row] = await tx
        .insert(staffAccountChanges)
        .values({
          staffUserId,
          kind: body.kind,
          role: body.kind === 'role' ? body.role : null,
          reason: body.reason,
          requestedBy: admin.staffUserId,
          requestedAt: now,
        })
        .returning({ id: staffAccountChanges.id });
      await audit(
        tx,
        request,
        {
          action: 'staff.user.change-requested',
          staffUserId: admin.staffUserId,
          details: {
            change: row!.id,
            account: staffUserId,
            kind: body.kind,
            role: body.kind === 'role' ? body.role : null,
            reason: body.reason,
          },
        },
        now,
      );
      return row!.id;
    });
    return (await listAccountChanges(deps, { id }))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text('problems.staffChangePending'));
    throw error;
  }
}

/** What an approved change does to the account, in the approving transaction. */
async function apply(tx: Tx, change: typeof staffAccountChanges.$inferSelect, now: Date) {
  const id = change.staffUserId;
  if (change.kind === 'enable') {
    await tx.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, id));
    return;
  }
  if (change.kind === 'role')
    await tx.update(staffUsers).set({ role: change.role! }).where(eq(staffUsers.id, id));
  // The next sign-in enrols a new authenticator: no secret, no recovery codes, no step used.
  if (change.kind === 'reset-authenticator')
    await tx
      .update(staffUsers)
      .set({ totpSecretEnc: null, totpConfirmedAt: null, totpLastStep: null, recoveryCodeHashes: [] })
      .where(eq(staffUsers.id, id));
  // A new role or a new authenticator starts from a new sign-in.
  await repo.revokeAllStaffSessions(tx, id, now);
}

/**
 * Another administrator decides a pending change: not the account itself, not linked to who
 * asked (ADR 0048; the table's trigger too). The UPDATE decides only a row still pending, so of
 * two concurrent decisions one wins and the other finds it decided (409).
 */
export async function decideAccountChange(
  deps: AppDeps,
  request: FastifyRequest,
  admin: StaffAuth,
  id: number,
  decision: 'approved' | 'refused',
  reason: string | undefined,
): Promise<StaffAccountChange> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [change] = await tx.select().from(staffAccountChanges).where(eq(staffAccountChanges.id, id));
    if (!change) throw new ProblemError(404, ProblemCode.NotFound);
    if (change.decision) throw conflict(text('problems.staffChangeDecided'));
    if (change.staffUserId === admin.staffUserId) throw conflict(text('problems.staffChangeOwn'));
    await refuseSamePerson(tx, admin.staffUserId, change.requestedBy, text('problems.staffChangeFourEyes'));
    const done = await tx
      .update(staffAccountChanges)
      .set({ decision, decidedBy: admin.staffUserId, decidedAt: now, decisionReason: reason ?? null })
      .where(and(eq(staffAccountChanges.id, id), isNull(staffAccountChanges.decision)))
      .returning({ id: staffAccountChanges.id });
    if (done.length === 0) throw conflict(text('problems.staffChangeDecided'));
    if (decision === 'approved') await apply(tx, change, now);
    await audit(
      tx,
      request,
      {
        action: decision === 'approved' ? 'staff.user.change-approved' : 'staff.user.change-refused',
        staffUserId: admin.staffUserId,
        details: {
          change: id,
          account: change.staffUserId,
          kind: change.kind,
          role: change.role,
          reason: reason ?? null,
        },
      },
      now,
    );
  });
  return (await listAccountChanges(deps, { id }))[0]!;
}

const account = alias(staffUsers, 'account');
const requester = alias(staffUsers, 'requester');
const decider = alias(staffUsers, 'decider');

/** Account changes, newest first: the pending ones, or one by id. */
export async function listAccountChanges(
  deps: AppDeps,
  filter: { id?: number; pending?: boolean },
): Promise<StaffAccountChange[]> {
  const where = [];
  if (filter.id !== undefined) where.push(eq(staffAccountChanges.id, filter.id));
  if (filter.pending) where.push(isNull(staffAccountChanges.decision));
  const rows = await deps.database.db
    .select({
      change: staffAccountChanges,
      account: { id: account.id, username: account.username, role: account.role },
      requester: { id: requester.id, username: requester.username },
      decider: { id: decider.id, username: decider.username },
    })
    .from(staffAccountChanges)
    .innerJoin(account, eq(account.id, staffAccountChanges.staffUserId))
    .innerJoin(requester, eq(requester.id, staffAccountChanges.requestedBy))
    .leftJoin(decider, eq(decider.id, staffAccountChanges.decidedBy))
    .where(and(...where))
    .orderBy(desc(staffAccountChanges.requestedAt), desc(staffAccountChanges.id))
    .limit(200);
  return rows.map(({ change: c, account: a, requester: r, decider: d }) => ({
    id: c.id,
    account: { id: a.id, username: a.username },
    kind: c.kind,
    currentRole: a.role,
    role: c.role,
    reason: c.reason,
    requestedBy: r,
    requestedAt: c.requestedAt.toISOString(),
    status: c.decision ?? 'pending',
    decidedBy: d?.id ? { id: d.id, username: d.username } : null,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    decisionReason: c.decisionReason,
  }));
}
