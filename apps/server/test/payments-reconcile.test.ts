import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ProblemCode, api, type PaymentSessionStart } from '@efile/contracts';
import { auditEvents, payments, paymentSettlementIssues } from '../src/db/schema';
import { compareSettlement, reconcileOnce } from '../src/modules/payments/reconcile';
import {
  CARD,
  fileEstimate,
  freePort,
  infoOf,
  listeningPortal,
  openProviderPage,
  payOnProvider,
  runningClock,
  startSession,
} from './support/payments';
import { startPaymentSandbox } from './support/sandbox';
import { Client, TestServer, engines, expectProblem, sandboxOf } from './support/test-app';
import { waitFor } from './support/wait';

describe.each(engines)('payment reconciliation on $name', (engine) => {
  const server = TestServer.setup(engine);
  const rowsOf = (id: number) => server.db.select().from(payments).where(eq(payments.taxFormId, id));

  /** Polls the payment view until the form is paid; fails after `timeoutMs`. */
  async function untilPaid(client: Client, token: string, id: number, timeoutMs: number) {
    await waitFor(async () => (await infoOf(client, token, id)).paymentStatus === 'Completed', {
      timeoutMs,
      what: `form ${id} to be paid`,
    });
  }

  it('notifications dropped: the job records the payment within its interval, with its history row', async () => {
    const { app, client } = await listeningPortal(
      server,
      { PAYMENT_RECONCILE_MS: '300', PAYMENT_RECONCILE_AFTER_MS: '0' },
      runningClock(),
    );
    // Closed however the test ends: its job would ask its own sandbox about the next tests' sessions.
    onTestFinished(() => app.close());
    sandboxOf(app).chaos.set({ drop: 1 });
    const { token, id } = await fileEstimate(server, client, '100017');
    const session = (await startSession(client, token, id)).json<PaymentSessionStart>();
    expect((await payOnProvider(session, CARD)).status).toBe(303);
    // Meanwhile no second payment: the provider says this remittance is paid.
    expect(await (await openProviderPage(session)).text()).toContain('This payment has already been made.');

    await untilPaid(client, token, id, 10_000);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: 'Completed', amountPaid: 25_000, resolvedBy: 'reconciliation' });
    expect((await infoOf(client, token, id)).paymentHistory).toMatchObject([
      { paymentType: 'CreditDebitCard', partialCcNumber: '1111', status: 'Completed' },
    ]);
    expectProblem(await startSession(client, token, id), 409, ProblemCode.Conflict);
  });

  it('portal down while the taxpayer pays: after the restart the form is paid, once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const securityId = 'secret-0123456789abcdef';
    const clock = runningClock();
    const provider = await startPaymentSandbox({
      host: '127.0.0.1',
      port: 0,
      securityId,
      now: () => clock.now(),
      merchant: {
        verifyUrl: `${base}${api.paymentVerification}`,
        notifyUrl: `${base}${api.paymentNotification}`,
      },
    });
    const env = {
      PORT: String(port),
      PUBLIC_URL: base,
      PAYMENT_PROVIDER_URL: provider.url,
      PAYMENT_SECURITY_ID: securityId,
      PAYMENT_RECONCILE_MS: '300',
      PAYMENT_RECONCILE_AFTER_MS: '0',
    };
    try {
      const first = await server.build({ env, clock });
      await first.listen({ host: '127.0.0.1', port });
      const client = new Client(first);
      const { token, id } = await fileEstimate(server, client, '100020');
      const session = (await startSession(client, token, id)).json<PaymentSessionStart>();
      expect((await openProviderPage(session)).status).toBe(200);
      await first.close();

      // The provider takes the payment; its notification finds nobody.
      const paid = await fetch(`${session.postUrl}/${session.remittanceId}`, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay', ...CARD }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);

      const second = await server.build({ env, clock });
      onTestFinished(() => second.close());
      await second.listen({ host: '127.0.0.1', port });
      const again = new Client(second);
      await untilPaid(again, token, id, 10_000);
      expect((await rowsOf(id)).map((r) => [r.status, r.amountPaid, r.flag])).toEqual([
        ['Completed', 25_000, null],
      ]);
      expectProblem(await startSession(again, token, id), 409, ProblemCode.Conflict);
    } finally {
      await provider.close();
    }
  });

  it('several nodes reconcile at once: each session asked once, each payment recorded once', async () => {
    const { app, client } = await listeningPortal(server, { PAYMENT_RECONCILE_MS: '0' });
    sandboxOf(app).chaos.set({ drop: 1 });
    const forms: number[] = [];
    for (const taxpayer of ['100016', '100019', '100015', '100005']) {
      const { token, id } = await fileEstimate(server, client, taxpayer);
      const session = (await startSession(client, token, id)).json<PaymentSessionStart>();
      expect((await payOnProvider(session, CARD)).status).toBe(303);
      forms.push(id);
    }
    const later = new Date(Date.now() + 3_600_000);
    const node = (name: string) => ({
      db: server.db,
      provider: app.payments,
      log: app.log.child({ node: name }),
      now: later,
    });
    const settings = { afterMs: 60_000, everyMs: 60_000 };
    const runs = await Promise.all([reconcileOnce(node('a'), settings), reconcileOnce(node('b'), settings)]);
    const mine = (await server.db.select().from(payments)).filter((p) => forms.includes(p.taxFormId!));
    expect(mine.map((p) => [p.status, p.resolvedBy])).toEqual(
      forms.map(() => ['Completed', 'reconciliation']),
    );
    expect(runs[0]!.recorded + runs[1]!.recorded).toBe(forms.length);
    const completed = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payment.completed')));
    const forOurs = completed.filter((e) => forms.includes((e.details as { formId: number }).formId));
    expect(forOurs).toHaveLength(forms.length);

    // The day's settlement report agrees with our payments: nothing to list.
    const day = mine[0]!.reportedAt!.toISOString().slice(0, 10);
    const issues = await compareSettlement(server.db, app.payments, day);
    expect(
      issues.filter((i) => i.remittanceId && mine.some((p) => p.remittanceId === i.remittanceId)),
    ).toEqual([]);

    // A payment recorded for another amount than the provider took is listed, once.
    await server.db.update(payments).set({ amountPaid: 1 }).where(eq(payments.id, mine[0]!.id));
    const listed = await compareSettlement(server.db, app.payments, day);
    expect(listed).toContainEqual(
      expect.objectContaining({
        kind: 'amount_differs',
        remittanceId: mine[0]!.remittanceId,
        ours: 1,
        theirs: 25_000,
      }),
    );
    await compareSettlement(server.db, app.payments, day);
    const stored = await server.db
      .select()
      .from(paymentSettlementIssues)
      .where(eq(paymentSettlementIssues.remittanceId, mine[0]!.remittanceId));
    expect(stored).toHaveLength(1);
  });
});
