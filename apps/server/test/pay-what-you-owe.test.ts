import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  api,
  mailroomApi,
  refundClaimsApi,
  staffApi,
  type AccountLedger,
  type AccountUpcoming,
  type FiledEstimate,
  type PaymentInfo,
  type PaymentSessionStart,
  type PaymentTargetInfo,
  type RefundClaimList,
  type StaffTaxpayerAccount,
} from '@efile/contracts';
import { payments, taxpayers, users, userTaxpayers } from '../src/db/schema';
import { applyOutcome } from '../src/modules/payments/outcomes';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { addIndividual, completed, fileStatement } from './support/ledger';
import { ESTIMATE } from './support/payments';
import { addStaff, staffSignIn } from './support/staff';
import { T0, TestServer, engines, type Client } from './support/test-app';

const DAY = 86_400_000;
const QUESTIONS = { ...ALL_NO, under18AtYearEnd: false };
/** The Linndale W-2 with no tax withheld: the whole Cleveland tax ($1,250.00) is due on the return. */
const W2 = { ...LINNDALE_W2, localTaxWithheld: 0 };
const silent = { warn: () => undefined } as never;
const byId = (path: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((p, [k, v]) => p.replace(`:${k}`, String(v)), path);

/** Issue 22 (ADR 0044): one account behind every figure; every amount payable, as of the day paid. */
describe.each(engines)('pay what you owe on $name', (engine) => {
  const server = TestServer.setup(engine);

  /** Starts a session for a target (the API), then the provider takes `amount` (default: what it asked) on `at`. */
  async function pay(client: Client, token: string, startPath: string, at: Date, amount?: number) {
    const res = await client.post(startPath, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    const { remittanceId } = res.json<PaymentSessionStart>();
    const [row] = await server.db.select().from(payments).where(eq(payments.remittanceId, remittanceId));
    const outcome = { ...completed(remittanceId, amount ?? row!.amount), occurredAt: at.toISOString() };
    expect(
      await applyOutcome(server.db, outcome, 'notification', { request: null, log: silent, now: at }),
    ).toBe('recorded');
    return row!;
  }

  const accountOf = async (client: Client, token: string) => {
    const res = await client.get(api.accountLedger, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AccountLedger>();
  };

  it('ann.annual files late, pays the as-of-today amount (interest and penalty lines): $0.00 on the form and the year', async () => {
    const late = new Date(T0.getTime() + 110 * DAY); // 2026-06-20, past 15 April
    const client = await server.clientAt(110 * DAY);
    const token = await client.signIn(await server.addUser('ann', { links: ['100015'] }));
    // Before filing: the draft says what filing and paying today adds.
    expect((await client.post(api.efileQuestions, QUESTIONS, { token })).statusCode).toBe(200);
    expect((await client.post(api.formW2, W2, { token })).statusCode).toBe(201);
    const draft = (await client.get(api.annualReturn, { token })).json<{
      calculation: { balanceDue: number; worksheet: { lines: { id: string; amount: number }[] } };
      lateToday: { amount: number; lines: { code: string }[] } | null;
    }>();
    // The $300.00 of estimates the agency holds is read from the ledger.
    expect(draft.calculation.worksheet.lines.find((l) => l.id === 'estimatesPaid')?.amount).toBe(30_000);
    expect(draft.lateToday?.lines.map((l) => l.code)).toEqual(['interest', 'latePaymentPenalty']);
    const filed = await client.post(api.fileAnnualReturn, { agreement: true }, { token });
    expect(filed.statusCode, filed.body).toBe(200);
    const { id, balanceDue } = filed.json<{ id: number; balanceDue: number }>();

    const info = (await client.get(byId(api.paymentInfo, { id }), { token })).json<PaymentInfo>();
    expect(info.lines[0]).toMatchObject({ code: 'taxLeft', amount: balanceDue });
    expect(info.lines.map((l) => l.code)).toEqual(['taxLeft', 'interest', 'latePaymentPenalty']);
    expect(info.lines[1]).toMatchObject({ from: '2026-04-15', rule: 'ORC 718.27(B)' });
    expect(info.amount).toBe(info.lines.reduce((s, l) => s + l.amount, 0));
    expect(info.amount).toBe(balanceDue + draft.lateToday!.amount);
    const before = await accountOf(client, token);
    expect(before.payables).toContainEqual(
      expect.objectContaining({
        target: { kind: 'form', taxFormId: id },
        amount: info.amount,
        overdue: true,
      }),
    );

    await pay(client, token, byId(api.initiatePayment, { id }), late);
    const after = await accountOf(client, token);
    const form = after.forms.find((f) => f.id === id)!;
    expect(form).toMatchObject({
      balance: 0,
      payToday: 0,
      accruedInterest: 0,
      accruedPenalty: 0,
      status: 'Paid',
    });
    expect(after.years.find((y) => y.taxYear === 2025)).toMatchObject({ balance: 0, payToday: 0 });
    expect(after.payables).toEqual([]);
    const paid = (await client.get(byId(api.paymentInfo, { id }), { token })).json<PaymentInfo>();
    expect(paid).toMatchObject({ amount: 0, paymentStatus: 'Completed', formStatus: 'Paid' });
    // A month later nothing more accrues: the interest was charged with the payment.
    const next = await server.clientAt(140 * DAY);
    const t2 = await next.signIn(await server.addUser('ann', { links: ['100015'] }));
    expect((await accountOf(next, t2)).total.payToday).toBe(0);
  });

  it('an estimate: installment 4 paid first, then 1–3; each installment its state; Estimates and Credits shows it at once', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('eve', { links: [taxpayer] }));
    const res = await client.post(api.individualEstimate, ESTIMATE, { token });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<FiledEstimate>().id;
    const start = (n: number) => byId(api.initiateInstallmentPayment, { id, installment: n });

    const info4 = (
      await client.get(byId(api.installmentPaymentInfo, { id, installment: 4 }), { token })
    ).json<PaymentTargetInfo>();
    expect(info4).toMatchObject({ amount: 25_000, dueDate: '2027-01-15', installment: 4 });
    await pay(client, token, start(4), T0);
    let form = (await accountOf(client, token)).forms.find((f) => f.id === id)!;
    expect(form.installments!.map((i) => [i.number, i.state, i.left])).toEqual([
      [1, 'due', 25_000],
      [2, 'notYetDue', 25_000],
      [3, 'notYetDue', 25_000],
      [4, 'paid', 0],
    ]);
    expect(form.status).toBe('PartlyPaid');
    const credits = (await client.get(api.estimateCredits, { token })).json<unknown[]>();
    expect(credits).toContainEqual({
      taxYear: 2026,
      amountPaid: 25_000,
      priorYearCreditAmount: 0,
      notYetPosted: 25_000,
    });

    for (const n of [1, 2, 3]) await pay(client, token, start(n), T0);
    const account = await accountOf(client, token);
    form = account.forms.find((f) => f.id === id)!;
    expect(form.installments!.every((i) => i.state === 'paid')).toBe(true);
    expect(form).toMatchObject({ balance: 0, status: 'Paid' });
    expect(account.years.find((y) => y.taxYear === 2026)).toMatchObject({ balance: 0, payToday: 0 });
    // A paid installment is not payable again.
    expect((await client.post(start(2), undefined, { token })).statusCode).toBe(409);
  });

  it('a whole year in one payment, allocated oldest due date first across two forms: $0.00 on each', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('year', { links: [taxpayer] }));
    // Two forms of 2025: the annual return and a billing statement.
    expect((await client.post(api.efileQuestions, QUESTIONS, { token })).statusCode).toBe(200);
    expect((await client.post(api.formW2, W2, { token })).statusCode).toBe(201);
    const filed = await client.post(api.fileAnnualReturn, { agreement: true }, { token });
    expect(filed.statusCode, filed.body).toBe(200);
    const ret = filed.json<{ id: number; balanceDue: number }>();
    expect(ret.balanceDue).toBeGreaterThan(0);
    const statement = await fileStatement(client, token, 2025, 12_345);
    const before = await accountOf(client, token);
    expect(before.payables.map((p) => p.target)).toEqual([
      { kind: 'form', taxFormId: statement.id },
      { kind: 'form', taxFormId: ret.id },
      { kind: 'year', taxYear: 2025 },
    ]);
    const year = (
      await client.get(byId(api.yearPaymentInfo, { year: 2025 }), { token })
    ).json<PaymentTargetInfo>();
    expect(year.amount).toBe(ret.balanceDue + statement.amountDue);
    // Same due date (15 April 2026): the lower form id first.
    expect(year.lines.map((l) => l.taxFormId)).toEqual([ret.id, statement.id]);

    // A partial year payment pays the first item in full, the second in part.
    await pay(client, token, byId(api.initiateYearPayment, { year: 2025 }), T0, ret.balanceDue + 100);
    let account = await accountOf(client, token);
    expect(account.forms.find((f) => f.id === ret.id)).toMatchObject({ balance: 0, status: 'Paid' });
    expect(account.forms.find((f) => f.id === statement.id)).toMatchObject({
      balance: statement.amountDue - 100,
      status: 'PartlyPaid',
    });
    // The rest, in one more payment of the year.
    await pay(client, token, byId(api.initiateYearPayment, { year: 2025 }), T0);
    account = await accountOf(client, token);
    expect(account.forms.filter((f) => f.taxYear === 2025).map((f) => [f.balance, f.status])).toEqual([
      [0, 'Paid'],
      [0, 'Paid'],
    ]);
    expect(account.years.find((y) => y.taxYear === 2025)).toMatchObject({ balance: 0, payToday: 0 });
  });

  it('two concurrent starts of the same target get one session; a year and an installment each their own', async () => {
    const client = server.client();
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('race', { links: [taxpayer] }));
    const res = await client.post(api.individualEstimate, ESTIMATE, { token });
    const id = res.json<FiledEstimate>().id;
    const paths = [
      byId(api.initiateInstallmentPayment, { id, installment: 3 }),
      byId(api.initiateYearPayment, { year: 2026 }),
    ];
    for (const path of paths) {
      const starts = await Promise.all(
        Array.from({ length: 6 }, () => client.post(path, undefined, { token })),
      );
      expect(starts.map((s) => s.statusCode)).toEqual(starts.map(() => 200));
      expect(new Set(starts.map((s) => s.json<PaymentSessionStart>().remittanceId)).size).toBe(1);
    }
    const rows = await server.db.select().from(payments).where(eq(payments.taxpayerId, taxpayer));
    expect(rows.map((r) => r.targetKey).sort()).toEqual([`form:${id}:installment.3`, 'year:2026']);
  });

  it('a mailed check against a form: the online amount is the remainder, and paying it leaves $0.00', async () => {
    const client = server.client();
    const staff = await addStaff(server, 'clerk');
    const clerk = await staffSignIn(client, staff.username, staff.secret);
    const taxpayer = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('check', { links: [taxpayer] }));
    const filed = await fileStatement(client, token, 2025, 70_375);
    const check = {
      taxpayerId: taxpayer,
      taxYear: 2025,
      confirmationNumber: filed.confirmationNumber,
      amountCents: 20_000,
      checkNumber: taxpayer,
      receivedOn: '2026-03-01',
    };
    expect((await client.post(mailroomApi.checks, check, { token: clerk })).statusCode).toBe(201);
    const info = (await client.get(byId(api.paymentInfo, { id: filed.id }), { token })).json<PaymentInfo>();
    expect(info.amount).toBe(filed.amountDue - 20_000);
    expect(info.formStatus).toBe('PartlyPaid');
    await pay(client, token, byId(api.initiatePayment, { id: filed.id }), T0);
    const form = (await accountOf(client, token)).forms.find((f) => f.id === filed.id)!;
    expect(form).toMatchObject({ balance: 0, status: 'Paid' });
  });

  it('the console’s account figures, due dates and refund claims equal My Account’s, for every demo taxpayer', async () => {
    const client = server.client();
    const staff = await addStaff(server, 'clerk');
    const clerk = await staffSignIn(client, staff.username, staff.secret);
    const demo = await server.db
      .selectDistinct({ taxpayerId: userTaxpayers.taxpayerId, business: users.isBusinessUser })
      .from(userTaxpayers)
      .innerJoin(users, and(eq(users.id, userTaxpayers.userId)))
      // A registration waiting for the agency cannot sign in (issue 23): nobody sees its account.
      .innerJoin(
        taxpayers,
        and(eq(taxpayers.id, userTaxpayers.taxpayerId), eq(taxpayers.registrationPending, false)),
      );
    expect(demo.length).toBeGreaterThan(10);
    for (const { taxpayerId, business } of demo) {
      const token = await client.signIn(await server.addUser('same', { links: [taxpayerId], business }));
      const mine = await accountOf(client, token);
      const res = await client.get(
        `${staffApi.taxpayer.replace(':id', taxpayerId)}?reason=${encodeURIComponent('issue 22 check')}`,
        { token: clerk },
      );
      expect(res.statusCode, res.body).toBe(200);
      const staffView = res.json<StaffTaxpayerAccount>();
      expect(staffView.account, taxpayerId).toEqual(mine);
      // What is due next and where a refund is: the phone call's answers are My Account's (issue 28 item 1).
      expect(staffView.upcoming, taxpayerId).toEqual(
        (await client.get(api.accountUpcoming, { token })).json<AccountUpcoming>(),
      );
      expect(staffView.refunds, taxpayerId).toEqual(
        (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>().claims,
      );
    }
  });
});
