import { createHash } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { signinThrottle } from '../db/schema';

/**
 * Sign-in throttling (ADR 0015). Two rows of `signin_throttle` per username:
 * - the username and the source address together (`<user>:<source>`): after `maxFailures`
 *   failures in the window that source is locked out of that username for the window;
 * - the username alone (`<user>`): counts failures from every source and slows every attempt
 *   down (right password included) once it passes `maxFailures`, but never locks: an attacker
 *   elsewhere cannot keep the owner out.
 * Keys are hashes: the table holds neither usernames nor addresses.
 *
 * An attempt is counted *before* the password or code is checked (ADR 0047, issue 23): it is
 * reserved under the rows' locks (`reserveAttempt`), so of any number of parallel attempts at
 * most `maxFailures` per source are checked, and a slowed-down username's attempts take turns.
 * A success gives its reservation back (`releaseAttempt`) or clears its source (`clearKeys`).
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

/** The throttle tables: taxpayers' and staff's (the same columns, ADR 0034). */
export type ThrottleTable = 'signin_throttle' | 'staff_signin_throttle';

/**
 * How a key limits attempts: `lock` refuses every attempt once `maxFailures` are counted in the
 * window, for the window; `slow` never refuses for good, but past `maxFailures` each attempt waits
 * its turn (250 ms doubling up to `slowdownCapMs`, one at a time) and an attempt whose turn is
 * more than the cap away is refused now (429) rather than queued.
 */
export interface AttemptKey {
  key: string;
  kind: 'lock' | 'slow';
}

export interface AttemptPolicy {
  now: Date;
  windowMs: number;
  maxFailures: number;
  slowdownCapMs: number;
}

export type Reservation =
  | { allowed: true; waitMs: number; failures: Record<string, number> }
  | { allowed: false; retryAfterSeconds: number };

interface ThrottleRow {
  key: string;
  failures: number;
  window_started_at: Date | string;
  locked_until: Date | string | null;
  next_attempt_at: Date | string | null;
  db_now: Date | string;
}

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * Reserves one attempt on every key, in the caller's transaction, before anything is checked:
 * the rows are created if missing and locked (in key order, so two attempts never deadlock),
 * then either every key counts the attempt or, if one refuses, none does. Turns are timed by the
 * database's clock, which every API process shares.
 */
export async function reserveAttempt(
  tx: Tx,
  table: ThrottleTable,
  keys: AttemptKey[],
  policy: AttemptPolicy,
): Promise<Reservation> {
  const t = sql.identifier(table);
  const sorted = [...keys].sort((a, b) => byKey(a.key, b.key));
  const nowIso = policy.now.toISOString();
  let rows: ThrottleRow[] = [];
  // A row deleted (a success cleared it) between the insert and the lock is inserted again.
  for (let tries = 0; rows.length < sorted.length; tries += 1) {
    if (tries === 3) throw new Error(`${table}: throttle rows vanished three times while being locked`);
    await tx.execute(
      sql`insert into ${t} (key, failures, window_started_at) values ${sql.join(
        sorted.map((k) => sql`(${k.key}, 0, ${nowIso}::timestamptz)`),
        sql`, `,
      )} on conflict (key) do nothing`,
    );
    const result = await tx.execute(
      sql`select key, failures, window_started_at, locked_until, next_attempt_at, clock_timestamp() as db_now
          from ${t} where key in (${sql.join(
            sorted.map((k) => sql`${k.key}`),
            sql`, `,
          )}) order by key collate "C" for update`,
    );
    rows = (result as unknown as { rows: ThrottleRow[] }).rows;
  }
  const now = policy.now.getTime();
  const { maxFailures, windowMs, slowdownCapMs } = policy;
  let waitMs = 0;
  let refusedForMs = 0;
  const writes: {
    key: string;
    failures: number;
    started: number;
    locked: number | null;
    next: number | null;
  }[] = [];
  for (const spec of sorted) {
    const row = rows.find((r) => r.key === spec.key)!;
    const locked = ms(row.locked_until);
    if (spec.kind === 'lock' && locked !== null && locked > now) {
      refusedForMs = Math.max(refusedForMs, locked - now);
      continue;
    }
    const fresh = ms(row.window_started_at)! < now - windowMs;
    const failures = (fresh ? 0 : row.failures) + 1;
    let next = fresh ? null : ms(row.next_attempt_at);
    if (spec.kind === 'slow') {
      const delay = slowdownMs(failures - 1, maxFailures, slowdownCapMs);
      if (delay > 0) {
        const dbNow = ms(row.db_now)!;
        const queueEnds = Math.max(next ?? dbNow, dbNow);
        if (queueEnds + delay - dbNow > slowdownCapMs) {
          refusedForMs = Math.max(refusedForMs, queueEnds - dbNow, 1000);
          continue;
        }
        next = queueEnds + delay;
        waitMs = Math.max(waitMs, next - dbNow);
      }
    }
    writes.push({
      key: spec.key,
      failures,
      started: fresh ? now : ms(row.window_started_at)!,
      locked: spec.kind === 'lock' && failures >= maxFailures ? now + windowMs : null,
      next,
    });
  }
  if (refusedForMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(refusedForMs / 1000) };
  for (const w of writes) {
    const iso = (v: number | null) => (v === null ? null : new Date(v).toISOString());
    await tx.execute(
      sql`update ${t} set failures = ${w.failures}, window_started_at = ${iso(w.started)}::timestamptz,
          locked_until = ${iso(w.locked)}::timestamptz, next_attempt_at = ${iso(w.next)}::timestamptz
          where key = ${w.key}`,
    );
  }
  return { allowed: true, waitMs, failures: Object.fromEntries(writes.map((w) => [w.key, w.failures])) };
}

/** Keys in the order their rows are locked: code units, as PostgreSQL's "C" collation orders ASCII. */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Locks the rows of `keys` in the order reserveAttempt locks them. A settlement (clearKeys,
 * releaseAttempt) calls it first: touching the rows in another order deadlocked against
 * parallel reservations of the same username on PostgreSQL (40P01, seen with two API processes).
 */
export async function lockKeys(tx: Tx, table: ThrottleTable, keys: string[]) {
  const sorted = [...keys].sort(byKey);
  await tx.execute(
    sql`select key from ${sql.identifier(table)} where key in (${sql.join(
      sorted.map((k) => sql`${k}`),
      sql`, `,
    )}) order by key collate "C" for update`,
  );
}

/** Gives a reserved attempt back (it succeeded): one failure fewer, and no lock below the limit. */
export async function releaseAttempt(tx: Tx, table: ThrottleTable, key: string, maxFailures: number) {
  await tx.execute(
    sql`update ${sql.identifier(table)} set failures = greatest(failures - 1, 0),
        locked_until = case when failures - 1 >= ${maxFailures} then locked_until end
        where key = ${key}`,
  );
}

/** Forgets keys (a success from a source clears that source). */
export async function clearKeys(tx: Tx, table: ThrottleTable, keys: string[]) {
  // Reset, not deleted: a row deleted under parallel reservations is inserted again by one while
  // another waits on it holding the other key, a deadlock (40P01) with two API processes.
  for (const key of [...keys].sort(byKey))
    await tx.execute(
      sql`update ${sql.identifier(table)} set failures = 0, locked_until = null, next_attempt_at = null
          where key = ${key}`,
    );
}
