import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PaymentMethod } from '@efile/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { postPayment } from '../ledger/service';
import { queuePaymentReceipt } from '../receipts';
import * as repo from './repository';
import { amountDue, paidSoFar } from './service';

/** What the provider says became of one remittance: from a notification, a status query or a report. */
export interface ProviderOutcome {
  remittanceId: string;
  status: 'Completed' | 'Error';
  paymentType: (typeof PaymentMethod)[number];
  partialCcNumber: string | null;
  partialAccountNumber: string | null;
  /** What the provider took (Completed) or tried to take (Error), in cents. */
  amountCents: number;
  transactionId: string;
  /** ISO 8601 */
  occurredAt: string;
  message: string | null;
}

/** What told the portal: the provider's notification, the reconciliation job, the payment page's query. */
export type OutcomeSource = 'notification' | 'reconciliation' | 'return';

export type Applied = 'unknown' | 'recorded' | 'repeated';

/**
 * Records an outcome exactly once, whoever brings it: under the form's lock (as a start takes it),
 * a Completed payment is checked against what the session asked and what the form still owes —
 * less is a partial payment (the rest stays payable), more is overpaid, and a payment of a form
 * already paid is recorded for a refund. Every flag is listed for the agency (ADR 0013).
 */
export async function applyOutcome(
  db: Db,
  outcome: ProviderOutcome,
  source: OutcomeSource,
  context: { request: FastifyRequest | null; log: FastifyBaseLogger; now: Date },
): Promise<Applied> {
  return db.transaction(async (tx) => {
    const seen = await repo.findByRemittance(tx, outcome.remittanceId);
    if (!seen) return 'unknown';
    const form = await repo.lockForm(tx, seen.taxFormId);
    const row = await repo.lockByRemittance(tx, outcome.remittanceId);
    if (!form || !row) return 'unknown';
    // Told again (retries, the job and the page racing): the first answer stands.
    if (row.status === 'Completed') return 'repeated';
    if (row.status === 'Error' && outcome.status === 'Error' && row.transactionId === outcome.transactionId)
      return 'repeated';

    let flag: 'partial' | 'overpaid' | 'refund' | null = null;
    if (outcome.status === 'Completed') {
      const others = (await repo.listPayments(tx, form.id)).filter((r) => r.id !== row.id);
      if (paidSoFar(others) >= amountDue(form)) flag = 'refund';
      else if (outcome.amountCents < row.amount) flag = 'partial';
      else if (outcome.amountCents > row.amount) flag = 'overpaid';
    }
    await repo.recordOutcome(tx, row.id, {
      status: outcome.status,
      paymentType: outcome.paymentType,
      partialCcNumber: outcome.partialCcNumber,
      partialAccountNumber: outcome.partialAccountNumber,
      transactionId: outcome.transactionId,
      message: outcome.message,
      reportedAt: new Date(outcome.occurredAt),
      amountPaid: outcome.status === 'Completed' ? outcome.amountCents : null,
      flag,
      resolvedBy: source,
    });
    await postPayment(tx, row.id);
    // Once: a repeated outcome returned above, before anything is written (ADR 0045).
    if (outcome.status === 'Completed') await queuePaymentReceipt(tx, row.id, context.now);
    const details = {
      formId: row.taxFormId,
      remittanceId: row.remittanceId,
      amount: outcome.amountCents,
      asked: row.amount,
      transactionId: outcome.transactionId,
      paymentType: outcome.paymentType,
      source,
      ...(flag ? { flag } : {}),
    };
    const action = outcome.status === 'Completed' ? 'payment.completed' : 'payment.failed';
    await audit(tx, context.request, { action, taxpayerId: row.taxpayerId, details }, context.now);
    if (flag) {
      context.log.warn(
        { remittanceId: row.remittanceId, flag, paid: outcome.amountCents, asked: row.amount },
        'payment flagged for the agency',
      );
    }
    return 'recorded';
  });
}
