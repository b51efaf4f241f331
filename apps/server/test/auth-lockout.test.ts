import { describe, expect, it } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { slowdownMs } from '../src/lib/signin-throttle';
import { latestMail, linkQuery } from './support/mail';
import { Client, DEMO_PASSWORD, TestServer, engines, expectProblem } from './support/test-app';

const NEW_PASSWORD = 'Lake Erie sunrise 7';

/** `n` wrong passwords from one client, each answered 401 (or 429 once that source is locked). */
async function attack(client: Client, username: string, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await client.signInResponse(username, `wrong-${i}`);
    expect([401, 429]).toContain(res.statusCode);
  }
}

describe('slow down rather than lock out (issue 11)', () => {
  it('waits nothing below the threshold, then doubles from 250 ms up to the cap', () => {
    expect([0, 4].map((f) => slowdownMs(f, 5, 2000))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 50].map((f) => slowdownMs(f, 5, 2000))).toEqual([
      250, 500, 1000, 2000, 2000, 2000,
    ]);
    expect(slowdownMs(100, 5, 0)).toBe(0);
  });
});

describe.each(engines)('lockout per username and source on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('after an attack from one address the right password still works from another', async () => {
    const username = await server.addUser('attacked');
    const attacker = new Client(server.app, '192.0.2.66');
    await attack(attacker, username, 40);
    expectProblem(await attacker.signInResponse(username), 429, ProblemCode.TooManyAttempts);

    const owner = new Client(server.app, '198.51.100.7');
    expect((await owner.signInResponse(username)).statusCode).toBe(200);
  });

  it('failures spread over many sources never lock the owner out', async () => {
    const username = await server.addUser('botnet');
    for (let i = 1; i <= 12; i++) await attack(new Client(server.app, `192.0.2.${i}`), username, 4);
    const owner = new Client(server.app, '198.51.100.8');
    expect((await owner.signInResponse(username)).statusCode).toBe(200);
  });

  it('under attack every attempt for the username is slowed down, the right one too', async () => {
    const app = await server.build({ env: { SIGNIN_SLOWDOWN_MAX_MS: '2000' } });
    const username = await server.addUser('slowed');
    const quiet = await server.addUser('quiet');
    for (let i = 1; i <= 3; i++) await attack(new Client(app, `192.0.2.${100 + i}`), username, 4);

    const owner = new Client(app, '198.51.100.9');
    await owner.xsrfToken();
    let started = performance.now();
    expect((await owner.signInResponse(username)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1990);
    // Another username is not slowed down (a wide margin: the machine may be busy).
    started = performance.now();
    expect((await owner.signInResponse(quiet)).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1990);
  });

  it('a successful password reset lifts the lock of every source', async () => {
    const username = await server.addUser('resetter');
    const email = `${username}@example.test`;
    const client = new Client(server.app, '192.0.2.200');
    await attack(client, username, 5);
    expectProblem(await client.signInResponse(username), 429, ProblemCode.TooManyAttempts);

    expect((await client.post(api.resetPasswordEmail, { email })).statusCode).toBe(202);
    const { token } = linkQuery(await latestMail(server.db, email, 'reset'), '/auth/reset-password');
    const reset = await client.post(api.resetPassword, { email, token, password: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await client.signInResponse(username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await client.signInResponse(username, DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
