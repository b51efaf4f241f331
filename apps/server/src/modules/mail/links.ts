import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountTokens, mailOutbox } from '../../db/schema';
import { issueTokenRow, type TokenPurpose } from '../../lib/account-tokens';
import type { Language } from '../../lib/i18n';
import { mailCatalogue, type MailTemplate } from './catalogue';
import type { OutboxRow } from './outbox';

/**
 * A message says "this link expires in N hours". If it waited in the queue (the mail server was
 * down) long enough that less than this share of the link's lifetime is left, the link is
 * re-issued before sending: a new token with a full lifetime, the message rendered again.
 */
const FRESH_SHARE = 0.9;

export type Refreshed = { row: OutboxRow; reissued: boolean } | { superseded: true };

/**
 * Before a message with a link is sent: keeps it, re-issues its link, or — when its token was
 * already used or replaced by a newer link (which has its own message) — marks it `superseded`
 * so a dead link is never mailed.
 */
export async function refreshLink(db: Tx, row: OutboxRow, now: Date): Promise<Refreshed> {
  if (row.accountTokenId === null || row.params === null) return { row, reissued: false };
  const tokenId = row.accountTokenId;
  return db.transaction(async (tx) => {
    const [token] = await tx.select().from(accountTokens).where(eq(accountTokens.id, tokenId)).for('update');
    if (!token) return { row, reissued: false };
    if (token.usedAt) {
      await tx
        .update(mailOutbox)
        .set({ status: 'superseded', lockedUntil: null })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
      return { superseded: true } as const;
    }
    const lifetime = token.expiresAt.getTime() - token.createdAt.getTime();
    if (token.expiresAt.getTime() - now.getTime() >= lifetime * FRESH_SHARE) return { row, reissued: false };

    const issued = await issueTokenRow(
      tx,
      { userId: token.userId, purpose: token.purpose as TokenPurpose, email: token.email },
      now,
    );
    const params = { ...(row.params as { link: string }) };
    const link = new URL(params.link);
    link.searchParams.set('token', issued.token);
    params.link = link.toString();
    const render = mailCatalogue[row.template as MailTemplate] as (
      p: unknown,
      lang: Language,
    ) => {
      subject: string;
      text: string;
      html: string;
    };
    const rendered = render(params, row.language);
    const [updated] = await tx
      .update(mailOutbox)
      .set({
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        params,
        accountTokenId: issued.id,
      })
      .where(eq(mailOutbox.id, row.id))
      .returning();
    return { row: updated!, reissued: true };
  });
}

/** The outbox as operators watch it (GET /api/metrics; docs/operations.md, "Metrics"). */
export interface MailMetrics {
  /** Waiting to be sent (new or being retried). */
  queued: number;
  /** Of those, how many have failed at least once: the mail server refused or was unreachable. */
  retrying: number;
  /** Given up after GIVE_UP_AFTER_MS of failures: never delivered. */
  failed: number;
  /** Age of the oldest queued message in seconds (0 when none). */
  oldestQueuedSeconds: number;
}

export async function mailMetrics(db: Tx, now: Date): Promise<MailMetrics> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      retrying: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} > 0)::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      oldest: sql<
        string | null
      >`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} = 'pending')`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} in ('pending', 'failed')`);
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return {
    queued: row?.queued ?? 0,
    retrying: row?.retrying ?? 0,
    failed: row?.failed ?? 0,
    oldestQueuedSeconds: Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
  };
}
