import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { mailCatalogue, type MailParams, type MailTemplate } from './catalogue';

export interface OutgoingMail<T extends MailTemplate> {
  template: T;
  to: string;
  replyTo?: string;
  params: MailParams<T>;
}

/**
 * Queues a message in the caller's transaction: it is sent only if the change that causes it
 * commits, and it survives a crash or a mail server that is down.
 */
export async function enqueueMail<T extends MailTemplate>(tx: Tx, mail: OutgoingMail<T>, now: Date) {
  const render = mailCatalogue[mail.template] as (
    p: MailParams<T>,
  ) => ReturnType<typeof mailCatalogue.contact>;
  const rendered = render(mail.params);
  await tx.insert(mailOutbox).values({
    template: mail.template,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    nextAttemptAt: now,
    createdAt: now,
  });
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claimed message stays with its worker before another may take it. */
export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;

/** Exponential back-off: 30 s, 1 min, 2 min … after each failed attempt. */
export const retryDelayMs = (attempts: number) => BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1);

/**
 * Claims up to `limit` due messages for this worker (a lease in locked_until); rows another
 * worker holds are skipped, so several nodes can deliver at once without sending one twice.
 */
export async function claimDue(db: Tx, now: Date, limit = 20): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Tx, id: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: retried later with back-off, or `failed` after MAX_ATTEMPTS. */
export async function markFailed(db: Tx, row: OutboxRow, error: string, now: Date) {
  const attempts = row.attempts + 1;
  await db
    .update(mailOutbox)
    .set({
      attempts,
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(mailOutbox.id, row.id));
}
