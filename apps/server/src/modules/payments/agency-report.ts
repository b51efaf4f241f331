import { asc, desc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, paymentSettlementIssues } from '../../db/schema';

export interface AgencyReport {
  /** Payments the agency must act on: partial (collect the rest), overpaid or refund (pay back). */
  flagged: {
    flag: string;
    /** Null for a payment of a whole tax year (ADR 0044). */
    taxFormId: number | null;
    taxpayerId: string;
    remittanceId: string;
    transactionId: string | null;
    asked: number;
    paid: number | null;
    reportedAt: Date | null;
  }[];
  /** What the daily settlement comparison found, newest day first. */
  settlement: (typeof paymentSettlementIssues.$inferSelect)[];
}

/**
 * The agency's list (ADR 0014) until it has a console: `npm run payments:report` prints it. No
 * card or account digits: the remittance and transaction ids lead to the provider's records.
 */
export async function agencyReport(db: Db): Promise<AgencyReport> {
  const flagged = await db
    .select({
      flag: payments.flag,
      taxFormId: payments.taxFormId,
      taxpayerId: payments.taxpayerId,
      remittanceId: payments.remittanceId,
      transactionId: payments.transactionId,
      asked: payments.amount,
      paid: payments.amountPaid,
      reportedAt: payments.reportedAt,
    })
    .from(payments)
    .where(isNotNull(payments.flag))
    .orderBy(asc(payments.id));
  const settlement = await db
    .select()
    .from(paymentSettlementIssues)
    .orderBy(desc(paymentSettlementIssues.settlementDate), asc(paymentSettlementIssues.id));
  return { flagged: flagged.map((f) => ({ ...f, flag: f.flag! })), settlement };
}
