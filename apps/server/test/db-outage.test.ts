import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { fixedClock } from '@efile/tax';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { hashToken } from '../src/lib/tokens';
import {
  Client,
  LogCapture,
  T0,
  engines,
  expectProblem,
  offlineServices,
  testConfig,
  type Engine,
} from './support/test-app';

/**
 * A seeded database the app reaches in a way the test can cut: PGlite is closed under the app;
 * PostgreSQL is reached through a TCP proxy that is shut (connections dropped, new ones refused).
 */
async function cuttableDatabase(engine: Engine) {
  const owned = await engine.open();
  await seedDemo(owned.database.db);
  if (engine.name === 'pglite') {
    let cut = false;
    return {
      database: owned.database,
      cut: async () => void ((cut = true), await owned.database.close()),
      dispose: async () => (cut ? undefined : owned.dispose()),
    };
  }
  const target = new URL(process.env.TEST_DATABASE_URL!);
  const [{ name }] = (
    (await owned.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows as [{ name: string }];
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as net.AddressInfo).port);
  url.pathname = `/${name}`;
  const database: Database = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    database,
    cut: async () => {
      proxy.close();
      for (const s of sockets) s.destroy();
    },
    dispose: async () => {
      await database.close().catch(() => undefined);
      await owned.dispose();
    },
  };
}

describe.each(engines)('a database outage on $name', (engine) => {
  it('answers 503 problem+json with Retry-After, never a 500, and logs no SQL parameters', async () => {
    const outage = await cuttableDatabase(engine);
    const logs = new LogCapture();
    const config = testConfig({ LOG_LEVEL: 'info' });
    const app = await buildApp({
      config,
      ...offlineServices(config),
      database: outage.database,
      clock: fixedClock(T0),
      logStream: logs,
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const client = new Client(app);
      const token = await client.signIn('jane.taxpayer');
      expect((await client.get(api.taxpayerInfo, { token })).statusCode).toBe(200);
      await outage.cut();

      for (const res of [
        await client.get(api.taxpayerInfo, { token }),
        await client.signInResponse('jane.taxpayer'),
        await app.inject({ method: 'GET', url: api.ready }),
        await app.inject({ method: 'GET', url: api.metrics }),
      ]) {
        const problem = expectProblem(res, 503, ProblemCode.ServiceUnavailable);
        expect(res.headers['retry-after']).toBe('5');
        expect(problem.retryAfterSeconds).toBe(5);
      }
      // Liveness does not need the database.
      expect((await app.inject({ method: 'GET', url: api.health })).statusCode).toBe(200);

      expect(logs.text).toContain('database unavailable');
      expect(logs.text).not.toContain('params:');
      // The session lookup's parameter is the token's hash: it must not reach the log.
      expect(logs.text).not.toContain(hashToken(token));
      expect(logs.text).not.toContain(token);
    } finally {
      quiet.mockRestore();
      await app.close();
      await outage.dispose();
    }
  }, 120_000);
});
