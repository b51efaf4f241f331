import type { FastifyInstance } from 'fastify';
import { api, type PaymentSessionStart } from '@efile/contracts';
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
import { newToken } from '../../lib/tokens';
import type { ProviderOutcome } from './outcomes';
import { startReconciler } from './reconcile';

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

export interface SandboxHandle {
  url: string;
  chaos: { set(settings: Record<string, unknown>): void };
  setMerchant(urls: { verifyUrl: string; notifyUrl: string }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The key remittance ids are derived with (sessions.ts): the provider's security id. */
    remittanceKey: string;
    /** The sandbox started beside this process (not in production): tests turn its chaos on. */
    paymentSandbox: SandboxHandle | undefined;
  }
}

/**
 * The provider of PAYMENT_PROVIDER_URL; outside production without one, the payment sandbox
 * started here on its own port (so its own origin), with a security id made for this process.
 * The sandbox is loaded only then: the portal's code depends on the protocol, not on the sandbox.
 */
export async function setUpPayments(app: FastifyInstance): Promise<PaymentProvider> {
  const { config, clock } = app.deps;
  let settings = config.payment.provider;
  let sandbox: (SandboxHandle & { close(): Promise<void> }) | undefined;
  if (!settings) {
    const securityId = newToken();
    const { startPaymentSandbox } = await import('@efile/payment-sandbox');
    const base = config.mail.publicUrl;
    sandbox = await startPaymentSandbox({
      host: config.host,
      port: config.payment.sandboxPort,
      now: () => clock.now(),
      applicationId: config.payment.applicationId,
      securityId,
      // The provider's page names the merchant the taxpayer pays (issue 14: not a made-up name).
      merchantName: 'Central Collection Agency',
      merchant: {
        verifyUrl: `${base}${api.paymentVerification}`,
        notifyUrl: `${base}${api.paymentNotification}`,
      },
    });
    settings = { url: sandbox.url, applicationId: config.payment.applicationId, securityId };
    app.addHook('onClose', async () => sandbox?.close());
  }
  const provider = hostedPageProvider(settings);
  app.decorate('payments', provider);
  app.decorate('remittanceKey', settings.securityId);
  app.decorate('paymentSandbox', sandbox);
  startReconciler(app);
  return provider;
}
