import { clockFromEnv } from './lib/clock';
import { buildApp } from './app';
import { ConfigError } from './config';
import { paymentsFromConfig } from './modules/payments';
import { isForkedApiProcess, isPrimary, runPrimary } from './cluster';
import { banner, configOrExit, openConfiguredDatabase, prepareDatabase, serve } from './start';

/**
 * The portal against real services: the payment provider of PAYMENT_PROVIDER_URL and the mail
 * server of SMTP_URL. It starts no stand-in (ADR 0029): on a developer's machine `npm start`
 * runs apps/local, which starts the payment sandbox and a local mailbox and hands them in.
 * With API_PROCESSES > 1 this process is the primary and forks that many API processes, each of
 * which runs this file again and serves (ADR 0065).
 */
async function main() {
  const config = configOrExit();
  const payments = paymentsFromConfig(config);
  if (!payments) {
    console.error(
      'Invalid configuration:\n  PAYMENT_PROVIDER_URL and PAYMENT_SECURITY_ID: required by apps/server/src/main.ts; ' +
        'for development run `npm start` (apps/local), which starts the payment sandbox and a local mailbox',
    );
    process.exit(78);
  }
  if (isPrimary(config)) {
    // API_PROCESSES > 1 (ADR 0065): prepare the database once, then fork the processes that serve.
    let seeded = false;
    await runPrimary(
      config,
      async () => {
        const prepared = await prepareDatabase(config);
        seeded = prepared.seeded;
        await prepared.database.close();
      },
      (address) => {
        const lines = banner(config, address, seeded);
        lines.splice(3, 0, `API processes: ${config.apiProcesses.count}`);
        process.stdout.write([...lines, ''].join('\n') + '\n');
      },
    );
    return;
  }
  const forked = isForkedApiProcess();
  const { database, seeded } = forked
    ? { database: await openConfiguredDatabase(config), seeded: false }
    : await prepareDatabase(config);
  const app = await buildApp({
    config,
    database,
    clock: clockFromEnv(config.clockAt),
    payments,
    mail: { smtpUrl: config.mail.smtpUrl },
  });
  if (config.mail.worker && !config.mail.smtpUrl)
    app.log.warn('SMTP_URL is not set: mail waits in the outbox until a node that has it delivers');
  const address = await serve(app, config, () => database.close());
  // A forked process says nothing more: its primary prints the banner once every process listens.
  if (forked) return;
  process.stdout.write([...banner(config, address, seeded), ''].join('\n') + '\n');
}

main().catch((error: unknown) => {
  // A refused database role or a database behind the code (ADR 0048): said plainly, EX_CONFIG.
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
