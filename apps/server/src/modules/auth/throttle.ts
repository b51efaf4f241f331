import { createHash } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { signinThrottle } from '../../db/schema';

/**
 * Sign-in throttling (ADR 0015). Two rows of `signin_throttle` per username:
 * - the username and the source address together (`<user>:<source>`): after `maxFailures`
 *   failures in the window that source is locked out of that username for the window;
 * - the username alone (`<user>`): counts failures from every source and slows every attempt
 *   down (right password included) once it passes `maxFailures`, but never locks: an attacker
 *   elsewhere cannot keep the owner out.
 * Keys are hashes: the table holds neither usernames nor addresses.
 */
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

export const userKey = (username: string) => hash(`signin:${username.trim().toLowerCase()}`);

export const sourceKey = (username: string, source: string) =>
  `${userKey(username)}:${hash(`source:${source}`).slice(0, 22)}`;

/** Milliseconds to wait before checking a password, from the username's failures in the window. */
export function slowdownMs(failures: number, maxFailures: number, capMs: number): number {
  if (failures < maxFailures || capMs === 0) return 0;
  return Math.min(capMs, 250 * 2 ** Math.min(failures - maxFailures, 16));
}

/** Forgets every failure of a username, from every source (a password was just set from a link). */
export async function clearUsername(db: Tx, username: string) {
  const key = userKey(username);
  await db
    .delete(signinThrottle)
    .where(
      or(eq(signinThrottle.key, key), sql`left(${signinThrottle.key}, ${key.length + 1}) = ${`${key}:`}`),
    );
}
