import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEvent {
  action: string;
  userId?: number | null;
  taxpayerId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends an audit row; pass the transaction that makes the change it records. `request` is null
 * for work no request asked for (the payment reconciliation job).
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
    taxpayerId: event.taxpayerId ?? null,
    requestId: request?.id ?? null,
    ip: request?.ip ?? null,
    details: event.details ?? {},
  });
}
