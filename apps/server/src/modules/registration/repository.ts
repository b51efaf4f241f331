import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditEvents, onlineTaxpayerIdSeq, taxpayers, users, userTaxpayers } from '../../db/schema';
import { currentLanguage } from '../../lib/i18n';

export type TaxpayerRow = typeof taxpayers.$inferSelect;

export async function findTaxpayer(db: Tx, id: string, forUpdate = false): Promise<TaxpayerRow | undefined> {
  const query = db.select().from(taxpayers).where(eq(taxpayers.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A taxpayer on the roll with this federal ID, as the filer or a joint return's second filer. */
export async function findByFederalId(db: Tx, federalId: string): Promise<TaxpayerRow | undefined> {
  const [row] = await db
    .select()
    .from(taxpayers)
    .where(or(eq(taxpayers.federalId, federalId), eq(taxpayers.jointFederalId, federalId)))
    .orderBy(asc(taxpayers.id))
    .limit(1);
  return row;
}

/** The web account linked to a taxpayer, if any (the first linked). */
export async function linkedUser(db: Tx, taxpayerId: string) {
  const [row] = await db
    .select({ user: users })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .where(eq(userTaxpayers.taxpayerId, taxpayerId))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.user;
}

/** A new account number from the online-registration sequence (500000 and up). */
export async function nextTaxpayerId(db: Tx): Promise<string> {
  const [row] = await db
    .select({
      id: sql<string>`nextval('${sql.raw(onlineTaxpayerIdSeq.seqName ?? 'online_taxpayer_id_seq')}')::text`,
    })
    .from(sql`(select 1) as one`);
  return row!.id;
}

export async function insertTaxpayer(db: Tx, row: typeof taxpayers.$inferInsert) {
  await db.insert(taxpayers).values(row);
}

/** A new web account, in the language of the request that registers it (issue 26). */
export async function insertUser(db: Tx, row: typeof users.$inferInsert) {
  const [inserted] = await db
    .insert(users)
    .values({ language: currentLanguage(), ...row })
    .returning();
  return inserted!;
}

export async function link(db: Tx, userId: number, taxpayerId: string, isPrimary: boolean) {
  await db.insert(userTaxpayers).values({ userId, taxpayerId, isPrimary });
}

/** How many audit events of one action an account has had since `since`. */
export async function auditCountSince(db: Tx, userId: number, action: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.userId, userId), eq(auditEvents.action, action), gte(auditEvents.occurredAt, since)),
    );
  return row?.n ?? 0;
}
