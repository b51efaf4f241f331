import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNotifier } from './notifier';
import { createRequestHandler } from './router';
import { createSessionStore } from './sessions';

export { signNotification, verifyNotification } from './signature';
export type { PaymentNotification } from './notification';

export interface PaymentSandboxOptions {
  host: string;
  /** 0 = any free port */
  port: number;
  apiKey: string;
  signingSecret: string;
  /** default 'City Tax Collection Agency' */
  merchantName?: string;
  now?: () => Date;
  /** default 60 */
  sessionMinutes?: number;
}

export interface PaymentSandbox {
  /** e.g. http://127.0.0.1:8081, with the actual port */
  url: string;
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
  // An empty key would let 'Bearer ' in, and an empty secret makes signatures anyone can forge.
  if (options.apiKey === '' || options.signingSecret === '') {
    throw new Error('payment sandbox: apiKey and signingSecret must not be empty');
  }
  const now = options.now ?? (() => new Date());
  const notifier = createNotifier(options.signingSecret, now);
  let url = '';
  const server = createServer(
    createRequestHandler({
      apiKey: options.apiKey,
      merchantName: options.merchantName ?? 'City Tax Collection Agency',
      now,
      baseUrl: () => url,
      sessions: createSessionStore(now, options.sessionMinutes ?? 60),
      notifier,
    }),
  );
  const port = await listen(server, options.port, options.host);
  url = `http://${urlHost(options.host)}:${port}`;
  return {
    url,
    async close() {
      notifier.close();
      await closeServer(server);
    },
  };
}
