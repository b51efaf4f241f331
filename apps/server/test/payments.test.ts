import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  type FiledEstimate,
  type PaymentInfo,
  type PaymentSessionStart,
} from '@efile/contracts';
import { auditEvents, payments } from '../src/db/schema';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import {
  CARD,
  ESTIMATE,
  byId,
  freePort,
  notificationFields,
  payOnProvider,
  providerCall,
} from './support/payments';
import { startPaymentSandbox } from './support/sandbox';
import { Client, T0, TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('payments on $name', (engine) => {
  const server = TestServer.setup(engine);
  let portal: { client: Client; base: string } | undefined;

  /** The portal listening on a real port, so the sandbox's notifications reach it over HTTP. */
  async function listening() {
    if (portal) return portal;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = await server.build({ env: { PORT: String(port), PUBLIC_URL: base }, sandbox: true });
    await app.listen({ host: '127.0.0.1', port });
    portal = { client: new Client(app), base };
    return portal;
  }
  afterAll(() => (portal = undefined));

  async function fileEstimate(client: Client, taxpayer: string) {
    const token = await client.signIn(await server.addUser('pay', { links: [taxpayer] }));
    const filed = await client.post(api.individualEstimate, ESTIMATE, { token });
    expect(filed.statusCode, filed.body).toBe(201);
    return { token, id: filed.json<FiledEstimate>().id };
  }

  it('takes a card payment end to end: session, hosted page, signed notification, paid view', async () => {
    const { client, base } = await listening();
    const { token, id } = await fileEstimate(client, '100017');
    const info = await client.get(byId(api.paymentInfo, id), { token });
    expect(info.statusCode, info.body).toBe(200);
    // The first quarter is due now: $1,000.00 ÷ 4 = $250.00.
    expect(info.json<PaymentInfo>()).toMatchObject({
      taxFormType: 'Individual Estimate 2026',
      formType: 'individual-estimate',
      amount: 25_000,
      paymentStatus: 'Unpaid',
      payingOffline: false,
      paymentHistory: [],
    });

    const started = await client.post(byId(api.initiatePayment, id), undefined, { token });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<PaymentSessionStart>();
    expect(session).toMatchObject({ applicationId: 'CCA-EFILE', messageVersion: '1.0' });
    expect(new URL(session.postUrl).origin).not.toBe(base);
    // The portal's pages may post the hidden form to the provider's origin, and nowhere else.
    const csp = (await client.get(api.health)).headers['content-security-policy'] as string;
    expect(csp).toContain(`form-action 'self' ${new URL(session.postUrl).origin}`);
    expect((await client.get(byId(api.paymentInfo, id), { token })).json<PaymentInfo>().paymentStatus).toBe(
      'Initiated',
    );

    const paid = await payOnProvider(session, CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${base}/form/${id}/pay`);
    const after = (await client.get(byId(api.paymentInfo, id), { token })).json<PaymentInfo>();
    expect(after.paymentStatus).toBe('Completed');
    expect(after.paymentHistory).toEqual([
      {
        paymentType: 'CreditDebitCard',
        partialCcNumber: '1111',
        partialAccountNumber: null,
        paymentDate: T0.toISOString(),
        paymentDateTitle: 'Transaction Date',
        status: 'Completed',
        // Issue 22 (ADR 0045): the provider's transaction id is the payment reference.
        reference: expect.stringMatching(/^SBX-/),
        amount: 25_000,
      },
    ]);
    const [row] = await server.db
      .select()
      .from(payments)
      .where(eq(payments.remittanceId, session.remittanceId));
    expect(row).toMatchObject({ amount: 25_000, status: 'Completed', partialCcNumber: '1111' });
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    const audited = await server.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.taxpayerId, '100017')));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['individual-estimate.filed', 'payment.initiated', 'payment.completed']),
    );
    // Paid: no second session.
    expectProblem(
      await client.post(byId(api.initiatePayment, id), undefined, { token }),
      409,
      ProblemCode.Conflict,
    );
  });

  it('records a declined card, and the form stays payable by check', async () => {
    const { client } = await listening();
    const { token, id } = await fileEstimate(client, '100020');
    const first = (
      await client.post(byId(api.initiatePayment, id), undefined, { token })
    ).json<PaymentSessionStart>();
    const declined = await payOnProvider(first, { ...CARD, cardNumber: '4000000000000002' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    const info = (await client.get(byId(api.paymentInfo, id), { token })).json<PaymentInfo>();
    expect(info.paymentStatus).toBe('Error');
    expect(info.paymentHistory).toMatchObject([{ status: 'Error', partialCcNumber: '0002' }]);

    const second = (
      await client.post(byId(api.initiatePayment, id), undefined, { token })
    ).json<PaymentSessionStart>();
    expect(second.remittanceId).not.toBe(first.remittanceId);
    const byCheck = await payOnProvider(second, {
      method: 'check',
      accountName: 'Kai Keyboard',
      routingNumber: '011000015',
      accountNumber: '123456789',
      checkType: 'personal',
    });
    expect(byCheck.status).toBe(303);
    const paid = (await client.get(byId(api.paymentInfo, id), { token })).json<PaymentInfo>();
    expect(paid.paymentStatus).toBe('Completed');
    expect(paid.paymentHistory.map((r) => [r.paymentType, r.partialAccountNumber, r.status])).toEqual([
      ['CreditDebitCard', null, 'Error'],
      ['PersonalCheck', '6789', 'Completed'],
    ]);
  });

  it('accepts only the provider’s calls, and each outcome once', async () => {
    // The provider as configured in production: its address and security id from the environment.
    const securityId = 'secret-0123456789abcdef';
    const provider = await startPaymentSandbox({ host: '127.0.0.1', port: 0, securityId });
    try {
      const app = await server.build({
        env: { PAYMENT_PROVIDER_URL: provider.url, PAYMENT_SECURITY_ID: securityId },
      });
      const client = new Client(app);
      const { token, id } = await fileEstimate(client, '100016');
      const started = await client.post(byId(api.initiatePayment, id), undefined, { token });
      const session = started.json<PaymentSessionStart>();
      expect(session.postUrl).toBe(`${provider.url}/pay`);
      const status = async () =>
        (await client.get(byId(api.paymentInfo, id), { token })).json<PaymentInfo>().paymentStatus;

      // Step 2, the provider asks whether the remittance may be paid: only with our credentials.
      const verify = {
        application_id: 'CCA-EFILE',
        message_version: '1.0',
        remittance_id: session.remittanceId,
        security_id: securityId,
      };
      expectProblem(
        await providerCall(app, api.paymentVerification, { ...verify, security_id: 'not-the-secret-0000' }),
        403,
        ProblemCode.Forbidden,
      );
      const verified = await providerCall(app, api.paymentVerification, verify);
      expect(verified.json()).toEqual({
        status: 'VALID',
        remittance_id: session.remittanceId,
        total_amount: '250.00',
        description: expect.stringContaining('Individual Estimate 2026'),
        return_url: expect.stringMatching(new RegExp(`/form/${id}/pay$`)),
      });
      expect(await status()).toBe('InProgress');

      // Step 3: another security id or application, a body that is not a notification: refused.
      const notice = notificationFields(app, session.remittanceId, { transaction_id: 'T-0123456789AB' });
      const send = (fields: Record<string, string>) => providerCall(app, api.paymentNotification, fields);
      expectProblem(
        await send({ ...notice, security_id: 'not-the-secret-0000' }),
        403,
        ProblemCode.Forbidden,
      );
      expectProblem(await send({ ...notice, application_id: 'OTHER' }), 403, ProblemCode.Forbidden);
      expectProblem(await send({ ...notice, total_amount: '250' }), 403, ProblemCode.Forbidden);
      expect(await status()).toBe('InProgress');
      // A session the portal never started.
      expectProblem(await send({ ...notice, remittance_id: 'R0-1-000000000000' }), 404, ProblemCode.NotFound);

      const first = await send(notice);
      expect([first.statusCode, first.body]).toEqual([200, 'success']);
      expect(await status()).toBe('Completed');
      // Told again (the provider retries): recorded once, a later decline does not undo it.
      expect((await send(notice)).body).toBe('success');
      const declined = { transaction_status: 'DECLINED', fail_code: '106', transaction_id: 'T-2' };
      expect((await send({ ...notice, ...declined })).body).toBe('success');
      const rows = await server.db.select().from(payments).where(eq(payments.taxFormId, id));
      expect(rows.map((r) => [r.status, r.transactionId])).toEqual([['Completed', 'T-0123456789AB']]);
      const completed = await server.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.taxpayerId, '100016'), eq(auditEvents.action, 'payment.completed')));
      expect(completed).toHaveLength(1);
      // Paid: the provider is told not to take it again.
      expect((await providerCall(app, api.paymentVerification, verify)).json()).toEqual({
        status: 'INVALID',
        remittance_id: session.remittanceId,
      });
    } finally {
      await provider.close();
    }
  });

  it('lets only the filer see or pay a form, and only a filed one', async () => {
    const client = server.client();
    const { token, id } = await fileEstimate(client, '100015');
    const other = await client.signIn(await server.addUser('other', { links: ['100005'] }));
    expectProblem(
      await client.get(byId(api.paymentInfo, id), { token: other }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    expectProblem(
      await client.post(byId(api.initiatePayment, id), undefined, { token: other }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    expectProblem(
      await client.get(byId(api.paymentInfo, 999_999), { token }),
      404,
      ProblemCode.MissingTaxForm,
    );
    expect((await client.get(byId(api.paymentInfo, id))).statusCode).toBe(401);
    // Spec §1: estimates must be paid online.
    expectProblem(
      await client.post(byId(api.noPayment, id), undefined, { token }),
      409,
      ProblemCode.Conflict,
    );

    // An annual return still in draft cannot be paid; once filed, its balance can be paid by check.
    const annual = await client.signIn(await server.addUser('annual', { links: ['100008'] }));
    const draft = await client.post(api.efileQuestions, ALL_NO, { token: annual });
    expect(draft.statusCode, draft.body).toBe(200);
    const formId = draft.json<{ formId: number }>().formId;
    expect((await client.post(api.formW2, LINNDALE_W2, { token: annual })).statusCode).toBe(201);
    expectProblem(
      await client.get(byId(api.paymentInfo, formId), { token: annual }),
      409,
      ProblemCode.Conflict,
    );
    expect((await client.post(api.fileAnnualReturn, { agreement: true }, { token: annual })).statusCode).toBe(
      200,
    );
    const mailed = await client.post(byId(api.noPayment, formId), undefined, { token: annual });
    expect(mailed.statusCode, mailed.body).toBe(200);
    // By hand: Cleveland 2.5 % × $50,000.00 = $1,250.00 − Linndale credit $1,000.00 = $250.00 due.
    expect(mailed.json<PaymentInfo>()).toMatchObject({
      taxFormType: 'Individual Annual Return 2025',
      amount: 25_000,
      paymentStatus: 'Unpaid',
      payingOffline: true,
    });
  });

  it('keeps the session when the provider cannot be asked, and says so to the page', async () => {
    const port = await freePort();
    const app = await server.build({
      env: {
        PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port}`,
        PAYMENT_SECURITY_ID: 'secret-0123456789abcdef',
      },
    });
    const client = new Client(app);
    const { token, id } = await fileEstimate(client, '100019');
    // Starting needs no call to the provider: the browser posts to it.
    const started = await client.post(byId(api.initiatePayment, id), undefined, { token });
    expect(started.statusCode, started.body).toBe(200);
    const again = await client.post(byId(api.initiatePayment, id), undefined, { token });
    expect(again.json<PaymentSessionStart>().remittanceId).toBe(
      started.json<PaymentSessionStart>().remittanceId,
    );
    await providerCall(app, api.paymentVerification, {
      application_id: 'CCA-EFILE',
      message_version: '1.0',
      remittance_id: started.json<PaymentSessionStart>().remittanceId,
      security_id: 'secret-0123456789abcdef',
    });
    // Back on the payment page, the portal asks the provider, which does not answer.
    expectProblem(
      await client.post(byId(api.checkPayment, id), undefined, { token }),
      502,
      ProblemCode.PaymentProviderUnavailable,
    );
    const rows = await server.db.select().from(payments).where(eq(payments.taxFormId, id));
    expect(rows.map((r) => [r.attempt, r.status])).toEqual([[1, 'InProgress']]);
  });
});
