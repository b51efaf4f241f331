import { sql } from 'drizzle-orm';
import { ProblemCode } from '@efile/contracts';
import type { Tx } from '../db/client';
import { ProblemError } from '../plugins/problems';
import { type Text } from './i18n';

/**
 * Four eyes are two people (issue 23 item 2, ADR 0048): two members of staff are one person for a
 * four-eyes decision when they are the same account or one invited or approved the other. The
 * rule is the database's `efile_staff_linked` (migration 0027), which its triggers also apply to
 * rate changes, mailroom postings and new accounts; the services ask it first to answer 403.
 */
export async function samePerson(db: Tx, a: number, b: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`select efile_staff_linked(${a}, ${b}) as linked`)) as unknown as {
    rows: { linked: boolean }[];
  };
  return rows[0]?.linked === true;
}

/** 403 with `detail` when the decider and the author of what is decided are one person. */
export async function refuseSamePerson(db: Tx, decider: number, author: number, detail: Text): Promise<void> {
  if (await samePerson(db, decider, author)) throw new ProblemError(403, ProblemCode.Forbidden, { detail });
}
