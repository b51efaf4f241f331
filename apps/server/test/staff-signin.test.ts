import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, STAFF_SESSION_COOKIE, api, staffApi } from '@efile/contracts';
import { auditEvents, staffUsers } from '../src/db/schema';
import { totpCode } from '../src/lib/totp';
import { latestMail, linkQuery, mailCount } from './support/mail';
import { addStaff, demoStaff, demoStaffOf, STAFF_DEMO_PASSWORD, staffSignIn } from './support/staff';
import { MINUTE, T0, TestServer, engines, expectProblem, type Client } from './support/test-app';

const NEW_PASSWORD = 'Cuyahoga River bend 42';
const at = (offsetMs: number) => new Date(T0.getTime() + offsetMs);

async function passwordStep(client: Client, username: string, password = STAFF_DEMO_PASSWORD) {
  const res = await client.post(staffApi.signIn, { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ next: 'totp' | 'enrol'; ticket: string; otpauthUri?: string }>();
}

describe.each(engines)('staff sign-in with a second factor on $name (issue 16)', (engine) => {
  const server = TestServer.setup(engine);

  it('invitation, password from the link, enrolment, recovery codes once, then a session', async () => {
    const client = server.client();
    const admin = demoStaffOf('administrator');
    const adminToken = await staffSignIn(client, admin.username, admin.totpSecret);
    const invited = await client.post(
      staffApi.users,
      { username: 'new.clerk', email: 'new.clerk@cca.example.gov', role: 'clerk' },
      { token: adminToken },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    // The same name again is a conflict.
    const again = await client.post(
      staffApi.users,
      { username: 'new.clerk', email: 'other@cca.example.gov', role: 'clerk' },
      { token: adminToken },
    );
    expectProblem(again, 409, ProblemCode.Conflict);
    // No link before a second administrator approves (ADR 0048).
    expect(await mailCount(server.db, 'new.clerk@cca.example.gov', 'staffInvitation')).toBe(0);
    const admin2 = demoStaff.find((s) => s.username === 'staff.admin2')!;
    const secondToken = await staffSignIn(client, admin2.username, admin2.totpSecret);
    const approved = await client.post(
      staffApi.approveUser.replace(':id', String(invited.json<{ id: number }>().id)),
      {},
      { token: secondToken },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const mail = await latestMail(server.db, 'new.clerk@cca.example.gov', 'staffInvitation');
    const { token } = linkQuery(mail, '/staff/invitation');
    expect(token).toBeTruthy();
    // Not signed in yet: no password.
    expectProblem(
      await client.post(staffApi.signIn, { username: 'new.clerk', password: NEW_PASSWORD }),
      401,
      ProblemCode.InvalidCredentials,
    );
    expect((await client.post(staffApi.acceptInvitation, { token, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expectProblem(
      await client.post(staffApi.acceptInvitation, { token, password: NEW_PASSWORD }),
      401,
      ProblemCode.InvalidToken,
    );

    const enrol = await passwordStep(client, 'new.clerk', NEW_PASSWORD);
    expect(enrol.next).toBe('enrol');
    const uri = new URL(enrol.otpauthUri!);
    expect(uri.protocol).toBe('otpauth:');
    const secret = uri.searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The secret is stored sealed, never as is.
    const [row] = await server.db.select().from(staffUsers).where(eq(staffUsers.username, 'new.clerk'));
    expect(row!.totpSecretEnc).not.toContain(secret);

    const wrongCode = totpCode(secret, at(10 * MINUTE));
    expectProblem(
      await client.post(staffApi.signInTotp, { ticket: enrol.ticket, code: wrongCode }),
      401,
      ProblemCode.InvalidCredentials,
    );
    // A recovery code cannot confirm an enrolment.
    expectProblem(
      await client.post(staffApi.signInTotp, { ticket: enrol.ticket, recoveryCode: 'aaaaa-bbbbb' }),
      401,
      ProblemCode.InvalidCredentials,
    );
    const done = await client.post(staffApi.signInTotp, { ticket: enrol.ticket, code: totpCode(secret, T0) });
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json<{ token: string; recoveryCodes: string[]; staff: { role: string } }>();
    expect(session.staff.role).toBe('clerk');
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    const me = await client.get(staffApi.me, { token: session.token });
    expect(me.json()).toMatchObject({ username: 'new.clerk', role: 'clerk' });
    expect(me.body).not.toContain(secret);
    // The ticket was used up.
    expectProblem(
      await client.post(staffApi.signInTotp, { ticket: enrol.ticket, code: totpCode(secret, T0) }),
      401,
      ProblemCode.Unauthenticated,
    );

    // Thirty seconds on, the code of T0 is still inside the window but was used: refused.
    const later = await server.clientAt(30_000);
    const second = await passwordStep(later, 'new.clerk', NEW_PASSWORD);
    expect(second.next).toBe('totp');
    expectProblem(
      await later.post(staffApi.signInTotp, { ticket: second.ticket, code: totpCode(secret, T0) }),
      401,
      ProblemCode.InvalidCredentials,
    );
    // A recovery code signs in once.
    const [recovery] = session.recoveryCodes;
    const viaRecovery = await later.post(staffApi.signInTotp, {
      ticket: second.ticket,
      recoveryCode: recovery,
    });
    expect(viaRecovery.statusCode, viaRecovery.body).toBe(200);
    expect(viaRecovery.json()).not.toHaveProperty('recoveryCodes');
    const third = await passwordStep(later, 'new.clerk', NEW_PASSWORD);
    expectProblem(
      await later.post(staffApi.signInTotp, { ticket: third.ticket, recoveryCode: recovery }),
      401,
      ProblemCode.InvalidCredentials,
    );
    const [after] = await server.db.select().from(staffUsers).where(eq(staffUsers.username, 'new.clerk'));
    expect(after!.recoveryCodeHashes).toHaveLength(9);
    expect(JSON.stringify(after)).not.toContain(recovery!);

    const audited = await server.db
      .select({ action: auditEvents.action, chain: auditEvents.chain })
      .from(auditEvents)
      .where(eq(auditEvents.staffUserId, row!.id));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staff.totp.enrolled', 'staff.signin', 'staff.signin.code-failed']),
    );
    expect(audited.every((a) => a.chain === 'staff')).toBe(true);
  });

  it('locks the username from that source after repeated wrong codes, the right code too', async () => {
    const clerk = await addStaff(server, 'clerk');
    const client = server.client();
    const first = await passwordStep(client, clerk.username);
    const second = await passwordStep(client, clerk.username);
    for (let i = 0; i < 5; i++) {
      const res = await client.post(staffApi.signInTotp, { ticket: first.ticket, code: '000000' });
      expectProblem(res, 401, ProblemCode.InvalidCredentials);
    }
    // The fifth failure locked that source out of the username: the right code and password too.
    expectProblem(
      await client.post(staffApi.signInTotp, { ticket: second.ticket, code: totpCode(clerk.secret, T0) }),
      429,
      ProblemCode.TooManyAttempts,
    );
    expectProblem(
      await client.post(staffApi.signIn, { username: clerk.username, password: STAFF_DEMO_PASSWORD }),
      429,
      ProblemCode.TooManyAttempts,
    );
  });

  it('a ticket dies after five wrong codes', async () => {
    const clerk = await addStaff(server, 'clerk');
    const app = await server.build({ env: { SIGNIN_MAX_FAILURES: '5' } });
    const { Client: ClientClass } = await import('./support/test-app');
    // Each wrong code from another address, so the source lockout does not answer first.
    const first = new ClientClass(app, '192.0.2.10');
    const { ticket } = await passwordStep(first, clerk.username);
    for (let i = 0; i < 5; i++) {
      const res = await new ClientClass(app, `192.0.2.${20 + i}`).post(staffApi.signInTotp, {
        ticket,
        code: '000000',
      });
      expect(res.statusCode).toBe(401);
    }
    expectProblem(
      await first.post(staffApi.signInTotp, { ticket, code: totpCode(clerk.secret, T0) }),
      401,
      ProblemCode.Unauthenticated,
    );
  });

  it('a wrong password, an unknown name and a disabled account answer alike', async () => {
    const client = server.client();
    const victim = await addStaff(server, 'supervisor');
    const token = await staffSignIn(client, victim.username, victim.secret);
    const admin = demoStaffOf('administrator');
    const adminClient = await server.clientAt(MINUTE);
    const adminToken = await staffSignIn(adminClient, admin.username, admin.totpSecret, at(MINUTE));
    const disabled = await adminClient.post(
      staffApi.disableUser.replace(':id', String(victim.id)),
      { reason: 'left the agency' },
      { token: adminToken },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Their session ends at once, and their password no longer opens a ticket.
    expectProblem(await client.get(staffApi.me, { token }), 401, ProblemCode.Unauthenticated);
    for (const [username, password] of [
      [victim.username, STAFF_DEMO_PASSWORD],
      [victim.username, 'wrong password'],
      ['nobody.here', STAFF_DEMO_PASSWORD],
    ] as const) {
      expectProblem(
        await server.client().post(staffApi.signIn, { username, password }),
        401,
        ProblemCode.InvalidCredentials,
      );
    }
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'staff.user.disabled'), eq(auditEvents.staffUserId, (await adminId())!)),
      );
    expect(event!.details).toMatchObject({ disabled: victim.id, reason: 'left the agency' });
  });

  async function adminId() {
    const [row] = await server.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, demoStaffOf('administrator').username));
    return row?.id;
  }

  it('the session is also an HttpOnly cookie on /api/staff: another tab is signed in; signing out ends it (issue 28 item 6)', async () => {
    const clerk = await addStaff(server, 'clerk');
    const client = server.client();
    const { ticket } = await passwordStep(client, clerk.username);
    const signedIn = await client.post(staffApi.signInTotp, { ticket, code: totpCode(clerk.secret, T0) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    expect(cookie.value).toBe(signedIn.json<{ token: string }>().token);
    // A tab without the bearer token: the cookie alone signs it in.
    const tab = await server.app.inject({
      method: 'GET',
      url: staffApi.me,
      cookies: { [STAFF_SESSION_COOKIE]: cookie.value },
    });
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.json()).toMatchObject({ username: clerk.username, idleMs: 15 * MINUTE });
    // Changes still need the XSRF header: the cookie alone changes nothing.
    const forged = await server.app.inject({
      method: 'POST',
      url: staffApi.signOut,
      cookies: { [STAFF_SESSION_COOKIE]: cookie.value },
    });
    expect(forged.statusCode).toBe(403);
    // Signing out (from the tab with the token) clears the cookie and ends the session for both.
    const out = await client.post(staffApi.signOut, undefined, { token: cookie.value });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value).toBe('');
    const after = await server.app.inject({
      method: 'GET',
      url: staffApi.me,
      cookies: { [STAFF_SESSION_COOKIE]: cookie.value },
    });
    expectProblem(after, 401, ProblemCode.Unauthenticated);
  });

  it('staff sessions end after 15 idle minutes', async () => {
    const clerk = await addStaff(server, 'clerk');
    const token = await staffSignIn(server.client(), clerk.username, clerk.secret);
    expect((await (await server.clientAt(14 * MINUTE)).get(staffApi.me, { token })).statusCode).toBe(200);
    // Extended by that request: 14 + 15 minutes.
    expect((await (await server.clientAt(28 * MINUTE)).get(staffApi.me, { token })).statusCode).toBe(200);
    expectProblem(
      await (await server.clientAt(44 * MINUTE)).get(staffApi.me, { token }),
      401,
      ProblemCode.Unauthenticated,
    );
  });

  it('and after 8 hours however busy (an idle lifetime longer than that cannot stretch it)', async () => {
    const env = { STAFF_SESSION_IDLE_MINUTES: '600' };
    const clerk = await addStaff(server, 'clerk');
    const token = await staffSignIn(await server.clientAt(0, env), clerk.username, clerk.secret);
    const HOUR = 60 * MINUTE;
    expect(
      (await (await server.clientAt(8 * HOUR - MINUTE, env)).get(staffApi.me, { token })).statusCode,
    ).toBe(200);
    expectProblem(
      await (await server.clientAt(8 * HOUR + MINUTE, env)).get(staffApi.me, { token }),
      401,
      ProblemCode.Unauthenticated,
    );
  });

  it("a taxpayer's token never reaches the staff routes, nor a staff ticket any route", async () => {
    const client = server.client();
    const taxpayer = await client.signIn('jane.taxpayer');
    expectProblem(await client.get(staffApi.me, { token: taxpayer }), 401, ProblemCode.Unauthenticated);
    const clerk = await addStaff(server, 'clerk');
    const { ticket } = await passwordStep(client, clerk.username);
    expectProblem(await client.get(staffApi.me, { token: ticket }), 401, ProblemCode.Unauthenticated);
    expectProblem(await client.get(api.taxpayerInfo, { token: ticket }), 401, ProblemCode.Unauthenticated);
  });

  it('each taxpayer search is audited with who, when and why; the reason is required', async () => {
    const clerk = await addStaff(server, 'clerk');
    const client = server.client();
    const token = await staffSignIn(client, clerk.username, clerk.secret);
    expectProblem(
      await client.get(`${staffApi.taxpayers}?query=100001`, { token }),
      400,
      ProblemCode.Validation,
    );
    const byId = await client.get(`${staffApi.taxpayers}?query=100001&reason=caller%20asked`, { token });
    expect(byId.statusCode, byId.body).toBe(200);
    const results = byId.json<{ results: { taxpayerId: string; federalIdLast4: string | null }[] }>().results;
    expect(results.map((r) => r.taxpayerId)).toContain('100001');
    expect(byId.body).not.toMatch(/\d{9}/);
    const last4 = results.find((r) => r.taxpayerId === '100001')!.federalIdLast4!;
    const byLast4 = await client.get(`${staffApi.taxpayers}?query=${last4}&reason=phone%20call`, { token });
    expect(byLast4.json<{ results: { taxpayerId: string }[] }>().results.map((r) => r.taxpayerId)).toContain(
      '100001',
    );
    const byName = await client.get(
      `${staffApi.taxpayers}?query=${encodeURIComponent('%')}&reason=wildcard`,
      {
        token,
      },
    );
    expect(byName.statusCode).toBe(200);

    const events = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.staffUserId, clerk.id), eq(auditEvents.action, 'staff.taxpayer.search')));
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      occurredAt: T0,
      chain: 'staff',
      details: {
        reason: 'caller asked',
        kind: 'taxpayer-id',
        query: '100001',
        shown: expect.arrayContaining(['100001']),
      },
    });
    // The last four digits are not kept in the trail.
    expect(events[1]!.details).not.toHaveProperty('query');
  });
});
