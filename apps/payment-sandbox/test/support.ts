import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentSandbox, PaymentSandboxOptions, Timers } from '../src/index';
import { startPaymentSandbox } from '../src/index';

export const SECURITY_ID = 'test-security-id';
export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const VALID_ROUTING = '011000015';

export interface RecordedRequest {
  rawBody: string;
  headers: IncomingHttpHeaders;
}

export interface Terms {
  amountCents: number;
  description: string;
  returnUrl: string;
}

/**
 * The merchant (the portal's side of the protocol): answers the verify call for the remittances
 * registered with it, records every notification, and can fail the first few with 500.
 */
export interface NotifyRecorder {
  /** The notify URL. */
  url: string;
  verifyUrl: string;
  requests: RecordedRequest[];
  verifications: string[];
  register(remittanceId: string, terms: Terms | null): void;
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startNotifyRecorder(): Promise<NotifyRecorder> {
  const requests: RecordedRequest[] = [];
  const verifications: string[] = [];
  const remittances = new Map<string, Terms | null>();
  let failuresLeft = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      if (req.url === '/verify') {
        const form = new URLSearchParams(rawBody);
        const remittanceId = form.get('remittance_id') ?? '';
        verifications.push(remittanceId);
        const terms = form.get('security_id') === SECURITY_ID ? remittances.get(remittanceId) : null;
        const answer = terms
          ? {
              status: 'VALID',
              remittance_id: remittanceId,
              total_amount: (terms.amountCents / 100).toFixed(2),
              description: terms.description,
              return_url: terms.returnUrl,
            }
          : { status: 'INVALID', remittance_id: remittanceId };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      requests.push({ rawBody, headers: req.headers });
      const fail = failuresLeft > 0;
      if (fail) failuresLeft--;
      res.writeHead(fail ? 500 : 200).end(fail ? 'error' : 'success');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/notify`,
    verifyUrl: `http://127.0.0.1:${port}/verify`,
    requests,
    verifications,
    register(remittanceId, terms) {
      remittances.set(remittanceId, terms);
    },
    failNext(count) {
      failuresLeft = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Timers the test moves by hand (the sandbox's `timers` option): nothing fires until `advance`,
 * which runs what falls due in order, each to the end of the work it started (the notifier hands
 * back the delivery's promise), including timers set meanwhile that fall due within the window.
 */
export interface ManualTimers extends Timers {
  /** The waits still to run, in ms from now, soonest first. */
  pending(): number[];
  advance(ms: number): Promise<void>;
}

export function manualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  const due = new Map<number, { at: number; run: () => unknown }>();
  const soonest = () => [...due.entries()].sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
  return {
    set(run, ms) {
      const id = nextId++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clear(handle) {
      due.delete(handle as number);
    },
    pending: () => [...due.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
    async advance(ms) {
      const until = now + ms;
      for (let next = soonest(); next && next[1].at <= until; next = soonest()) {
        const [id, timer] = next;
        due.delete(id);
        now = timer.at;
        await timer.run();
      }
      now = until;
    },
  };
}

/** A clock the tests move by hand. */
export function manualClock(start: string): { now: () => Date; advanceMinutes(minutes: number): void } {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advanceMinutes(minutes) {
      time += minutes * 60_000;
    },
  };
}

export function startSandbox(options: Partial<PaymentSandboxOptions> = {}): Promise<PaymentSandbox> {
  return startPaymentSandbox({ host: '127.0.0.1', port: 0, securityId: SECURITY_ID, ...options });
}

let counter = 0;
export function newRemittanceId(): string {
  counter++;
  return `R-${process.pid}-${counter}`;
}

/**
 * A remittance the merchant will vouch for, with the taxpayer's browser arrived on its page (the
 * provider verified it then). `notifyUrl` in the overrides sends the notifications elsewhere.
 */
export async function openSession(
  sandbox: PaymentSandbox,
  merchant: NotifyRecorder,
  overrides: Partial<Terms> & { notifyUrl?: string } = {},
): Promise<{ remittanceId: string; returnUrl: string }> {
  const { notifyUrl, ...terms } = overrides;
  sandbox.setMerchant({ verifyUrl: merchant.verifyUrl, notifyUrl: notifyUrl ?? merchant.url });
  const remittanceId = newRemittanceId();
  const registered = {
    amountCents: 123_456,
    description: '2025 individual annual return',
    returnUrl: 'http://127.0.0.1:8080/payments/return?r=1',
    ...terms,
  };
  merchant.register(remittanceId, registered);
  const page = await openPage(sandbox, remittanceId);
  if (page.status !== 200) throw new Error(`session not opened: ${page.status} ${await page.text()}`);
  return { remittanceId, returnUrl: new URL(registered.returnUrl).href };
}

/** The fields of a notification after checking it carries the merchant's credentials. */
export function notificationOf(request: RecordedRequest): Record<string, string> {
  const fields = Object.fromEntries(new URLSearchParams(request.rawBody));
  if (fields.security_id !== SECURITY_ID || fields.application_id !== 'CCA-EFILE')
    throw new Error('notification without the credentials');
  const { application_id: _a, security_id: _s, ...rest } = fields;
  return rest;
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** What the portal's page makes the taxpayer's browser post. */
export function openPage(sandbox: PaymentSandbox, remittanceId: string, applicationId = 'CCA-EFILE') {
  return postForm(`${sandbox.url}/pay`, {
    application_id: applicationId,
    message_version: '1.0',
    remittance_id: remittanceId,
  });
}

export function submitPayment(sandbox: PaymentSandbox, remittanceId: string, fields: Record<string, string>) {
  return postForm(`${sandbox.url}/pay/${remittanceId}`, { action: 'pay', ...fields });
}

export const validCard = (cardNumber = APPROVED_CARD): Record<string, string> => ({
  method: 'card',
  cardName: 'Jane Taxpayer',
  cardNumber,
  expiry: '12/30',
  cvv: '123',
});

export const validCheck = (checkType: 'personal' | 'business'): Record<string, string> => ({
  method: 'check',
  accountName: 'Jane Taxpayer',
  routingNumber: VALID_ROUTING,
  accountNumber: '000123456789',
  checkType,
});

/** The whole <input …> tag whose id is given. */
export function inputTag(html: string, id: string): string {
  const tag = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (tag === undefined) throw new Error(`no input #${id}`);
  return tag;
}
