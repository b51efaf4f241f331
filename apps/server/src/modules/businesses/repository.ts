import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { TaxpayerType, type BusinessItem } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { einLinkGrants, sessions, taxpayers, userTaxpayers } from '../../db/schema';

const item = {
  taxpayerId: taxpayers.id,
  ein: taxpayers.federalId,
  name1: taxpayers.name1,
  name2: taxpayers.name2,
};
/** Spec §9: the business list is sorted by numeric EIN. */
const byNumericEin = [
  sql`case when ${taxpayers.federalId} ~ '^[0-9]+$' then ${taxpayers.federalId}::bigint end`,
  asc(taxpayers.id),
];
const toItem = (row: {
  taxpayerId: string;
  ein: string | null;
  name1: string;
  name2: string | null;
}): BusinessItem => ({
  ...row,
  ein: row.ein ?? '',
});

/** The businesses a user files for, by numeric EIN. */
export async function linkedBusinesses(db: Tx, userId: number): Promise<BusinessItem[]> {
  const rows = await db
    .select(item)
    .from(userTaxpayers)
    .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
    .where(and(eq(userTaxpayers.userId, userId), eq(taxpayers.type, TaxpayerType.Business)))
    .orderBy(...byNumericEin);
  return rows.map(toItem);
}

/** Active businesses on the roll with this EIN whose name or alternate name is this one (any case). */
export async function findBusinesses(db: Tx, ein: string, name: string): Promise<BusinessItem[]> {
  const wanted = name.trim().toLowerCase();
  const rows = await db
    .select(item)
    .from(taxpayers)
    .where(
      and(
        eq(taxpayers.federalId, ein),
        eq(taxpayers.type, TaxpayerType.Business),
        eq(taxpayers.active, true),
        sql`(lower(${taxpayers.name1}) = ${wanted} or lower(coalesce(${taxpayers.name2}, '')) = ${wanted})`,
      ),
    )
    .orderBy(...byNumericEin);
  return rows.map(toItem);
}

export async function grantLink(db: Tx, userId: number, taxpayerId: string, expiresAt: Date): Promise<void> {
  await db
    .insert(einLinkGrants)
    .values({ userId, taxpayerId, expiresAt })
    .onConflictDoUpdate({ target: [einLinkGrants.userId, einLinkGrants.taxpayerId], set: { expiresAt } });
}

/** Uses up a live grant; false when there was none. */
export async function takeGrant(db: Tx, userId: number, taxpayerId: string, now: Date): Promise<boolean> {
  const taken = await db
    .delete(einLinkGrants)
    .where(
      and(
        eq(einLinkGrants.userId, userId),
        eq(einLinkGrants.taxpayerId, taxpayerId),
        gt(einLinkGrants.expiresAt, now),
      ),
    )
    .returning({ taxpayerId: einLinkGrants.taxpayerId });
  return taken.length > 0;
}

export async function isLinked(db: Tx, userId: number, taxpayerId: string): Promise<boolean> {
  const [row] = await db
    .select({ taxpayerId: userTaxpayers.taxpayerId })
    .from(userTaxpayers)
    .where(and(eq(userTaxpayers.userId, userId), eq(userTaxpayers.taxpayerId, taxpayerId)));
  return !!row;
}

/** Links a business; false when it was linked already. */
export async function link(db: Tx, userId: number, taxpayerId: string): Promise<boolean> {
  const inserted = await db
    .insert(userTaxpayers)
    .values({ userId, taxpayerId, isPrimary: false })
    .onConflictDoNothing()
    .returning({ taxpayerId: userTaxpayers.taxpayerId });
  return inserted.length > 0;
}

export async function unlink(db: Tx, userId: number, taxpayerId: string): Promise<void> {
  await db
    .delete(userTaxpayers)
    .where(and(eq(userTaxpayers.userId, userId), eq(userTaxpayers.taxpayerId, taxpayerId)));
}

/** Every session of the user that files as `from` files as `to` from now on (null: no taxpayer). */
export async function moveSessions(db: Tx, userId: number, from: string, to: string | null): Promise<void> {
  await db
    .update(sessions)
    .set({ taxpayerId: to })
    .where(and(eq(sessions.userId, userId), eq(sessions.taxpayerId, from)));
}
