import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Problem } from '@efile/contracts';
import { apiFetch, endsSession, newIdempotencyKey } from './http';

const problem = (code: string, status: number): Problem => ({
  type: `/problems/${code}`,
  title: 't',
  status,
});

describe('which answers end the session (spec §8 "401 or 403 while signed in")', () => {
  it('a session the server no longer knows: 401 or 403 unauthenticated, or a bare 401', () => {
    expect(endsSession(401, problem('unauthenticated', 401))).toBe(true);
    expect(endsSession(403, problem('unauthenticated', 403))).toBe(true);
    expect(endsSession(401, undefined)).toBe(true);
  });

  it('a forbidden action or a bad e-mailed link leaves the person signed in', () => {
    expect(endsSession(403, problem('not-authorized-to-file', 403))).toBe(false);
    expect(endsSession(403, problem('forbidden', 403))).toBe(false);
    expect(endsSession(403, problem('xsrf', 403))).toBe(false);
    expect(endsSession(403, problem('invalid-password', 403))).toBe(false);
    expect(endsSession(403, undefined)).toBe(false);
    expect(endsSession(401, problem('invalid-token', 401))).toBe(false);
  });

  it('other statuses never do', () => {
    expect(endsSession(404, problem('unauthenticated', 404))).toBe(false);
    expect(endsSession(500, undefined)).toBe(false);
  });
});

describe('filing calls carry an Idempotency-Key (issue 11)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the key given for the attempt, and each attempt gets a new random key', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );
    const first = newIdempotencyKey();
    const second = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    await apiFetch('/api/billing-statement', { method: 'POST', body: {}, idempotencyKey: first });
    await apiFetch('/api/billing-statement', { method: 'POST', body: {} });
    expect(sent[0]!.get(IDEMPOTENCY_KEY_HEADER)).toBe(first);
    expect(sent[1]!.get(IDEMPOTENCY_KEY_HEADER)).toBeNull();
  });
});
