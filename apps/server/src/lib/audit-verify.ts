import { createHash } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditEvents } from '../db/schema';

/** Where a chain stops holding together (ADR 0034). */
export interface ChainBreak {
  chain: string;
  id: number;
  chainSeq: number;
  /**
   * `gap`: a position is missing (a row removed); `link`: prev_hash is not the hash of the row
   * before (a row removed or re-linked); `hash`: the row's content does not give its hash (changed).
   */
  problem: 'gap' | 'link' | 'hash';
}

export interface ChainHead {
  chain: string;
  events: number;
  /** Record the last hash somewhere else (the verifier prints it): it pins everything before it. */
  headSeq: number;
  headHash: string | null;
}

export interface AuditVerification {
  ok: boolean;
  chains: ChainHead[];
  firstBreak: ChainBreak | null;
}

/** One field as the database's efile_audit_field: byte length, colon, text; '-' for NULL. */
const field = (value: string | null) =>
  value === null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`;

const BATCH = 5_000;

/**
 * Recomputes every chain of audit_events in this process (not with the database's own hash
 * function, so a changed function is caught too) from the fields as the database renders them,
 * and reports the first break of each chain's order; `ok` when there is none.
 */
export async function verifyAuditChain(db: Tx): Promise<AuditVerification> {
  const chainRows = await db
    .selectDistinct({ chain: auditEvents.chain })
    .from(auditEvents)
    .orderBy(asc(auditEvents.chain));
  const chains: ChainHead[] = [];
  let firstBreak: ChainBreak | null = null;
  for (const { chain } of chainRows) {
    let lastSeq = 0;
    let lastHash: string | null = null;
    let events = 0;
    let broken = false;
    for (;;) {
      const rows = await db
        .select({
          id: auditEvents.id,
          chainSeq: sql<string>`${auditEvents.chainSeq}::text`,
          prevHash: auditEvents.prevHash,
          hash: auditEvents.hash,
          occurred: sql<string>`to_char(${auditEvents.occurredAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          action: auditEvents.action,
          userId: sql<string | null>`${auditEvents.userId}::text`,
          staffUserId: sql<string | null>`${auditEvents.staffUserId}::text`,
          taxpayerId: auditEvents.taxpayerId,
          requestId: auditEvents.requestId,
          ip: auditEvents.ip,
          details: sql<string>`${auditEvents.details}::text`,
        })
        .from(auditEvents)
        .where(and(eq(auditEvents.chain, chain), gt(auditEvents.chainSeq, lastSeq)))
        .orderBy(asc(auditEvents.chainSeq))
        .limit(BATCH);
      for (const row of rows) {
        const seq = Number(row.chainSeq);
        events++;
        if (!broken) {
          const expected = createHash('sha256')
            .update(
              [
                row.prevHash,
                chain,
                row.chainSeq,
                row.occurred,
                row.action,
                row.userId,
                row.staffUserId,
                row.taxpayerId,
                row.requestId,
                row.ip,
                row.details,
              ]
                .map(field)
                .join(''),
              'utf8',
            )
            .digest('hex');
          const problem: ChainBreak['problem'] | null =
            seq !== lastSeq + 1
              ? 'gap'
              : row.prevHash !== lastHash
                ? 'link'
                : row.hash !== expected
                  ? 'hash'
                  : null;
          if (problem) {
            broken = true;
            firstBreak ??= { chain, id: row.id, chainSeq: seq, problem };
          }
        }
        lastSeq = seq;
        lastHash = row.hash;
      }
      if (rows.length < BATCH) break;
    }
    chains.push({ chain, events, headSeq: lastSeq, headHash: lastHash });
  }
  return { ok: firstBreak === null, chains, firstBreak };
}
