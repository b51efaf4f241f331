import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The newest queued message to `to` (optionally of a template); fails if there is none. */
export async function latestMail(db: Db, to: string, template?: string): Promise<OutboxMail> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = lower(${to})`,
        template ? eq(mailOutbox.template, template) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(row, `a ${template ?? ''} message to ${to}`).toBeDefined();
  return row!;
}

export async function mailCount(db: Db, to: string, template?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = lower(${to})`,
        template ? eq(mailOutbox.template, template) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The query of the link to `path` in a message's text part (the same link is in the HTML part). */
export function linkQuery(mail: { textBody?: string; text?: string }, path: string): Record<string, string> {
  const text = mail.textBody ?? mail.text ?? '';
  const match = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  expect(match, `a ${path} link in:\n${text}`).toBeDefined();
  return Object.fromEntries(new URL(match!).searchParams);
}
