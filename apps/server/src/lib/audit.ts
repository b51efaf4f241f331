import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEvent {
  action: string;
  userId?: number | null;
  taxpayerId?: string | null;
  details?: Record<string, unknown>;
}

/** Appends an audit row; pass the transaction that makes the change it records. */
export async function audit(tx: Tx, request: FastifyRequest, event: AuditEvent, at: Date): Promise<void> {
  await tx.insert(auditEvents).values({
    occurredAt: at,
    action: event.action,
    userId: event.userId ?? null,
    taxpayerId: event.taxpayerId ?? null,
    requestId: request.id,
    ip: request.ip,
    details: event.details ?? {},
  });
}
