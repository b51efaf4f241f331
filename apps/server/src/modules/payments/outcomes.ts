import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PaymentMethod } from '@efile/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { loadModel, owedOn, postPayment } from '../ledger';
import { queuePaymentReceipt } from '../receipts';
import { RuleSet } from '../rules';
import * as repo from './repository';

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

/** How far the provider's clock may be from ours before its date is flagged. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * When a payment is dated (issue 23 item 11), never before its session was opened nor after we
 * learned of it, so a notice cannot backdate a payment (interest, history): a provider date
 * within the session (give or take the clocks' skew) is kept — a payment reconciled hours after
 * the portal was down keeps its time; a date outside is flagged for the agency and the payment
 * dated when we received it.
 */
export function paymentDate(reported: Date, opened: Date, now: Date) {
  const received = Math.max(now.getTime(), opened.getTime());
  const dateFlag =
    reported.getTime() < opened.getTime() - CLOCK_SKEW_MS
      ? ('before-session' as const)
      : reported.getTime() > received + CLOCK_SKEW_MS
        ? ('future' as const)
        : null;
  const at = dateFlag
    ? new Date(received)
    : new Date(Math.min(Math.max(reported.getTime(), opened.getTime()), received));
  return { at, dateFlag };
}

/** The compiled-in rules, for callers with no effective rules at hand (tests, the seed). */
const BASELINE = new RuleSet([]);

/**
 * Records an outcome exactly once, whoever brings it: under the taxpayer's lock (as a start takes
 * it), a Completed payment is checked against what the session asked and what its target still
 * owes on the payment's day — less is a partial payment (the rest stays payable), more is
 * overpaid, and a payment of a target already paid is recorded for a refund. Every flag is listed
 * for the agency (ADR 0013). The ledger posting charges the interest and penalty accrued to that
 * day with it (ADR 0044).
 */
export async function applyOutcome(
  db: Db,
  outcome: ProviderOutcome,
  source: OutcomeSource,
  context: { request: FastifyRequest | null; log: FastifyBaseLogger; now: Date; rules?: RuleSet },
): Promise<Applied> {
  const rules = context.rules ?? BASELINE;
  return db.transaction(async (tx) => {
    const seen = await repo.findByRemittance(tx, outcome.remittanceId);
    if (!seen) return 'unknown';
    await repo.lockTaxpayer(tx, seen.taxpayerId);
    const row = await repo.lockByRemittance(tx, outcome.remittanceId);
    if (!row) return 'unknown';
    // Told again (retries, the job and the page racing): the first answer stands.
    if (row.status === 'Completed') return 'repeated';
    if (row.status === 'Error' && outcome.status === 'Error' && row.transactionId === outcome.transactionId)
      return 'repeated';

    let flag: 'partial' | 'overpaid' | 'refund' | null = null;
    // Dated within the session, never backdated (issue 23 item 11): what it owed is as of that day.
    const dated = paymentDate(new Date(outcome.occurredAt), row.createdAt, context.now);
    const reportedAt = dated.at;
    if (outcome.status === 'Completed') {
      const { model } = await loadModel(tx, row.taxpayerId, reportedAt, rules);
      const owed = owedOn(model, row);
      if (owed <= 0) flag = 'refund';
      else if (outcome.amountCents < owed) flag = 'partial';
      else if (outcome.amountCents > owed) flag = 'overpaid';
    }
    await repo.recordOutcome(tx, row.id, {
      status: outcome.status,
      paymentType: outcome.paymentType,
      partialCcNumber: outcome.partialCcNumber,
      partialAccountNumber: outcome.partialAccountNumber,
      transactionId: outcome.transactionId,
      message: outcome.message,
      // Dated within the session; the provider's date kept as it said (issue 23 item 11).
      reportedAt: dated.at,
      providerDate: new Date(outcome.occurredAt),
      dateFlag: dated.dateFlag,
      amountPaid: outcome.status === 'Completed' ? outcome.amountCents : null,
      flag,
      resolvedBy: source,
    });
    await postPayment(tx, row.id, rules);
    // Once: a repeated outcome returned above, before anything is written (ADR 0045).
    if (outcome.status === 'Completed') await queuePaymentReceipt(tx, row.id, context.now);
    const details = {
      formId: row.taxFormId,
      taxYear: row.taxYear,
      ...(row.installment ? { installment: row.installment } : {}),
      remittanceId: row.remittanceId,
      amount: outcome.amountCents,
      asked: row.amount,
      transactionId: outcome.transactionId,
      paymentType: outcome.paymentType,
      source,
      ...(flag ? { flag } : {}),
      ...(dated.dateFlag ? { dateFlag: dated.dateFlag, providerDate: outcome.occurredAt } : {}),
    };
    const action = outcome.status === 'Completed' ? 'payment.completed' : 'payment.failed';
    await audit(tx, context.request, { action, taxpayerId: row.taxpayerId, details }, context.now);
    if (flag || dated.dateFlag) {
      context.log.warn(
        {
          remittanceId: row.remittanceId,
          flag,
          dateFlag: dated.dateFlag,
          paid: outcome.amountCents,
          asked: row.amount,
        },
        'payment flagged for the agency',
      );
    }
    return 'recorded';
  });
}
