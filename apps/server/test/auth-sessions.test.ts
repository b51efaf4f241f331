import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { sessions, users } from '../src/db/schema';
import { HOUR, MINUTE, TestServer, engines, expectProblem, type Client } from './support/test-app';

/** Whether the token opens an authenticated route. */
async function works(client: Client, token: string): Promise<boolean> {
  const res = await client.get(api.taxpayerInfo, { token });
  if (res.statusCode === 200) return true;
  expectProblem(res, 401, ProblemCode.Unauthenticated);
  return false;
}

describe.each(engines)('sessions on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('the token opens authenticated routes; without one they answer 401', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    expect(await works(client, token)).toBe(true);
    expectProblem(await client.get(api.taxpayerInfo), 401, ProblemCode.Unauthenticated);
  });

  it('after sign-out the same token is refused, and signing out again is 401', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const res = await client.post(api.signOut, undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: true });
    expect(await works(client, token)).toBe(false);
    expectProblem(await client.post(api.signOut, undefined, { token }), 401, ProblemCode.Unauthenticated);
  });

  it('signing out ends only that session, not the same user’s other sessions', async () => {
    const client = server.client();
    const first = await client.signIn('jane.taxpayer');
    const second = await client.signIn('jane.taxpayer');
    expect(first).not.toBe(second);
    expect((await client.post(api.signOut, undefined, { token: first })).statusCode).toBe(200);
    expect(await works(client, first)).toBe(false);
    expect(await works(client, second)).toBe(true);
  });

  it('a tampered, truncated or malformed token is refused', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [flipped, token.slice(0, -2), `${token}x`])
      expect(await works(client, bad)).toBe(false);
    for (const authorization of [`Basic ${token}`, `Bearer`, `Bearer short`, `bearer ${token}x`, token]) {
      const res = await client.get(api.taxpayerInfo, { headers: { authorization } });
      expectProblem(res, 401, ProblemCode.Unauthenticated);
    }
    expect(await works(client, token)).toBe(true);
  });

  it('expires after 20 idle minutes (SESSION_IDLE_MINUTES default)', async () => {
    const client = server.client();
    const [used, idle] = [await client.signIn('jane.taxpayer'), await client.signIn('jane.taxpayer')];
    expect(await works(await server.clientAt(20 * MINUTE - 1000), used)).toBe(true);
    expect(await works(await server.clientAt(20 * MINUTE), idle)).toBe(false);
  });

  it('activity keeps the session alive past the first idle deadline', async () => {
    const token = await server.client().signIn('jane.taxpayer');
    expect(await works(await server.clientAt(19 * MINUTE), token)).toBe(true);
    expect(await works(await server.clientAt(38 * MINUTE), token)).toBe(true);
    // 21 minutes after the last use: idle again.
    expect(await works(await server.clientAt(59 * MINUTE), token)).toBe(false);
  });

  it('SESSION_IDLE_MINUTES shortens the idle lifetime', async () => {
    const env = { SESSION_IDLE_MINUTES: '5' };
    const token = await (await server.clientAt(0, env)).signIn('jane.taxpayer');
    expect(await works(await server.clientAt(4 * MINUTE, env), token)).toBe(true);
    expect(await works(await server.clientAt(10 * MINUTE, env), token)).toBe(false);
  });

  it('a one-minute idle lifetime is extended by activity within it (issue 11)', async () => {
    const env = { SESSION_IDLE_MINUTES: '1' };
    const token = await (await server.clientAt(0, env)).signIn('jane.taxpayer');
    for (const seconds of [40, 80, 120, 160]) {
      expect(await works(await server.clientAt(seconds * 1000, env), token), `${seconds} s`).toBe(true);
    }
    expect(await works(await server.clientAt(221 * 1000, env), token)).toBe(false);
  });

  it('ends at the absolute lifetime even when in constant use', async () => {
    const env = { SESSION_ABSOLUTE_HOURS: '1' };
    const token = await (await server.clientAt(0, env)).signIn('jane.taxpayer');
    for (const minutes of [15, 30, 45, 59]) {
      expect(await works(await server.clientAt(minutes * MINUTE, env), token), `${minutes} min`).toBe(true);
    }
    expect(await works(await server.clientAt(HOUR, env), token)).toBe(false);
  });

  it('the default absolute lifetime is 12 hours, however long the idle lifetime', async () => {
    const token = await server.client().signIn('jane.taxpayer');
    // Apps with a day-long idle lifetime extend the session as far as its absolute end allows.
    const env = { SESSION_IDLE_MINUTES: '1440' };
    expect(await works(await server.clientAt(19 * MINUTE, env), token)).toBe(true);
    expect(await works(await server.clientAt(12 * HOUR - MINUTE, env), token)).toBe(true);
    expect(await works(await server.clientAt(12 * HOUR, env), token)).toBe(false);
  });

  it('a session ends as soon as its account is deactivated', async () => {
    const client = server.client();
    const username = await server.addUser('deactivated');
    const token = await client.signIn(username);
    expect(await works(client, token)).toBe(true);
    await server.db.update(users).set({ status: 'inactive' }).where(eq(users.username, username));
    expect(await works(client, token)).toBe(false);
  });

  it('the sessions table stores only a hash of the token', async () => {
    const client = server.client();
    const username = await server.addUser('hashed');
    const token = await client.signIn(username);
    const rows = await server.db
      .select({ s: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.username, username));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.s.tokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0]!.s.tokenHash).not.toBe(token);
    const everything = JSON.stringify(await server.db.select().from(sessions));
    expect(everything).not.toContain(token);
  });
});
