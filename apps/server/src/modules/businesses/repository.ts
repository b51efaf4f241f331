import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { TaxpayerType, type BusinessItem } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { sessions, taxpayers, userTaxpayers } from '../../db/schema';
import { businessNameMatches } from './business-name';

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

/**
 * Active businesses on the roll with exactly this EIN whose name or alternate name is this one,
 * compared by `businessNameKey` (case, punctuation, spacing and legal suffixes aside; ADR 0026).
 * The database is asked by EIN only, as a bound parameter; the names are compared here, so no
 * character of the typed name reaches SQL (no LIKE, no wildcards).
 */
export async function findBusinesses(db: Tx, ein: string, name: string): Promise<BusinessItem[]> {
  const rows = await db
    .select(item)
    .from(taxpayers)
    .where(
      and(
        eq(taxpayers.federalId, ein),
        eq(taxpayers.type, TaxpayerType.Business),
        eq(taxpayers.active, true),
      ),
    )
    .orderBy(...byNumericEin);
  return rows.filter((row) => businessNameMatches(name, [row.name1, row.name2])).map(toItem);
}

export async function isLinked(db: Tx, userId: number, taxpayerId: string): Promise<boolean> {
  const [row] = await db
    .select({ taxpayerId: userTaxpayers.taxpayerId })
    .from(userTaxpayers)
    .where(and(eq(userTaxpayers.userId, userId), eq(userTaxpayers.taxpayerId, taxpayerId)));
  return !!row;
}

/** Links a business, seeing forms filed from `seesFormsFrom` (null: all); false when linked already. */
export async function link(
  db: Tx,
  userId: number,
  taxpayerId: string,
  seesFormsFrom: Date | null,
): Promise<boolean> {
  const inserted = await db
    .insert(userTaxpayers)
    .values({ userId, taxpayerId, isPrimary: false, seesFormsFrom })
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

/** Every session of the user that files as nobody files as `to` from now on (their first business). */
export async function startFilingAs(db: Tx, userId: number, to: string): Promise<void> {
  await db
    .update(sessions)
    .set({ taxpayerId: to })
    .where(and(eq(sessions.userId, userId), isNull(sessions.taxpayerId)));
}
