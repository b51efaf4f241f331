import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentSandbox, PaymentSandboxOptions } from '../src/index';
import { startPaymentSandbox } from '../src/index';

export const API_KEY = 'test-api-key';
export const SIGNING_SECRET = 'test-signing-secret';
export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const VALID_ROUTING = '011000015';

export interface RecordedRequest {
  rawBody: string;
  headers: IncomingHttpHeaders;
}

/** The portal's notify endpoint: records every delivery, and can fail the first few with 500. */
export interface NotifyRecorder {
  url: string;
  requests: RecordedRequest[];
  failNext(count: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

export async function startNotifyRecorder(): Promise<NotifyRecorder> {
  const requests: RecordedRequest[] = [];
  let failuresLeft = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ rawBody: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      const fail = failuresLeft > 0;
      if (fail) failuresLeft--;
      res.writeHead(fail ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/notify`,
    requests,
    failNext(count) {
      failuresLeft = count;
    },
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count && Date.now() < deadline) await sleep(25);
      return requests;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
  return startPaymentSandbox({
    host: '127.0.0.1',
    port: 0,
    apiKey: API_KEY,
    signingSecret: SIGNING_SECRET,
    ...options,
  });
}

let counter = 0;
export function newRemittanceId(): string {
  counter++;
  return `R-${process.pid}-${counter}`;
}

export function createSession(
  sandbox: PaymentSandbox,
  body: Record<string, unknown>,
  apiKey = API_KEY,
): Promise<Response> {
  return fetch(`${sandbox.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function sessionBody(
  notifyUrl: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    remittanceId: newRemittanceId(),
    amountCents: 123_456,
    description: '2025 individual annual return',
    returnUrl: 'http://127.0.0.1:8080/payments/return?r=1',
    notifyUrl,
    ...overrides,
  };
}

/** Opens a session and returns its remittance id and return URL. */
export async function openSession(
  sandbox: PaymentSandbox,
  notifyUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<{ remittanceId: string; returnUrl: string }> {
  const body = sessionBody(notifyUrl, overrides);
  const res = await createSession(sandbox, body);
  if (res.status !== 201) throw new Error(`session not created: ${res.status} ${await res.text()}`);
  return { remittanceId: String(body.remittanceId), returnUrl: String(body.returnUrl) };
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
