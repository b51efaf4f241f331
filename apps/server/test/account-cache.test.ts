import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type AccountLedger } from '@efile/contracts';
import { fixedClock } from '@efile/tax';
import { taxForms } from '../src/db/schema';
import { postAdjustment } from '../src/modules/ledger/service';
import { applyOutcome } from '../src/modules/payments/outcomes';
import { addIndividual, completed, fileStatement, openSession } from './support/ledger';
import { Client, T0, TestServer, engines } from './support/test-app';

const silent = { request: null, log: { warn: () => undefined } as never, now: new Date() };

/**
 * My Account is kept per process and revalidated by the account's version (migration 0024):
 * whatever changes what the page shows — an entry, a filing, a payment session, the agency's day —
 * is seen by the next read of every process, never an old answer.
 */
describe.each(engines)('My Account read cache on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('serves no stale account: entries, payment sessions, pay-by-mail, another process, the next day', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('cache', { links: [taxpayer] }));
    const filed = await fileStatement(client, token, 2024, 100_000);
    const read = async (c: Client = client) =>
      (await c.get(api.accountLedger, { token })).json<AccountLedger>();

    // A second API process on the same database, read first so it holds the account too.
    const other = new Client(await server.build());
    const first = await read();
    expect(await read(other)).toEqual(first);
    expect(first.total.balance).toBe(filed.amountDue);

    // A ledger entry written outside any request (an agency adjustment).
    await postAdjustment(server.db, {
      taxpayerId: taxpayer,
      taxYear: 2024,
      amountCents: -1_000,
      staffId: null,
      reason: 'courtesy',
      sourceId: `cache-${taxpayer}`,
      at: T0,
    });
    expect((await read()).total.balance).toBe(filed.amountDue - 1_000);
    expect((await read(other)).total.balance).toBe(filed.amountDue - 1_000);

    // A payment session opened (no entry yet) and then completed by the provider.
    const [form] = await server.db.select().from(taxForms).where(eq(taxForms.id, filed.id));
    const session = await openSession(server.db, form!, 1, 30_000);
    expect((await read(other)).payments.map((p) => p.status)).toEqual(['InProgress']);
    await applyOutcome(server.db, completed(session.remittanceId, 30_000), 'notification', silent);
    for (const c of [client, other]) {
      const now = await read(c);
      expect(now.payments.map((p) => p.status)).toEqual(['Completed']);
      expect(now.total.balance).toBe(filed.amountDue - 31_000);
    }

    // A filed form changed without an entry: the filer chose to pay the rest by mail.
    await server.db.update(taxForms).set({ payByMailAt: T0 }).where(eq(taxForms.id, filed.id));
    expect((await read(other)).forms.find((f) => f.id === filed.id)?.status).toBe('ByMail');

    // The next agency day: the same version, figures accrued to the new day.
    const tomorrow = new Client(
      await server.build({ clock: fixedClock(new Date(T0.getTime() + 86_400_000)) }),
    );
    expect((await read(tomorrow)).asOf).not.toBe(first.asOf);
  });
});
