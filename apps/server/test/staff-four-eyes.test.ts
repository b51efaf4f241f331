import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  mailroomApi,
  rulesApi,
  staffApi,
  type MailroomPosting,
  type RuleChange,
  type StaffRole,
} from '@efile/contracts';
import { mailroomPostings } from '../src/db/mailroom-schema';
import { ruleChanges, staffUsers } from '../src/db/schema';
import { mailCount } from './support/mail';
import { acceptAndEnrol, addStaff, staffSignIn } from './support/staff';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

const byId = (path: string, id: number) => path.replace(':id', String(id));

/**
 * Issue 23 item 2: four eyes are two people. One administrator used to approve their own rate and
 * check through a supervisor they invited at their own address; now a new account waits for a
 * second administrator, and accounts linked by invitation or approval never count as two people.
 */
describe.each(engines)('four eyes are two people on $name (issue 23 item 2)', (engine) => {
  const server = TestServer.setup(engine);

  async function signedIn(client: Client, role: StaffRole) {
    const member = await addStaff(server, role);
    return { ...member, token: await staffSignIn(client, member.username, member.secret) };
  }

  const invite = (client: Client, token: string, username: string, role: StaffRole) =>
    client.post(staffApi.users, { username, email: `${username}@attacker.example`, role }, { token });

  it('the attack: an administrator, a supervisor at their own address, two approvals — refused', async () => {
    const client = server.client();
    const admin = await signedIn(client, 'administrator');
    // A 0.01 % interest rate for 2031 and a $50,000.00 check: both wait for a second person.
    const rate = await client.post(
      rulesApi.changes,
      {
        kind: 'interest-rate',
        key: 'orc-718.27',
        year: 2031,
        value: { rate: 1 },
        source: 'attack',
        reason: 'attack',
      },
      { token: admin.token },
    );
    expect(rate.statusCode, rate.body).toBe(201);
    const change = rate.json<RuleChange>();
    const check = await client.post(
      mailroomApi.checks,
      {
        taxpayerId: '100001',
        taxYear: 2025,
        amountCents: 5_000_000,
        checkNumber: '50000',
        receivedOn: '2026-03-01',
      },
      { token: admin.token },
    );
    expect(check.statusCode, check.body).toBe(201);
    const posting = check.json<MailroomPosting>();
    expect(posting.status).toBe('pending');

    // The invitation waits for another administrator: no link is mailed, nobody can accept it.
    const invited = await invite(client, admin.token, 'puppet.sup', 'supervisor');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ username: 'puppet.sup', status: 'awaiting-approval' });
    const puppetId = invited.json<{ id: number }>().id;
    expect(await mailCount(server.db, 'puppet.sup@attacker.example', 'staffInvitation')).toBe(0);
    // The inviter cannot approve their own invitation.
    expectProblem(
      await client.post(byId(staffApi.approveUser, puppetId), {}, { token: admin.token }),
      403,
      ProblemCode.Forbidden,
    );
    expect(await mailCount(server.db, 'puppet.sup@attacker.example', 'staffInvitation')).toBe(0);

    // Say a second administrator approves it (fooled, or careless): the link goes out now.
    const second = await signedIn(client, 'administrator');
    const approved = await client.post(byId(staffApi.approveUser, puppetId), {}, { token: second.token });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await mailCount(server.db, 'puppet.sup@attacker.example', 'staffInvitation')).toBe(1);
    const puppet = await acceptAndEnrol(server, client, 'puppet.sup@attacker.example');
    expect(puppet.id).toBe(puppetId);

    // Still not a second person for the administrator who invited it: 403 on both.
    expectProblem(
      await client.post(
        byId(rulesApi.approve, change.id),
        { reason: 'Checked the figures' },
        { token: puppet.token },
      ),
      403,
      ProblemCode.Forbidden,
    );
    expectProblem(
      await client.post(byId(mailroomApi.approve, posting.id), {}, { token: puppet.token }),
      403,
      ProblemCode.Forbidden,
    );
    // And the database refuses it too, whatever the service does.
    await expect(
      server.db
        .update(ruleChanges)
        .set({ decision: 'approved', decidedBy: puppet.id, decidedAt: new Date() })
        .where(eq(ruleChanges.id, change.id)),
    ).rejects.toThrow();
    await expect(
      server.db
        .update(mailroomPostings)
        .set({ status: 'posted', decidedBy: puppet.id, decidedAt: new Date(), postedAt: new Date() })
        .where(eq(mailroomPostings.id, posting.id)),
    ).rejects.toThrow();
    const [rateRow] = await server.db.select().from(ruleChanges).where(eq(ruleChanges.id, change.id));
    expect(rateRow!.decision).toBeNull();
    const [checkRow] = await server.db
      .select()
      .from(mailroomPostings)
      .where(eq(mailroomPostings.id, posting.id));
    expect(checkRow!.status).toBe('pending');

    // The administrator who approved the account is linked to it as well: a change the puppet
    // proposes needs someone else than them.
    const puppetChange = await client.post(
      rulesApi.changes,
      {
        kind: 'interest-rate',
        key: 'orc-718.27',
        year: 2032,
        value: { rate: 2 },
        source: 'attack',
        reason: 'attack',
      },
      { token: puppet.token },
    );
    expect(puppetChange.statusCode, puppetChange.body).toBe(201);
    expectProblem(
      await client.post(
        byId(rulesApi.approve, puppetChange.json<RuleChange>().id),
        { reason: 'Checked the figures' },
        { token: second.token },
      ),
      403,
      ProblemCode.Forbidden,
    );

    // Two people who are not linked still make four eyes: the second administrator decides the
    // first one's check.
    const refused = await client.post(
      byId(mailroomApi.refuse, posting.id),
      { reason: 'no such check in the mail' },
      { token: second.token },
    );
    expect(refused.statusCode, refused.body).toBe(200);
  });

  it('accounts linked by invitation never approve each other’s invitations, in the database too', async () => {
    const client = server.client();
    const a = await signedIn(client, 'administrator');
    const c = await signedIn(client, 'administrator');
    // A invites B (an administrator); C approves; B enrols.
    const b = await invite(client, a.token, 'linked.b', 'administrator');
    expect(b.statusCode, b.body).toBe(201);
    const bId = b.json<{ id: number }>().id;
    expect((await client.post(byId(staffApi.approveUser, bId), {}, { token: c.token })).statusCode).toBe(200);
    const bSession = await acceptAndEnrol(server, client, 'linked.b@attacker.example');

    // A invites D: B (invited by A) may not approve it; nor the database.
    const d = await invite(client, a.token, 'linked.d', 'supervisor');
    const dId = d.json<{ id: number }>().id;
    expectProblem(
      await client.post(byId(staffApi.approveUser, dId), {}, { token: bSession.token }),
      403,
      ProblemCode.Forbidden,
    );
    await expect(
      server.db
        .update(staffUsers)
        .set({ approvedBy: bSession.id, approvedAt: new Date() })
        .where(eq(staffUsers.id, dId)),
    ).rejects.toThrow();
    await expect(
      server.db
        .update(staffUsers)
        .set({ approvedBy: a.id, approvedAt: new Date() })
        .where(eq(staffUsers.id, dId)),
    ).rejects.toThrow();
    // An account waiting for approval cannot be given a password behind the service's back.
    await expect(
      server.db.update(staffUsers).set({ passwordHash: 'x' }).where(eq(staffUsers.id, dId)),
    ).rejects.toThrow();
    // Nor can its inviter be rewritten to slip past the rule.
    await expect(
      server.db.update(staffUsers).set({ invitedBy: null }).where(eq(staffUsers.id, dId)),
    ).rejects.toThrow();
    // A clerk is not an administrator: the route refuses it.
    const clerk = await signedIn(client, 'clerk');
    expectProblem(
      await client.post(byId(staffApi.approveUser, dId), {}, { token: clerk.token }),
      403,
      ProblemCode.Forbidden,
    );

    // Any administrator may refuse (the inviter may withdraw it): the account never acts.
    const refused = await client.post(
      byId(staffApi.refuseUser, dId),
      { reason: 'not one of ours' },
      { token: c.token },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await mailCount(server.db, 'linked.d@attacker.example', 'staffInvitation')).toBe(0);
    expectProblem(
      await client.post(byId(staffApi.approveUser, dId), {}, { token: c.token }),
      409,
      ProblemCode.Conflict,
    );
    const list = await client.get(staffApi.users, { token: c.token });
    const listed = list.json<{
      staff: { id: number; status: string; invitedBy: { username: string } | null }[];
    }>();
    expect(listed.staff.find((s) => s.id === dId)).toMatchObject({ status: 'refused' });
    expect(listed.staff.find((s) => s.id === bId)).toMatchObject({
      status: 'active',
      invitedBy: { username: a.username },
    });
  });
});
