import type { PaymentSessionStart } from '@efile/contracts';
import {
  FAIL_CODES,
  MESSAGE_VERSION,
  NOTIFICATION_ACK,
  PROTOCOL_PATHS,
  centsToAmount,
  amountToCents,
  formFields,
  notification,
  readSettlement,
  sameSecret,
  statusAnswer,
  verifyRequest,
  type SettlementLine,
  type TransactionReport,
  type VerifyAnswer,
} from '@efile/contracts/payment-protocol';
import type { Config } from '../../config';
import type { ProviderOutcome } from './outcomes';

/** What the provider says of one remittance when asked (step 4). */
export type ProviderStatus =
  { state: 'open' | 'unknown' | 'expired' } | { state: 'done'; outcome: ProviderOutcome };

/** What the portal answers the provider's verify call with (step 2). */
export interface SessionTerms {
  amountCents: number;
  description: string;
  returnUrl: string;
}

/**
 * The external payment provider as the portal uses it (ADR 0013). A second provider — a card
 * processor's hosted checkout — is one more implementation of this interface.
 */
export interface PaymentProvider {
  /** The provider's origin: the browser posts its hidden form there (CSP form-action). */
  origin: string;
  /** Step 1: what the payment page posts, and where. */
  sessionStart(remittanceId: string): PaymentSessionStart;
  /** Step 2: the remittance the provider asks about when the call carries our credentials, else null. */
  readVerification(body: string): string | null;
  verificationAnswer(remittanceId: string, terms: SessionTerms | null): unknown;
  /** Step 3: the outcome a notification reports when it carries our credentials and is well formed. */
  readNotification(body: string): ProviderOutcome | null;
  /** Step 3: the answer that tells the provider the notification is recorded. */
  notificationAck: string;
  /** Step 4; throws ProviderUnavailable. */
  status(remittanceId: string): Promise<ProviderStatus>;
  /** Step 5, a day (YYYY-MM-DD) of approved payments; throws ProviderUnavailable. */
  settlement(day: string): Promise<SettlementLine[]>;
}

export class ProviderUnavailable extends Error {}

const PAYMENT_TYPES = {
  CARD: 'CreditDebitCard',
  PERSONAL_CHECK: 'PersonalCheck',
  BUSINESS_CHECK: 'BusinessCheck',
} as const;

/** A transaction as the portal records it; a decline keeps its fail code in the message. */
export function toOutcome(t: TransactionReport): ProviderOutcome {
  const isCard = t.payment_type === 'CARD';
  const reason = FAIL_CODES[t.fail_code as keyof typeof FAIL_CODES] ?? 'Declined';
  return {
    remittanceId: t.remittance_id,
    status: t.transaction_status === 'APPROVED' ? 'Completed' : 'Error',
    paymentType: PAYMENT_TYPES[t.payment_type],
    partialCcNumber: isCard ? t.last_four : null,
    partialAccountNumber: isCard ? null : t.last_four,
    amountCents: amountToCents(t.total_amount),
    transactionId: t.transaction_id,
    occurredAt: t.transaction_date,
    message: t.transaction_status === 'APPROVED' ? null : `${reason} (fail code ${t.fail_code})`,
  };
}

/** The agency's hosted payment page (TAX-FACTS "Payment provider protocol"), at `url`. */
export function hostedPageProvider(settings: {
  url: string;
  applicationId: string;
  securityId: string;
}): PaymentProvider {
  const credentials = { application_id: settings.applicationId, security_id: settings.securityId };
  const ours = (fields: Record<string, string>) =>
    fields.application_id === settings.applicationId && sameSecret(fields.security_id, settings.securityId);

  async function call(path: string, fields: Record<string, string>): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${settings.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...credentials, ...fields }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`payment provider unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
    return response;
  }

  return {
    origin: new URL(settings.url).origin,
    sessionStart: (remittanceId) => ({
      applicationId: settings.applicationId,
      messageVersion: MESSAGE_VERSION,
      postUrl: `${settings.url}${PROTOCOL_PATHS.pay}`,
      remittanceId,
    }),
    readVerification(body) {
      const fields = formFields(body);
      const parsed = verifyRequest.safeParse(fields);
      return parsed.success && ours(fields) ? parsed.data.remittance_id : null;
    },
    verificationAnswer(remittanceId, terms): VerifyAnswer {
      if (!terms) return { status: 'INVALID', remittance_id: remittanceId };
      return {
        status: 'VALID',
        remittance_id: remittanceId,
        total_amount: centsToAmount(terms.amountCents),
        description: terms.description,
        return_url: terms.returnUrl,
      };
    },
    readNotification(body) {
      const fields = formFields(body);
      const parsed = notification.safeParse(fields);
      return parsed.success && ours(fields) ? toOutcome(parsed.data) : null;
    },
    notificationAck: NOTIFICATION_ACK,
    async status(remittanceId) {
      const response = await call(PROTOCOL_PATHS.status, { remittance_id: remittanceId });
      const parsed = statusAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ProviderUnavailable('payment provider answered an unexpected status');
      const answer = parsed.data;
      if (answer.state === 'DONE') {
        if (answer.transaction.remittance_id !== remittanceId)
          throw new ProviderUnavailable('payment provider answered about another remittance');
        return { state: 'done', outcome: toOutcome(answer.transaction) };
      }
      return { state: answer.state === 'OPEN' ? 'open' : answer.state === 'EXPIRED' ? 'expired' : 'unknown' };
    },
    async settlement(day) {
      const response = await call(PROTOCOL_PATHS.settlement, { settlement_date: day });
      const lines = readSettlement(await response.text());
      if (!lines) throw new ProviderUnavailable('payment provider answered an unexpected settlement report');
      return lines;
    },
  };
}

/** The provider buildApp is handed, and the key remittance ids are derived with (sessions.ts). */
export interface HandedPayments {
  provider: PaymentProvider;
  /** The provider's security id for this portal: remittance ids are derived with it. */
  remittanceKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The key remittance ids are derived with (sessions.ts): the provider's security id. */
    remittanceKey: string;
  }
}

/** The provider of PAYMENT_PROVIDER_URL and PAYMENT_SECURITY_ID, when they are set. */
export function paymentsFromConfig(config: Config): HandedPayments | undefined {
  const settings = config.payment.provider;
  return settings
    ? { provider: hostedPageProvider(settings), remittanceKey: settings.securityId }
    : undefined;
}
