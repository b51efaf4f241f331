import { randomBytes } from 'node:crypto';
import { centsToAmount, type TransactionReport } from '@efile/contracts/payment-protocol';
import type { Session } from './sessions';
import type { ValidPayment } from './validation';

export function newTransactionId(): string {
  return `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Only the last 4 digits of a card or account number ever leave the request that carried them. */
export function buildTransaction(
  session: Pick<Session, 'remittanceId' | 'amountCents'>,
  payment: ValidPayment,
  outcome: { approved: boolean; failCode: string; at: Date },
): TransactionReport {
  const isCard = payment.kind === 'card';
  return {
    remittance_id: session.remittanceId,
    transaction_id: newTransactionId(),
    approval_code: outcome.approved ? randomBytes(3).toString('hex').toUpperCase() : '',
    transaction_status: outcome.approved ? 'APPROVED' : 'DECLINED',
    fail_code: outcome.approved ? '' : outcome.failCode,
    total_amount: centsToAmount(session.amountCents),
    payment_type: isCard
      ? 'CARD'
      : payment.paymentType === 'BusinessCheck'
        ? 'BUSINESS_CHECK'
        : 'PERSONAL_CHECK',
    last_four: (isCard ? payment.cardDigits : payment.accountDigits).slice(-4),
    transaction_date: outcome.at.toISOString(),
  };
}
