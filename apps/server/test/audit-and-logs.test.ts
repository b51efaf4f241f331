import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER, api } from '@efile/contracts';
import { auditEvents, users } from '../src/db/schema';
import { Client, DEMO_PASSWORD, LogCapture, TestServer, engines, T0 } from './support/test-app';

const requestId = (res: LightMyRequestResponse) => String(res.headers['x-request-id']);

describe.each(engines)('audit trail and logs on $name', (engine) => {
  const server = TestServer.setup(engine);

  const rowsOf = (res: LightMyRequestResponse) =>
    server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, requestId(res)));

  async function userId(username: string) {
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return row!.id;
  }

  describe('audit trail', () => {
    it('records a successful sign-in with the user, taxpayer, time and request', async () => {
      const res = await server.client().signInResponse('jane.taxpayer');
      expect(res.statusCode).toBe(200);
      expect(await rowsOf(res)).toEqual([
        expect.objectContaining({
          action: 'signin',
          userId: await userId('jane.taxpayer'),
          taxpayerId: '100001',
          occurredAt: T0,
          requestId: requestId(res),
        }),
      ]);
    });

    it('records failed sign-ins, for existing and unknown usernames', async () => {
      const client = server.client();
      const username = await server.addUser('audited');
      const wrong = await client.signInResponse(username, 'Wrong-Password-1');
      const unknown = await client.signInResponse('no.such.user', 'Wrong-Password-2');
      expect(await rowsOf(wrong)).toEqual([
        expect.objectContaining({ action: 'signin.failed', userId: await userId(username) }),
      ]);
      expect(await rowsOf(unknown)).toEqual([
        expect.objectContaining({ action: 'signin.failed', userId: null }),
      ]);
    });

    it('records refused and locked-out sign-ins', async () => {
      const client = server.client();
      const refused = await client.signInResponse('legacy.user');
      expect(await rowsOf(refused)).toEqual([
        expect.objectContaining({
          action: 'signin.refused',
          userId: await userId('legacy.user'),
          details: { reason: 'account-migration-required' },
        }),
      ]);
      const username = await server.addUser('lockaudit');
      for (let i = 0; i < 5; i++) await client.signInResponse(username, 'wrong');
      const locked = await client.signInResponse(username);
      expect(locked.statusCode).toBe(429);
      expect(await rowsOf(locked)).toEqual([expect.objectContaining({ action: 'signin.locked' })]);
    });

    it('records a sign-out', async () => {
      const client = server.client();
      const token = await client.signIn('acme.owner');
      const res = await client.post(api.signOut, undefined, { token });
      expect(res.statusCode).toBe(200);
      expect(await rowsOf(res)).toEqual([
        expect.objectContaining({ action: 'signout', userId: await userId('acme.owner') }),
      ]);
    });

    it('never holds a password, a token or a federal id', async () => {
      const client = server.client();
      const token = await client.signIn('jane.taxpayer');
      await client.get(`${api.taxpayerInfo}?id=100001`, { token });
      await client.signInResponse('jane.taxpayer', 'Wrong-Password-3');
      await client.post(api.signOut, undefined, { token });
      const all = await server.db.select().from(auditEvents);
      expect(all.map((r) => r.action)).toEqual(
        expect.arrayContaining(['signin', 'signin.failed', 'signout']),
      );
      const dump = JSON.stringify(all);
      for (const secret of [DEMO_PASSWORD, 'Wrong-Password', token, '900000001']) {
        expect(dump).not.toContain(secret);
      }
    });
  });

  describe('logs', () => {
    async function logged() {
      const logs = new LogCapture();
      const client = new Client(await server.build({ env: { LOG_LEVEL: 'info' }, logStream: logs }));
      return { logs, client };
    }

    /** The log lines of one request (each request logs at least "incoming" and "completed"). */
    async function linesOf(logs: LogCapture, res: LightMyRequestResponse) {
      const id = requestId(res);
      await vi.waitFor(() =>
        expect(logs.entries.some((e) => e.reqId === id && e.msg === 'request completed')).toBe(true),
      );
      return logs.entries.filter((e) => e.reqId === id);
    }

    it('never contain the password, the token or a federal id', async () => {
      const { logs, client } = await logged();
      const token = await client.signIn('jane.taxpayer');
      const info = await client.get(`${api.taxpayerInfo}?id=100001`, { token });
      expect(info.body).toContain('900000001');
      await client.signInResponse('jane.taxpayer', 'Wrong-Password-4');
      const xsrf = await client.xsrfToken();
      const malformed = await client.app.inject({
        method: 'POST',
        url: api.signIn,
        cookies: { [XSRF_COOKIE]: xsrf },
        headers: { [XSRF_HEADER]: xsrf, 'content-type': 'application/json' },
        payload: `{"username":"jane.taxpayer","password":"${DEMO_PASSWORD}"`,
      });
      expect(malformed.statusCode).toBe(400);
      await client.post(api.signOut, undefined, { token });
      await linesOf(logs, info);

      expect(logs.lines.length).toBeGreaterThan(8);
      for (const secret of [
        DEMO_PASSWORD,
        'Wrong-Password-4',
        token,
        '900000001',
        '900000002',
        'id=100001',
      ]) {
        // A secret counts only as a whole token: a float such as a response time can hold the
        // same nine digits by chance (seen in CI: "responseTime":…900000002…).
        const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(logs.text).not.toMatch(new RegExp(`(?<![\\w.])${escaped}(?![\\w])`));
      }
    });

    it('tag every line of a request with its id, which the response carries as X-Request-Id', async () => {
      const { logs, client } = await logged();
      const token = await client.signIn('jane.taxpayer');
      const res = await client.get(api.taxpayerInfo, { token });
      expect(requestId(res)).toMatch(/^[0-9a-f-]{36}$/);
      const lines = await linesOf(logs, res);
      expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      const requestLines = logs.entries.filter((e) => 'req' in e || 'res' in e);
      expect(requestLines.length).toBeGreaterThanOrEqual(6);
      for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));
    });

    it('keep a well-formed incoming X-Request-Id and replace a malformed one', async () => {
      const { logs, client } = await logged();
      const kept = await client.get(api.health, { headers: { 'x-request-id': 'edge-proxy.42_abc' } });
      expect(kept.headers['x-request-id']).toBe('edge-proxy.42_abc');
      expect(await linesOf(logs, kept)).toHaveLength(2);

      const forged = await client.get(api.health, { headers: { 'x-request-id': 'x"} forged\nline' } });
      expect(requestId(forged)).toMatch(/^[0-9a-f-]{36}$/);
      expect(logs.text).not.toContain('forged');
    });
  });
});
