import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api, workQueuesApi, type PendingRegistration } from '@efile/contracts';
import { sessions, taxpayers, users } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { latestMail, linkQuery } from './support/mail';
import { demoStaffOf, staffSignIn } from './support/staff';
import { T0, HOUR, TestServer, engines, expectProblem, type Client } from './support/test-app';
import { registerNewcomer } from './support/work-queues';

/**
 * Issue 23 item 1: approving a registration is a gate. Before, a person new to the agency (an
 * invented SSN) followed the e-mailed link, signed in, filed and paid, and left the approval
 * queue; a refusal afterwards was a 409 and the session lived on.
 */
const PASSWORD = 'Lake Erie at dawn 1796';
const approve = (id: string) => workQueuesApi.approveRegistration.replace(':taxpayerId', id);
const refuse = (id: string) => workQueuesApi.refuseRegistration.replace(':taxpayerId', id);

describe.each(engines)('a registration waits for the agency on $name (issue 23 item 1)', (engine) => {
  const server = TestServer.setup(engine);
  let clerk: string | undefined;
  const clerkToken = async (client: Client) =>
    (clerk ??= await staffSignIn(client, demoStaffOf('clerk').username, demoStaffOf('clerk').totpSecret));

  const queued = async (client: Client, taxpayerId: string) => {
    const res = await client.get(
      `${workQueuesApi.registrations}?limit=100&reason=${encodeURIComponent('Working the registration queue')}`,
      {
        token: await clerkToken(client),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: PendingRegistration[] }>().items.some((r) => r.taxpayerId === taxpayerId);
  };

  /** Registers a newcomer and follows the original e-mailed link with a password. */
  async function registerAndConfirm(client: Client) {
    const person = await registerNewcomer(client, 'gate');
    const link = linkQuery(
      await latestMail(server.db, person.email, 'registration'),
      '/confirm-registration',
    );
    const confirmed = await client.post(api.confirmRegistration, {
      emailAddress: link.email,
      emailConfirmationToken: link.token,
      password: PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The page is told the agency is reviewing it (not "log in now").
    expect(confirmed.json()).toStrictEqual({ confirmed: true, pendingReview: true });
    return person;
  }

  it('the original link confirms the address but cannot sign in until a member of staff approves', async () => {
    const client = server.client();
    const person = await registerAndConfirm(client);
    // Before the fix: 200 and a session (the attacker filed and paid).
    const refused = expectProblem(
      await client.signInResponse(person.username, PASSWORD),
      403,
      ProblemCode.RegistrationPending,
    );
    expect(refused.detail).toBe(
      'The Central Collection Agency is reviewing your registration. We will email you when it is approved; then you can sign in.',
    );
    // Still in the queue, still pending (before the fix it left the queue silently).
    expect(await queued(client, person.taxpayerId)).toBe(true);
    const [taxpayer] = await server.db.select().from(taxpayers).where(eq(taxpayers.id, person.taxpayerId));
    expect(taxpayer!.registrationPending).toBe(true);
    expect(
      (await client.post(api.checkRegistration, { taxpayerId: person.taxpayerId })).json(),
    ).toStrictEqual({
      status: 'PendingTaxpayerRegistration',
    });

    // A password reset does not open the gate either.
    expect((await client.post(api.resetPasswordEmail, { email: person.email })).statusCode).toBe(202);
    const reset = linkQuery(await latestMail(server.db, person.email, 'reset'), '/auth/reset-password');
    const resetAnswer = await client.post(api.resetPassword, { ...reset, password: `${PASSWORD} b` });
    expect(resetAnswer.statusCode, resetAnswer.body).toBe(200);
    expectProblem(
      await client.signInResponse(person.username, `${PASSWORD} b`),
      403,
      ProblemCode.RegistrationPending,
    );

    // Approval works as before: an e-mail, then sign-in.
    const approved = await client.post(approve(person.taxpayerId), {}, { token: await clerkToken(client) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await latestMail(server.db, person.email, 'registrationApproved')).textBody).toContain(
      '/auth/login',
    );
    await client.signIn(person.username, `${PASSWORD} b`);
    expect(await queued(client, person.taxpayerId)).toBe(false);
  });

  it('completing a partial registration sets the password but leaves it pending', async () => {
    const client = server.client();
    const person = await registerNewcomer(client, 'partial');
    const link = linkQuery(
      await latestMail(server.db, person.email, 'registration'),
      '/confirm-registration',
    );
    const res = await client.post(api.completePartialRegistration, {
      taxpayerId: person.taxpayerId,
      emailAddress: link.email,
      emailConfirmationToken: link.token,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Before the fix: ReadyToLogin, and the person signed in.
    expect(res.json()).toStrictEqual({
      status: 'PendingTaxpayerRegistration',
      taxpayerId: person.taxpayerId,
    });
    expectProblem(
      await client.signInResponse(person.username, PASSWORD),
      403,
      ProblemCode.RegistrationPending,
    );
    expect(await queued(client, person.taxpayerId)).toBe(true);
  });

  it('a refusal ends every session of the registration, and sign-in then says why', async () => {
    const client = server.client();
    const person = await registerAndConfirm(client);
    const [user] = await server.db.select().from(users).where(eq(users.username, person.username));
    // A session opened before the gate existed (the attack of issue 23).
    const token = newToken();
    await server.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user!.id,
      taxpayerId: person.taxpayerId,
      createdAt: T0,
      idleExpiresAt: new Date(T0.getTime() + HOUR),
      absoluteExpiresAt: new Date(T0.getTime() + HOUR),
    });
    expect((await client.get(api.accountLedger, { token })).statusCode).toBe(200);

    // Before the fix: the registrant had left the queue, so a refusal was a 409.
    const res = await client.post(
      refuse(person.taxpayerId),
      { reason: 'Invented SSN' },
      { token: await clerkToken(client) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expectProblem(await client.get(api.accountLedger, { token }), 401, ProblemCode.Unauthenticated);
    const refused = expectProblem(
      await client.signInResponse(person.username, PASSWORD),
      403,
      ProblemCode.RegistrationRefused,
    );
    expect(refused.detail).toContain('The Central Collection Agency did not approve your registration');
    expect(await queued(client, person.taxpayerId)).toBe(false);
  });
});
