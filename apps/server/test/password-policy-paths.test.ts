import { describe, expect, it } from 'vitest';
import { ProblemCode, api, staffApi } from '@efile/contracts';
import { latestMail, linkQuery } from './support/mail';
import { addStaff, demoStaffOf, staffSignIn, STAFF_DEMO_PASSWORD } from './support/staff';
import { DEMO_PASSWORD, TestServer, engines, expectProblem, type Client } from './support/test-app';
import { registerNewcomer } from './support/work-queues';

/**
 * Issue 23 item 9: `Test@123`, `Aa123456!`, `Ohio2026!` and `CCA-eFile-2026` were accepted by
 * POST /api/auth/reset-password; staff invitees could set the README's published demo password;
 * staff passwords stopped at 25 characters. One policy now applies on every path that sets a
 * password (ADR 0047).
 */
const WEAK = ['Test@123', 'Aa123456!', 'Ohio2026!', 'CCA-eFile-2026', DEMO_PASSWORD, STAFF_DEMO_PASSWORD];
const GOOD = 'Lake Erie at dawn 1796';

describe.each(engines)('one password policy on every path on $name (issue 23 item 9)', (engine) => {
  const server = TestServer.setup(engine);
  let adminToken: string | undefined;
  /** The demo administrator's session (each step's code works once: signed in once). */
  const admin = async (client: Client) =>
    (adminToken ??= await staffSignIn(
      client,
      demoStaffOf('administrator').username,
      demoStaffOf('administrator').totpSecret,
    ));

  let secondToken: string | undefined;
  /** Another administrator, who approves what the demo administrator invites (four eyes, ADR 0048). */
  const secondAdmin = async (client: Client) => {
    if (secondToken) return secondToken;
    const second = await addStaff(server, 'administrator');
    return (secondToken = await staffSignIn(client, second.username, second.secret));
  };

  async function resetLink(client: Client) {
    const username = await server.addUser('weak');
    const email = `${username}@example.test`;
    expect((await client.post(api.resetPasswordEmail, { email })).statusCode).toBe(202);
    return linkQuery(await latestMail(server.db, email, 'reset'), '/auth/reset-password');
  }

  it.each(WEAK)('reset-password refuses %s', async (password) => {
    const client = server.client();
    const link = await resetLink(client);
    // Before the fix: 200 for the first four.
    const res = await client.post(api.resetPassword, { email: link.email, token: link.token, password });
    expect(expectProblem(res, 403, ProblemCode.InvalidPassword).reasons!.length).toBeGreaterThan(0);
  });

  it.each(WEAK)('registration (confirm-email and complete-partial) refuses %s', async (password) => {
    const client = server.client();
    const person = await registerNewcomer(client, 'weakreg');
    const link = linkQuery(
      await latestMail(server.db, person.email, 'registration'),
      '/confirm-registration',
    );
    const proof = { emailAddress: link.email, emailConfirmationToken: link.token };
    expectProblem(
      await client.post(api.confirmRegistration, { ...proof, password }),
      403,
      ProblemCode.InvalidPassword,
    );
    expectProblem(
      await client.post(api.completePartialRegistration, {
        taxpayerId: person.taxpayerId,
        ...proof,
        password,
      }),
      403,
      ProblemCode.InvalidPassword,
    );
  });

  it('a taxpayer password stays within the spec’s 25 characters: longer is refused with a message, never cut', async () => {
    const client = server.client();
    const link = await resetLink(client);
    const res = await client.post(api.resetPassword, { ...link, password: 'a quiet heron over the bay' });
    const problem = expectProblem(res, 400, ProblemCode.Validation);
    expect(JSON.stringify(problem)).toContain('at most 25 characters');
  });

  it.each(WEAK)('a staff invitation refuses %s', async (password) => {
    const client = server.client();
    const name = `weak.${Math.random().toString(36).slice(2, 8)}`;
    const invited = await client.post(
      staffApi.users,
      { username: name, email: `${name}@cca.example.gov`, role: 'clerk' },
      { token: await admin(client) },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    // A second administrator approves the new account; only then is the link mailed (ADR 0048).
    const approved = await client.post(
      staffApi.approveUser.replace(':id', String(invited.json<{ id: number }>().id)),
      {},
      { token: await secondAdmin(client) },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const { token } = linkQuery(
      await latestMail(server.db, `${name}@cca.example.gov`, 'staffInvitation'),
      '/staff/invitation',
    );
    // Before the fix: the published demo passwords were accepted.
    expectProblem(
      await client.post(staffApi.acceptInvitation, { token, password }),
      403,
      ProblemCode.InvalidPassword,
    );
    // Up to 64 characters for staff (NIST SP 800-63B), and the long one signs in.
    const long = 'the heron waits on the breakwater while the lake freighter passes';
    expect([...long].length).toBe(65);
    expectProblem(
      await client.post(staffApi.acceptInvitation, { token, password: long }),
      400,
      ProblemCode.Validation,
    );
    const sixtyFour = long.slice(0, 64);
    const set = await client.post(staffApi.acceptInvitation, { token, password: sixtyFour });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await client.post(staffApi.signIn, { username: name, password: sixtyFour });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('a good password still passes on each path', async () => {
    const client = server.client();
    const link = await resetLink(client);
    expect((await client.post(api.resetPassword, { ...link, password: GOOD })).statusCode).toBe(200);
  });
});
