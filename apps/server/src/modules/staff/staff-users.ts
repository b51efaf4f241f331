import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffListItem, StaffStatus } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { staffUsers } from '../../db/schema';

const inviter = alias(staffUsers, 'inviter');
const approver = alias(staffUsers, 'approver');

const statusOf = (r: typeof staffUsers.$inferSelect): StaffStatus =>
  r.disabledAt
    ? r.invitedBy && !r.approvedAt
      ? 'refused'
      : 'disabled'
    : r.invitedBy && !r.approvedAt
      ? 'awaiting-approval'
      : r.passwordHash
        ? 'active'
        : 'invited';

/**
 * Every member of staff for the administrator's page, with who invited and who approved each
 * (ADR 0048): waiting for approval, invited (no password yet), active, refused or disabled.
 */
export async function listStaff(db: Tx): Promise<{ staff: StaffListItem[] }> {
  const rows = await db
    .select({
      user: staffUsers,
      inviter: { id: inviter.id, username: inviter.username },
      approver: { id: approver.id, username: approver.username },
    })
    .from(staffUsers)
    .leftJoin(inviter, eq(inviter.id, staffUsers.invitedBy))
    .leftJoin(approver, eq(approver.id, staffUsers.approvedBy))
    .orderBy(asc(staffUsers.username));
  return {
    staff: rows.map(({ user: r, inviter: i, approver: a }) => ({
      id: r.id,
      username: r.username,
      email: r.email,
      role: r.role,
      status: statusOf(r),
      invitedBy: i?.id ? i : null,
      approvedBy: a?.id ? a : null,
    })),
  };
}
