import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { DEMO_PASSWORD, TestServer, engines, expectProblem } from './support/test-app';
import { PRODUCTION_ENV } from './support/production-env';

const PRODUCTION = {
  ...PRODUCTION_ENV,
};

describe('production never creates demo data (issue 11, High)', () => {
  it('SEED_ON_START is off by default in production and refused when asked for', () => {
    expect(loadConfig(PRODUCTION).seedOnStart).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_ON_START: 'false' }).seedOnStart).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, SEED_ON_START: 'true' })).toThrow(
      /SEED_ON_START: demo data .* never created in production/,
    );
    // Outside production the embedded default still seeds on first start.
    expect(loadConfig({}).seedOnStart).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'false' }).seedOnStart).toBe(false);
  });
});

describe('TRUST_PROXY trusts hops or addresses, never the client (issue 11, Medium)', () => {
  it('reads false, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'yes', '11', '10.0.0.0/33', 'lb.internal', '10.0.0.1,'])(
    'refuses TRUST_PROXY=%s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, the number/);
    },
  );
});

describe.each(engines)('behind a load balancer on $name', (engine) => {
  const server = TestServer.setup(engine);

  it.each([['1'], ['10.0.0.1']])(
    'TRUST_PROXY=%s: 60 sign-ins with spoofed X-Forwarded-For are limited as one client',
    async (trust) => {
      const app = await server.build({ env: { TRUST_PROXY: trust, SIGNIN_RATE_LIMIT_PER_MINUTE: '30' } });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) {
        const res = await app.inject({
          method: 'POST',
          url: api.signIn,
          // The load balancer (10.0.0.1) appends the address it saw; the client wrote the rest.
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9`, 'x-xsrf-token': 'x' },
          cookies: { 'XSRF-TOKEN': 'x' },
          payload: { username: `spoof.${i}`, password: 'not-the-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      // Another client behind the same load balancer is not limited by the first one.
      const other = await app.inject({
        method: 'POST',
        url: api.signIn,
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.10', 'x-xsrf-token': 'x' },
        cookies: { 'XSRF-TOKEN': 'x' },
        payload: { username: await server.addUser('behindlb'), password: DEMO_PASSWORD },
      });
      expect(other.statusCode, other.body).toBe(200);
    },
  );
});

describe.each(engines)('the local mailbox stays on loopback on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('answers a browser on this machine and is Not Found to anyone else or through a proxy', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'efile-mailbox-'));
    const app = await server.build({
      env: { MAIL_WORKER: 'true', MAIL_POLL_MS: '600000', DATA_DIR: dataDir },
      mailbox: true,
    });
    await app.ready();
    for (const url of ['/dev/mailbox', api.devMailbox]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
      expectProblem(
        await app.inject({ method: 'GET', url, remoteAddress: '192.0.2.44' }),
        404,
        ProblemCode.NotFound,
      );
      const relayed = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '192.0.2.44' } });
      expectProblem(relayed, 404, ProblemCode.NotFound);
    }
  });
});
