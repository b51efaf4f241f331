import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ProblemCode, staffApi } from '@efile/contracts';
import { auditEvents, users } from '../src/db/schema';
import { totpCode } from '../src/lib/totp';
import { mailCount } from './support/mail';
import { addStaff, STAFF_DEMO_PASSWORD } from './support/staff';
import { Client, T0, TestServer, engines, expectProblem } from './support/test-app';

/**
 * Issue 23 item 4: the sign-in lockout was counted after the password or code was checked, so a
 * burst of parallel guesses was checked in full before the first failure was counted (30 wrong
 * passwords from one address all answered 401; 100 codes from 20 addresses, none refused). These
 * tests send real parallel requests; on PostgreSQL (TEST_DATABASE_URL) they run on several
 * connections at once, which is where the race was.
 */
const GUESSES = 50;
const ADDRESSES = 20;
const address = (i: number) => `203.0.113.${(i % ADDRESSES) + 1}`;

async function auditCount(
  server: TestServer,
  action: string,
  where: { userId?: number; staffUserId?: number },
) {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        where.userId !== undefined ? eq(auditEvents.userId, where.userId) : undefined,
        where.staffUserId !== undefined ? eq(auditEvents.staffUserId, where.staffUserId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

async function userId(server: TestServer, username: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** A six-digit code that is none of the codes accepted at T0 (±1 step). */
function wrongCode(secret: string): string {
  const right = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, new Date(T0.getTime() + d))));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!right.has(code)) return code;
  }
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe.each(engines)('sign-in limits hold under a burst on $name (issue 23 item 4)', (engine) => {
  const server = TestServer.setup(engine);

  it(`${GUESSES} parallel wrong passwords from one address: at most the policy's 5 are checked`, async () => {
    const username = await server.addUser('burst');
    const client = new Client(server.app, '192.0.2.10');
    await client.xsrfToken();
    const responses = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => client.signInResponse(username, `wrong-${i}`)),
    );
    const checked = await auditCount(server, 'signin.failed', { userId: await userId(server, username) });
    // Before the fix: 30 of 30 were checked (401) before the first 429.
    expect(checked, JSON.stringify(statuses(responses))).toBeLessThanOrEqual(5);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(checked);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(GUESSES - checked);
    // The owner, from their own address, is not locked out by it.
    expect((await new Client(server.app, '198.51.100.20').signInResponse(username)).statusCode).toBe(200);
  });

  it(`${GUESSES} parallel wrong passwords from ${ADDRESSES} addresses are slowed down one at a time`, async () => {
    const app = await server.build({ env: { SIGNIN_SLOWDOWN_MAX_MS: '2000' } });
    const username = await server.addUser('spread');
    const clients = Array.from({ length: ADDRESSES }, (_, i) => new Client(app, address(i)));
    for (const c of clients) await c.xsrfToken();
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => clients[i % ADDRESSES]!.signInResponse(username, `bad-${i}`)),
    );
    const elapsed = performance.now() - started;
    const checked = await auditCount(server, 'signin.failed', { userId: await userId(server, username) });
    // Five free failures, then one attempt per turn: 250, 500, 1000 ms, then every 2 s; a turn
    // further away than 2 s is refused (429) rather than queued. Before the fix: all 50 checked.
    expect(checked, JSON.stringify(statuses(responses))).toBeLessThanOrEqual(
      5 + 3 + Math.ceil(elapsed / 2000),
    );
    expect(responses.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(checked);
  });

  /** `n` sign-in tickets of one member of staff (the password step), from the given addresses. */
  async function tickets(app: FastifyInstance, username: string, n: number, from: (i: number) => string) {
    const out: { client: Client; ticket: string }[] = [];
    for (let i = 0; i < n; i++) {
      const client = new Client(app, from(i));
      const res = await client.post(staffApi.signIn, { username, password: STAFF_DEMO_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      out.push({ client, ticket: res.json<{ ticket: string }>().ticket });
    }
    return out;
  }

  it(`${GUESSES} parallel wrong codes on ${GUESSES} tickets from one address: at most 5 are checked`, async () => {
    const clerk = await addStaff(server, 'clerk');
    const held = await tickets(server.app, clerk.username, GUESSES, () => '192.0.2.30');
    const code = wrongCode(clerk.secret);
    const responses = await Promise.all(
      held.map(({ client, ticket }) => client.post(staffApi.signInTotp, { ticket, code })),
    );
    const checked = await auditCount(server, 'staff.signin.code-failed', { staffUserId: clerk.id });
    // Before the fix: 24, 24 and 13 of 30 were checked in three runs.
    expect(checked, JSON.stringify(statuses(responses))).toBeLessThanOrEqual(5);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(GUESSES - checked);
  });

  it(`${GUESSES} parallel wrong codes from ${ADDRESSES} addresses: at most 5 for the account, and the administrators are told once`, async () => {
    const clerk = await addStaff(server, 'clerk');
    const admin = await addStaff(server, 'administrator');
    const adminEmail = `${admin.username}@cca.example.gov`;
    const held = await tickets(server.app, clerk.username, GUESSES, address);
    const code = wrongCode(clerk.secret);
    const responses = await Promise.all(
      held.map(({ client, ticket }) => client.post(staffApi.signInTotp, { ticket, code })),
    );
    const checked = await auditCount(server, 'staff.signin.code-failed', { staffUserId: clerk.id });
    // Before the fix: 20 addresses × 5 codes = 100 codes in 1.56 s, none refused.
    expect(checked, JSON.stringify(statuses(responses))).toBeLessThanOrEqual(5);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(GUESSES - checked);
    expect(await auditCount(server, 'staff.signin.codes-guessed', { staffUserId: clerk.id })).toBe(1);
    expect(await mailCount(server.db, adminEmail, 'staffCodesGuessed')).toBe(1);
    // The right code is refused too for the window, from any address (the password is known).
    const [last] = await tickets(server.app, clerk.username, 1, () => '198.51.100.40');
    expectProblem(
      await last!.client.post(staffApi.signInTotp, {
        ticket: last!.ticket,
        code: totpCode(clerk.secret, T0),
      }),
      429,
      ProblemCode.TooManyAttempts,
    );
  });
});
