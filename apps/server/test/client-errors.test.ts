import { describe, expect, it, vi } from 'vitest';
import { api, ProblemCode } from '@efile/contracts';
import { CLIENT_ERRORS_PER_MINUTE } from '../src/modules/client-errors/routes';
import { Client, LogCapture, TestServer, engines, expectProblem } from './support/test-app';

/** Issue 22 item 6 (ADR 0045): a route error page reports the crash; the log keeps no personal data. */
describe.each(engines)('POST /api/client-errors on $name', (engine) => {
  const server = TestServer.setup(engine);

  const report = {
    app: 'taxpayer',
    path: '/form/4711/pay?ssn=900000001',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'slice') for jane@example.com 900-00-0001",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'slice') for jane@example.com\n" +
      '    at periodName (https://efile.example/assets/account-Bx1.js:1:2345)\n' +
      '    at AccountPage (https://efile.example/assets/account-Bx1.js?v=2:3:99)',
  };

  it('logs the crash once, masked: no e-mail address, no digits of an id or a tax ID, no query string', async () => {
    const logs = new LogCapture();
    const client = new Client(await server.build({ env: { LOG_LEVEL: 'info' }, logStream: logs }));
    const res = await client.post(api.clientErrors, report);
    expect(res.statusCode, res.body).toBe(204);
    await vi.waitFor(() =>
      expect(logs.entries.some((e) => e.msg === 'a page crashed in the browser')).toBe(true),
    );
    const entry = logs.entries.find((e) => e.msg === 'a page crashed in the browser')!;
    expect(entry.clientError).toEqual({
      app: 'taxpayer',
      path: '/form/#/pay',
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'slice') for [e-mail] #-#-#",
      frames: ['/assets/account-Bx1.js:1:2345', '/assets/account-Bx1.js:3:99'],
    });
    for (const secret of ['jane@example.com', '900000001', '900-00-0001', '4711', 'ssn=']) {
      expect(logs.text).not.toContain(secret);
    }
  });

  it('refuses a report outside the shared schema (an unknown field, a huge message)', async () => {
    const client = server.client();
    expectProblem(
      await client.post(api.clientErrors, { ...report, typed: 'x' }),
      400,
      ProblemCode.Validation,
    );
    expectProblem(
      await client.post(api.clientErrors, { ...report, message: 'x'.repeat(1001) }),
      400,
      ProblemCode.Validation,
    );
  });

  it(`answers 429 past ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one address`, async () => {
    const client = new Client(await server.build(), '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE; i++) {
      statuses.push((await client.post(api.clientErrors, report)).statusCode);
    }
    expect(statuses.slice(0, CLIENT_ERRORS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
