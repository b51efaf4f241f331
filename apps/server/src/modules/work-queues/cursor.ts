import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ProblemCode } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';

/**
 * Queue pages (ADR 0037): oldest first by (time, id); the cursor is the last row's pair, opaque
 * to the client (base64url of JSON). A cursor that does not read back is a 400.
 */
export function encodeCursor(at: string, id: string | number): string {
  return Buffer.from(JSON.stringify([at, String(id)])).toString('base64url');
}

/** A timestamp to the microsecond, as text (a JS Date would drop PostgreSQL's microseconds). */
export const exactTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor's (time, id) in that order. */
export const afterCursor = (time: AnyPgColumn, id: AnyPgColumn, at: string, idValue: string | number) =>
  sql`(${time}, ${id}) > (${at}::timestamptz, ${idValue})`;

export function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      const [at, id] = value as [string, string];
      if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{1,6}Z$/.test(at) && /^\d{1,19}$/.test(id)) return { at, id };
    }
  } catch {
    // fall through
  }
  throw new ProblemError(400, ProblemCode.Validation, { errors: { cursor: 'is invalid' } });
}

/** The rows of a page (`limit + 1` were read) and the cursor of the next one. */
export function pageOf<R>(rows: R[], limit: number, key: (row: R) => [string, string | number]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { rows: items, nextCursor: rows.length > limit && last ? encodeCursor(...key(last)) : null };
}

/**
 * Every read of a queue (taxpayer data) is an audit event: who, which queue, why (the reason the
 * query carries, ADR 0046), what was shown.
 */
export async function auditRead(
  tx: Tx,
  request: FastifyRequest,
  staff: StaffAuth,
  queue: string,
  reason: string,
  details: Record<string, unknown>,
  now: Date,
) {
  await audit(
    tx,
    request,
    {
      action: `staff.queue.${queue}.viewed`,
      staffUserId: staff.staffUserId,
      details: { reason, ...details },
    },
    now,
  );
}
