import { and, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';

export type UploadRow = typeof uploadedFiles.$inferSelect;

/** One upload at a time per user (any node): the quota is checked and used under this lock. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
}

/** What the user has uploaded: in all, and since `since` (the rate limit's window). */
export async function usage(db: Tx, userId: number, since: Date) {
  const [all] = await db
    .select({ files: count(), bytes: sum(uploadedFiles.size) })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId));
  const [recent] = await db
    .select({ files: count() })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), gte(uploadedFiles.createdAt, since)));
  return { files: all?.files ?? 0, bytes: Number(all?.bytes ?? 0), recent: recent?.files ?? 0 };
}

export async function insert(tx: Tx, values: typeof uploadedFiles.$inferInsert) {
  const [row] = await tx.insert(uploadedFiles).values(values).returning();
  return row!;
}

export async function find(db: Tx, id: number) {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)).limit(1);
  return row;
}

/** The taxpayer's files (newest first), or those linked to one W-2 or 1099. */
export async function list(db: Tx, taxpayerId: string, link: { w2Id?: number; form1099Id?: number }) {
  return db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.taxpayerId, taxpayerId),
        link.w2Id ? eq(uploadedFiles.w2Id, link.w2Id) : undefined,
        link.form1099Id ? eq(uploadedFiles.form1099Id, link.form1099Id) : undefined,
      ),
    )
    .orderBy(desc(uploadedFiles.id));
}

export async function remove(tx: Tx, id: number) {
  await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}
