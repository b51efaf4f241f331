import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type AccountEntries, type AccountLedger } from '@efile/contracts';
import { ledgerEntries, taxForms } from '../src/db/schema';
import { filingEntries } from '../src/modules/ledger/mapping';
import { RuleSet } from '../src/modules/rules/effective';
import { postFiling, postPayment, postReversal } from '../src/modules/ledger/service';
import { applyOutcome } from '../src/modules/payments/outcomes';
import { addBusiness } from './support/businesses';
import { addIndividual, completed, fileStatement, openSession } from './support/ledger';
import { ESTIMATE } from './support/payments';
import { HOUR, TestServer, engines, expectProblem } from './support/test-app';

const DAY = 24 * HOUR;

/** The database's own refusal (drizzle wraps it: the message is on the cause). */
async function refused(work: PromiseLike<unknown>, pattern: RegExp) {
  const error = await Promise.resolve(work).then(
    () => null,
    (e: unknown) => e as { message: string; cause?: { message: string } },
  );
  expect(error, 'the database refused it').not.toBeNull();
  expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(pattern);
}

const silent = { request: null, log: { warn: () => undefined } as never, now: new Date() };

describe.each(engines)('account ledger on $name', (engine) => {
  const server = TestServer.setup(engine);
  const entriesOf = (taxpayerId: string) =>
    server.db.select().from(ledgerEntries).where(eq(ledgerEntries.taxpayerId, taxpayerId));

  it('posts a filing once, and a replayed provider notification once', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('ledger', { links: [taxpayer] }));
    const filed = await fileStatement(client, token, 2024, 100_000);
    const charged = await entriesOf(taxpayer);
    expect(charged.map((e) => [e.kind, e.sourceLine]).sort()).toEqual([
      ['liability.interest', 'totalInterest'],
      ['liability.penalty', 'totalPenalty'],
      ['liability.tax', 'totalTax'],
    ]);
    expect(charged.reduce((s, e) => s + e.amountCents, 0)).toBe(filed.amountDue);

    // Posting the same filed form again (a retried transaction, the backfill) writes nothing.
    const [form] = await server.db.select().from(taxForms).where(eq(taxForms.id, filed.id));
    expect(await postFiling(server.db, form!)).toEqual([]);

    const session = await openSession(server.db, form!, 1, filed.amountDue);
    const outcome = completed(session.remittanceId, 30_000);
    expect(await applyOutcome(server.db, outcome, 'notification', silent)).toBe('recorded');
    expect(await applyOutcome(server.db, outcome, 'notification', silent)).toBe('repeated');
    expect(await applyOutcome(server.db, outcome, 'reconciliation', silent)).toBe('repeated');
    expect(await postPayment(server.db, session.id, new RuleSet([]))).toEqual([]);
    const after = await entriesOf(taxpayer);
    expect(after.filter((e) => e.kind === 'payment').map((e) => e.amountCents)).toEqual([-30_000]);

    // A reversal is a debit, written once per payment.
    await postReversal(server.db, {
      paymentId: session.id,
      amountCents: 30_000,
      at: new Date(),
      reason: 'NSF',
    });
    await postReversal(server.db, {
      paymentId: session.id,
      amountCents: 30_000,
      at: new Date(),
      reason: 'NSF',
    });
    const account = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(account.total.balance).toBe(filed.amountDue);
    const { entries } = (await client.get(api.accountEntries, { token })).json<AccountEntries>();
    expect(entries.map((e) => e.kind)).toContain('payment.reversal');
    expect(entries).toHaveLength(5);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of ledger rows (the database, not the app, says so)', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('ledger', { links: [taxpayer] }));
    await fileStatement(client, token, 2023, 50_000);
    const [entry] = await entriesOf(taxpayer);
    await refused(
      server.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.id, entry!.id)),
      /append-only: UPDATE refused/,
    );
    await refused(
      server.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id)),
      /append-only: DELETE/,
    );
    await refused(server.db.execute(sql`truncate ledger_entries`), /append-only: TRUNCATE/);
    // A credit cannot be written as a charge: the sign belongs to the kind.
    await expect(
      server.db.insert(ledgerEntries).values({ ...entry!, id: undefined, sourceLine: 'x', kind: 'payment' }),
    ).rejects.toThrow();
    expect(await entriesOf(taxpayer)).toHaveLength(3);
  });

  it('GET /api/account: anonymous 401, only the filed-as taxpayer, a business user sees the business', async () => {
    const client = server.client();
    expectProblem(await client.get(api.accountLedger), 401, 'unauthenticated');

    const mine = await addIndividual(server.db);
    const theirs = await addIndividual(server.db);
    const me = await client.signIn(await server.addUser('ledger', { links: [mine] }));
    const them = await client.signIn(await server.addUser('ledger', { links: [theirs] }));
    await fileStatement(client, them, 2022, 70_000);
    await fileStatement(client, me, 2025, 10_000);

    const account = (await client.get(api.accountLedger, { token: me })).json<AccountLedger>();
    expect(account.taxpayerId).toBe(mine);
    expect(account.years.map((y) => y.taxYear)).toEqual([2025]);
    expect(JSON.stringify(account)).not.toContain(theirs);
    // No parameter picks another taxpayer: the session decides.
    const tried = await client.get(`${api.accountLedger}?taxpayerId=${theirs}`, { token: me });
    expect(tried.json<AccountLedger>().taxpayerId).toBe(mine);
    // The entries behind the figures: the same taxpayer only, anonymous refused.
    expectProblem(await client.get(api.accountEntries), 401, 'unauthenticated');
    const entries = (
      await client.get(`${api.accountEntries}?taxpayerId=${theirs}`, { token: me })
    ).json<AccountEntries>();
    expect(entries.taxpayerId).toBe(mine);
    expect(entries.entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain(theirs);

    const business = await addBusiness(server.db, 'Ledger Works LLC');
    const owner = await client.signIn(
      await server.addUser('biz', { business: true, links: [business.taxpayerId] }),
    );
    await fileStatement(client, owner, 2024, 20_000);
    const seen = (await client.get(api.accountLedger, { token: owner })).json<AccountLedger>();
    expect(seen.taxpayerId).toBe(business.taxpayerId);
    expect(seen.years.map((y) => y.taxYear)).toEqual([2024]);
  });

  it('accrues ORC 718.27 interest to today by the engine, and says what paying today clears', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('ledger', { links: [taxpayer] }));
    const filed = await fileStatement(client, token, 2024, 100_000);
    const today = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(today.total).toEqual({
      balance: filed.amountDue,
      accruedInterest: 0,
      accruedPenalty: 0,
      payToday: filed.amountDue,
    });

    // Sixty days on, two more months at 9 % a year on the unpaid $1,000.00: 2 × $7.50 (the engine's rounding).
    const later = await server.clientAt(60 * DAY);
    const token2 = await later.signIn(await server.addUser('ledger', { links: [taxpayer] }));
    const then = (await later.get(api.accountLedger, { token: token2 })).json<AccountLedger>();
    expect(then.total.balance).toBe(filed.amountDue);
    expect(then.total.accruedInterest).toBeGreaterThan(0);
    expect(then.total.accruedPenalty).toBe(0);
    expect(then.total.payToday).toBe(filed.amountDue + then.total.accruedInterest);
  });

  it('posts the estimate as it asks to be paid, and the exemption certificate not at all', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('ledger', { links: [taxpayer] }));
    const res = await client.post(api.individualEstimate, ESTIMATE, { token });
    expect(res.statusCode, res.body).toBe(201);
    const entries = await entriesOf(taxpayer);
    expect(entries.map((e) => [e.kind, e.sourceLine, e.amountCents])).toEqual([
      ['liability.tax', 'amountDue', res.json<{ amountDue: number }>().amountDue],
    ]);
  });

  it('backfills what was filed and paid before the ledger, as the posting does, once', async () => {
    const client = server.client();
    const a = await addIndividual(server.db);
    const b = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('ledger', { links: [a] }));
    await fileStatement(client, token, 2023, 12_345);
    const est = await client.post(api.individualEstimate, ESTIMATE, { token });
    expect(est.statusCode, est.body).toBe(201);
    const forms = await server.db.select().from(taxForms).where(eq(taxForms.taxpayerId, a));

    // The same forms as B's, written as before the ledger (no posting), and a Completed payment.
    const copies = [];
    for (const form of forms) {
      const [copy] = await server.db
        .insert(taxForms)
        .values({ ...form, id: undefined, taxpayerId: b, confirmationNumber: `${form.confirmationNumber}-B` })
        .returning();
      copies.push(copy!);
    }
    const session = await openSession(server.db, copies[0]!, 1, 5_000);
    await server.db.execute(
      sql`update payments set status = 'Completed', amount_paid = 5000, reported_at = now() where id = ${session.id}`,
    );
    expect(await entriesOf(b)).toEqual([]);

    const first = await server.db.execute<{ n: number }>(sql`select efile_ledger_backfill() as n`);
    const second = await server.db.execute<{ n: number }>(sql`select efile_ledger_backfill() as n`);
    const count = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]!.n);
    expect(count(first)).toBe(copies.flatMap(filingEntries).length + 1);
    expect(count(second)).toBe(0);

    const shape = (e: { kind: string; amountCents: number; sourceLine: string; taxYear: number }) =>
      `${e.taxYear} ${e.kind} ${e.sourceLine} ${e.amountCents}`;
    const backfilled = await entriesOf(b);
    expect(
      backfilled
        .filter((e) => e.kind !== 'payment')
        .map(shape)
        .sort(),
    ).toEqual(copies.flatMap(filingEntries).map(shape).sort());
    expect(backfilled.filter((e) => e.kind === 'payment').map((e) => e.amountCents)).toEqual([-5_000]);
  });
});
