import { createHash } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ProblemCode, type FormId } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { taxForms } from '../../db/schema';
import { ProblemError } from '../../plugins/problems';
import { text } from '../../lib/i18n';

/**
 * A form that may be filed again (the billing statement: a taxpayer files one for a year, and
 * again later) is still filed once per submission (issue 23 item 3, ADR 0049): the same content
 * for the same taxpayer within the window is the same filing, whatever Idempotency-Key it carries
 * or without one. Checked under the taxpayer's lock; the unique index on (taxpayer, content hash,
 * window bucket) holds it in the database too.
 */
export interface SameFiling {
  /** What makes two filings the same (the request as filed, in a canonical order). */
  content: unknown;
  windowMs: number;
}

/** JSON with object keys sorted, so the same content always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function contentHash(form: FormId, taxpayerId: string, content: unknown): string {
  return createHash('sha256')
    .update(`${form}\n${taxpayerId}\n${canonical(content)}`)
    .digest('hex');
}

const alreadyFiledAs = (confirmationNumber: string) =>
  new ProblemError(409, ProblemCode.AlreadyFiled, {
    detail: text('problems.alreadyFiledSameFigures', { confirmationNumber }),
    confirmationNumber,
  });

/** The latest filing of this content by the taxpayer since `since`, if any. */
async function earlierFiling(db: Tx, taxpayerId: string, hash: string, since: Date) {
  const [row] = await db
    .select({ confirmationNumber: taxForms.confirmationNumber })
    .from(taxForms)
    .where(
      and(eq(taxForms.taxpayerId, taxpayerId), eq(taxForms.contentHash, hash), gt(taxForms.filedAt, since)),
    )
    .orderBy(desc(taxForms.filedAt))
    .limit(1);
  return row?.confirmationNumber ?? undefined;
}

/**
 * In the filing's transaction, before its row is written: takes the taxpayer's lock, refuses a
 * repeat within the window (409 with the first confirmation number), and returns the columns the
 * new row carries.
 */
export async function claimContent(
  tx: Tx,
  form: FormId,
  taxpayerId: string,
  same: SameFiling,
  at: Date,
): Promise<{ contentHash: string; contentBucket: number }> {
  const hash = contentHash(form, taxpayerId, same.content);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`filing-content:${taxpayerId}`}, 0))`);
  const earlier = await earlierFiling(tx, taxpayerId, hash, new Date(at.getTime() - same.windowMs));
  if (earlier) throw alreadyFiledAs(earlier);
  return { contentHash: hash, contentBucket: Math.floor(at.getTime() / same.windowMs) };
}

/** After the unique index refused a row (a writer that skipped the lock): the first filing's answer. */
export async function repeatOf(db: Tx, form: FormId, taxpayerId: string, same: SameFiling, at: Date) {
  const hash = contentHash(form, taxpayerId, same.content);
  const earlier = await earlierFiling(db, taxpayerId, hash, new Date(at.getTime() - same.windowMs));
  return earlier ? alreadyFiledAs(earlier) : undefined;
}
