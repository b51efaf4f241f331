import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_SOURCE,
  ProblemCode,
  adjustmentsApi,
  api,
  mailroomApi,
  staffApi,
  type AccountEntries,
  type AccountLedger,
  type StaffAdjustment,
  type StaffAdjustmentList,
  type StaffTaxpayerAccount,
} from '@efile/contracts';
import { adjustments, ledgerEntries } from '../src/db/schema';
import { addIndividual, fileStatement } from './support/ledger';
import { addStaff, staffSignIn } from './support/staff';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

const ofTaxpayer = (id: string) => adjustmentsApi.ofTaxpayer.replace(':id', id);
const decidePath = (path: string, id: number) => path.replace(':adjustmentId', String(id));
let keys = 0;
const key = () => ({ 'Idempotency-Key': `adj-${process.pid}-${++keys}` });

/** Issue 28 item 2 (ADR 0059): adjustments asked in the console, four eyes above the amount, posted once. */
describe.each(engines)('adjustments on $name', (engine) => {
  const server = TestServer.setup(engine);
  let client: Client;
  let clerk: { id: number; token: string };
  let supervisor: { id: number; token: string };
  let supervisor2: { id: number; token: string };

  const signIn = async (role: 'clerk' | 'supervisor') => {
    const s = await addStaff(server, role);
    return { id: s.id, token: await staffSignIn(client, s.username, s.secret) };
  };

  /** A taxpayer of its own with a 2024 billing statement filed late (at T0): tax, interest and a 15 % penalty charged. */
  async function lateStatement(taxDue: number) {
    const taxpayerId = await addIndividual(server.db);
    const token = await client.signIn(await server.addUser('adj', { links: [taxpayerId] }));
    const form = await fileStatement(client, token, 2024, taxDue);
    return { taxpayerId, token, form };
  }

  /** A check for the form received by mail today, recorded by the clerk (at or below $1,000.00: posted at once). */
  async function mailCheck(taxpayerId: string, form: { confirmationNumber: string }, amountCents: number) {
    const res = await client.post(
      mailroomApi.checks,
      {
        taxpayerId,
        taxYear: 2024,
        amountCents,
        checkNumber: `${++keys}`,
        receivedOn: '2026-03-02',
        confirmationNumber: form.confirmationNumber,
      },
      { token: clerk.token },
    );
    expect(res.statusCode, res.body).toBe(201);
  }

  const ask = (taxpayerId: string, body: unknown, who = clerk, headers = key()) =>
    client.post(ofTaxpayer(taxpayerId), body, { token: who.token, headers });

  /** My Account's figures and the console's for the same taxpayer, which must be the same. */
  async function bothViews(taxpayerId: string, token: string) {
    const mine = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    const res = await client.get(
      `${staffApi.taxpayer.replace(':id', taxpayerId)}?reason=${encodeURIComponent('adjustment test')}`,
      { token: clerk.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const staff = res.json<StaffTaxpayerAccount>().account;
    expect(staff.total).toEqual(mine.total);
    expect(staff.years).toEqual(mine.years);
    expect(staff.forms.map((f) => [f.id, f.status, f.payToday])).toEqual(
      mine.forms.map((f) => [f.id, f.status, f.payToday]),
    );
    expect(staff.payables).toEqual(mine.payables);
    return mine;
  }

  it('signs staff in', async () => {
    client = server.client();
    clerk = await signIn('clerk');
    supervisor = await signIn('supervisor');
    supervisor2 = await signIn('supervisor');
  });

  it('abates a penalty above the limit only after another supervisor approves; the taxpayer reads it', async () => {
    const { taxpayerId, token, form } = await lateStatement(100_000);
    const before = await bothViews(taxpayerId, token);
    const [charged] = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxFormId, form.id), eq(ledgerEntries.kind, 'liability.penalty')));
    const penalty = charged!.amountCents;
    expect(penalty).toBe(15_000); // 15 % × $1,000.00 = $150.00, above the $100.00 approval amount
    const body = {
      kind: 'penalty-abatement',
      reason: 'penalty-abated-reasonable-cause',
      note: 'Hospital stay in April, records seen',
      taxFormId: form.id,
      amountCents: penalty,
    };
    const asked = await ask(taxpayerId, body);
    expect(asked.statusCode, asked.body).toBe(201);
    const waiting = asked.json<StaffAdjustment>();
    expect(waiting).toMatchObject({ status: 'requested', needsApproval: true, amountCents: penalty });
    expect(waiting.changes).toContainEqual({ figure: 'penalty', taxYear: 2024, before: penalty, after: 0 });
    // Nothing is on the ledger yet: the balance is what it was.
    expect((await bothViews(taxpayerId, token)).total).toEqual(before.total);

    // A clerk cannot decide; the requester cannot, even as a supervisor asking for themselves.
    expectProblem(
      await client.post(decidePath(adjustmentsApi.approve, waiting.id), undefined, { token: clerk.token }),
      403,
      ProblemCode.Forbidden,
    );
    const own = await ask(taxpayerId, { ...body, amountCents: 12_000 }, supervisor);
    expect(own.statusCode, own.body).toBe(201);
    expectProblem(
      await client.post(decidePath(adjustmentsApi.approve, own.json<StaffAdjustment>().id), undefined, {
        token: supervisor.token,
      }),
      403,
      ProblemCode.Forbidden,
    );
    const refused = await client.post(
      decidePath(adjustmentsApi.refuse, own.json<StaffAdjustment>().id),
      { reason: 'Asked twice' },
      { token: supervisor2.token },
    );
    expect(refused.json<StaffAdjustment>()).toMatchObject({
      status: 'refused',
      refusalReason: 'Asked twice',
    });

    // The waiting list shows the approver the details before approving.
    const list = (
      await client.get(adjustmentsApi.waiting, { token: supervisor.token })
    ).json<StaffAdjustmentList>();
    expect(list.approvalLimitCents).toBe(10_000);
    expect(list.adjustments.find((a) => a.id === waiting.id)).toMatchObject({
      note: 'Hospital stay in April, records seen',
      taxYear: 2024,
      confirmationNumber: form.confirmationNumber,
      requestedBy: expect.stringMatching(/^staff\.clerk\./),
    });

    const approved = await client.post(decidePath(adjustmentsApi.approve, waiting.id), undefined, {
      token: supervisor.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StaffAdjustment>()).toMatchObject({ status: 'approved' });
    const again = await client.post(decidePath(adjustmentsApi.approve, waiting.id), undefined, {
      token: supervisor2.token,
    });
    expectProblem(again, 409, ProblemCode.Conflict);

    const after = await bothViews(taxpayerId, token);
    expect(after.total.balance).toBe(before.total.balance - penalty);
    // The penalty does not come back as "accrued" on the next read.
    expect(after.total.accruedPenalty).toBe(0);
    const entries = (await client.get(api.accountEntries, { token })).json<AccountEntries>();
    expect(entries.entries.filter((e) => e.source.type === ADJUSTMENT_SOURCE)).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        amount: -penalty,
        reason: 'penalty-abated-reasonable-cause',
      }),
    ]);
    // Nothing more of the penalty can be abated.
    expectProblem(await ask(taxpayerId, { ...body, amountCents: 1 }), 422, ProblemCode.Validation);
  });

  it('the database refuses an approval by the requester or a linked account, whatever the service says', async () => {
    const { taxpayerId, form } = await lateStatement(100_000);
    const asked = (
      await ask(taxpayerId, {
        kind: 'interest-abatement',
        reason: 'interest-abated-agency-error',
        note: 'Our notice went to the old address',
        taxFormId: form.id,
        amountCents: 1,
      })
    ).json<StaffAdjustment>();
    expect(asked.status).toBe('approved'); // $0.01: at or below the amount, posted at once
    const [row] = await server.db
      .insert(adjustments)
      .values({
        taxpayerId,
        kind: 'assessment',
        reason: 'assessment-corrected',
        note: 'db test',
        taxYear: 2024,
        taxFormId: form.id,
        amountCents: 50_000,
        status: 'requested',
        needsApproval: true,
        requestedBy: clerk.id,
        requestedAt: new Date(),
        idempotencyKey: 'db-four-eyes',
        fingerprint: 'x',
      })
      .returning({ id: adjustments.id });
    await expect(
      server.db
        .update(adjustments)
        .set({ status: 'approved', decidedBy: clerk.id, decidedAt: new Date(), postedAt: new Date() })
        .where(eq(adjustments.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      server.db
        .update(adjustments)
        .set({ status: 'approved', postedAt: new Date() })
        .where(eq(adjustments.id, row!.id)),
    ).rejects.toThrow();
  });

  it('a retried request with the same Idempotency-Key posts once; the key with another body is 422', async () => {
    const { taxpayerId, token, form } = await lateStatement(40_000);
    const headers = key();
    const body = {
      kind: 'assessment',
      reason: 'assessment-corrected',
      note: 'Wages on the W-2 were keyed twice',
      taxFormId: form.id,
      amountCents: -5_000,
    };
    const first = await ask(taxpayerId, body, clerk, headers);
    const second = await ask(taxpayerId, body, clerk, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<StaffAdjustment>().id).toBe(first.json<StaffAdjustment>().id);
    const rows = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxpayerId, taxpayerId), eq(ledgerEntries.sourceType, ADJUSTMENT_SOURCE)));
    expect(rows.map((r) => r.amountCents)).toEqual([-5_000]);
    expectProblem(
      await ask(taxpayerId, { ...body, amountCents: -6_000 }, clerk, headers),
      422,
      ProblemCode.Conflict,
    );
    expectProblem(
      await client.post(ofTaxpayer(taxpayerId), body, { token: clerk.token }),
      400,
      ProblemCode.Validation,
    );
    // The tax may go down to zero, never below.
    expectProblem(await ask(taxpayerId, { ...body, amountCents: -40_000 }), 422, ProblemCode.Validation);
    await bothViews(taxpayerId, token);
  });

  it('a returned check is reversed once and the form is payable again', async () => {
    const { taxpayerId, token, form } = await lateStatement(40_000);
    await mailCheck(taxpayerId, form, form.amountDue);
    const paid = await bothViews(taxpayerId, token);
    expect(paid.forms.find((f) => f.id === form.id)?.status).toBe('Paid');
    expect(paid.payables).toEqual([]);
    const [check] = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.taxpayerId, taxpayerId), eq(ledgerEntries.kind, 'payment')));
    const body = {
      kind: 'returned-check',
      reason: 'check-returned',
      note: 'Bank returned it: NSF',
      entryId: check!.id,
    };
    // Above $100.00: a supervisor approves.
    const asked = (await ask(taxpayerId, body)).json<StaffAdjustment>();
    expect(asked).toMatchObject({ status: 'requested', amountCents: form.amountDue });
    expectProblem(await ask(taxpayerId, body), 409, ProblemCode.Conflict);
    await client.post(decidePath(adjustmentsApi.approve, asked.id), undefined, { token: supervisor.token });
    const returned = await bothViews(taxpayerId, token);
    const again = returned.forms.find((f) => f.id === form.id)!;
    expect(again.status).toBe('Open');
    expect(again.payToday).toBe(form.amountDue);
    expect(returned.payables.map((p) => p.taxFormId)).toEqual([form.id]);
    // Another taxpayer's payment entry cannot be named.
    const { taxpayerId: other } = await lateStatement(10_000);
    expectProblem(await ask(other, body), 422, ProblemCode.Validation);
  });

  it('a credit moved to another year is never more than the credit, and nets to zero', async () => {
    const { taxpayerId, token, form } = await lateStatement(10_000);
    // An overpayment of $200.00 on 2024 by a mailed check.
    await mailCheck(taxpayerId, form, form.amountDue + 20_000);
    const before = await bothViews(taxpayerId, token);
    const body = {
      kind: 'credit-move',
      reason: 'credit-moved',
      note: 'Taxpayer asked by phone',
      fromYear: 2024,
      toYear: 2025,
    };
    expectProblem(await ask(taxpayerId, { ...body, amountCents: 20_001 }), 422, ProblemCode.Validation);
    const moved = await ask(taxpayerId, { ...body, amountCents: 8_000 });
    expect(moved.json<StaffAdjustment>()).toMatchObject({ status: 'approved' });
    const after = await bothViews(taxpayerId, token);
    expect(after.total.balance).toBe(before.total.balance);
    expect(after.years.find((y) => y.taxYear === 2024)?.balance).toBe(-12_000);
    expect(after.years.find((y) => y.taxYear === 2025)?.balance).toBe(-8_000);
    expectProblem(await ask(taxpayerId, { ...body, amountCents: 12_001 }), 422, ProblemCode.Validation);
    // The database refuses too: a credit moved beyond the year's credit is not written.
    await expect(
      server.db.insert(ledgerEntries).values({
        taxpayerId,
        taxYear: 2024,
        kind: 'credit.transfer',
        amountCents: 12_001,
        sourceType: ADJUSTMENT_SOURCE,
        sourceId: 'db-test',
        sourceLine: 'credit.out',
        occurredAt: new Date(),
        reason: 'credit-moved',
      }),
    ).rejects.toThrow();
  });

  it('a taxpayer cannot call the staff routes', async () => {
    const { taxpayerId, token, form } = await lateStatement(10_000);
    const body = {
      kind: 'penalty-abatement',
      reason: 'penalty-abated-agency-error',
      note: 'x',
      taxFormId: form.id,
      amountCents: 1,
    };
    expectProblem(
      await client.post(ofTaxpayer(taxpayerId), body, { token, headers: key() }),
      401,
      ProblemCode.Unauthenticated,
    );
    expect((await client.get(adjustmentsApi.waiting, { token })).statusCode).toBe(401);
    // A form of another taxpayer is not this taxpayer's.
    const { taxpayerId: other } = await lateStatement(10_000);
    expectProblem(await ask(other, body), 404, ProblemCode.NotFound);
  });
});
