import { clockFromEnv } from './lib/clock';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, demoAccounts, demoRegistrations, seedDemo } from './db/seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: config.dataDir },
  );
  await migrate(database, config.databaseUrl);
  const seeded = config.seedOnStart ? await seedDemo(database.db) : false;
  const app = await buildApp({ config, database, clock: clockFromEnv(config.clockAt) });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const address = `http://${config.host}:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `eFile is running at ${address}`,
    `Database: ${where}${seeded ? ' (demo data created)' : ''}`,
    '',
    `Demo sign-ins (password for each: ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((a) => `  ${a.username.padEnd(20)} ${a.what}`),
    '',
    'Registration walk-throughs (taxpayer ID → status):',
    ...demoRegistrations.map((a) => `  ${a.username.padEnd(30)} ${a.what}`),
    ...(app.mail.mailbox ? ['', `Mail sent by the portal: ${address}/dev/mailbox (local mailbox)`] : []),
    ...(config.payment.provider
      ? []
      : [
          `Payment sandbox (the hosted payment provider's stand-in): ${app.payments.origin}`,
          '  test card 4111 1111 1111 1111 is approved, 4000 0000 0000 0002 declined',
        ]),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
