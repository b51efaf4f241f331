import { describe, expect, it } from 'vitest';
import { api, type AccountLedger, type AccountUpcoming } from '@efile/contracts';
import { annualReturnDueDate, installmentDueDates, withholdingDueDate } from '@efile/tax';
import { addBusiness } from './support/businesses';
import { addIndividual, completed, fileStatement, openSession } from './support/ledger';
import { ESTIMATE } from './support/payments';
import { TestServer, engines, expectProblem } from './support/test-app';
import { taxForms } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { applyOutcome } from '../src/modules/payments/outcomes';

const silent = { request: null, log: { warn: () => undefined } as never, now: new Date() };

/** Q4 2025 for a Cleveland employer (filed late on T0, 2 March 2026). */
const Q4 = {
  taxYear: 2025,
  frequency: 'quarterly',
  period: 4,
  cities: [{ city: 'Cleveland', wages: 4_000_000, taxWithheld: 100_000, adjustments: [] }],
  residenceTaxWithheld: [],
} as const;

describe.each(engines)('My Account: upcoming and history (issue 15) on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('an individual: the annual return of 2025 and the 2026 estimate’s next installment, from the rules', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('upcoming', { links: [taxpayer] }));

    const before = (await client.get(api.accountUpcoming, { token })).json<AccountUpcoming>();
    expect(before).toMatchObject({ asOf: '2026-03-02', taxYear: 2025, employerYears: [] });
    // Both fall on 15 April 2026 (the first installment and the return): the rules say so, not the web.
    expect(annualReturnDueDate(2025)).toBe('2026-04-15');
    expect(before.items).toEqual([
      {
        kind: 'annual-return',
        formType: 'annual-return',
        taxYear: 2025,
        period: null,
        dueDate: annualReturnDueDate(2025),
        filed: false,
        amount: null,
        overdue: false,
      },
      {
        kind: 'estimate-installment',
        formType: 'individual-estimate',
        taxYear: 2026,
        period: '1',
        dueDate: installmentDueDates(2026)[0],
        filed: false,
        amount: null,
        overdue: false,
      },
    ]);

    // Filing the estimate asks for the first installment now: the next one is the second.
    const filed = await client.post(api.individualEstimate, ESTIMATE, { token });
    expect(filed.statusCode, filed.body).toBe(201);
    const after = (await client.get(api.accountUpcoming, { token })).json<AccountUpcoming>();
    const installment = after.items.find((i) => i.kind === 'estimate-installment');
    // $40,000 at 2.5 %: $1,000.00, a quarter of it each installment.
    expect(installment).toMatchObject({
      period: '2',
      dueDate: installmentDueDates(2026)[1],
      filed: true,
      amount: 25_000,
    });

    // Four months on, the return not filed: overdue, and the third installment is next.
    const later = await server.clientAt(120 * 24 * 3600 * 1000);
    const laterToken = await later.signIn(await server.addUser('upcoming', { links: [taxpayer] }));
    const then = (await later.get(api.accountUpcoming, { token: laterToken })).json<AccountUpcoming>();
    expect(then.items.find((i) => i.kind === 'annual-return')).toMatchObject({ overdue: true });
    expect(then.items.find((i) => i.kind === 'estimate-installment')).toMatchObject({ period: '3' });
  });

  it("a business: the employer's periods filed and missing, the missing ones first", async () => {
    const client = server.client();
    const business = await addBusiness(server.db, 'Upcoming Works LLC');
    const token = await client.signIn(
      await server.addUser('upbiz', { business: true, links: [business.taxpayerId] }),
    );
    const filed = await client.post(api.employersReturn, { ...Q4, agreement: true }, { token });
    expect(filed.statusCode, filed.body).toBe(201);

    const upcoming = (await client.get(api.accountUpcoming, { token })).json<AccountUpcoming>();
    expect(upcoming.items.every((i) => i.kind === 'employers-return')).toBe(true);
    const [y2025, y2026] = upcoming.employerYears;
    expect(y2025!.periods.map((p) => [p.key, p.filed, p.ended])).toEqual([
      ['2025-Q1', false, true],
      ['2025-Q2', false, true],
      ['2025-Q3', false, true],
      ['2025-Q4', true, true],
    ]);
    expect(y2026!.periods.every((p) => !p.filed && !p.ended)).toBe(true);
    // Missing: Q1–Q3 of 2025 (overdue), then the first quarter of 2026 once it ends.
    expect(upcoming.items.map((i) => [i.period, i.dueDate, i.overdue])).toEqual([
      ['2025-Q1', withholdingDueDate(2025, 'quarterly', 1), true],
      ['2025-Q2', withholdingDueDate(2025, 'quarterly', 2), true],
      ['2025-Q3', withholdingDueDate(2025, 'quarterly', 3), true],
      ['2026-Q1', withholdingDueDate(2026, 'quarterly', 1), false],
    ]);
  });

  it('the filed-as taxpayer only: anonymous 401, no parameter reads another, no one else’s forms or payments', async () => {
    const client = server.client();
    expectProblem(await client.get(api.accountUpcoming), 401, 'unauthenticated');

    const mine = await addIndividual(server.db);
    const theirs = await addIndividual(server.db);
    const me = await client.signIn(await server.addUser('upcoming', { links: [mine] }));
    const them = await client.signIn(await server.addUser('upcoming', { links: [theirs] }));
    const estimate = await client.post(api.individualEstimate, ESTIMATE, { token: them });
    expect(estimate.statusCode).toBe(201);

    const tried = await client.get(`${api.accountUpcoming}?taxpayerId=${theirs}`, { token: me });
    expect(tried.json<AccountUpcoming>().items.find((i) => i.kind === 'estimate-installment')).toMatchObject({
      filed: false,
      period: '1',
    });
    const account = (
      await client.get(`${api.accountLedger}?taxpayerId=${theirs}`, { token: me })
    ).json<AccountLedger>();
    expect(account.taxpayerId).toBe(mine);
    expect(account.forms).toEqual([]);
    expect(account.payments).toEqual([]);

    // A business user filing as their business never sees the individual's.
    const business = await addBusiness(server.db, 'Other Works LLC');
    const owner = await client.signIn(
      await server.addUser('upbiz', { business: true, links: [business.taxpayerId] }),
    );
    const biz = (await client.get(api.accountUpcoming, { token: owner })).json<AccountUpcoming>();
    expect(biz.items.some((i) => i.kind === 'annual-return' || i.kind === 'estimate-installment')).toBe(
      false,
    );
    expect(JSON.stringify(biz)).not.toContain(theirs);
  });

  it('lists every form filed and every payment with method, last four, date and status', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('history', { links: [taxpayer] }));
    const older = await fileStatement(client, token, 2023, 40_000);
    const newer = await fileStatement(client, token, 2025, 10_000);
    const [form] = await server.db.select().from(taxForms).where(eq(taxForms.id, older.id));
    const session = await openSession(server.db, form!, 1, older.amountDue);
    await applyOutcome(server.db, completed(session.remittanceId, older.amountDue), 'notification', silent);

    const account = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(account.forms.map((f) => [f.taxYear, f.confirmationNumber, f.status, f.balance])).toEqual([
      [2025, newer.confirmationNumber, 'Open', newer.amountDue],
      [2023, older.confirmationNumber, 'Paid', 0],
    ]);
    expect(account.payments).toEqual([
      expect.objectContaining({
        taxFormId: older.id,
        method: 'CreditDebitCard',
        lastFour: '4242',
        status: 'Completed',
        amount: older.amountDue,
        confirmationNumber: older.confirmationNumber,
      }),
    ]);
  });
});
