import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEvent {
  action: string;
  userId?: number | null;
  /** The member of staff who acted: the event joins the `staff` chain (ADR 0034). */
  staffUserId?: number | null;
  taxpayerId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends an audit row; pass the transaction that makes the change it records. `request` is null
 * for work no request asked for (the payment reconciliation job). The database's insert trigger
 * puts the row at the end of its chain (`chain_seq`, `prev_hash`, `hash`) under a per-chain
 * advisory lock held to the end of the transaction, so concurrent writers on any number of
 * nodes form one unbroken chain (ADR 0034). A transaction writes to one chain only.
 */
export async function audit(
  tx: Tx,
  request: Pick<FastifyRequest, 'id' | 'ip'> | null,
  event: AuditEvent,
  at: Date,
): Promise<void> {
  await tx.insert(auditEvents).values({
    occurredAt: at,
    action: event.action,
    userId: event.userId ?? null,
    staffUserId: event.staffUserId ?? null,
    chain: event.staffUserId ? 'staff' : 'portal',
    taxpayerId: event.taxpayerId ?? null,
    requestId: request?.id ?? null,
    ip: request?.ip ?? null,
    details: event.details ?? {},
  });
}
