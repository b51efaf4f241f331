import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, workQueuesApi, type PaymentInDoubt } from '@efile/contracts';
import { auditEvents, ledgerEntries, payments } from '../../db/schema';
import { addStaff, staffSignIn } from '../../../test/support/staff';
import { Client, T0, TestServer, engines, expectProblem } from '../../../test/support/test-app';
import { filedForm, stuckPayment, takenUnconfirmed } from '../../../test/support/work-queues';

const byId = (path: string, id: number) => path.replace(':id', String(id));
type Page = { items: PaymentInDoubt[]; nextCursor: string | null };

describe.each(engines)('payments in doubt on $name (issue 16)', (engine) => {
  const server = TestServer.setup(engine);
  const staffToken = async (client: Client, at = T0) => {
    const clerk = await addStaff(server, 'clerk');
    return staffSignIn(client, clerk.username, clerk.secret, at);
  };
  const list = async (client: Client, token: string, query = '') => {
    const res = await client.get(`${workQueuesApi.payments}?reason=Working%20the%20queue&limit=100${query}`, {
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>().items;
  };

  it('a session the provider took but never confirmed: listed with its answer, applied once, posted to the ledger', async () => {
    const { client, row } = await takenUnconfirmed(server);

    const staff = await staffToken(client);
    // Not an hour old yet: not in doubt by default.
    expect((await list(client, staff)).map((p) => p.id)).not.toContain(row.id);
    const [item] = (await list(client, staff, '&olderThanMinutes=0')).filter((p) => p.id === row.id);
    expect(item).toMatchObject({
      reason: 'stuck',
      status: 'InProgress',
      amount: 25_000,
      provider: { state: 'done', status: 'Completed', amount: 25_000 },
    });

    expectProblem(
      await client.post(byId(workQueuesApi.applyPayment, row.id), {}, { token: staff }),
      400,
      ProblemCode.Validation,
    );
    const applied = await client.post(
      byId(workQueuesApi.applyPayment, row.id),
      { note: 'Provider shows it approved' },
      { token: staff },
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ result: 'recorded' });
    const again = expectProblem(
      await client.post(byId(workQueuesApi.applyPayment, row.id), { note: 'once more' }, { token: staff }),
      409,
      ProblemCode.Conflict,
    );
    expect(again.detail).toBe("The provider's answer was already applied to this payment.");
    const [after] = await server.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after).toMatchObject({ status: 'Completed', amountPaid: 25_000, resolvedBy: 'reconciliation' });
    const posted = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'payment'), eq(ledgerEntries.sourceId, String(row.id))));
    expect(posted).toHaveLength(1);
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.payment.provider-answer'));
    expect(events.some((e) => (e.details as { paymentId: number }).paymentId === row.id)).toBe(true);
  });

  it('a session the provider never saw, a day old: closed; an amount mismatch is listed but already applied', async () => {
    const app = await server.build({ sandbox: true });
    const client = new Client(app);
    const staff = await staffToken(client);
    const stuck = await stuckPayment(server, await filedForm(server));
    const [mismatch] = await server.db
      .insert(payments)
      .values({
        taxFormId: await filedForm(server),
        taxpayerId: '100001',
        remittanceId: `R-mismatch-${engine.name}`,
        amount: 25_000,
        amountPaid: 20_000,
        flag: 'partial',
        status: 'Completed',
        transactionId: `T-mismatch-${engine.name}`,
        createdAt: T0,
      })
      .returning({ id: payments.id });
    const items = await list(client, staff);
    expect(items.find((p) => p.id === stuck)).toMatchObject({
      reason: 'stuck',
      provider: { state: 'unknown' },
    });
    expect(items.find((p) => p.id === mismatch!.id)).toMatchObject({
      reason: 'amount',
      amount: 25_000,
      amountPaid: 20_000,
    });

    const closed = await client.post(
      byId(workQueuesApi.applyPayment, stuck),
      { note: 'never paid' },
      { token: staff },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ result: 'closed' });
    const [row] = await server.db.select().from(payments).where(eq(payments.id, stuck));
    expect(row!.status).toBe('Error');
    expect((await list(client, staff)).map((p) => p.id)).not.toContain(stuck);
    expectProblem(
      await client.post(
        byId(workQueuesApi.applyPayment, mismatch!.id),
        { note: 'check it' },
        { token: staff },
      ),
      409,
      ProblemCode.Conflict,
    );
    expectProblem(
      await client.post(byId(workQueuesApi.applyPayment, 999_999), { note: 'check it' }, { token: staff }),
      404,
      ProblemCode.NotFound,
    );
  });

  it('the provider down: the answer is "unavailable" in the list and applying is a 502', async () => {
    const client = server.client();
    const staff = await staffToken(client);
    const stuck = await stuckPayment(server, await filedForm(server));
    expect((await list(client, staff)).find((p) => p.id === stuck)).toMatchObject({
      provider: { state: 'unavailable' },
    });
    expectProblem(
      await client.post(byId(workQueuesApi.applyPayment, stuck), { note: 'try' }, { token: staff }),
      502,
      ProblemCode.PaymentProviderUnavailable,
    );
  });
});
