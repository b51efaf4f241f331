import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChaos, type Chaos, type ChaosSettings } from './chaos';
import { createMerchant, type MerchantUrls } from './merchant';
import { createNotifier, type Timers } from './notifier';
import { createRequestHandler } from './router';
import { createSessionStore } from './sessions';

export { chaosFromEnv, type Chaos, type ChaosSettings } from './chaos';
export type { MerchantUrls } from './merchant';
export type { Timers } from './notifier';
export { DECLINED_CARD, ON_HOLD_CARD } from './pay';

/** The application id the portal names itself with unless told otherwise. */
export const DEFAULT_APPLICATION_ID = 'CCA-EFILE';

export interface PaymentSandboxOptions {
  host: string;
  /** 0 = any free port */
  port: number;
  /** The merchant's application id (default CCA-EFILE). */
  applicationId?: string;
  /** The secret both sides put in every server-to-server call. */
  securityId: string;
  /** The merchant's verify and notify URLs; may be set later with setMerchant. */
  merchant?: MerchantUrls;
  /** Misbehaviour on demand (chaos.ts); calm by default. */
  chaos?: Partial<ChaosSettings>;
  /** default 'City Tax Collection Agency' */
  merchantName?: string;
  now?: () => Date;
  /** default 60 */
  sessionMinutes?: number;
  /** Where notification retries and chaos delays are scheduled; real timers by default (tests drive them by hand). */
  timers?: Timers;
}

export interface PaymentSandbox {
  /** e.g. http://127.0.0.1:8081, with the actual port */
  url: string;
  /** Where the merchant takes the provider's calls (its profile at the provider). */
  setMerchant(urls: MerchantUrls): void;
  /** The sandbox's chaos, to change while it runs. */
  chaos: Chaos;
  /** Notifications not yet landed (delayed, to be retried or repeated, in flight): tests wait for 0. */
  notificationsPending(): number;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections would otherwise hold close() open until they time out.
    server.closeAllConnections();
  });
}

/** An IPv6 literal needs brackets in a URL. */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startPaymentSandbox(options: PaymentSandboxOptions): Promise<PaymentSandbox> {
  // An empty secret would let anyone call the merchant, or the status and settlement API.
  if (options.securityId === '') throw new Error('payment sandbox: securityId must not be empty');
  const now = options.now ?? (() => new Date());
  const applicationId = options.applicationId ?? DEFAULT_APPLICATION_ID;
  const credentials = { applicationId, securityId: options.securityId };
  const chaos = createChaos(options.chaos);
  const merchant = createMerchant(applicationId, options.securityId, options.merchant);
  const notifier = createNotifier(credentials, merchant, chaos, options.timers);
  let url = '';
  const server = createServer(
    createRequestHandler({
      ...credentials,
      merchantName: options.merchantName ?? 'City Tax Collection Agency',
      now,
      baseUrl: () => url,
      sessions: createSessionStore(now, options.sessionMinutes ?? 60),
      merchant,
      notifier,
      chaos,
    }),
  );
  const port = await listen(server, options.port, options.host);
  url = `http://${urlHost(options.host)}:${port}`;
  return {
    url,
    setMerchant(urls) {
      merchant.urls = urls;
    },
    chaos,
    notificationsPending: () => notifier.pending(),
    async close() {
      notifier.close();
      await closeServer(server);
    },
  };
}
