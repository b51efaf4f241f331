import { and, asc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import { TaxpayerType } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { einLinkRequests, taxpayers, users, userTaxpayers } from '../../db/schema';

/** Link requests (ADR 0017): one per user and business, open until proven and approved. */
export type LinkRequestRow = typeof einLinkRequests.$inferSelect;

/** An active business on the roll, with its e-mail on file (where the link code goes). */
export async function findActiveBusiness(db: Tx, taxpayerId: string) {
  const [row] = await db
    .select({
      taxpayerId: taxpayers.id,
      ein: taxpayers.federalId,
      name1: taxpayers.name1,
      email: taxpayers.email,
    })
    .from(taxpayers)
    .where(
      and(
        eq(taxpayers.id, taxpayerId),
        eq(taxpayers.type, TaxpayerType.Business),
        eq(taxpayers.active, true),
      ),
    );
  return row;
}

/** The users linked to a taxpayer (to notify, and whose approval a new link needs). */
export async function linkedUsers(db: Tx, taxpayerId: string) {
  return db
    .select({ userId: users.id, username: users.username, email: users.email, firstName: users.firstName })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .where(eq(userTaxpayers.taxpayerId, taxpayerId))
    .orderBy(asc(users.id));
}

/** The user's request for the business, locked for this transaction. */
export async function lockRequest(db: Tx, userId: number, taxpayerId: string) {
  const [row] = await db
    .select()
    .from(einLinkRequests)
    .where(and(eq(einLinkRequests.userId, userId), eq(einLinkRequests.taxpayerId, taxpayerId)))
    .for('update');
  return row;
}

export async function lockRequestById(db: Tx, id: number) {
  const [row] = await db.select().from(einLinkRequests).where(eq(einLinkRequests.id, id)).for('update');
  return row;
}

/**
 * Opens the request, or renews its code (attempts start over); the unique (user, business) index
 * keeps two requests made at once to one row. Answers the row and whether it is new.
 */
export async function upsertRequest(
  db: Tx,
  values: {
    userId: number;
    taxpayerId: string;
    codeHash: string | null;
    codeExpiresAt: Date | null;
    needsApproval: boolean;
    now: Date;
  },
): Promise<{ row: LinkRequestRow; created: boolean }> {
  const [row] = await db
    .insert(einLinkRequests)
    .values({ ...values, createdAt: values.now })
    .onConflictDoUpdate({
      target: [einLinkRequests.userId, einLinkRequests.taxpayerId],
      set: { codeHash: values.codeHash, codeExpiresAt: values.codeExpiresAt, codeAttempts: 0 },
    })
    .returning({ ...getColumns(), created: sql<boolean>`(xmax = 0)` });
  const { created, ...rest } = row!;
  return { row: rest, created };
}

const getColumns = () => getTableColumns(einLinkRequests);

export async function updateRequest(db: Tx, id: number, set: Partial<LinkRequestRow>) {
  await db.update(einLinkRequests).set(set).where(eq(einLinkRequests.id, id));
}

export async function deleteRequest(db: Tx, id: number) {
  await db.delete(einLinkRequests).where(eq(einLinkRequests.id, id));
}

const business = {
  taxpayerId: taxpayers.id,
  ein: sql<string>`coalesce(${taxpayers.federalId}, '')`,
  name1: taxpayers.name1,
  name2: taxpayers.name2,
};

/** The user's own open requests, oldest first. */
export async function myRequests(db: Tx, userId: number) {
  return db
    .select({ ...business, request: getColumns() })
    .from(einLinkRequests)
    .innerJoin(taxpayers, eq(taxpayers.id, einLinkRequests.taxpayerId))
    .where(eq(einLinkRequests.userId, userId))
    .orderBy(asc(einLinkRequests.id));
}

/** Others' requests awaiting approval for businesses this user is linked to, oldest first. */
export async function requestsToDecide(db: Tx, userId: number) {
  return db
    .select({
      requestId: einLinkRequests.id,
      business,
      username: users.username,
      firstName: users.firstName,
      email: users.email,
      requestedAt: einLinkRequests.createdAt,
    })
    .from(einLinkRequests)
    .innerJoin(
      userTaxpayers,
      and(eq(userTaxpayers.taxpayerId, einLinkRequests.taxpayerId), eq(userTaxpayers.userId, userId)),
    )
    .innerJoin(taxpayers, eq(taxpayers.id, einLinkRequests.taxpayerId))
    .innerJoin(users, eq(users.id, einLinkRequests.userId))
    .where(
      and(
        eq(einLinkRequests.needsApproval, true),
        isNull(einLinkRequests.approvedAt),
        ne(einLinkRequests.userId, userId),
      ),
    )
    .orderBy(asc(einLinkRequests.id));
}

/** Every open request, for the agency (`npm run ein-link -- list`). */
export async function allRequests(db: Tx) {
  return db
    .select({ ...business, username: users.username, request: getColumns() })
    .from(einLinkRequests)
    .innerJoin(taxpayers, eq(taxpayers.id, einLinkRequests.taxpayerId))
    .innerJoin(users, eq(users.id, einLinkRequests.userId))
    .orderBy(asc(einLinkRequests.id));
}
