import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema';

export type StaffUser = typeof staffUsers.$inferSelect;

export async function findStaffByUsername(db: Tx, username: string): Promise<StaffUser | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findStaffById(db: Tx, id: number, forUpdate = false): Promise<StaffUser | undefined> {
  const query = db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A live sign-in ticket (stage 'totp' or 'enrol'), locked for the code check. */
export async function findLiveTicket(db: Tx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        inArray(staffSessions.stage, ['totp', 'enrol']),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function insertStaffSession(
  db: Tx,
  values: {
    tokenHash: string;
    staffUserId: number;
    stage: 'totp' | 'enrol' | 'session';
    now: Date;
    idleMs: number;
    absoluteMs: number;
  },
) {
  await db.insert(staffSessions).values({
    tokenHash: values.tokenHash,
    staffUserId: values.staffUserId,
    stage: values.stage,
    createdAt: values.now,
    idleExpiresAt: new Date(values.now.getTime() + values.idleMs),
    absoluteExpiresAt: new Date(values.now.getTime() + values.absoluteMs),
  });
}

export async function revokeStaffSession(db: Tx, sessionId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every ticket and session of a member of staff (disabled). */
export async function revokeAllStaffSessions(db: Tx, staffUserId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffUserId, staffUserId), isNull(staffSessions.revokedAt)));
}

export async function countTicketFailure(db: Tx, sessionId: number): Promise<number> {
  const [row] = await db
    .update(staffSessions)
    .set({ failures: sql`${staffSessions.failures} + 1` })
    .where(eq(staffSessions.id, sessionId))
    .returning({ failures: staffSessions.failures });
  return row?.failures ?? 0;
}
