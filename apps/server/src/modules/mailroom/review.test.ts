import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailroomApi, type MailroomList, type MailroomPosting, type MailroomReview } from '@efile/contracts';
import { auditEvents } from '../../db/schema';
import { addIndividual, fileStatement } from '../../../test/support/ledger';
import { addStaff, staffSignIn } from '../../../test/support/staff';
import { TestServer, engines, expectProblem } from '../../../test/support/test-app';

/** Issue 28 item 3: a supervisor sees a mailed check's details before approving it; the list pages. */
describe.each(engines)('reviewing mail before a decision on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('a $1,307.50 check: amount, payer, the form it pays and what that form owes, before approval', async () => {
    const client = server.client();
    const clerkMember = await addStaff(server, 'clerk');
    const clerk = await staffSignIn(client, clerkMember.username, clerkMember.secret);
    const boss = await addStaff(server, 'supervisor');
    const supervisor = await staffSignIn(client, boss.username, boss.secret);
    const taxpayerId = await addIndividual(server.db);
    const username = await server.addUser('review', { links: [taxpayerId] });
    const filed = await fileStatement(client, await client.signIn(username), 2025, 150_000);
    const recorded = await client.post(
      mailroomApi.checks,
      {
        taxpayerId,
        taxYear: 2025,
        amountCents: 130_750,
        checkNumber: '7781',
        receivedOn: '2026-03-01',
        confirmationNumber: filed.confirmationNumber,
      },
      { token: clerk },
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    const posting = recorded.json<MailroomPosting>();
    expect(posting.status).toBe('pending');
    const review = mailroomApi.review.replace(':id', String(posting.id));

    // Only those who decide read it; a clerk is refused.
    expectProblem(await client.get(review, { token: clerk }), 403, 'forbidden');
    const res = await client.get(review, { token: supervisor });
    expect(res.statusCode, res.body).toBe(200);
    const before = res.json<MailroomReview>();
    expect(before.posting).toMatchObject({
      id: posting.id,
      amountCents: 130_750,
      checkNumber: '7781',
      receivedOn: '2026-03-01',
    });
    expect(before.payer).toEqual({ id: taxpayerId, name: `Ledger ${taxpayerId}` });
    expect(before.form).toEqual({
      confirmationNumber: filed.confirmationNumber,
      formType: 'billing-statement',
      taxYear: 2025,
      period: null,
      balance: 150_000,
    });
    expect(before.openItems.map((i) => i.confirmationNumber)).toEqual([filed.confirmationNumber]);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff.mailroom.reviewed'), eq(auditEvents.taxpayerId, taxpayerId)));
    expect(event).toMatchObject({ staffUserId: boss.id, chain: 'staff' });

    const approve = await client.post(mailroomApi.approve.replace(':id', String(posting.id)), undefined, {
      token: supervisor,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const after = (await client.get(review, { token: supervisor })).json<MailroomReview>();
    expect(after.form?.balance).toBe(150_000 - 130_750);
    expectProblem(
      await client.get(mailroomApi.review.replace(':id', '999999'), { token: supervisor }),
      404,
      'not-found',
    );
  });

  it('the list pages newest first, 25 a page, with the total', async () => {
    const client = server.client();
    const member = await addStaff(server, 'clerk');
    const clerk = await staffSignIn(client, member.username, member.secret);
    const taxpayerId = await addIndividual(server.db);
    for (let i = 0; i < 27; i++) {
      const res = await client.post(
        mailroomApi.checks,
        {
          taxpayerId,
          taxYear: 2025,
          amountCents: 100 + i,
          checkNumber: String(5000 + i),
          receivedOn: '2026-03-01',
        },
        { token: clerk },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = async (page: number) => {
      const res = await client.get(
        `${mailroomApi.postings}?taxpayerId=${taxpayerId}&reason=Paging%20test&page=${page}`,
        {
          token: clerk,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MailroomList>();
    };
    const first = await list(1);
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(first.postings).toHaveLength(25);
    expect(first.postings[0]!.checkNumber).toBe('5026');
    const second = await list(2);
    expect(second.postings.map((p) => p.checkNumber)).toEqual(['5001', '5000']);
    expect(new Set([...first.postings, ...second.postings].map((p) => p.id)).size).toBe(27);
  });
});
