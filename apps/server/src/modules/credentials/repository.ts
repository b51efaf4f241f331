import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Language } from '@efile/contracts/shell';
import {
  accountTokens,
  contactMessages,
  registrationDecisions,
  sessions,
  taxpayers,
  users,
  userTaxpayers,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function usernameTaken(db: Tx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return !!row;
}

/** How many links of a purpose a user was sent since `since` (caps mail to one address). */
export async function tokensIssuedSince(db: Tx, userId: number, purpose: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sets the password from an e-mailed link: the address is now confirmed, a legacy account is
 * migrated, and every open session ends. An online registration stays pending: only a member of
 * staff's decision ends it (ADR 0047 — before, following the link left the approval queue).
 */
export async function setPassword(tx: Tx, userId: number, passwordHash: string, now: Date) {
  await tx
    .update(users)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      status: sql`case when ${users.status} = 'migration_required' then 'active' else ${users.status} end`,
    })
    .where(eq(users.id, userId));
  await revokeSessions(tx, userId, now);
}

/**
 * Where the online registration of an account's taxpayer stands: `pending` while one waits for a
 * member of staff's decision, `refused` once one was refused, else null (ADR 0047). Sign-in is
 * refused in both cases, whatever the password.
 */
export async function registrationGate(db: Tx, userId: number): Promise<'pending' | 'refused' | null> {
  const rows = await db
    .select({ pending: taxpayers.registrationPending, decision: registrationDecisions.decision })
    .from(userTaxpayers)
    .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
    .leftJoin(registrationDecisions, eq(registrationDecisions.taxpayerId, taxpayers.id))
    .where(eq(userTaxpayers.userId, userId));
  if (rows.some((r) => r.decision === 'refused')) return 'refused';
  if (rows.some((r) => r.pending && !r.decision)) return 'pending';
  return null;
}

export async function revokeSessions(tx: Tx, userId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function setEmail(tx: Tx, userId: number, email: string, now: Date) {
  await tx.update(users).set({ email, emailConfirmedAt: now }).where(eq(users.id, userId));
}

/**
 * Stores a Contact Us message in the caller's transaction (the one that mails the agency), with
 * the signed-in sender's account and filing-as taxpayer if any. Returns its id.
 */
export async function storeContactMessage(
  tx: Tx,
  message: {
    type: string;
    name: string;
    phoneNumber: string;
    emailAddress: string;
    message: string;
    userId: number | null;
    taxpayerId: string | null;
    /** The language it was written in (the page's): the reply is written in it. */
    language: Language;
  },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(contactMessages)
    .values({ ...message, createdAt: now })
    .returning({ id: contactMessages.id });
  return row!.id;
}

export async function languageOf(db: Tx, userId: number): Promise<Language | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

export async function setLanguage(db: Tx, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
