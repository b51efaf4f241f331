import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, workQueuesApi, type PaymentInDoubt, type PaymentSessionStart } from '@efile/contracts';
import { ledgerEntries, payments } from '../src/db/schema';
import { fileEstimate, notificationFields, providerCall, startSession } from './support/payments';
import { addStaff, staffSignIn } from './support/staff';
import { MINUTE, T0, TestServer, engines } from './support/test-app';

const DAY = 24 * 60 * MINUTE;

/**
 * Issue 23 item 11: a provider notice (valid security id) dated 400 days before its session was
 * accepted and the payment backdated — interest and history rewritten by whoever holds the id.
 * The payment is dated within its session (never before it opened, never after we learned of
 * it), the provider's date is kept as reported, and a date outside is flagged for the agency.
 */
describe.each(engines)('the date of a provider notice on $name', (engine) => {
  const server = TestServer.setup(engine);

  async function notify(taxpayer: string, transactionDate: Date) {
    const client = server.client();
    const { token, id } = await fileEstimate(server, client, taxpayer);
    const session = (await startSession(client, token, id)).json<PaymentSessionStart>();
    const res = await providerCall(
      server.app,
      api.paymentNotification,
      notificationFields(server.app, session.remittanceId, {
        transaction_date: transactionDate.toISOString(),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await server.db.select().from(payments).where(eq(payments.taxFormId, id));
    const posted = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'payment'), eq(ledgerEntries.sourceId, String(row!.id))));
    return { client, row: row!, posted };
  }

  it('posts a notice dated 400 days before its session at receipt, keeps the provider’s date, and flags it', async () => {
    const backdated = new Date(T0.getTime() - 400 * DAY);
    const { client, row, posted } = await notify('100018', backdated);
    expect(row).toMatchObject({ status: 'Completed', amountPaid: 25_000, dateFlag: 'before-session' });
    expect(row.providerDate).toEqual(backdated);
    expect(row.reportedAt).toEqual(T0);
    expect(posted.map((e) => e.occurredAt)).toEqual([T0]);

    // The agency sees it in the payments-in-doubt queue (ADR 0037), with the provider's date.
    const clerk = await addStaff(server, 'clerk');
    const staff = await staffSignIn(client, clerk.username, clerk.secret, T0);
    const res = await client.get(
      `${workQueuesApi.payments}?limit=100&reason=${encodeURIComponent('Checking payments in doubt')}`,
      { token: staff },
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<{ items: PaymentInDoubt[] }>().items.find((p) => p.id === row.id);
    expect(item).toMatchObject({
      reason: 'date',
      dateFlag: 'before-session',
      providerDate: backdated.toISOString(),
    });
  });

  it('a date in the future is posted at receipt too, and flagged; a date within the session is kept', async () => {
    const ahead = new Date(T0.getTime() + 2 * DAY);
    const future = await notify('100019', ahead);
    expect(future.row).toMatchObject({ dateFlag: 'future', reportedAt: T0, providerDate: ahead });
    expect(future.posted.map((e) => e.occurredAt)).toEqual([T0]);

    // The provider's clock a minute off either way is not a flag.
    const skewed = new Date(T0.getTime() - MINUTE);
    const ordinary = await notify('100020', skewed);
    expect(ordinary.row).toMatchObject({ dateFlag: null, providerDate: skewed, reportedAt: T0 });
  });
});
