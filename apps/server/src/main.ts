import { clockFromEnv } from './lib/clock';
import { buildApp } from './app';
import { ConfigError } from './config';
import { paymentsFromConfig } from './modules/payments';
import { banner, configOrExit, prepareDatabase, serve } from './start';

/**
 * The portal against real services: the payment provider of PAYMENT_PROVIDER_URL and the mail
 * server of SMTP_URL. It starts no stand-in (ADR 0029): on a developer's machine `npm start`
 * runs apps/local, which starts the payment sandbox and a local mailbox and hands them in.
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
  const { database, seeded } = await prepareDatabase(config);
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
