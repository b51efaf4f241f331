import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api, workQueuesApi, type PendingRegistration } from '@efile/contracts';
import { auditEvents, registrationDecisions, staffUsers, taxpayers, users } from '../../db/schema';
import { latestMail, linkQuery, mailCount } from '../../../test/support/mail';
import { addStaff, demoStaffOf, staffSignIn } from '../../../test/support/staff';
import { TestServer, engines, expectProblem, type Client } from '../../../test/support/test-app';
import { registerNewcomer } from '../../../test/support/work-queues';

const PASSWORD = 'Cuyahoga river 1796';
const approve = (id: string) => workQueuesApi.approveRegistration.replace(':taxpayerId', id);
const refuse = (id: string) => workQueuesApi.refuseRegistration.replace(':taxpayerId', id);
type Page = { items: PendingRegistration[]; nextCursor: string | null };

describe.each(engines)('registrations pending approval on $name (issue 16)', (engine) => {
  const server = TestServer.setup(engine);
  let clerk: string | undefined;
  /** The demo clerk's session (each user's code of T0 works once, so it is signed in once). */
  const clerkToken = async (client: Client) =>
    (clerk ??= await staffSignIn(client, demoStaffOf('clerk').username, demoStaffOf('clerk').totpSecret));

  const clerkId = async () => {
    const [row] = await server.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, demoStaffOf('clerk').username));
    return row!.id;
  };

  async function listAll(client: Client, token: string, limit = 1) {
    const seen: PendingRegistration[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?reason=Working%20the%20queue&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await client.get(`${workQueuesApi.registrations}${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<Page>();
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  it('lists pending registrations oldest first, page by page, and audits the read', async () => {
    const client = server.client();
    const token = await clerkToken(client);
    const mine = await registerNewcomer(client);
    const all = await listAll(client, token);
    const ids = all.map((r) => r.taxpayerId);
    expect(new Set(ids).size).toBe(ids.length);
    // The seeded pending taxpayer came first; the new one is there with its account, last four only.
    expect(ids).toContain('100010');
    const row = all.find((r) => r.taxpayerId === mine.taxpayerId);
    expect(row).toMatchObject({ username: mine.username, email: mine.email, city: 'Euclid' });
    expect(row!.federalIdLast4).toMatch(/^\d{4}$/);
    const times = all.map((r) => r.registeredAt);
    expect([...times].sort()).toEqual(times);
    const reads = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.queue.registrations.viewed'));
    expect(reads.length).toBeGreaterThanOrEqual(all.length);
    const shown = reads.flatMap((r) => (r.details as { shown: string[] }).shown);
    expect(shown).toContain(mine.taxpayerId);
    expect(new Set(reads.map((r) => r.staffUserId))).toEqual(new Set([await clerkId()]));
    expectProblem(
      await client.get(
        `${workQueuesApi.registrations}?reason=Working%20the%20queue&cursor=bm90LWEtY3Vyc29y`,
        { token },
      ),
      400,
      ProblemCode.Validation,
    );
  });

  it('approving e-mails the taxpayer a link; they set a password and sign in; a second decision is a 409', async () => {
    const client = server.client();
    const token = await clerkToken(client);
    const { taxpayerId, email, username } = await registerNewcomer(client);
    const res = await client.post(approve(taxpayerId), { note: 'identity checked by phone' }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ taxpayerId, decision: 'approved' });
    const [taxpayer] = await server.db.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId));
    expect(taxpayer).toMatchObject({ registrationPending: false, active: true });
    expect((await listAll(client, token, 50)).map((r) => r.taxpayerId)).not.toContain(taxpayerId);

    const mail = await latestMail(server.db, email, 'registrationApproved');
    expect(mail.textBody).toContain(`approved your registration as taxpayer ${taxpayerId}`);
    const link = linkQuery(mail, '/confirm-registration');
    const confirmed = await client.post(api.confirmRegistration, {
      emailAddress: link.email,
      emailConfirmationToken: link.token,
      password: PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await client.signIn(username, PASSWORD);

    // Again, and refusing after approving: a clear conflict, and no second e-mail.
    const again = expectProblem(
      await client.post(approve(taxpayerId), {}, { token }),
      409,
      ProblemCode.Conflict,
    );
    expect(again.detail).toBe('This registration was already approved.');
    expectProblem(
      await client.post(refuse(taxpayerId), { reason: 'duplicate' }, { token }),
      409,
      ProblemCode.Conflict,
    );
    expect(await mailCount(server.db, email, 'registrationApproved')).toBe(1);
    expect(await mailCount(server.db, email, 'registrationRefused')).toBe(0);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'staff.registration.approved'), eq(auditEvents.taxpayerId, taxpayerId)),
      );
    expect(event).toMatchObject({ staffUserId: await clerkId(), chain: 'staff' });
    expect(event!.details).toMatchObject({ note: 'identity checked by phone' });
  });

  it('refusing e-mails the reason, closes the account and spends its link', async () => {
    const client = server.client();
    const token = await clerkToken(client);
    const { taxpayerId, email, username } = await registerNewcomer(client);
    const first = linkQuery(await latestMail(server.db, email, 'registration'), '/confirm-registration');
    expectProblem(await client.post(refuse(taxpayerId), {}, { token }), 400, ProblemCode.Validation);
    const res = await client.post(
      refuse(taxpayerId),
      { reason: 'No such person at this address' },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await latestMail(server.db, email, 'registrationRefused');
    expect(mail.textBody).toContain('Reason: No such person at this address');
    const [taxpayer] = await server.db.select().from(taxpayers).where(eq(taxpayers.id, taxpayerId));
    expect(taxpayer).toMatchObject({ registrationPending: false, active: false });
    const [user] = await server.db.select().from(users).where(eq(users.username, username));
    expect(user!.status).toBe('inactive');
    const late = await client.post(api.confirmRegistration, {
      emailAddress: first.email,
      emailConfirmationToken: first.token,
      password: PASSWORD,
    });
    expect(late.statusCode).not.toBe(200);
    const again = expectProblem(
      await client.post(approve(taxpayerId), {}, { token }),
      409,
      ProblemCode.Conflict,
    );
    expect(again.detail).toBe('This registration was already refused.');
    expect(await mailCount(server.db, email, 'registrationApproved')).toBe(0);
    const [decision] = await server.db
      .select()
      .from(registrationDecisions)
      .where(eq(registrationDecisions.taxpayerId, taxpayerId));
    expect(decision).toMatchObject({ decision: 'refused', reason: 'No such person at this address' });
  });

  it('an unknown or not-pending taxpayer: 404 and 409', async () => {
    const client = server.client();
    const token = await clerkToken(client);
    expectProblem(await client.post(approve('999999999'), {}, { token }), 404, ProblemCode.NotFound);
    const notPending = expectProblem(
      await client.post(approve('100001'), {}, { token }),
      409,
      ProblemCode.Conflict,
    );
    expect(notPending.detail).toBe('This registration is not waiting for approval.');
  });

  it('two clerks approving the same registration at once: one wins, one e-mail', async () => {
    const client = server.client();
    const first = await clerkToken(client);
    const other = await addStaff(server, 'clerk');
    const second = await staffSignIn(client, other.username, other.secret);
    for (let round = 0; round < 3; round++) {
      const { taxpayerId, email } = await registerNewcomer(client, `race${round}`);
      const answers = await Promise.all([
        client.post(approve(taxpayerId), {}, { token: first }),
        client.post(approve(taxpayerId), {}, { token: second }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await mailCount(server.db, email, 'registrationApproved')).toBe(1);
      const decisions = await server.db
        .select()
        .from(registrationDecisions)
        .where(eq(registrationDecisions.taxpayerId, taxpayerId));
      expect(decisions).toHaveLength(1);
    }
  });
});
