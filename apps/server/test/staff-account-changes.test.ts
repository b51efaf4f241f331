import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  staffAccountChangesApi,
  staffApi,
  type StaffAccountChange,
  type StaffAccountChangeList,
} from '@efile/contracts';
import { auditEvents, staffAccountChanges, staffUsers } from '../src/db/schema';
import { totpCode } from '../src/lib/totp';
import { addStaff, STAFF_DEMO_PASSWORD, staffSignIn } from './support/staff';
import { T0, TestServer, engines, expectProblem } from './support/test-app';

const byId = (path: string, id: number) => path.replace(':id', String(id));

/**
 * Issue 28 item 6: an administrator asks to re-enable an account, change its role or reset its
 * authenticator; another administrator, not linked to them and not the account, decides.
 */
describe.each(engines)('staff account changes on $name (issue 28 item 6)', (engine) => {
  const server = TestServer.setup(engine);

  async function admins() {
    const client = server.client();
    const a = await addStaff(server, 'administrator');
    const b = await addStaff(server, 'administrator');
    return {
      client,
      a: { ...a, token: await staffSignIn(client, a.username, a.secret) },
      b: { ...b, token: await staffSignIn(client, b.username, b.secret) },
    };
  }

  it('re-enables a disabled clerk only when a second administrator approves', async () => {
    const { client, a, b } = await admins();
    const clerk = await addStaff(server, 'clerk');
    const disabled = await client.post(
      byId(staffApi.disableUser, clerk.id),
      { reason: 'on leave' },
      { token: a.token },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);

    const asked = await client.post(
      byId(staffAccountChangesApi.request, clerk.id),
      { kind: 'enable', reason: 'back from leave' },
      { token: a.token },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const change = asked.json<StaffAccountChange>();
    expect(change).toMatchObject({ kind: 'enable', status: 'pending', requestedBy: { id: a.id } });
    // Still disabled; the same request twice waits once; the asker cannot approve.
    expect(
      (await server.db.select().from(staffUsers).where(eq(staffUsers.id, clerk.id)))[0]!.disabledAt,
    ).not.toBeNull();
    expectProblem(
      await client.post(
        byId(staffAccountChangesApi.request, clerk.id),
        { kind: 'enable', reason: 'again' },
        { token: b.token },
      ),
      409,
      ProblemCode.Conflict,
    );
    expectProblem(
      await client.post(byId(staffAccountChangesApi.approve, change.id), {}, { token: a.token }),
      403,
      ProblemCode.Forbidden,
    );
    // A refusal needs its reason.
    expect(
      (await client.post(byId(staffAccountChangesApi.refuse, change.id), {}, { token: b.token })).statusCode,
    ).toBe(400);
    const list = (
      await client.get(staffAccountChangesApi.list, { token: b.token })
    ).json<StaffAccountChangeList>();
    expect(list.changes.map((c) => c.id)).toContain(change.id);

    const approved = await client.post(
      byId(staffAccountChangesApi.approve, change.id),
      { reason: 'checked with HR' },
      { token: b.token },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StaffAccountChange>()).toMatchObject({
      status: 'approved',
      decidedBy: { id: b.id },
    });
    expect(await staffSignIn(client, clerk.username, clerk.secret)).toBeTruthy();
    expectProblem(
      await client.post(byId(staffAccountChangesApi.approve, change.id), {}, { token: b.token }),
      409,
      ProblemCode.Conflict,
    );
    const audited = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.user.change-approved'));
    expect(audited.some((e) => (e.details as { change?: number }).change === change.id)).toBe(true);
  });

  it('a role change ends the account’s sessions; a reset authenticator enrols again at the next sign-in', async () => {
    const { client, a, b } = await admins();
    const clerk = await addStaff(server, 'clerk');
    const clerkToken = await staffSignIn(client, clerk.username, clerk.secret);
    const role = await client.post(
      byId(staffAccountChangesApi.request, clerk.id),
      { kind: 'role', role: 'supervisor', reason: 'promoted' },
      { token: a.token },
    );
    expect(role.json<StaffAccountChange>()).toMatchObject({ currentRole: 'clerk', role: 'supervisor' });
    expect(
      (
        await client.post(
          byId(staffAccountChangesApi.approve, role.json<StaffAccountChange>().id),
          {},
          { token: b.token },
        )
      ).statusCode,
    ).toBe(200);
    expect((await server.db.select().from(staffUsers).where(eq(staffUsers.id, clerk.id)))[0]!.role).toBe(
      'supervisor',
    );
    expectProblem(await client.get(staffApi.me, { token: clerkToken }), 401, ProblemCode.Unauthenticated);

    const reset = await client.post(
      byId(staffAccountChangesApi.request, clerk.id),
      { kind: 'reset-authenticator', reason: 'lost phone, identity checked in person' },
      { token: a.token },
    );
    expect(reset.statusCode, reset.body).toBe(201);
    expect(
      (
        await client.post(
          byId(staffAccountChangesApi.approve, reset.json<StaffAccountChange>().id),
          {},
          { token: b.token },
        )
      ).statusCode,
    ).toBe(200);
    const step = await client.post(staffApi.signIn, {
      username: clerk.username,
      password: STAFF_DEMO_PASSWORD,
    });
    expect(step.json<{ next: string }>().next).toBe('enrol');
    // The old authenticator's codes no longer sign in.
    const { ticket } = step.json<{ ticket: string }>();
    expect(
      (await client.post(staffApi.signInTotp, { ticket, code: totpCode(clerk.secret, T0) })).statusCode,
    ).not.toBe(200);
  });

  it('refuses one’s own account, a change that changes nothing, and a row written already decided', async () => {
    const { client, a, b } = await admins();
    expectProblem(
      await client.post(
        byId(staffAccountChangesApi.request, a.id),
        { kind: 'role', role: 'clerk', reason: 'test' },
        { token: a.token },
      ),
      409,
      ProblemCode.Conflict,
    );
    const clerk = await addStaff(server, 'clerk');
    expectProblem(
      await client.post(
        byId(staffAccountChangesApi.request, clerk.id),
        { kind: 'enable', reason: 'not disabled' },
        { token: a.token },
      ),
      409,
      ProblemCode.Conflict,
    );
    expectProblem(
      await client.post(
        byId(staffAccountChangesApi.request, clerk.id),
        { kind: 'role', role: 'clerk', reason: 'same' },
        { token: a.token },
      ),
      409,
      ProblemCode.Conflict,
    );
    const direct = await server.db
      .insert(staffAccountChanges)
      .values({
        staffUserId: clerk.id,
        kind: 'role',
        role: 'administrator',
        reason: 'direct',
        requestedBy: a.id,
        requestedAt: new Date(),
        decision: 'approved',
        decidedBy: b.id,
        decidedAt: new Date(),
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((direct?.cause as Error | undefined)?.message ?? direct)).toMatch(/requested pending/);
  });
});
