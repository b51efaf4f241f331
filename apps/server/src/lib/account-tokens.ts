import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { accountTokens } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = 'registration' | 'legacy' | 'reset' | 'email-change';

const HOUR = 3_600_000;
/** How long each kind of e-mailed link works (documented in ADR 0006 and the FAQ). */
export const TOKEN_LIFETIME_HOURS: Record<TokenPurpose, number> = {
  registration: 72,
  legacy: 72,
  reset: 1,
  'email-change': 24,
};

/**
 * Issues a link token for a user: only its hash is stored, and older unused tokens of the same
 * purpose stop working (the newest link is the one that counts).
 */
export async function issueToken(
  tx: Tx,
  input: { userId: number; purpose: TokenPurpose; email: string },
  now: Date,
): Promise<string> {
  return (await issueTokenRow(tx, input, now)).token;
}

/** issueToken, with the stored row's id (the outbox keeps it to re-issue a link that aged in the queue). */
export async function issueTokenRow(
  tx: Tx,
  input: { userId: number; purpose: TokenPurpose; email: string },
  now: Date,
): Promise<{ token: string; id: number }> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = newToken();
  const [row] = await tx
    .insert(accountTokens)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hashToken(token),
      email: input.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_HOURS[input.purpose] * HOUR),
    })
    .returning({ id: accountTokens.id });
  return { token, id: row!.id };
}

export type TokenRow = typeof accountTokens.$inferSelect;

/** What a presented token is: looked up by its hash, so no secret is compared byte by byte. */
export type TokenCheck =
  | { state: 'invalid' }
  | { state: 'used'; row: TokenRow }
  | { state: 'expired'; row: TokenRow }
  | { state: 'valid'; row: TokenRow };

export async function checkToken(
  db: Tx,
  input: { token: string; purpose: TokenPurpose; email: string },
  now: Date,
): Promise<TokenCheck> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashToken(input.token)))
    .limit(1);
  if (!row || row.purpose !== input.purpose || row.email.toLowerCase() !== input.email.toLowerCase()) {
    return { state: 'invalid' };
  }
  if (row.usedAt) return { state: 'used', row };
  if (row.expiresAt <= now) return { state: 'expired', row };
  return { state: 'valid', row };
}

/** Marks a token used; false when another request used it first (single use under races). */
export async function consumeToken(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}
