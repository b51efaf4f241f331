import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@efile/contracts';
import { fileStatement } from '../features/billing-statement/api';
import { fileExemption } from '../features/exemption-certificate/api';
import { fileEstimate } from '../features/individual-estimate/api';
import { fileReturn } from '../features/annual-return/api';
import { setUser } from './session';

const STATEMENT = { taxYear: 2021, taxDue: 123_400, payments: [], returnFiledDate: null };
const FILED = {
  id: 1,
  confirmationNumber: 'BS2021-0123456789',
  filedAt: '2026-03-02T15:00:00.000Z',
};

/** The keys the page sent, and a fetch that answers from `answers` in turn. */
function server(answers: (() => Response | Promise<Response>)[]) {
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER));
      const next = answers.shift();
      if (!next) throw new Error('no answer left');
      return next();
    }),
  );
  return keys;
}
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const json =
  (status: number, body: unknown, type = 'application/json') =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number, code: string) =>
  json(status, { type: `/problems/${code}`, title: 't', status }, 'application/problem+json');

describe('one Idempotency-Key per submission, kept across retries (issue 23 item 3)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setUser({ token: 't', username: 'jane', firstName: 'Jane', taxpayerId: '100005', isBusinessUser: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a retry after a lost answer, a 503 and a reload carries the first key; the next submission a new one', async () => {
    const statement = { amountDue: 1, calculation: {} };
    const keys = server([
      lost,
      problem(503, 'service-unavailable'),
      lost,
      json(201, { ...FILED, ...statement }),
      json(201, { ...FILED, ...statement }),
    ]);
    await expect(fileStatement(STATEMENT)).rejects.toThrow();
    await expect(fileStatement(STATEMENT)).rejects.toThrow();
    await expect(fileStatement(STATEMENT)).rejects.toThrow();
    // A reload keeps the tab's sessionStorage: the key is there for the same submission.
    vi.resetModules();
    const reloaded = await import('../features/billing-statement/api');
    await reloaded.fileStatement(STATEMENT).catch(() => undefined);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.slice(0, 4)).toEqual([keys[0], keys[0], keys[0], keys[0]]);
    // Acknowledged: the next statement is another submission with its own key.
    await fileStatement(STATEMENT).catch(() => undefined);
    expect(keys[4]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('a double click sends one key twice (the server answers both with one filing)', async () => {
    const keys = server([lost, lost]);
    await Promise.allSettled([
      fileExemption({ exemptionSelection: 'retired', businessSoldDate: null }),
      fileExemption({ exemptionSelection: 'retired', businessSoldDate: null }),
    ]);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('every filing call keeps its key across a retry; forms and taxpayers never share one', async () => {
    const keys = server([lost, lost, lost, lost, lost, lost]);
    const estimate = { incomes: [{ description: 'Work', income: 1, workCity: 'Linndale' }] };
    for (const call of [() => fileEstimate(estimate as never), () => fileReturn({ agreement: true })]) {
      await call().catch(() => undefined);
      await call().catch(() => undefined);
    }
    expect(keys[1]).toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
    // The same form filed for another taxpayer (a business user switched) is another submission.
    setUser({ token: 't', username: 'jane', firstName: 'Jane', taxpayerId: '200001', isBusinessUser: true });
    await fileReturn({ agreement: true }).catch(() => undefined);
    await fileReturn({ agreement: true }).catch(() => undefined);
    expect(keys[4]).not.toBe(keys[2]);
    expect(keys[5]).toBe(keys[4]);
  });

  it('a definite refusal (a field to correct) ends the submission; "still being processed" keeps it', async () => {
    const keys = server([problem(409, 'conflict'), problem(400, 'validation'), lost]);
    await fileStatement(STATEMENT).catch(() => undefined);
    await fileStatement(STATEMENT).catch(() => undefined);
    await fileStatement(STATEMENT).catch(() => undefined);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
