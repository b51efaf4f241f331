import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  api,
  mailroomApi,
  type AccountLedger,
  type MailroomList,
  type MailroomPosting,
} from '@efile/contracts';
import { auditEvents } from '../../db/schema';
import { ledgerEntries } from '../../db/ledger-schema';
import { addIndividual, fileStatement } from '../../../test/support/ledger';
import { addStaff, demoStaffOf, staffSignIn } from '../../../test/support/staff';
import { MINUTE, T0, TestServer, engines, expectProblem, type Client } from '../../../test/support/test-app';

/** Issue 16 item 5 (ADR 0038): mailed checks and paper returns posted to the ledger once. */
describe.each(engines)('the mailroom on $name', (engine) => {
  const server = TestServer.setup(engine);
  let client: Client;
  let clerk: string;
  let supervisor: string;
  let clerkId: number;

  const check = (taxpayerId: string, extra: Record<string, unknown> = {}) => ({
    taxpayerId,
    taxYear: 2025,
    amountCents: 12_345,
    checkNumber: String(Math.floor(Math.random() * 1e9)),
    receivedOn: '2026-03-01',
    ...extra,
  });

  async function taxpayerWithAccount() {
    const taxpayerId = await addIndividual(server.db);
    const username = await server.addUser('mail', { links: [taxpayerId] });
    const token = await client.signIn(username);
    return { taxpayerId, token };
  }

  it('signs in', async () => {
    client = server.client();
    const c = await addStaff(server, 'clerk');
    const s = await addStaff(server, 'supervisor');
    clerkId = c.id;
    clerk = await staffSignIn(client, c.username, c.secret);
    supervisor = await staffSignIn(client, s.username, s.secret);
  });

  it('a clerk posts a check: the taxpayer sees it as a mailed check payment and the balance drops', async () => {
    const { taxpayerId, token } = await taxpayerWithAccount();
    const filed = await fileStatement(client, token, 2025, 50_000);
    const before = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    const body = check(taxpayerId, { confirmationNumber: filed.confirmationNumber, checkNumber: ' 1001 ' });
    const res = await client.post(mailroomApi.checks, body, { token: clerk });
    expect(res.statusCode, res.body).toBe(201);
    const posting = res.json<MailroomPosting>();
    expect(posting).toMatchObject({ status: 'posted', checkNumber: '1001', needsApproval: false });
    expect(posting.ledgerEntryIds).toHaveLength(1);

    const after = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(after.total.balance).toBe(before.total.balance - 12_345);
    const paid = after.payments.find((p) => p.method === 'MailedCheck');
    expect(paid).toMatchObject({
      id: posting.ledgerEntryIds[0],
      taxFormId: filed.id,
      formType: 'billing-statement',
      amount: 12_345,
      status: 'Completed',
    });
    expect(paid!.date.slice(0, 10)).toBe('2026-03-01');
    const [entry] = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, posting.ledgerEntryIds[0]!));
    expect(entry).toMatchObject({ kind: 'payment', amountCents: -12_345, postedByStaffId: clerkId });
    expect(entry!.reason).toContain('Check 1001');

    // The same check number again (another request): refused, nothing more on the ledger.
    const again = await client.post(mailroomApi.checks, { ...body, amountCents: 1 }, { token: clerk });
    expectProblem(again, 409, 'conflict');
    const [audited] = await server.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'staff.mailroom.check.recorded'), eq(auditEvents.taxpayerId, taxpayerId)),
      );
    expect(audited).toMatchObject({ staffUserId: clerkId, chain: 'staff' });
  });

  it('a retried request with the same Idempotency-Key posts once; another request with it is 422', async () => {
    const { taxpayerId, token } = await taxpayerWithAccount();
    const body = check(taxpayerId);
    const headers = { 'Idempotency-Key': `mail-${taxpayerId}` };
    const first = await client.post(mailroomApi.checks, body, { token: clerk, headers });
    const second = await client.post(mailroomApi.checks, body, { token: clerk, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<MailroomPosting>()).toEqual(first.json<MailroomPosting>());
    const other = await client.post(
      mailroomApi.checks,
      { ...body, amountCents: 5 },
      { token: clerk, headers },
    );
    expectProblem(other, 422, 'conflict');
    const account = (await client.get(api.accountLedger, { token })).json<AccountLedger>();
    expect(account.payments.filter((p) => p.method === 'MailedCheck')).toHaveLength(1);
    expect(account.total.balance).toBe(-12_345);
  });

  it('two identical postings at once write one entry', async () => {
    const { taxpayerId } = await taxpayerWithAccount();
    const body = check(taxpayerId);
    const results = await Promise.all(
      [0, 1, 2].map(() => client.post(mailroomApi.checks, body, { token: clerk })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const keyed = await Promise.all(
      [0, 1].map(() =>
        client.post(
          mailroomApi.checks,
          { ...body, checkNumber: '44-01' },
          {
            token: clerk,
            headers: { 'Idempotency-Key': `race-${taxpayerId}` },
          },
        ),
      ),
    );
    expect(keyed.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.taxpayerId, taxpayerId));
    expect(entries).toHaveLength(2);
  });

  it('above the amount a check waits for a supervisor other than the clerk, then posts once', async () => {
    const { taxpayerId, token } = await taxpayerWithAccount();
    const res = await client.post(mailroomApi.checks, check(taxpayerId, { amountCents: 100_001 }), {
      token: clerk,
    });
    const posting = res.json<MailroomPosting>();
    expect(posting).toMatchObject({ status: 'pending', needsApproval: true, ledgerEntryIds: [] });
    expect((await client.get(api.accountLedger, { token })).json<AccountLedger>().total.balance).toBe(0);

    const queue = await client.get(`${mailroomApi.postings}?status=pending`, { token: supervisor });
    expect(queue.json<MailroomList>().postings.map((p) => p.id)).toContain(posting.id);
    expect(queue.json<MailroomList>().approvalCents).toBe(100_000);

    const approve = mailroomApi.approve.replace(':id', String(posting.id));
    // The clerk is a recorder, not an approver; a supervisor who recorded it may not approve it either.
    expectProblem(await client.post(approve, undefined, { token: clerk }), 403, 'forbidden');
    const own = await client.post(mailroomApi.checks, check(taxpayerId, { amountCents: 200_000 }), {
      token: supervisor,
    });
    const ownId = own.json<MailroomPosting>().id;
    expectProblem(
      await client.post(mailroomApi.approve.replace(':id', String(ownId)), undefined, { token: supervisor }),
      403,
      'forbidden',
    );

    const approved = await client.post(approve, undefined, { token: supervisor });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<MailroomPosting>()).toMatchObject({ status: 'posted' });
    expect(approved.json<MailroomPosting>().ledgerEntryIds).toHaveLength(1);
    expectProblem(await client.post(approve, undefined, { token: supervisor }), 409, 'conflict');
    expect((await client.get(api.accountLedger, { token })).json<AccountLedger>().total.balance).toBe(
      -100_001,
    );
  });

  it('two approvals at once post once', async () => {
    const { taxpayerId, token } = await taxpayerWithAccount();
    const posting = (
      await client.post(mailroomApi.checks, check(taxpayerId, { amountCents: 300_000 }), { token: clerk })
    ).json<MailroomPosting>();
    const other = await addStaff(server, 'administrator');
    const admin = await staffSignIn(client, other.username, other.secret);
    const approve = mailroomApi.approve.replace(':id', String(posting.id));
    const results = await Promise.all([
      client.post(approve, undefined, { token: supervisor }),
      client.post(approve, undefined, { token: admin }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.taxpayerId, taxpayerId));
    expect(entries.map((e) => e.amountCents)).toEqual([-300_000]);
    expect((await client.get(api.accountLedger, { token })).json<AccountLedger>().total.balance).toBe(
      -300_000,
    );
  });

  it('a refusal needs a reason, posts nothing, and frees the check number', async () => {
    const { taxpayerId, token } = await taxpayerWithAccount();
    const body = check(taxpayerId, { amountCents: 150_000 });
    const posting = (await client.post(mailroomApi.checks, body, { token: clerk })).json<MailroomPosting>();
    const refuse = mailroomApi.refuse.replace(':id', String(posting.id));
    expectProblem(await client.post(refuse, { reason: '' }, { token: supervisor }), 400, 'validation');
    const refused = await client.post(
      refuse,
      { reason: 'Amount misread: $1,500.00 is $150.00' },
      {
        token: supervisor,
      },
    );
    expect(refused.json<MailroomPosting>()).toMatchObject({
      status: 'refused',
      refusalReason: 'Amount misread: $1,500.00 is $150.00',
    });
    expect((await client.get(api.accountLedger, { token })).json<AccountLedger>().payments).toEqual([]);
    const corrected = await client.post(
      mailroomApi.checks,
      { ...body, amountCents: 15_000 },
      { token: clerk },
    );
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it('a paper return posts its tax, penalty and interest with the worksheet lines', async () => {
    const { taxpayerId, token } = await taxpayerWithAccount();
    const body = {
      taxpayerId,
      formType: 'annual-return',
      taxYear: 2025,
      receivedOn: '2026-02-27',
      tax: { amountCents: 40_000, line: 'line 9' },
      penalty: { amountCents: 2_500, line: 'line 12a' },
      interest: { amountCents: 0, line: 'line 12b' },
    };
    const res = await client.post(mailroomApi.paperReturns, body, { token: clerk });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MailroomPosting>()).toMatchObject({ status: 'posted', amountCents: 42_500 });
    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.taxpayerId, taxpayerId));
    expect(entries.map((e) => [e.kind, e.amountCents, e.sourceLine]).sort()).toEqual([
      ['liability.penalty', 2_500, 'penalty:line 12a'],
      ['liability.tax', 40_000, 'tax:line 9'],
    ]);
    expect((await client.get(api.accountLedger, { token })).json<AccountLedger>().total.balance).toBe(42_500);
    expectProblem(await client.post(mailroomApi.paperReturns, body, { token: clerk }), 409, 'conflict');
  });

  it('checks every id: an unknown taxpayer, another taxpayer’s form, the form’s year, a future date', async () => {
    const { taxpayerId: mine } = await taxpayerWithAccount();
    const { taxpayerId: theirs, token } = await taxpayerWithAccount();
    const filed = await fileStatement(client, token, 2025, 10_000);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await client.post(mailroomApi.checks, body, { token: clerk });
      expect(expectProblem(res, 400, 'validation').errors).toHaveProperty(field);
    };
    await bad(check('999999999'), 'taxpayerId');
    await bad(check(mine, { confirmationNumber: filed.confirmationNumber }), 'confirmationNumber');
    await bad(check(theirs, { confirmationNumber: filed.confirmationNumber, taxYear: 2024 }), 'taxYear');
    await bad(check(mine, { receivedOn: '2026-03-03' }), 'receivedOn');
  });

  it('an auditor reads the list but records nothing', async () => {
    const { username, totpSecret } = demoStaffOf('auditor');
    const other = await server.clientAt(2 * MINUTE);
    const auditor = await staffSignIn(other, username, totpSecret, new Date(T0.getTime() + 2 * MINUTE));
    expect((await other.get(mailroomApi.postings, { token: auditor })).statusCode).toBe(200);
    expectProblem(
      await other.post(mailroomApi.checks, check('100001'), { token: auditor }),
      403,
      'forbidden',
    );
  });
});
