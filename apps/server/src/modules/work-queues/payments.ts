import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  ProblemCode,
  STUCK_PAYMENT_MINUTES,
  type PaymentInDoubt,
  type ProviderAnswer,
  type QueueView,
} from '@efile/contracts';
import type { AppDeps } from '../../context';
import { payments, queueAssignments } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import {
  ProviderUnavailable,
  type PaymentProvider,
  checkSession,
  closeStuckSession,
  LIVE_STATUSES,
  type PaymentRow,
} from '../payments';
import { auditRead, decodeCursor, pageOf } from './cursor';
import { paymentsInDoubtWhere } from './filters';
import {
  assignedViewWhere,
  assignmentOn,
  holderColumns,
  holderOn,
  queueHolder,
  takenBy,
} from './assignments';
import { ageOf, serviceLevels } from './service-level';
import { text } from '../../lib/i18n';

/** What the provider says of a remittance now (its status query, step 4), for the staff page. */
async function askProvider(provider: PaymentProvider, remittanceId: string): Promise<ProviderAnswer> {
  try {
    const answer = await provider.status(remittanceId);
    if (answer.state !== 'done') return { state: answer.state };
    const { outcome } = answer;
    return {
      state: 'done',
      status: outcome.status,
      amount: outcome.amountCents,
      transactionId: outcome.transactionId,
      occurredAt: outcome.occurredAt,
    };
  } catch (error) {
    if (error instanceof ProviderUnavailable) return { state: 'unavailable' };
    throw error;
  }
}

/**
 * Payments in doubt, oldest first: sessions InProgress for more than `olderThanMinutes`,
 * payments whose confirmed amount differs from the amount asked, and payments the provider dated
 * outside their session (issue 23 item 11); each with the provider's
 * answer, asked now. The read is audited with the payments shown.
 */
export async function listPaymentsInDoubt(
  deps: AppDeps,
  provider: PaymentProvider,
  request: FastifyRequest,
  staff: StaffAuth,
  query: {
    reason: string;
    limit: number;
    cursor?: string | undefined;
    olderThanMinutes: number;
    view?: QueueView | undefined;
  },
) {
  const now = deps.clock.now();
  const after = decodeCursor(query.cursor);
  const olderThan = new Date(now.getTime() - query.olderThanMinutes * 60_000);
  const levels = await serviceLevels(deps);
  const inView = and(
    paymentsInDoubtWhere(olderThan),
    assignedViewWhere('payments', payments.id, query.view ?? 'all', staff.staffUserId),
  );
  const [counted] = await deps.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .where(inView);
  const rows = await deps.database.db
    .select({ payment: payments, ...holderColumns })
    .from(payments)
    .leftJoin(queueAssignments, assignmentOn('payments', payments.id))
    .leftJoin(queueHolder, holderOn)
    .where(and(inView, after ? gt(payments.id, Number(after.id)) : undefined))
    .orderBy(asc(payments.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (r) => [r.payment.createdAt.toISOString(), r.payment.id]);
  const items: PaymentInDoubt[] = [];
  for (const { payment: row, ...held } of page.rows) {
    items.push({
      id: row.id,
      reason: row.status === 'InProgress' ? 'stuck' : row.amountPaid !== row.amount ? 'amount' : 'date',
      taxpayerId: row.taxpayerId,
      taxFormId: row.taxFormId,
      remittanceId: row.remittanceId,
      status: row.status,
      amount: row.amount,
      amountPaid: row.amountPaid,
      flag: row.flag,
      dateFlag: row.dateFlag,
      providerDate: row.providerDate?.toISOString() ?? null,
      startedAt: row.createdAt.toISOString(),
      provider: await askProvider(provider, row.remittanceId),
      age: ageOf(levels, 'payments', row.createdAt),
      ...takenBy(held, staff),
    });
  }
  await auditRead(
    deps.database.db,
    request,
    staff,
    'payments',
    query.reason,
    { olderThanMinutes: query.olderThanMinutes, view: query.view ?? 'all', shown: items.map((i) => i.id) },
    now,
  );
  return { items, nextCursor: page.nextCursor, total: counted?.total ?? 0 };
}

const ALREADY_APPLIED = text('problems.providerAnswerApplied');

/** The payment, still a live session (404 when unknown; 409 with `settled` when it is no longer live). */
async function livePayment(deps: AppDeps, id: number, settled: ReturnType<typeof text>): Promise<PaymentRow> {
  const [row]: (PaymentRow | undefined)[] = await deps.database.db
    .select()
    .from(payments)
    .where(eq(payments.id, id));
  if (!row) throw new ProblemError(404, ProblemCode.NotFound);
  if (!(LIVE_STATUSES as readonly string[]).includes(row.status))
    throw new ProblemError(409, ProblemCode.Conflict, { detail: settled });
  return row;
}

/**
 * Applies the provider's answer to a payment in doubt through the payments module — the
 * reconciliation job's own check (`checkSession` → `applyOutcome`, which records it exactly once
 * under the form's lock and posts to the ledger). An answer already applied, or none yet, is a 409.
 */
export async function applyProviderAnswer(
  deps: AppDeps,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  note: string,
) {
  const now = deps.clock.now();
  const db = deps.database.db;
  const row = await livePayment(deps, id, ALREADY_APPLIED);
  let result;
  try {
    result = await checkSession({ db, provider, log, now, request }, row, 'reconciliation');
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new ProblemError(502, ProblemCode.PaymentProviderUnavailable);
    throw error;
  }
  // After the payments module's transaction (which writes to the portal chain): the staff event.
  await audit(
    db,
    request,
    {
      action: 'staff.payment.provider-answer',
      staffUserId: staff.staffUserId,
      taxpayerId: row.taxpayerId,
      details: { paymentId: id, remittanceId: row.remittanceId, result, note },
    },
    now,
  );
  if (result === 'recorded' || result === 'closed') return { result };
  if (result === 'unknown') throw new ProblemError(404, ProblemCode.NotFound);
  throw new ProblemError(409, ProblemCode.Conflict, {
    detail: result === 'repeated' ? ALREADY_APPLIED : text('problems.providerNoFinalAnswer'),
  });
}

/**
 * A supervisor closes a payment stuck at the provider (issue 28 item 3): live and in progress for
 * more than STUCK_PAYMENT_MINUTES. The payments module asks the provider first — settled after
 * all, it is recorded and posted to the ledger; otherwise it is closed unpaid and nothing is
 * posted. The reason is required and kept in the staff audit event, written in the transaction
 * that closes it (or records the provider's answer).
 */
export async function closeStuckPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  reason: string,
) {
  const now = deps.clock.now();
  const db = deps.database.db;
  const row = await livePayment(deps, id, text('problems.paymentNotLive'));
  if (now.getTime() - row.createdAt.getTime() < STUCK_PAYMENT_MINUTES * 60_000)
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.paymentNotStuckYet', { minutes: STUCK_PAYMENT_MINUTES }),
    });
  let result;
  try {
    result = await closeStuckSession(
      { db, provider, log, now, request, rules: await deps.rules.current() },
      row,
      (tx, outcome) =>
        audit(
          tx,
          request,
          {
            action: 'staff.payment.closed',
            staffUserId: staff.staffUserId,
            taxpayerId: row.taxpayerId,
            details: { paymentId: id, remittanceId: row.remittanceId, reason, ...outcome },
          },
          now,
        ),
    );
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new ProblemError(502, ProblemCode.PaymentProviderUnavailable);
    throw error;
  }
  if (result === 'not-live')
    throw new ProblemError(409, ProblemCode.Conflict, { detail: text('problems.paymentNotLive') });
  return { result };
}
