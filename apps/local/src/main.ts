import {
  banner,
  buildApp,
  clockFromEnv,
  configOrExit,
  prepareDatabase,
  serve,
  type Step,
} from '@efile/server';
import { startStandIns } from './stand-ins';

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Says what start-up is doing, and how long each step took (the first start takes a while). */
const step: Step = async (what, run) => {
  process.stdout.write(`${what}…`);
  const since = Date.now();
  try {
    const result = await run();
    process.stdout.write(` done (${seconds(since)})\n`);
    return result;
  } catch (error) {
    process.stdout.write(' failed\n');
    throw error;
  }
};

/**
 * `npm start` / `npm run dev` (ADR 0029): the portal on this machine, with the payment sandbox and
 * a local mailbox standing in for the agency's provider and mail server unless PAYMENT_PROVIDER_URL
 * and SMTP_URL name real ones. Production runs apps/server/src/main.ts, which starts no stand-in.
 */
async function main() {
  const config = configOrExit();
  if (config.env === 'production') {
    console.error(
      'NODE_ENV=production: run apps/server/src/main.ts, which uses PAYMENT_PROVIDER_URL and SMTP_URL; this launcher starts development stand-ins',
    );
    process.exit(78);
  }
  if (config.apiProcesses.count > 1) {
    // Its stand-ins (sandbox, mailbox) live in this one process (ADR 0065).
    console.error(
      'API_PROCESSES: npm start runs one process; for several, run apps/server/src/main.ts with DATABASE_URL, PAYMENT_PROVIDER_URL and SMTP_URL (docs/operations.md, "Running N processes / N nodes")',
    );
    process.exit(78);
  }
  process.stdout.write('Starting eFile (the first start migrates and creates demo data: about a minute)\n');
  const clock = clockFromEnv(config.clockAt);
  const { database, seeded } = await prepareDatabase(config, step);
  const standIns = await step(
    config.payment.provider
      ? 'Starting the local mailbox'
      : 'Starting the payment sandbox and the local mailbox',
    () => startStandIns(config, clock),
  );
  const app = await step('Starting the portal', () =>
    buildApp({ config, database, clock, payments: standIns.payments, mail: standIns.mail }),
  );
  const address = await serve(app, config, async () => {
    await standIns.close();
    await database.close();
  });
  // Printed last, so it is what the terminal shows (ADR 0029: requests log only when they fail).
  const lines = [
    ...banner(config, address, seeded),
    ...(standIns.mailbox ? ['', `Mail sent by the portal: ${address}/dev/mailbox (local mailbox)`] : []),
    ...(standIns.sandbox
      ? [
          `Payment sandbox (the hosted payment provider's stand-in): ${standIns.sandbox.url}`,
          '  test card 4111 1111 1111 1111 is approved, 4000 0000 0000 0002 declined',
        ]
      : []),
    '',
    `Ready in ${seconds(started)}. Stop with Ctrl+C.`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
