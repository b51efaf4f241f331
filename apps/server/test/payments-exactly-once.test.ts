import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ProblemCode, api, type PaymentSessionStart } from '@efile/contracts';
import { payments } from '../src/db/schema';
import { agencyReport } from '../src/modules/payments/agency-report';
import {
  CARD,
  CHECK,
  DECLINED,
  fileEstimate,
  infoOf,
  listeningPortal,
  notificationFields,
  openProviderPage,
  payOnProvider,
  providerCall,
  startSession,
} from './support/payments';
import { TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('payments exactly once on $name', (engine) => {
  const server = TestServer.setup(engine);
  let portal: Awaited<ReturnType<typeof listeningPortal>> | undefined;
  const listening = async () => (portal ??= await listeningPortal(server));
  afterAll(() => (portal = undefined));
  const rowsOf = (id: number) =>
    server.db.select().from(payments).where(eq(payments.taxFormId, id)).orderBy(payments.id);

  it('10 concurrent starts for one form open one session, and it can be paid once', async () => {
    const { client } = await listening();
    const { token, id } = await fileEstimate(server, client, '100017');
    const starts = await Promise.all(Array.from({ length: 10 }, () => startSession(client, token, id)));
    for (const res of starts) expect(res.statusCode, res.body).toBe(200);
    const sessions = starts.map((res) => res.json<PaymentSessionStart>());
    expect(new Set(sessions.map((s) => s.remittanceId)).size).toBe(1);
    expect((await rowsOf(id)).map((r) => [r.attempt, r.status])).toEqual([[1, 'Initiated']]);

    // Every tab's provider page is the same session: the first payment is taken, the rest refused.
    const results = [];
    for (const session of sessions) {
      const page = await openProviderPage(session);
      const text = await page.text();
      if (text.includes('This payment has already been made.')) {
        results.push('refused');
        continue;
      }
      const paid = await payOnProvider(session, CARD);
      results.push(paid.status === 303 ? 'charged' : `HTTP ${paid.status}`);
    }
    expect(results.filter((r) => r === 'charged')).toHaveLength(1);
    expect(results.filter((r) => r === 'refused')).toHaveLength(9);
    const info = await infoOf(client, token, id);
    expect(info.paymentStatus).toBe('Completed');
    expect(info.paymentHistory).toHaveLength(1);
    expectProblem(await startSession(client, token, id), 409, ProblemCode.Conflict);
  });

  it('refuses a superseded session at the provider; a payment reported for a paid form is flagged for refund', async () => {
    const { app, client } = await listening();
    const { token, id } = await fileEstimate(server, client, '100020');
    const first = (await startSession(client, token, id)).json<PaymentSessionStart>();
    // Declined: the next start is a new attempt, yet the first page stays open in a tab.
    expect((await payOnProvider(first, DECLINED)).status).toBe(200);
    const second = (await startSession(client, token, id)).json<PaymentSessionStart>();
    expect(second.remittanceId).not.toBe(first.remittanceId);
    expect((await payOnProvider(second, CHECK)).status).toBe(303);
    // The old tab tries again: the provider asks the portal before charging and is told no.
    const old = await fetch(`${first.postUrl}/${first.remittanceId}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', ...CARD }),
      redirect: 'manual',
    });
    expect(old.status).toBe(404);
    expect(await old.text()).toContain('This payment session is not valid or has expired.');

    // Should the provider still report a payment of the paid form, it is recorded and flagged.
    const late = notificationFields(app, first.remittanceId);
    expect((await providerCall(app, api.paymentNotification, late)).body).toBe('success');
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.attempt, r.status, r.amountPaid, r.flag])).toEqual([
      [1, 'Completed', 25_000, 'refund'],
      [2, 'Completed', 25_000, null],
    ]);
    const info = await infoOf(client, token, id);
    // Nothing is left to pay today (ADR 0044: the amount is what paying today costs).
    expect(info).toMatchObject({ paymentStatus: 'Completed', amount: 0 });
  });

  it('keeps one live session and numbered attempts per target in the database itself', async () => {
    const { client } = await listening();
    const { token, id } = await fileEstimate(server, client, '100019');
    expect((await startSession(client, token, id)).statusCode).toBe(200);
    const [row] = await rowsOf(id);
    const values = { taxFormId: id, taxpayerId: row!.taxpayerId, amount: 1, attempt: 2 };
    await expect(
      server.db.insert(payments).values({ ...values, remittanceId: 'R-X-2', status: 'Initiated' }),
    ).rejects.toThrow();
    // Completed needs what was paid; an attempt of a target is recorded once. (A second payment in
    // full of a form is no longer refused by the database: interest accrued after a first payment
    // in full is paid on the same form, ADR 0044.)
    await expect(
      server.db.insert(payments).values({ ...values, remittanceId: 'R-X-3', status: 'Completed' }),
    ).rejects.toThrow();
    await server.db
      .insert(payments)
      .values({ ...values, remittanceId: 'R-X-4', status: 'Completed', amountPaid: 1 });
    await expect(
      server.db
        .insert(payments)
        .values({ ...values, remittanceId: 'R-X-5', status: 'Completed', amountPaid: 1 }),
    ).rejects.toThrow();
    // An installment is of a form: none without one.
    await expect(
      server.db.insert(payments).values({
        ...values,
        taxFormId: null,
        taxYear: 2026,
        installment: 2,
        attempt: 9,
        remittanceId: 'R-X-6',
        status: 'Initiated',
      }),
    ).rejects.toThrow();
  });

  it('a payment of less than asked is recorded as partial, listed, and the rest stays payable', async () => {
    const { app, client } = await listening();
    const { token, id } = await fileEstimate(server, client, '100016');
    const session = (await startSession(client, token, id)).json<PaymentSessionStart>();
    const notified = await providerCall(
      app,
      api.paymentNotification,
      notificationFields(app, session.remittanceId, { total_amount: '0.01' }),
    );
    expect(notified.statusCode, notified.body).toBe(200);
    expect(notified.body).toBe('success');
    const [partial] = await rowsOf(id);
    expect(partial).toMatchObject({ status: 'Completed', amount: 25_000, amountPaid: 1, flag: 'partial' });
    // One cent does not pay $250.00: $249.99 is still due and can be paid.
    const info = await infoOf(client, token, id);
    expect(info).toMatchObject({ paymentStatus: 'Unpaid', amount: 24_999 });
    const rest = (await startSession(client, token, id)).json<PaymentSessionStart>();
    expect(rest.remittanceId).not.toBe(session.remittanceId);
    expect((await payOnProvider(rest, CARD)).status).toBe(303);
    expect((await rowsOf(id)).map((r) => [r.amount, r.amountPaid, r.flag])).toEqual([
      [25_000, 1, 'partial'],
      [24_999, 24_999, null],
    ]);
    expect(await infoOf(client, token, id)).toMatchObject({ paymentStatus: 'Completed', amount: 0 });
    // Listed for the agency (npm run payments:report).
    const { flagged } = await agencyReport(server.db);
    expect(flagged.filter((f) => f.taxFormId === id)).toEqual([
      expect.objectContaining({
        flag: 'partial',
        remittanceId: session.remittanceId,
        asked: 25_000,
        paid: 1,
      }),
    ]);
  });
});
