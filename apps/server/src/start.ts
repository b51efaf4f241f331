import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { refuseUnmigrated, refuseUnsafeRole } from './db/role-check';
import { users } from './db/schema';
import { DEMO_PASSWORD, demoAccounts, demoRegistrations, seedDemo } from './seed';

/** The configuration from the environment; an invalid one is said plainly and exits 78 (EX_CONFIG). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/** Runs one start-up step; a launcher says what it does and how long it took. */
export type Step = <T>(what: string, run: () => Promise<T>) => Promise<T>;

const silently: Step = (_what, run) => run();

/** Applies pending migrations over a short connection of its own (the tables' owner, ADR 0048). */
export async function migrateAs(url: string): Promise<void> {
  const owner = await openDatabase({ url, poolSize: 1 });
  try {
    await migrate(owner, url);
  } finally {
    await owner.close();
  }
}

/**
 * The configured database, opened and nothing more: what an API process forked by the primary
 * uses (ADR 0065), the primary having migrated, checked and seeded it once.
 */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: config.dataDir },
  );
}

/**
 * Opens the configured database, migrates it and, when SEED_ON_START allows, creates the demo
 * data on first start. `seeded`: the demo data was created now.
 *
 * Production on PostgreSQL (ADR 0048) migrates only over MIGRATION_DATABASE_URL (the owner) — else
 * it checks that nothing is pending — and refuses (ConfigError) a DATABASE_URL whose role could get
 * past the ledger's and the audit trail's triggers. Development and tests are not checked.
 */
export async function prepareDatabase(
  config: Config,
  step: Step = silently,
): Promise<{ database: Database; seeded: boolean }> {
  const embedded = !config.databaseUrl;
  const database = await step(
    embedded
      ? `Opening the embedded database in ${config.dataDir}`
      : 'Connecting to PostgreSQL (DATABASE_URL)',
    () => openConfiguredDatabase(config),
  );
  if (config.env === 'production' && config.databaseUrl) {
    try {
      const ownerUrl = config.migrationDatabaseUrl;
      if (ownerUrl)
        await step('Migrating the database as its owner (MIGRATION_DATABASE_URL)', () => migrateAs(ownerUrl));
      else await step('Checking the database is migrated', () => refuseUnmigrated(database.db));
      await step('Checking the database role (DATABASE_URL)', () => refuseUnsafeRole(database.db));
    } catch (error) {
      await database.close();
      throw error;
    }
  } else {
    await step(embedded ? 'Migrating the embedded database' : 'Migrating the database', () =>
      migrate(database, config.databaseUrl),
    );
  }
  let seeded = false;
  if (config.seedOnStart) {
    const [existing] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((existing?.n ?? 0) === 0)
      seeded = await step('Creating demo data (first run only)', () =>
        seedDemo(database.db, config.staff.totpKey),
      );
  }
  return { database, seeded };
}

/**
 * Listens on HOST:PORT and closes cleanly on SIGINT/SIGTERM: the app, then `alsoClose` (the
 * database, stand-ins). Returns the address it listens at.
 */
export async function serve(
  app: FastifyInstance,
  config: Config,
  alsoClose: () => Promise<void>,
): Promise<string> {
  // Once, whichever signal comes first or again (a terminal's Ctrl+C reaches an API process both
  // directly and through its primary, ADR 0065).
  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await alsoClose();
      process.exit(0);
    })();
    return closing;
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  return `http://${config.host}:${(app.server.address() as { port: number }).port}`;
}

/** Where the portal runs, on which database, and (with demo data) who can sign in. */
export function banner(config: Config, address: string, seeded: boolean): string[] {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  return [
    '',
    `eFile is running at ${address}`,
    `Database: ${where}${seeded ? ' (demo data created)' : ''}`,
    ...(config.seedOnStart
      ? [
          '',
          `Demo sign-ins (password for each: ${DEMO_PASSWORD}):`,
          ...demoAccounts.map((a) => `  ${a.username.padEnd(20)} ${a.what}`),
          '',
          'Registration walk-throughs (taxpayer ID → status):',
          ...demoRegistrations.map((a) => `  ${a.username.padEnd(30)} ${a.what}`),
        ]
      : []),
  ];
}
