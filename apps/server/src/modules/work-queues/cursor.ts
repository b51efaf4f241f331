import type { FastifyRequest } from 'fastify';
import { ProblemCode } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';

/**
 * Queue pages (ADR 0037): oldest first by (time, id); the cursor is the last row's pair, opaque
 * to the client (base64url of JSON). A cursor that does not read back is a 400.
 */
export function encodeCursor(at: Date, id: string | number): string {
  return Buffer.from(JSON.stringify([at.toISOString(), String(id)])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      const at = new Date(value[0]);
      if (!Number.isNaN(at.getTime()) && /^\d{1,19}$/.test(value[1])) return { at, id: value[1] };
    }
  } catch {
    // fall through
  }
  throw new ProblemError(400, ProblemCode.Validation, { errors: { cursor: 'is invalid' } });
}

/** The rows of a page (`limit + 1` were read) and the cursor of the next one. */
export function pageOf<R>(rows: R[], limit: number, key: (row: R) => [Date, string | number]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { rows: items, nextCursor: rows.length > limit && last ? encodeCursor(...key(last)) : null };
}

/** Every read of a queue (taxpayer data) is an audit event: who, which queue, what was shown. */
export async function auditRead(
  tx: Tx,
  request: FastifyRequest,
  staff: StaffAuth,
  queue: string,
  details: Record<string, unknown>,
  now: Date,
) {
  await audit(
    tx,
    request,
    { action: `staff.queue.${queue}.viewed`, staffUserId: staff.staffUserId, details },
    now,
  );
}
