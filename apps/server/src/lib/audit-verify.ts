import { createHash } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditEvents } from '../db/schema';

/**
 * A chain's head recorded outside the database (ADR 0048): when, which chain, its last
 * `chain_seq` and that event's hash. One JSON line of AUDIT_ANCHOR_FILE each.
 */
export interface AuditAnchor {
  at: string;
  chain: string;
  seq: number;
  hash: string;
}

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

/**
 * Where the chain disagrees with a head anchored outside the database (ADR 0048): `behind` — the
 * chain ends before the anchored position (events at its end removed); `differs` — the event at
 * the anchored position has another hash (the chain was rewritten from an earlier point).
 */
export interface AnchorBreak {
  chain: string;
  seq: number;
  at: string;
  problem: 'behind' | 'differs';
  /** The chain's last position as it is now. */
  headSeq: number;
}

export interface AuditVerification {
  ok: boolean;
  chains: ChainHead[];
  firstBreak: ChainBreak | null;
  /** How many anchors were checked, and each one the chain disagrees with (in chain, position order). */
  anchorsChecked: number;
  anchorBreaks: AnchorBreak[];
}

/** One field as the database's efile_audit_field: byte length, colon, text; '-' for NULL. */
const field = (value: string | null) =>
  value === null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`;

const BATCH = 5_000;

/**
 * Recomputes every chain of audit_events in this process (not with the database's own hash
 * function, so a changed function is caught too) from the fields as the database renders them,
 * and reports the first break of each chain's order, and every anchor (ADR 0048) the chains
 * disagree with; `ok` when there is neither.
 */
export async function verifyAuditChain(
  db: Tx,
  anchors: readonly AuditAnchor[] = [],
): Promise<AuditVerification> {
  const chainRows = await db
    .selectDistinct({ chain: auditEvents.chain })
    .from(auditEvents)
    .orderBy(asc(auditEvents.chain));
  const chains: ChainHead[] = [];
  let firstBreak: ChainBreak | null = null;
  const anchorBreaks: AnchorBreak[] = [];
  const anchored = new Map<string, Map<number, AuditAnchor[]>>();
  for (const a of anchors) {
    const byChain = anchored.get(a.chain) ?? new Map<number, AuditAnchor[]>();
    byChain.set(a.seq, [...(byChain.get(a.seq) ?? []), a]);
    anchored.set(a.chain, byChain);
  }
  const names = [...new Set([...chainRows.map((r) => r.chain), ...anchored.keys()])].sort();
  for (const chain of names) {
    const atSeq = anchored.get(chain);
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
        for (const a of atSeq?.get(seq) ?? [])
          if (a.hash !== row.hash)
            anchorBreaks.push({ chain, seq, at: a.at, problem: 'differs', headSeq: 0 });
        lastSeq = seq;
        lastHash = row.hash;
      }
      if (rows.length < BATCH) break;
    }
    for (const b of anchorBreaks) if (b.chain === chain) b.headSeq = lastSeq;
    for (const [seq, list] of [...(atSeq ?? [])].sort(([x], [y]) => x - y))
      if (seq > lastSeq)
        for (const a of list)
          anchorBreaks.push({ chain, seq, at: a.at, problem: 'behind', headSeq: lastSeq });
    if (events > 0) chains.push({ chain, events, headSeq: lastSeq, headHash: lastHash });
  }
  return {
    ok: firstBreak === null && anchorBreaks.length === 0,
    chains,
    firstBreak,
    anchorsChecked: anchors.length,
    anchorBreaks,
  };
}
