import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BusinessReminderKind, IndividualReminderKind, type ReminderSetting } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { reminderOptOuts, reminderTokens, type ReminderKind } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashToken } from '../../lib/tokens';

type Caller = Pick<FastifyRequest, 'id' | 'ip'>;

async function findToken(db: Tx, token: string) {
  const [row] = await db
    .select()
    .from(reminderTokens)
    .where(eq(reminderTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

async function optedOut(db: Tx, userId: number, kind: ReminderKind): Promise<boolean> {
  const [row] = await db
    .select({ kind: reminderOptOuts.kind })
    .from(reminderOptOuts)
    .where(and(eq(reminderOptOuts.userId, userId), eq(reminderOptOuts.kind, kind)))
    .limit(1);
  return !!row;
}

/**
 * Applies a message's unsubscribe token (looked up by its hash): the user gets no more reminders
 * of that kind; other kinds continue. Using it again answers the same. Null: no such token.
 */
export async function unsubscribe(
  db: Tx,
  request: Caller,
  token: string,
  now: Date,
): Promise<{ kind: ReminderKind } | null> {
  return db.transaction(async (tx) => {
    const row = await findToken(tx, token);
    if (!row) return null;
    const added = await tx
      .insert(reminderOptOuts)
      .values({ userId: row.userId, kind: row.kind, createdAt: now })
      .onConflictDoNothing()
      .returning({ kind: reminderOptOuts.kind });
    await tx
      .update(reminderTokens)
      .set({ usedAt: sql`coalesce(${reminderTokens.usedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(reminderTokens.id, row.id));
    if (added.length > 0)
      await audit(
        tx,
        request,
        { action: 'reminders.unsubscribed', userId: row.userId, details: { kind: row.kind } },
        now,
      );
    return { kind: row.kind };
  });
}

/** A token's kind and whether its user is unsubscribed from it now, changing nothing (the page). */
export async function tokenStatus(
  db: Tx,
  token: string,
): Promise<{ kind: ReminderKind; unsubscribed: boolean } | null> {
  const row = await findToken(db, token);
  if (!row) return null;
  return { kind: row.kind, unsubscribed: await optedOut(db, row.userId, row.kind) };
}

/** Undoes an unsubscribe with the same link's token (the page's Resubscribe). Null: no such token. */
export async function resubscribe(
  db: Tx,
  request: Caller,
  token: string,
  now: Date,
): Promise<{ kind: ReminderKind; unsubscribed: false } | null> {
  return db.transaction(async (tx) => {
    const row = await findToken(tx, token);
    if (!row) return null;
    const removed = await tx
      .delete(reminderOptOuts)
      .where(and(eq(reminderOptOuts.userId, row.userId), eq(reminderOptOuts.kind, row.kind)))
      .returning({ kind: reminderOptOuts.kind });
    if (removed.length > 0)
      await audit(
        tx,
        request,
        { action: 'reminders.resubscribed', userId: row.userId, details: { kind: row.kind } },
        now,
      );
    return { kind: row.kind, unsubscribed: false };
  });
}

/** The kinds that concern whom the user files as now: a business's, or an individual's. */
export const kindsFor = (isBusinessUser: boolean): readonly ReminderKind[] =>
  isBusinessUser ? BusinessReminderKind : IndividualReminderKind;

/** The signed-in user's settings: each kind of `kinds`, subscribed unless they opted out. */
export async function readSettings(
  db: Tx,
  userId: number,
  kinds: readonly ReminderKind[],
): Promise<ReminderSetting[]> {
  const rows = await db
    .select({ kind: reminderOptOuts.kind })
    .from(reminderOptOuts)
    .where(and(eq(reminderOptOuts.userId, userId), inArray(reminderOptOuts.kind, [...kinds])));
  const out = new Set(rows.map((r) => r.kind));
  return kinds.map((kind) => ({ kind, subscribed: !out.has(kind) }));
}

/**
 * Saves the signed-in user's choices (only kinds of `kinds`; the caller refuses others), in one
 * transaction with an audit row naming what changed; unchanged kinds write nothing.
 */
export async function writeSettings(
  db: Tx,
  request: Caller,
  userId: number,
  kinds: readonly ReminderKind[],
  wanted: readonly ReminderSetting[],
  now: Date,
): Promise<ReminderSetting[]> {
  return db.transaction(async (tx) => {
    const changed: ReminderSetting[] = [];
    for (const { kind, subscribed } of wanted) {
      if (subscribed) {
        const removed = await tx
          .delete(reminderOptOuts)
          .where(and(eq(reminderOptOuts.userId, userId), eq(reminderOptOuts.kind, kind)))
          .returning({ kind: reminderOptOuts.kind });
        if (removed.length > 0) changed.push({ kind, subscribed });
      } else {
        const added = await tx
          .insert(reminderOptOuts)
          .values({ userId, kind, createdAt: now })
          .onConflictDoNothing()
          .returning({ kind: reminderOptOuts.kind });
        if (added.length > 0) changed.push({ kind, subscribed });
      }
    }
    if (changed.length > 0)
      await audit(tx, request, { action: 'reminders.settings-changed', userId, details: { changed } }, now);
    return readSettings(tx, userId, kinds);
  });
}
