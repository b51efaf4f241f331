import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reminderOptOuts, reminderTokens, type ReminderKind } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

/**
 * Applies a message's unsubscribe token (looked up by its hash): the user gets no more reminders
 * of that kind; other kinds continue. Using it again answers the same. Null: no such token.
 */
export async function unsubscribe(db: Tx, token: string, now: Date): Promise<{ kind: ReminderKind } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reminderTokens)
      .where(eq(reminderTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return null;
    await tx
      .insert(reminderOptOuts)
      .values({ userId: row.userId, kind: row.kind, createdAt: now })
      .onConflictDoNothing();
    await tx
      .update(reminderTokens)
      .set({ usedAt: sql`coalesce(${reminderTokens.usedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(reminderTokens.id, row.id));
    return { kind: row.kind };
  });
}

/** Finds the kind a token unsubscribes from, without changing anything (the GET page). */
export async function tokenKind(db: Tx, token: string): Promise<ReminderKind | null> {
  const [row] = await db
    .select({ kind: reminderTokens.kind })
    .from(reminderTokens)
    .where(eq(reminderTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.kind ?? null;
}
