import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, ProblemCode, api } from '@efile/contracts';
import { fixedClock } from '@efile/tax';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemo } from '../src/seed';
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

/** No SQL text, no parameters, no driver words in an answer: only the problem's own fields. */
function expectCleanOutage(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const problem = expectProblem(res as never, 503, ProblemCode.ServiceUnavailable);
  expect(res.headers['retry-after']).toBe('5');
  expect(Object.keys(problem).sort()).toEqual(['detail', 'retryAfterSeconds', 'status', 'title', 'type']);
  expect(res.body).not.toMatch(/Failed query|params:|select |insert |delete |update |idempotency_keys/i);
}

describe.each(engines)('an outage in the middle of a filing on $name (issue 23 item 10)', (engine) => {
  it('answers the same 503 problem+json when the key cannot be given back (onSend), without SQL', async () => {
    const outage = await cuttableDatabase(engine);
    // The outage starts once the key is claimed: the filing's transaction finds the database gone,
    // and so does the idempotency plugin giving the key back before it answers.
    let armed = false;
    const db = new Proxy(outage.database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property !== 'transaction' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          if (armed) {
            armed = false;
            await outage.cut();
            await new Promise((resolve) => setTimeout(resolve, 100)); // the pool sees its sockets close
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const logs = new LogCapture();
    const config = testConfig({ LOG_LEVEL: 'info' });
    const app = await buildApp({
      config,
      ...offlineServices(config),
      database: { ...outage.database, db },
      clock: fixedClock(T0),
      logStream: logs,
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const client = new Client(app);
      const token = await client.signIn('jane.taxpayer');
      armed = true;
      const res = await client.post(
        api.billingStatement,
        { taxYear: 2021, taxDue: 123_400, payments: [] },
        { token, headers: { [IDEMPOTENCY_KEY_HEADER]: 'retry-after-an-outage-5900' } },
      );
      expectCleanOutage(res);
      expect(logs.text).not.toContain('params:');
      expect(logs.text).not.toContain('retry-after-an-outage-5900');
    } finally {
      quiet.mockRestore();
      await app.close();
      await outage.dispose();
    }
  }, 120_000);
});

describe.each(engines.filter((e) => e.name === 'postgres'))(
  'a database that does not allow connections on $name (issue 23 item 10)',
  (engine) => {
    it('answers 503 problem+json (SQLSTATE 55000), never a 500', async () => {
      const owned = await engine.open();
      await seedDemo(owned.database.db);
      const target = new URL(process.env.TEST_DATABASE_URL!);
      const admin = await openDatabase({ url: target.toString(), poolSize: 1 });
      const [{ name }] = (
        (await owned.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows as [{ name: string }];
      const config = testConfig({ LOG_LEVEL: 'silent' });
      const app = await buildApp({
        config,
        ...offlineServices(config),
        database: owned.database,
        clock: fixedClock(T0),
      });
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const client = new Client(app);
        const token = await client.signIn('jane.taxpayer');
        await admin.db.execute(sql.raw(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`));
        // Connections already open keep working: end them, as a maintenance window would.
        await admin.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`,
        );
        for (const res of [
          await client.get(api.taxpayerInfo, { token }),
          await client.get(api.taxpayerInfo, { token }),
          await client.signInResponse('jane.taxpayer'),
          await app.inject({ method: 'GET', url: api.ready }),
        ]) {
          expectCleanOutage(res);
        }
        await admin.db.execute(sql.raw(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
        await vi.waitFor(
          async () => expect((await client.get(api.taxpayerInfo, { token })).statusCode).toBe(200),
          {
            timeout: 10_000,
          },
        );
      } finally {
        quiet.mockRestore();
        await app.close();
        await admin.db
          .execute(sql.raw(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`))
          .catch(() => undefined);
        await admin.close();
        await owned.dispose();
      }
    }, 120_000);
  },
);
