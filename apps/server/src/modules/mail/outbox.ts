import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { currentLanguage, type Language } from '../../lib/i18n';
import { mailCatalogue, type MailParams, type MailTemplate } from './catalogue';

export interface OutgoingMail<T extends MailTemplate> {
  template: T;
  to: string;
  replyTo?: string;
  params: MailParams<T>;
  /** The account token of the link in `params.link`, if any: re-issued if it ages in the queue. */
  tokenId?: number;
  /** Extra headers sent with it (a reminder's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /**
   * The recipient's language (issue 26): an account's own (`users.language`) whenever the message
   * goes to an account, whoever's act sends it; otherwise (a Contact Us copy, a new registration's
   * first link) the language of the request that sends it.
   */
  language?: Language;
  /**
   * The taxpayer the message is about (migration 0040): its timeline in the console shows it, and
   * no other taxpayer's does, though a business user's one address receives every business's mail.
   * Unset for an account's own messages (password, address) and messages to the agency or staff.
   */
  taxpayerId?: string | null;
}

/**
 * Queues a message in the caller's transaction: it is sent only if the change that causes it
 * commits, and it survives a crash or a mail server that is down.
 */
export async function enqueueMail<T extends MailTemplate>(tx: Tx, mail: OutgoingMail<T>, now: Date) {
  const render = mailCatalogue[mail.template] as (
    p: MailParams<T>,
    lang: Language,
  ) => ReturnType<typeof mailCatalogue.contact>;
  const language = mail.language ?? currentLanguage();
  const rendered = render(mail.params, language);
  await tx.insert(mailOutbox).values({
    template: mail.template,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    nextAttemptAt: now,
    createdAt: now,
    language,
    taxpayerId: mail.taxpayerId ?? null,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.tokenId === undefined ? {} : { params: mail.params, accountTokenId: mail.tokenId }),
  });
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claimed message stays with its worker before another may take it. */
export const LEASE_MS = 60_000;
const BASE_DELAY_MS = 30_000;
/** However long the outage, a message is tried at least this often … */
export const MAX_RETRY_DELAY_MS = 15 * 60_000;
/** … until it has waited this long: then it is `failed` (counted on /api/metrics). */
export const GIVE_UP_AFTER_MS = 72 * 3_600_000;

/** Exponential back-off capped at 15 minutes: 30 s, 1 min, 2 min, 4 min, 8 min, 15 min, 15 min … */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(20, Math.max(0, attempts - 1)));

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

/** Records a failed attempt: retried later with back-off, or `failed` once it waited GIVE_UP_AFTER_MS. */
export async function markFailed(db: Tx, row: OutboxRow, error: string, now: Date) {
  const attempts = row.attempts + 1;
  const givenUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  await db
    .update(mailOutbox)
    .set({
      attempts,
      status: givenUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      lockedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(mailOutbox.id, row.id));
}
