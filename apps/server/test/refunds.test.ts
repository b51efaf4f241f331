import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  refundClaimsApi,
  type AccountLedger,
  type CityTaxForm,
  type RefundClaimList,
  type StaffRefundClaim,
  type StaffRefundClaimList,
} from '@efile/contracts';
import { ledgerEntries, refundClaims } from '../src/db/schema';
import { ALL_NO as NO, LINNDALE_W2 } from './support/forms';
import { addIndividual } from './support/ledger';
import { latestMail } from './support/mail';
import { addStaff, staffSignIn } from './support/staff';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

const byId = (path: string, id: number) => path.replace(':id', String(id));
const BANK = { routingNumber: '021000021', accountNumber: '000123456789', accountType: 'checking' as const };

/** Issue 27 (ADR 0058): an overpayment claimed online, reviewed by two people, issued once. */
describe.each(engines)('refund and credit claims on $name', (engine) => {
  const server = TestServer.setup(engine);
  let client: Client;
  let clerk: string;
  let supervisor: string;
  let clerk2: string;

  /** A taxpayer whose 2025 withholding is $1,000.00 above the tax, with the return drafted. */
  async function overpaid(name: string) {
    const taxpayerId = await addIndividual(server.db);
    const username = await server.addUser(name, { links: [taxpayerId] });
    const token = await client.signIn(username);
    const questions = await client.post(api.efileQuestions, { ...NO, under18AtYearEnd: false }, { token });
    expect(questions.statusCode, questions.body).toBe(200);
    // $10,000.00 of Cleveland wages: tax $250.00, $1,250.00 withheld by Cleveland → $1,000.00 over.
    const w2 = await client.post(
      api.formW2,
      {
        ...LINNDALE_W2,
        locality: 'Cleveland',
        medicareWages: 1_000_000,
        localWages: 1_000_000,
        localTaxWithheld: 125_000,
      },
      { token },
    );
    expect(w2.statusCode, w2.body).toBe(201);
    const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(form.calculation.ok && form.calculation.overpayment).toBeGreaterThan(0);
    expect(form.calculation.ok && form.calculation.overpayment).toBe(100_000);
    return { taxpayerId, username, token, overpayment: 100_000 };
  }

  it('signs staff in', async () => {
    client = server.client();
    const c = await addStaff(server, 'clerk');
    const c2 = await addStaff(server, 'clerk');
    const s = await addStaff(server, 'supervisor');
    clerk = await staffSignIn(client, c.username, c.secret);
    clerk2 = await staffSignIn(client, c2.username, c2.secret);
    supervisor = await staffSignIn(client, s.username, s.secret);
  });

  it('files a return claiming the overpayment by direct deposit; two people approve; a batch issues it once', async () => {
    const { token, overpayment, username } = await overpaid('claim');
    const noChoice = await client.post(api.fileAnnualReturn, { agreement: true }, { token });
    expectProblem(noChoice, 422, ProblemCode.FileOnPaper);
    const wrongSplit = await client.post(
      api.fileAnnualReturn,
      { agreement: true, claim: { refundCents: 100, creditCents: 0, method: 'check' } },
      { token },
    );
    expectProblem(wrongSplit, 409, ProblemCode.Conflict);

    const filed = await client.post(
      api.fileAnnualReturn,
      {
        agreement: true,
        claim: { refundCents: overpayment, creditCents: 0, method: 'direct-deposit', bank: BANK },
      },
      { token, headers: { 'idempotency-key': 'claim-1' } },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const before = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    const year = before.years.find((y) => y.taxYear === 2025)!;
    expect(year.balance).toBe(-overpayment);

    const mine = (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>();
    expect(mine.claims).toHaveLength(1);
    expect(mine.claims[0]).toMatchObject({
      status: 'received',
      accountMasked: '••••6789',
      method: 'direct-deposit',
    });
    const [stored] = await server.db
      .select()
      .from(refundClaims)
      .where(eq(refundClaims.id, mine.claims[0]!.id));
    expect(stored!.accountSealed).not.toContain('123456789');
    expect((await latestMail(server.db, `${username}@example.test`, 'refundClaimUpdate')).subject).toContain(
      'Received',
    );

    // The claim holds the credit: nothing more can be claimed for 2025 now.
    const again = await client.post(
      refundClaimsApi.mine,
      { taxYear: 2025, claim: { refundCents: 1_000, creditCents: 0, method: 'check' } },
      { token, headers: { 'idempotency-key': 'again' } },
    );
    expect(expectProblem(again, 409, ProblemCode.Conflict).detail).toBe(
      'A claim for 2025 is already open. You can follow it on My Account.',
    );

    const id = mine.claims[0]!.id;
    // The queue shows taxpayer data: without a reason for looking it is refused (ADR 0046).
    expect(
      (await client.get(`${refundClaimsApi.staffList}?status=received`, { token: clerk })).statusCode,
    ).toBe(400);
    const queue = (
      await client.get(`${refundClaimsApi.staffList}?status=received&reason=Reviewing%20refunds`, {
        token: clerk,
      })
    ).json<StaffRefundClaimList>();
    const row = queue.claims.find((c) => c.id === id)!;
    expect(row).toMatchObject({ needsSecond: overpayment > queue.approvalLimitCents, ageDays: 0 });
    expect(row.interestFreeUntil).toBe('2026-07-14');

    const first = await client.post(byId(refundClaimsApi.staffApprove, id), {}, { token: clerk });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<StaffRefundClaim>().status).toBe('in-review');
    // The same clerk cannot approve twice, nor another clerk second.
    expectProblem(
      await client.post(byId(refundClaimsApi.staffApprove, id), {}, { token: clerk }),
      403,
      ProblemCode.Forbidden,
    );
    expectProblem(
      await client.post(byId(refundClaimsApi.staffApprove, id), {}, { token: clerk2 }),
      403,
      ProblemCode.Forbidden,
    );
    const second = await client.post(byId(refundClaimsApi.staffApprove, id), {}, { token: supervisor });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<StaffRefundClaim>().status).toBe('approved');

    const batch = await client.post(refundClaimsApi.staffBatches, {}, { token: supervisor });
    expect(batch.statusCode, batch.body).toBe(201);
    const nacha = await client.get(
      refundClaimsApi.staffBatchFile
        .replace(':id', String(batch.json<{ id: number }>().id))
        .replace(':file', 'nacha'),
      { token: supervisor },
    );
    expect(nacha.body).toContain('123456789');
    expect(
      nacha.body
        .split('\n')
        .filter(Boolean)
        .every((l) => l.length === 94),
    ).toBe(true);
    // A second batch finds nothing to issue and is refused (never empty, never the same claim).
    expectProblem(
      await client.post(refundClaimsApi.staffBatches, {}, { token: supervisor }),
      409,
      ProblemCode.Conflict,
    );

    const after = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(after.years.find((y) => y.taxYear === 2025)!.balance).toBe(0);
    const sent = (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>().claims[0]!;
    expect(sent).toMatchObject({ status: 'sent', interestCents: 0 });
    expect(sent.steps.map((s) => s.status)).toEqual(['received', 'in-review', 'approved', 'sent']);
    expect(sent.steps.every((s) => s.on)).toBe(true);
    expect(sent.expectedOn).toBeTruthy();
    const refunds = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceId, String(id)));
    expect(refunds.filter((e) => e.kind === 'refund').map((e) => e.amountCents)).toEqual([overpayment]);
  });

  it('records an overpayment given up: on the filed return, nothing claimable, listed as given up (issue 27 item 1)', async () => {
    const { token, overpayment } = await overpaid('giveup');
    const wrong = await client.post(
      api.fileAnnualReturn,
      { agreement: true, waiveOverpayment: overpayment - 1 },
      { token },
    );
    expectProblem(wrong, 409, ProblemCode.Conflict);
    const filed = await client.post(
      api.fileAnnualReturn,
      { agreement: true, waiveOverpayment: overpayment },
      { token, headers: { 'idempotency-key': 'giveup-1' } },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
    expect(form.status).toBe('filed');
    expect(form.calculation.ok && form.calculation.waivedOverpayment).toBe(overpayment);
    const account = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(account.years.find((y) => y.taxYear === 2025)?.balance).toBe(0);
    const mine = (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>();
    expect(mine.claims).toEqual([]);
    expect(mine.givenUp).toEqual([
      expect.objectContaining({
        taxYear: 2025,
        amountCents: overpayment,
        formType: 'annual-return',
        confirmationNumber: form.confirmationNumber,
      }),
    ]);
    const claimable = (await client.get(refundClaimsApi.claimable, { token })).json<{ years: unknown[] }>();
    expect(claimable.years).toEqual([]);
  });

  it('a credit to next year moves on approval; a refund below the minimum is refused; a refusal keeps the credit', async () => {
    const { token, overpayment } = await overpaid('credit');
    const small = await client.post(
      api.fileAnnualReturn,
      { agreement: true, claim: { refundCents: 500, creditCents: overpayment - 500, method: 'check' } },
      { token },
    );
    expectProblem(small, 422, ProblemCode.Validation);
    const filed = await client.post(
      api.fileAnnualReturn,
      { agreement: true, claim: { refundCents: 0, creditCents: overpayment } },
      { token },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const [claim] = (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>().claims;
    const noted = await client.post(
      byId(refundClaimsApi.staffNote, claim!.id),
      { note: 'W-2 checked' },
      { token: clerk },
    );
    expect(noted.json<StaffRefundClaim>()).toMatchObject({
      status: 'in-review',
      notes: [{ note: 'W-2 checked' }],
    });
    const ok = await client.post(byId(refundClaimsApi.staffApprove, claim!.id), {}, { token: clerk });
    expect(ok.json<StaffRefundClaim>().status).toBe('approved');
    const ledger = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(ledger.years.find((y) => y.taxYear === 2025)!.balance).toBe(0);
    expect(ledger.years.find((y) => y.taxYear === 2026)!.balance).toBe(-overpayment);
  });

  it('approves with rules older than their freshness: read before the transaction, never waiting on it (PGlite)', async () => {
    const { token, overpayment } = await overpaid('stale');
    const rules = server.app.deps.rules;
    // The filing's claim is checked with rules the cache must ask the database for again.
    rules.invalidate();
    const filed = await client.post(
      api.fileAnnualReturn,
      { agreement: true, claim: { refundCents: overpayment, creditCents: 0, method: 'check' } },
      { token },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const [claim] = (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>().claims;
    const approveAfterStale = async (who: string) => {
      rules.invalidate();
      const answer = await Promise.race([
        client.post(byId(refundClaimsApi.staffApprove, claim!.id), {}, { token: who }),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000)),
      ]);
      expect(answer, 'the approval waited on its own transaction').not.toBe('waited');
      return answer as Exclude<typeof answer, 'waited'>;
    };
    expect((await approveAfterStale(clerk)).statusCode).toBe(200);
    const same = await approveAfterStale(clerk);
    expectProblem(same, 403, ProblemCode.Forbidden);
    const second = await approveAfterStale(supervisor);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<StaffRefundClaim>().status).toBe('approved');
    // An account claim too: the route reads the rules before its transaction.
    rules.invalidate();
    const again = await client.post(
      refundClaimsApi.mine,
      { taxYear: 2025, claim: { refundCents: 1_000, creditCents: 0, method: 'check' } },
      { token, headers: { 'idempotency-key': 'stale-again' } },
    );
    // Answered (not waiting): the approved claim still holds the year's credit.
    expectProblem(again, 409, ProblemCode.Conflict);
  });

  it('answers a status lookup without signing in with the status only, and only for the right three facts', async () => {
    const { token, overpayment, taxpayerId } = await overpaid('lookup');
    await client.post(
      api.fileAnnualReturn,
      { agreement: true, claim: { refundCents: overpayment, creditCents: 0, method: 'check' } },
      { token },
    );
    const anonymous = server.client();
    const right = await anonymous.post(refundClaimsApi.status, {
      taxpayerId,
      amountCents: overpayment,
      zip: '44114',
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(Object.keys(right.json()).sort()).toEqual(['since', 'status']);
    const wrong = await anonymous.post(refundClaimsApi.status, {
      taxpayerId,
      amountCents: overpayment + 1,
      zip: '44114',
    });
    expectProblem(wrong, 404, ProblemCode.NotFound);
    const wrongZip = await anonymous.post(refundClaimsApi.status, {
      taxpayerId,
      amountCents: overpayment,
      zip: '44115',
    });
    expect(wrongZip.body).toBe(wrong.body);

    // Rate limited as the account routes are: the fourth lookup in a minute is refused.
    const limited = await server.clientAt(0, { ACCOUNT_RATE_LIMIT_PER_MINUTE: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push(
        (await limited.post(refundClaimsApi.status, { taxpayerId, amountCents: 1, zip: '44114' })).statusCode,
      );
    expect(codes).toEqual([404, 404, 404, 429]);
  });

  it('pays a claim once however many approvals and batches race, and never more than the credit', async () => {
    const { token, overpayment } = await overpaid('race');
    const filed = await client.post(
      api.fileAnnualReturn,
      { agreement: true, claim: { refundCents: 40_000, creditCents: overpayment - 40_000, method: 'check' } },
      { token },
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const [claim] = (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>().claims;
    const approvals = await Promise.all(
      [clerk, clerk2, supervisor].map((who) =>
        client.post(byId(refundClaimsApi.staffApprove, claim!.id), {}, { token: who }),
      ),
    );
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const batches = await Promise.all(
      [1, 2, 3].map(() => client.post(refundClaimsApi.staffBatches, {}, { token: supervisor })),
    );
    expect(batches.filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(1);
    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceId, String(claim!.id)));
    const refunded = entries.filter((e) => e.kind === 'refund').reduce((t, e) => t + e.amountCents, 0);
    const moved = entries.filter((e) => e.kind === 'credit.transfer').reduce((t, e) => t + e.amountCents, 0);
    expect(refunded).toBe(40_000);
    expect(refunded + moved).toBe(overpayment);
    const ledger = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(ledger.years.find((y) => y.taxYear === 2025)!.balance).toBe(0);
  });
});
