import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentSessionStart, PaymentMethod, type PaymentSessionStart } from '@efile/contracts';
import { startPaymentSandbox, verifyNotification, type PaymentSandbox } from '@efile/payment-sandbox';
import { newToken } from '../../lib/tokens';

/** What the provider tells us about a session (its signed server-to-server notification). */
export const providerNotification = z.object({
  remittanceId: z.string().min(1).max(64),
  status: z.enum(['Completed', 'Error']),
  paymentType: z.enum(PaymentMethod),
  partialCcNumber: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  partialAccountNumber: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  amountCents: z.number().int().positive(),
  transactionId: z.string().min(1).max(64),
  occurredAt: z.iso.datetime({ offset: true }),
  message: z.string().max(200).nullable(),
});
export type ProviderNotification = z.infer<typeof providerNotification>;

export interface SessionRequest {
  remittanceId: string;
  amountCents: number;
  description: string;
  returnUrl: string;
  notifyUrl: string;
}

/** The external payment provider as the portal uses it: start a session, read a notification. */
export interface PaymentProvider {
  /** The provider's origin: the browser posts its hidden form there (CSP form-action). */
  origin: string;
  startSession(request: SessionRequest): Promise<PaymentSessionStart>;
  /** The notification when its signature and timestamp hold and its body is well formed, else null. */
  readNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: Date,
  ): ProviderNotification | null;
}

export class ProviderUnavailable extends Error {}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The provider at `url`, reached with its API key; its notifications are signed with `signingSecret`. */
export function httpProvider(settings: {
  url: string;
  apiKey: string;
  signingSecret: string;
}): PaymentProvider {
  return {
    origin: new URL(settings.url).origin,
    async startSession(request) {
      let response: Response;
      try {
        response = await fetch(`${settings.url}/api/v1/sessions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailable(`payment provider unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
      const parsed = paymentSessionStart.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ProviderUnavailable('payment provider answered an unexpected body');
      return parsed.data;
    },
    readNotification(headers, rawBody, now) {
      const signed = verifyNotification(
        settings.signingSecret,
        header(headers, 'x-sandbox-timestamp'),
        rawBody,
        header(headers, 'x-sandbox-signature'),
        Math.floor(now.getTime() / 1000),
      );
      if (!signed) return null;
      try {
        const parsed = providerNotification.safeParse(JSON.parse(rawBody));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The key remittance ids are derived with (sessions.ts): the provider's signing secret. */
    remittanceKey: string;
  }
}

/**
 * The provider of PAYMENT_PROVIDER_URL; outside production without one, the payment sandbox
 * started here on its own port (so its own origin) with keys made for this process.
 */
export async function setUpPayments(app: FastifyInstance): Promise<PaymentProvider> {
  const { config, clock } = app.deps;
  let settings = config.payment.provider;
  let sandbox: PaymentSandbox | undefined;
  if (!settings) {
    const keys = { apiKey: newToken(), signingSecret: newToken() };
    sandbox = await startPaymentSandbox({
      host: config.host,
      port: config.payment.sandboxPort,
      now: () => clock.now(),
      ...keys,
    });
    settings = { url: sandbox.url, ...keys };
    app.addHook('onClose', async () => sandbox?.close());
  }
  const provider = httpProvider(settings);
  app.decorate('payments', provider);
  app.decorate('remittanceKey', settings.signingSecret);
  return provider;
}
