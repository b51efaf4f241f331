import { randomBytes } from 'node:crypto';
import type { Session } from './sessions';
import type { ValidPayment } from './validation';

export interface PaymentNotification {
  remittanceId: string;
  status: 'Completed' | 'Error';
  paymentType: 'CreditDebitCard' | 'PersonalCheck' | 'BusinessCheck';
  /** last 4 digits */
  partialCcNumber: string | null;
  /** last 4 digits */
  partialAccountNumber: string | null;
  amountCents: number;
  transactionId: string;
  /** ISO 8601 */
  occurredAt: string;
  /** e.g. 'Card declined' on Error */
  message: string | null;
}

export interface PaymentOutcome {
  status: PaymentNotification['status'];
  message: string | null;
  transactionId: string;
  occurredAt: Date;
}

export function newTransactionId(): string {
  return `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Only the last 4 digits of a card or account number ever leave the request that carried them. */
export function buildNotification(
  session: Pick<Session, 'remittanceId' | 'amountCents'>,
  payment: ValidPayment,
  outcome: PaymentOutcome,
): PaymentNotification {
  const isCard = payment.kind === 'card';
  return {
    remittanceId: session.remittanceId,
    status: outcome.status,
    paymentType: isCard ? 'CreditDebitCard' : payment.paymentType,
    partialCcNumber: isCard ? payment.cardDigits.slice(-4) : null,
    partialAccountNumber: isCard ? null : payment.accountDigits.slice(-4),
    amountCents: session.amountCents,
    transactionId: outcome.transactionId,
    occurredAt: outcome.occurredAt.toISOString(),
    message: outcome.message,
  };
}
