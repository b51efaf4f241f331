import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api, type FiledEstimate, type PaymentInfo, type PaymentSessionStart } from '@efile/contracts';
import type { Clock } from '@efile/tax';
import { Client, T0, type TestServer } from './test-app';

/** A clock that starts at T0 and runs: the reconciliation job sees sessions grow old. */
export function runningClock(): Clock {
  const started = Date.now();
  return { now: () => new Date(T0.getTime() + (Date.now() - started)) };
}

/** A Cleveland resident's estimate: $40,000.00 at home → $1,000.00 a year, $250.00 a quarter. */
export const ESTIMATE = {
  incomes: [{ description: 'Salary', income: 4_000_000, workCity: 'Cleveland', workCityTaxWithheld: false }],
  agreement: true,
};
export const byId = (path: string, id: number) => path.replace(':id', String(id));
export const CARD = {
  method: 'card',
  cardName: 'Eve Estimate',
  expiry: '12/30',
  cvv: '123',
  cardNumber: '4111 1111 1111 1111',
};
export const DECLINED = { ...CARD, cardNumber: '4000000000000002' };
export const CHECK = {
  method: 'check',
  accountName: 'Kai Keyboard',
  routingNumber: '011000015',
  accountNumber: '123456789',
  checkType: 'personal',
};

/** A port nobody listens on right now (the portal must know its address before it starts). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The provider's hosted page as the taxpayer's browser reaches it: the portal's hidden form posted. */
export function openProviderPage(session: PaymentSessionStart) {
  return fetch(session.postUrl, {
    method: 'POST',
    body: new URLSearchParams({
      application_id: session.applicationId,
      message_version: session.messageVersion,
      remittance_id: session.remittanceId,
    }),
  });
}

/** What a taxpayer's browser does on the provider's hosted page: post the form it shows. */
export async function payOnProvider(session: PaymentSessionStart, fields: Record<string, string>) {
  const entry = await openProviderPage(session);
  expect(entry.status).toBe(200);
  return fetch(`${session.postUrl}/${session.remittanceId}`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay', ...fields }),
    redirect: 'manual',
  });
}

/**
 * The portal listening on a real port with a payment sandbox of its own (sandboxOf), so the
 * provider's notifications reach it over HTTP.
 */
export async function listeningPortal(server: TestServer, env: Record<string, string> = {}, clock?: Clock) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await server.build({
    env: { PORT: String(port), PUBLIC_URL: base, ...env },
    sandbox: true,
    ...(clock ? { clock } : {}),
  });
  await app.listen({ host: '127.0.0.1', port });
  return { app, client: new Client(app), base };
}

/** A new user of `taxpayer` files the estimate: $250.00 due now. */
export async function fileEstimate(server: TestServer, client: Client, taxpayer: string) {
  const token = await client.signIn(await server.addUser('pay', { links: [taxpayer] }));
  const filed = await client.post(api.individualEstimate, ESTIMATE, { token });
  expect(filed.statusCode, filed.body).toBe(201);
  return { token, id: filed.json<FiledEstimate>().id };
}

export async function infoOf(client: Client, token: string, id: number): Promise<PaymentInfo> {
  const res = await client.get(byId(api.paymentInfo, id), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentInfo>();
}

export async function startSession(client: Client, token: string, id: number) {
  return client.post(byId(api.initiatePayment, id), undefined, { token });
}

/** A provider notification (step 3) as its form fields: approved for $250.00 unless told otherwise. */
export function notificationFields(
  app: FastifyInstance,
  remittanceId: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    application_id: 'CCA-EFILE',
    security_id: app.remittanceKey,
    remittance_id: remittanceId,
    transaction_id: `T-${randomBytes(6).toString('hex')}`,
    approval_code: 'A1B2C3',
    transaction_status: 'APPROVED',
    fail_code: '',
    total_amount: '250.00',
    payment_type: 'CARD',
    last_four: '4242',
    transaction_date: T0.toISOString(),
    ...overrides,
  };
}

/** Posts a provider call (a form) to the portal, as the provider does. */
export function providerCall(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
