/**
 * The session reads of every signed-in request, taxpayer and staff (plugins/auth, plugins/staff-auth):
 * the floor the request hooks stand on, so no plugin imports a module (ADR 0051).
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions, staffSessions, staffUsers, users, userTaxpayers } from '../db/schema';

/** A live session by token hash, with its user (every signed-in request: a prepared query). */
export async function findLiveSession(db: Tx, tokenHash: string, now: Date) {
  const query = prepared(db, 'find_live_session', (d) =>
    d
      .select({
        sessionId: sessions.id,
        taxpayerId: sessions.taxpayerId,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        userId: users.id,
        username: users.username,
        isBusinessUser: users.isBusinessUser,
        status: users.status,
        seesFormsFrom: userTaxpayers.seesFormsFrom,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        userTaxpayers,
        and(eq(userTaxpayers.userId, sessions.userId), eq(userTaxpayers.taxpayerId, sessions.taxpayerId)),
      )
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.idleExpiresAt, sql.placeholder('now')),
          gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('find_live_session'),
  );
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function extendSession(db: Tx, sessionId: number, idleExpiresAt: Date) {
  await db.update(sessions).set({ idleExpiresAt }).where(eq(sessions.id, sessionId));
}

/** A live staff session (stage 'session', not revoked, within both lifetimes) with its member of staff. */
export async function findLiveStaffSession(db: Tx, tokenHash: string, now: Date) {
  const query = prepared(db, 'find_live_staff_session', (d) =>
    d
      .select({
        sessionId: staffSessions.id,
        idleExpiresAt: staffSessions.idleExpiresAt,
        absoluteExpiresAt: staffSessions.absoluteExpiresAt,
        staffUserId: staffUsers.id,
        username: staffUsers.username,
        role: staffUsers.role,
        disabledAt: staffUsers.disabledAt,
      })
      .from(staffSessions)
      .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
      .where(
        and(
          eq(staffSessions.tokenHash, sql.placeholder('tokenHash')),
          eq(staffSessions.stage, 'session'),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.idleExpiresAt, sql.placeholder('now')),
          gt(staffSessions.absoluteExpiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('find_live_staff_session'),
  );
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function extendStaffSession(db: Tx, sessionId: number, idleExpiresAt: Date) {
  await db.update(staffSessions).set({ idleExpiresAt }).where(eq(staffSessions.id, sessionId));
}

/**
 * The idle expiry moves on at most once a minute, or once every twentieth of the idle lifetime
 * when that is shorter, so reads don't each cost a write and a short idle lifetime still extends.
 */
export const extendGranularityMs = (idleMs: number) => Math.min(60_000, Math.floor(idleMs / 20));

/** The request's bearer token, when well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header);
  return match?.[1];
}
