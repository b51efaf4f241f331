import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode } from '@efile/contracts';
import { sessions, users } from '../src/db/schema';
import { problemTitles } from '../src/plugins/problems';
import { DEMO_PASSWORD, MINUTE, TestServer, engines, expectProblem, type Client } from './support/test-app';

const SUPPORT = { supportEmail: 'efilesupport@cca.example.gov', supportPhone: '216-664-2070' };
const MIGRATION_MESSAGE =
  'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.';

/** `n` failed attempts (all must answer 401). */
async function fail(client: Client, username: string, n: number) {
  for (let i = 0; i < n; i++) {
    expectProblem(await client.signInResponse(username, `wrong-${i}`), 401, ProblemCode.InvalidCredentials);
  }
}

const nobody = () => `nobody.${Math.random().toString(36).slice(2, 10)}`;

describe.each(engines)('sign-in on $name', (engine) => {
  const server = TestServer.setup(engine);

  describe('demo accounts get their spec outcome', () => {
    it('jane.taxpayer: 200 with exactly the signed-in user fields, her own taxpayer', async () => {
      const res = await server.client().signInResponse('jane.taxpayer');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toStrictEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        username: 'jane.taxpayer',
        firstName: 'Jane',
        taxpayerId: '100001',
        isBusinessUser: false,
      });
    });

    it('acme.owner: business user filing as the first business by numeric EIN (200002)', async () => {
      const res = await server.client().signInResponse('acme.owner');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        username: 'acme.owner',
        taxpayerId: '200002',
        isBusinessUser: true,
      });
    });

    it('new.business: a business user with no taxpayer yet still signs in (taxpayerId null)', async () => {
      const res = await server.client().signInResponse('new.business');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ taxpayerId: null, isBusinessUser: true, firstName: null });
    });

    it('legacy.user: 403 account-migration-required with the spec message', async () => {
      const body = expectProblem(
        await server.client().signInResponse('legacy.user'),
        403,
        ProblemCode.AccountMigrationRequired,
      );
      expect(body.detail).toBe(MIGRATION_MESSAGE);
      expect(body).not.toHaveProperty('supportEmail');
    });

    it('inactive.user: 403 inactive-account with where to reach support', async () => {
      const body = expectProblem(
        await server.client().signInResponse('inactive.user'),
        403,
        ProblemCode.InactiveAccount,
      );
      expect(body.detail).toBe('Our records indicate that your account is not active at this time.');
      expect(body).toMatchObject(SUPPORT);
    });

    it('misconfigured.user: 403 misconfigured-account (an individual with no taxpayer)', async () => {
      const body = expectProblem(
        await server.client().signInResponse('misconfigured.user'),
        403,
        ProblemCode.MisconfiguredAccount,
      );
      expect(body.detail).toBe(
        'Our records indicate that your account is not properly configured at this time.',
      );
      expect(body).toMatchObject(SUPPORT);
    });

    it('refused accounts never get a session', async () => {
      const client = server.client();
      for (const u of ['legacy.user', 'inactive.user', 'misconfigured.user']) {
        expect((await client.signInResponse(u)).statusCode).toBe(403);
      }
      const [row] = await server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(inArray(users.username, ['legacy.user', 'inactive.user', 'misconfigured.user']));
      expect(row?.n).toBe(0);
    });

    it('the username is matched without regard to case or surrounding spaces', async () => {
      const res = await server.client().signInResponse('  JANE.Taxpayer ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'jane.taxpayer', taxpayerId: '100001' });
    });
  });

  describe('wrong credentials do not tell which part was wrong', () => {
    it('wrong password, unknown username and a refused account with a wrong password answer alike', async () => {
      const client = server.client();
      const inactive = await server.addUser('inactive', { status: 'inactive' });
      const answers = [
        await client.signInResponse(await server.addUser('wrongpw'), 'not-the-password'),
        await client.signInResponse(nobody(), DEMO_PASSWORD),
        await client.signInResponse(inactive, 'not-the-password'),
      ];
      for (const res of answers) expectProblem(res, 401, ProblemCode.InvalidCredentials);
      const [first, ...rest] = answers.map((r) => r.json());
      expect(first).toStrictEqual({
        type: '/problems/invalid-credentials',
        title: problemTitles[ProblemCode.InvalidCredentials],
        status: 401,
        detail: problemTitles[ProblemCode.InvalidCredentials],
      });
      for (const body of rest) expect(body).toStrictEqual(first);
    });
  });

  describe('lockout', () => {
    it('after 5 failures an existing and a nonexistent username are locked alike (429, Retry-After)', async () => {
      const client = server.client();
      const existing = await server.addUser('locked');
      const missing = nobody();
      await fail(client, existing, 5);
      await fail(client, missing, 5);

      const lockedExisting = await client.signInResponse(existing, 'wrong-again');
      const lockedMissing = await client.signInResponse(missing, 'wrong-again');
      for (const res of [lockedExisting, lockedMissing]) {
        const body = expectProblem(res, 429, ProblemCode.TooManyAttempts);
        expect(res.headers['retry-after']).toBe('900');
        expect(body.retryAfterSeconds).toBe(900);
      }
      expect(lockedMissing.json()).toStrictEqual(lockedExisting.json());
    });

    it('while locked, even the right password is refused', async () => {
      const client = server.client();
      const username = await server.addUser('locked');
      await fail(client, username, 5);
      expectProblem(await client.signInResponse(username), 429, ProblemCode.TooManyAttempts);
    });

    it('four failures do not lock; a success clears the count', async () => {
      const client = server.client();
      const username = await server.addUser('almost');
      await fail(client, username, 4);
      expect((await client.signInResponse(username)).statusCode).toBe(200);
      await fail(client, username, 4);
      expect((await client.signInResponse(username)).statusCode).toBe(200);
    });

    it('failures with other casing or spacing of the username count against the same account', async () => {
      const client = server.client();
      const username = await server.addUser('cased');
      for (const variant of [username.toUpperCase(), ` ${username}`, `${username} `, username, username]) {
        expectProblem(await client.signInResponse(variant, 'bad'), 401, ProblemCode.InvalidCredentials);
      }
      expectProblem(await client.signInResponse(username), 429, ProblemCode.TooManyAttempts);
    });

    it('locking one username does not lock another', async () => {
      const client = server.client();
      const locked = await server.addUser('locked');
      const other = await server.addUser('other');
      await fail(client, locked, 5);
      expect((await client.signInResponse(other)).statusCode).toBe(200);
    });

    it('the lock ends when the lockout window has passed', async () => {
      const username = await server.addUser('window');
      await fail(server.client(), username, 5);

      const almost = await server.clientAt(15 * MINUTE - 1000);
      const res = await almost.signInResponse(username);
      expectProblem(res, 429, ProblemCode.TooManyAttempts);
      expect(res.headers['retry-after']).toBe('1');

      const after = await server.clientAt(15 * MINUTE);
      expect((await after.signInResponse(username)).statusCode).toBe(200);
    });

    it('failures older than the window do not add up to a lock', async () => {
      const username = await server.addUser('spread');
      await fail(server.client(), username, 4);
      const later = await server.clientAt(16 * MINUTE);
      await fail(later, username, 1);
      expect((await later.signInResponse(username)).statusCode).toBe(200);
    });

    it('SIGNIN_MAX_FAILURES sets the threshold', async () => {
      const client = await server.clientAt(0, { SIGNIN_MAX_FAILURES: '2' });
      const username = await server.addUser('strict');
      await fail(client, username, 2);
      expectProblem(await client.signInResponse(username), 429, ProblemCode.TooManyAttempts);
    });
  });

  it('sign-in requests are rate limited per client address (SIGNIN_RATE_LIMIT_PER_MINUTE)', async () => {
    const client = await server.clientAt(0, { SIGNIN_RATE_LIMIT_PER_MINUTE: '2' });
    for (let i = 0; i < 2; i++) expect((await client.signInResponse(nobody(), 'x')).statusCode).toBe(401);
    const res = await client.signInResponse('jane.taxpayer');
    expectProblem(res, 429, ProblemCode.TooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
