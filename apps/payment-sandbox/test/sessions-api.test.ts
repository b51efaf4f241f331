import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSandbox } from '../src/index';
import { MESSAGES } from '../src/messages';
import { createSession, sessionBody, startSandbox } from './support';

const NOTIFY_URL = 'http://127.0.0.1:9/notify';

describe('POST /api/v1/sessions', () => {
  let sandbox: PaymentSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers 401 to a wrong or missing API key', async () => {
    const wrong = await createSession(sandbox, sessionBody(NOTIFY_URL), 'wrong-key');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toStrictEqual({ error: MESSAGES.unauthorized });

    const missing = await fetch(`${sandbox.url}/api/v1/sessions`, {
      method: 'POST',
      body: JSON.stringify(sessionBody(NOTIFY_URL)),
    });
    expect(missing.status).toBe(401);
  });

  it.each([
    ['a remittanceId with other characters', { remittanceId: 'R 1/2' }, 'remittanceId'],
    ['a remittanceId over 64 characters', { remittanceId: 'R'.repeat(65) }, 'remittanceId'],
    ['a zero amount', { amountCents: 0 }, 'amountCents'],
    ['a fractional amount', { amountCents: 10.5 }, 'amountCents'],
    ['an amount over $1,000,000', { amountCents: 100_000_001 }, 'amountCents'],
    ['an empty description', { description: '' }, 'description'],
    ['a description over 120 characters', { description: 'd'.repeat(121) }, 'description'],
    ['a returnUrl that is not http(s)', { returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
    ['a missing notifyUrl', { notifyUrl: undefined }, 'notifyUrl'],
  ])('answers 400 naming the field for %s', async (_name, overrides, field) => {
    const res = await createSession(sandbox, sessionBody(NOTIFY_URL, overrides));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toContain(field);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await fetch(`${sandbox.url}/api/v1/sessions`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-api-key' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toStrictEqual({ error: MESSAGES.notJson });
  });

  it('creates a session (201), answers the same again (200), and 409 for another amount', async () => {
    const body = sessionBody(NOTIFY_URL);
    const expected = {
      applicationId: 'CCA-EFILE',
      messageVersion: '1.0',
      postUrl: `${sandbox.url}/pay`,
      remittanceId: body.remittanceId,
    };
    const first = await createSession(sandbox, body);
    expect(first.status).toBe(201);
    expect(await first.json()).toStrictEqual(expected);

    const again = await createSession(sandbox, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toStrictEqual(expected);

    const conflict = await createSession(sandbox, { ...body, amountCents: 999 });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toStrictEqual({ error: MESSAGES.amountConflict });
  });

  it('answers its actual port in url and postUrl', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.url).not.toMatch(/:0$/);
  });

  it('answers 404 in plain text to other paths and methods', async () => {
    for (const res of [
      await fetch(`${sandbox.url}/`),
      await fetch(`${sandbox.url}/api/v1/sessions`),
      await fetch(`${sandbox.url}/pay`),
      await fetch(`${sandbox.url}/pay/R-1/extra`, { method: 'POST' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers 413 to a body over 64 KB', async () => {
    const res = await fetch(`${sandbox.url}/api/v1/sessions`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-api-key' },
      body: 'x'.repeat(64 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });
});
