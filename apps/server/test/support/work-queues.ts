import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, onTestFinished } from 'vitest';
import { api, type PaymentSessionStart } from '@efile/contracts';
import { payments, taxForms } from '../../src/db/schema';
import { storeContactMessage } from '../../src/modules/credentials/repository';
import { CARD, fileEstimate, listeningPortal, payOnProvider, runningClock, startSession } from './payments';
import { T0, sandboxOf, type Client, type TestServer } from './test-app';

let people = 0;

/** A federal ID no demo taxpayer has: 8 then eight digits from the process and a counter. */
const newFederalId = () =>
  `8${String((process.pid % 10_000) * 10_000 + (++people % 10_000)).padStart(8, '0')}`;

/**
 * A person new to the agency registers through the public route (ADR 0006): a pending taxpayer,
 * an account without a password and the confirmation e-mail. Returns the taxpayer ID and address.
 */
export async function registerNewcomer(client: Client, prefix = 'newcomer') {
  const tag = randomBytes(3).toString('hex');
  const email = `${prefix}.${tag}@example.test`;
  const res = await client.post(api.registerIndividual, {
    firstName: 'Nora',
    lastName: `Newcomer ${tag}`,
    federalId: newFederalId(),
    birthDate: '1990-04-01',
    streetAddress: '10 Lakeshore Blvd',
    city: 'Euclid',
    state: 'OH',
    zip: '44123',
    username: `${prefix}.${tag}`,
    email,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { taxpayerId } = res.json<{ taxpayerId: string }>();
  return { taxpayerId, email, username: `${prefix}.${tag}` };
}

/** A filed form of `taxpayerId` (a billing statement: no one-per-year rule) asking `amountDue` cents. */
export async function filedForm(server: TestServer, taxpayerId = '100001', amountDue = 25_000) {
  const [row] = await server.db
    .insert(taxForms)
    .values({
      taxpayerId,
      taxYear: 2025,
      formType: 'billing-statement',
      status: 'filed',
      result: { amountDue },
      confirmationNumber: `BS-Q${randomBytes(5).toString('hex')}`,
      filedAt: T0,
    })
    .returning({ id: taxForms.id });
  return row!.id;
}

/** A Contact Us message as the account module stores it. */
export async function contactMessage(
  server: TestServer,
  overrides: { emailAddress?: string; language?: 'en' | 'es' } = {},
) {
  return storeContactMessage(
    server.db,
    {
      type: 'General Tax and Filing',
      name: 'Carla Contact',
      phoneNumber: '216-555-0100',
      emailAddress: overrides.emailAddress ?? `carla.${randomBytes(3).toString('hex')}@example.test`,
      message: 'When is my return due?',
      userId: null,
      taxpayerId: null,
      language: overrides.language ?? 'en',
    },
    T0,
  );
}

/**
 * A session InProgress since `startedAt` (two days before T0 unless told) with a remittance the
 * provider never saw: the provider answers `unknown`, and past a day the payments module closes it.
 */
export async function stuckPayment(
  server: TestServer,
  formId: number,
  startedAt = new Date(T0.getTime() - 2 * 86_400_000),
) {
  const [row] = await server.db
    .insert(payments)
    .values({
      taxFormId: formId,
      taxpayerId: '100001',
      remittanceId: `R-${randomBytes(8).toString('hex')}`,
      amount: 25_000,
      status: 'InProgress',
      createdAt: startedAt,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/**
 * A portal (its own app, closed when the test ends) whose provider took an estimate's payment of
 * taxpayer 100017 but whose confirmation was dropped: the session stays InProgress, and the
 * provider answers Completed when asked.
 */
export async function takenUnconfirmed(server: TestServer) {
  const { app, client } = await listeningPortal(server, { PAYMENT_RECONCILE_MS: '0' }, runningClock());
  onTestFinished(() => app.close());
  sandboxOf(app).chaos.set({ drop: 1 });
  const { token, id } = await fileEstimate(server, client, '100017');
  const session = (await startSession(client, token, id)).json<PaymentSessionStart>();
  expect((await payOnProvider(session, CARD)).status).toBe(303);
  const [row] = await server.db.select().from(payments).where(eq(payments.taxFormId, id));
  expect(row!.status).toBe('InProgress');
  return { client, row: row! };
}
