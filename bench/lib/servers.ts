import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { hostedPageProvider } from '../../apps/server/src/modules/payments/provider';
import { GENERATED_TAXPAYER_BASE, generateTaxpayers, seedDemo } from '../../apps/server/src/seed';
import { seedAccountHistory } from './history';
import { startProcesses } from './processes';

export interface Running {
  url: string;
  engine: string;
  close(): Promise<void>;
}

export interface Efile extends Running {
  /** The same app on the same database, keeping no My Account reads. */
  uncachedUrl: string;
  /** A taxpayer with `years` of filed forms and payments on the ledger; its user signs in with the demo password. */
  seedAccountHistory(years: number): Promise<{ username: string; entries: number }>;
  /**
   * `count` generated taxpayers' web accounts (the seed's `tp…` users, demo password): sign-in
   * load spread over people, as deadline day is — one username signed in from several connections
   * at once is what ADR 0047's per-username turns are there to slow down.
   */
  signInUsers(count: number): Promise<string[]>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** The baseline: a bare Fastify hello route. */
export async function startBaseline(): Promise<Running> {
  const app = Fastify();
  app.get('/hello', () => ({ hello: 'world' }));
  return { url: await listen(app), engine: '-', close: () => app.close() };
}

/** The real app, on PostgreSQL when DATABASE_URL is set, else on a fresh PGlite. */
export async function startEfile(): Promise<Efile> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'efile-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SIGNIN_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  const database = await openDatabase(
    databaseUrl ? { url: databaseUrl, poolSize: config.databasePoolSize } : { dataDir: dataDir! },
  );
  await migrate(database, databaseUrl);
  await seedDemo(database.db);
  // The bench never pays and sends no mail: a provider where nobody listens, no SMTP server.
  const securityId = 'bench-0123456789abcdef';
  const services = {
    database,
    payments: {
      provider: hostedPageProvider({ url: 'http://127.0.0.1:9', applicationId: 'CCA-EFILE', securityId }),
      remittanceKey: securityId,
    },
    mail: {},
  };
  // BENCH_PROCESSES > 1 (ADR 0065): main.ts with API_PROCESSES=N on the same database, twice
  // (the second keeping no My Account reads); on PostgreSQL only.
  const processes = Number(process.env.BENCH_PROCESSES ?? 1);
  if (!Number.isInteger(processes) || processes < 1)
    throw new Error('BENCH_PROCESSES: a whole number, 1 or more');
  if (processes > 1 && !databaseUrl)
    throw new Error('BENCH_PROCESSES > 1 needs DATABASE_URL (PGlite is one process)');
  const inProcess = async (cacheEntries?: number) => {
    const app = await buildApp({
      config: cacheEntries === undefined ? config : { ...config, accountCacheEntries: cacheEntries },
      ...services,
    });
    return { url: await listen(app), close: () => app.close() };
  };
  const app = processes > 1 ? await startProcesses(databaseUrl!, processes) : await inProcess();
  // The same app keeping no My Account reads: every read is a first read (ACCOUNT_CACHE_ENTRIES=0).
  const uncached =
    processes > 1
      ? await startProcesses(databaseUrl!, processes, { ACCOUNT_CACHE_ENTRIES: '0' })
      : await inProcess(0);
  const engine = databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : 'PGlite (embedded; set DATABASE_URL for PostgreSQL)';
  return {
    url: app.url,
    uncachedUrl: uncached.url,
    seedAccountHistory: (years) => seedAccountHistory(database.db, years),
    async signInUsers(count) {
      // Every tenth generated taxpayer has a web account (`generateTaxpayers`).
      await generateTaxpayers(database.db, count * 10);
      return Array.from({ length: count }, (_, n) => `tp${GENERATED_TAXPAYER_BASE + n * 10}`);
    },
    engine: processes > 1 ? `${engine}, ${processes} API processes (BENCH_PROCESSES)` : engine,
    async close() {
      await app.close();
      await uncached.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
