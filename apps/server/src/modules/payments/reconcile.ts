import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, paymentSettlementIssues } from '../../db/schema';
import { applyOutcome, type Applied } from './outcomes';
import type { RuleSet } from '../rules';
import type { PaymentProvider } from './provider';
import * as repo from './repository';

export interface ReconcileContext {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now: Date;
  request?: FastifyRequest | null;
  /** The effective tax rules (the accrual posted with a payment, ADR 0044); the baseline without. */
  rules?: RuleSet;
}

/** A live session the provider never saw, or let expire unpaid, for this long is closed. */
export const ABANDONED_MS = 24 * 3_600_000;

/**
 * Asks the provider about one live session (step 4) and applies its answer exactly as a
 * notification would. A session still open — or never seen, or expired unpaid — stays live (a
 * new start reuses its remittance, and the provider asks us again before a new page), until a
 * day old: then it is closed (Error) and the job stops asking. Throws ProviderUnavailable.
 */
export async function checkSession(
  ctx: ReconcileContext,
  row: repo.PaymentRow,
  source: 'reconciliation' | 'return',
): Promise<Applied | 'open' | 'closed'> {
  const answer = await ctx.provider.status(row.remittanceId);
  const context = {
    request: ctx.request ?? null,
    log: ctx.log,
    now: ctx.now,
    ...(ctx.rules ? { rules: ctx.rules } : {}),
  };
  if (answer.state === 'done') return applyOutcome(ctx.db, answer.outcome, source, context);
  if (answer.state === 'open' || ctx.now.getTime() - row.createdAt.getTime() < ABANDONED_MS) return 'open';
  const message =
    answer.state === 'expired' ? 'expired unpaid at the provider' : 'never reached the provider';
  await ctx.db
    .update(payments)
    .set({ status: 'Error', message, resolvedBy: source })
    .where(and(eq(payments.id, row.id), inArray(payments.status, [...repo.LIVE_STATUSES])));
  return 'closed';
}

/**
 * A supervisor closes a session stuck at the provider (issue 28 item 3). The provider is asked
 * first: when it settled after all, its answer is applied as any other (recorded once, posted to
 * the ledger there); otherwise the session is closed unpaid (Error, resolved by `staff`) and
 * nothing reaches the ledger, with `record` (the staff audit event) in the same transaction. A
 * provider's later notice that it was paid is still recorded (an Error row takes a Completed
 * outcome). `not-live`: it was settled or closed before. Throws ProviderUnavailable.
 */
export async function closeStuckSession(
  ctx: ReconcileContext,
  row: repo.PaymentRow,
  record: (tx: Tx, outcome: { result: 'recorded' | 'closed'; provider: string }) => Promise<void>,
): Promise<'recorded' | 'closed' | 'not-live'> {
  const answer = await ctx.provider.status(row.remittanceId);
  if (answer.state === 'done') {
    const context = {
      request: ctx.request ?? null,
      log: ctx.log,
      now: ctx.now,
      ...(ctx.rules ? { rules: ctx.rules } : {}),
    };
    const applied = await applyOutcome(ctx.db, answer.outcome, 'reconciliation', context);
    if (applied !== 'recorded') return 'not-live';
    await ctx.db.transaction((tx) => record(tx, { result: 'recorded', provider: answer.outcome.status }));
    return 'recorded';
  }
  // The row's message is a code here (the reason, in words, is the staff audit event's).
  return ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(payments)
      .set({ status: 'Error', message: 'closed-by-agency', resolvedBy: 'staff' })
      .where(and(eq(payments.id, row.id), inArray(payments.status, [...repo.LIVE_STATUSES])))
      .returning({ id: payments.id });
    if (closed.length === 0) return 'not-live';
    await record(tx, { result: 'closed', provider: answer.state });
    return 'closed';
  });
}

/**
 * One run of the reconciliation job (ADR 0014): every Initiated/InProgress session older than
 * `afterMs` and not asked about in the last `everyMs` is claimed (FOR UPDATE SKIP LOCKED, so
 * several nodes share the work without asking twice) and checked with the provider.
 */
export async function reconcileOnce(
  ctx: ReconcileContext,
  settings: { afterMs: number; everyMs: number; batch?: number },
): Promise<{ checked: number; recorded: number; failed: number }> {
  const olderThan = new Date(ctx.now.getTime() - settings.afterMs);
  const checkedBefore = new Date(ctx.now.getTime() - settings.everyMs);
  const claimed = await ctx.db.transaction((tx) =>
    repo.claimUnresolved(tx, olderThan, checkedBefore, ctx.now, settings.batch ?? 100),
  );
  let recorded = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      if ((await checkSession(ctx, row, 'reconciliation')) === 'recorded') recorded++;
    } catch (error) {
      failed++;
      ctx.log.warn(
        { err: error, remittanceId: row.remittanceId },
        'payment reconciliation: provider not answering',
      );
    }
  }
  return { checked: claimed.length, recorded, failed };
}

export type SettlementIssue = typeof paymentSettlementIssues.$inferInsert;

/**
 * The daily settlement comparison (ADR 0014): the provider's report of `day` (UTC) against our
 * payments completed that day. Every mismatch is stored once (for the agency's list) and returned.
 */
export async function compareSettlement(
  db: Db,
  provider: PaymentProvider,
  day: string,
): Promise<SettlementIssue[]> {
  const lines = await provider.settlement(day);
  const start = new Date(`${day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const ours = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.status, 'Completed'), gte(payments.reportedAt, start), lt(payments.reportedAt, end)),
    );
  const byTransaction = new Map(ours.map((p) => [p.transactionId, p]));
  const issues: SettlementIssue[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    seen.add(line.transactionId);
    const base = { settlementDate: day, key: line.transactionId, transactionId: line.transactionId };
    const mine = byTransaction.get(line.transactionId) ?? (await findTransaction(db, line.transactionId));
    if (!mine || mine.status !== 'Completed')
      issues.push({
        ...base,
        kind: 'missing_here',
        remittanceId: line.remittanceId,
        theirs: line.amountCents,
      });
    else if (mine.amountPaid !== line.amountCents)
      issues.push({
        ...base,
        kind: 'amount_differs',
        remittanceId: mine.remittanceId,
        ours: mine.amountPaid,
        theirs: line.amountCents,
      });
  }
  for (const mine of ours) {
    if (mine.transactionId && !seen.has(mine.transactionId))
      issues.push({
        settlementDate: day,
        key: mine.transactionId,
        kind: 'missing_at_provider',
        transactionId: mine.transactionId,
        remittanceId: mine.remittanceId,
        ours: mine.amountPaid,
      });
  }
  if (issues.length > 0) await db.insert(paymentSettlementIssues).values(issues).onConflictDoNothing();
  return issues;
}

async function findTransaction(db: Db, transactionId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId));
  return row;
}

/** Runs the job every PAYMENT_RECONCILE_MS on this node (0: not here), from ready to close. */
export function startReconciler(app: FastifyInstance): void {
  const { config, database, clock } = app.deps;
  const { everyMs, afterMs } = config.payment.reconcile;
  if (everyMs === 0) return;
  const log = app.log.child({ component: 'payments' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = app.deps.rules
      .current()
      .then((rules) =>
        reconcileOnce(
          { db: database.db, provider: app.payments, log, now: clock.now(), rules },
          { afterMs, everyMs },
        ),
      )
      .then((result) => {
        if (result.checked > 0) log.info(result, 'payment reconciliation');
      })
      .catch((error: unknown) => log.error({ err: error }, 'payment reconciliation failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
