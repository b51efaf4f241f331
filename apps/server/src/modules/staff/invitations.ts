import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { ProblemCode, type StaffRole } from '@efile/contracts';
import type { AppDeps } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashToken, newToken } from '../../lib/tokens';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { enqueueMail } from '../mail';
import { refuseSamePerson } from '../../lib/four-eyes';
import * as repo from './repository';
import { text } from '../../lib/i18n';

/** The console's page where an invitee sets a password. */
const invitationLink = (deps: AppDeps, token: string) =>
  `${deps.config.mail.publicUrl}/staff/invitation?token=${encodeURIComponent(token)}`;

/**
 * An administrator invites a member of staff (ADR 0034). The account waits for a second
 * administrator's approval (ADR 0048): it has no password and no invitation link until then.
 */
export async function inviteStaff(
  deps: AppDeps,
  request: FastifyRequest,
  admin: StaffAuth,
  input: { username: string; email: string; role: StaffRole },
) {
  const { database, clock } = deps;
  const now = clock.now();
  try {
    return await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffUsers)
        .values({
          username: input.username,
          email: input.email,
          role: input.role,
          invitedBy: admin.staffUserId,
        })
        .returning({ id: staffUsers.id });
      await audit(
        tx,
        request,
        {
          action: 'staff.user.invited',
          staffUserId: admin.staffUserId,
          details: { invited: row!.id, username: input.username, role: input.role },
        },
        now,
      );
      return {
        id: row!.id,
        username: input.username,
        role: input.role,
        status: 'awaiting-approval' as const,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ProblemError(409, ProblemCode.Conflict, {
        detail: text('problems.alreadyStaff'),
      });
    throw error;
  }
}

/** The invitation as a row locked for its decision; 409 unless it still waits for approval. */
async function waitingInvitation(tx: Parameters<typeof repo.findStaffById>[0], id: number) {
  const user = await repo.findStaffById(tx, id, true);
  if (!user) throw new ProblemError(404, ProblemCode.NotFound);
  if (!user.invitedBy || user.approvedAt || user.disabledAt)
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.staffNotAwaitingApproval'),
    });
  return { ...user, invitedBy: user.invitedBy };
}

/**
 * A second administrator lets an invited account in: never the one who invited it, nor one linked
 * to them by an invitation or approval (also a trigger of the table). The link to set a password
 * is mailed now, through the outbox, in the same transaction.
 */
export async function approveInvitation(
  deps: AppDeps,
  request: FastifyRequest,
  admin: StaffAuth,
  id: number,
) {
  const { database, clock, config } = deps;
  const now = clock.now();
  const token = newToken();
  const inviteExpiresAt = new Date(now.getTime() + config.staff.inviteMs);
  return database.db.transaction(async (tx) => {
    const user = await waitingInvitation(tx, id);
    await refuseSamePerson(tx, admin.staffUserId, user.invitedBy, text('problems.staffApprovalFourEyes'));
    const done = await tx
      .update(staffUsers)
      .set({
        approvedBy: admin.staffUserId,
        approvedAt: now,
        inviteTokenHash: hashToken(token),
        inviteExpiresAt,
      })
      .where(and(eq(staffUsers.id, id), isNull(staffUsers.approvedAt)))
      .returning({ id: staffUsers.id });
    if (done.length === 0)
      throw new ProblemError(409, ProblemCode.Conflict, {
        detail: text('problems.staffNotAwaitingApproval'),
      });
    await enqueueMail(
      tx,
      {
        template: 'staffInvitation',
        to: user.email,
        params: {
          username: user.username,
          role: user.role,
          link: invitationLink(deps, token),
          hours: Math.round(config.staff.inviteMs / 3_600_000),
        },
      },
      now,
    );
    await audit(
      tx,
      request,
      {
        action: 'staff.user.approved',
        staffUserId: admin.staffUserId,
        details: { approved: id, username: user.username, role: user.role, invitedBy: user.invitedBy },
      },
      now,
    );
    return { id, username: user.username, role: user.role, inviteExpiresAt: inviteExpiresAt.toISOString() };
  });
}

/** Any administrator (the inviter too: a withdrawal) refuses an invitation: the account never acts. */
export async function refuseInvitation(
  deps: AppDeps,
  request: FastifyRequest,
  admin: StaffAuth,
  id: number,
  reason: string,
) {
  const { database, clock } = deps;
  const now = clock.now();
  await database.db.transaction(async (tx) => {
    const user = await waitingInvitation(tx, id);
    await tx.update(staffUsers).set({ disabledAt: now }).where(eq(staffUsers.id, id));
    await audit(
      tx,
      request,
      {
        action: 'staff.user.refused',
        staffUserId: admin.staffUserId,
        details: { refused: id, username: user.username, invitedBy: user.invitedBy, reason },
      },
      now,
    );
  });
}
