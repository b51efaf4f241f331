import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions, taxpayers, users, userTaxpayers } from '../../db/schema';

export async function findUserByUsername(db: Tx, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

/**
 * The taxpayer a user files as when signing in: an individual's own taxpayer; for a business
 * user, the first linked business by numeric EIN (spec §6: the list is sorted by numeric EIN).
 */
export async function defaultTaxpayerId(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: taxpayers.id })
    .from(userTaxpayers)
    .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
    .where(eq(userTaxpayers.userId, userId))
    .orderBy(
      sql`case when ${taxpayers.federalId} ~ '^[0-9]+$' then ${taxpayers.federalId}::bigint end`,
      asc(taxpayers.id),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertSession(
  db: Tx,
  values: {
    tokenHash: string;
    userId: number;
    taxpayerId: string | null;
    now: Date;
    idleMs: number;
    absoluteMs: number;
  },
) {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      userId: values.userId,
      taxpayerId: values.taxpayerId,
      createdAt: values.now,
      idleExpiresAt: new Date(values.now.getTime() + values.idleMs),
      absoluteExpiresAt: new Date(values.now.getTime() + values.absoluteMs),
    })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: Tx, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Switches the taxpayer a session files as (the caller checks the user may act for it). */
export async function setFilingAs(db: Tx, sessionId: number, taxpayerId: string) {
  await db.update(sessions).set({ taxpayerId }).where(eq(sessions.id, sessionId));
}
