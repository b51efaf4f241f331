import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { agencyDecide, openRequests } from './modules/businesses';
import { type Db } from './db/client';
import { openCliDatabase } from './db/cli-database';
import { migrateAs } from './start';
import { migrate } from './db/migrate';
import { generateTaxpayers, seedDemo } from './seed';

/**
 * `npm run migrate`, `npm run seed -- [--taxpayers N] [--seed S]`, and the agency's
 * `npm run ein-link -- list | approve <id> [--history] | deny <id>` (ADR 0017).
 */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      taxpayers: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      history: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.taxpayers);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000)
    throw new Error('--taxpayers must be 0…10000000');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

  const config = loadConfig();
  if (command === 'seed' && config.env === 'production') {
    throw new Error('npm run seed creates demo accounts with a published password: refused in production');
  }
  const database = await openCliDatabase(config, 2);
  try {
    // Migrations run as the tables' owner (ADR 0048): MIGRATION_DATABASE_URL when set. A production
    // app role cannot migrate, so only `migrate` itself migrates there.
    if (command === 'migrate' || config.env !== 'production') {
      if (config.migrationDatabaseUrl) await migrateAs(config.migrationDatabaseUrl);
      else await migrate(database, config.databaseUrl);
      console.log(`migrated (${database.engine})`);
    }
    if (command === 'ein-link') await einLink(database.db, positionals, values.history);
    if (command === 'seed') {
      if (await seedDemo(database.db, config.staff.totpKey)) console.log('demo data created');
      if (count > 0) {
        const started = Date.now();
        await generateTaxpayers(database.db, count, seed, (done) => {
          if (done % 50_000 === 0 || done === count) process.stdout.write(`  ${done} taxpayers\n`);
        });
        console.log(`generated ${count} taxpayers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }
  } finally {
    await database.close();
  }
}

async function einLink(db: Db, [action, id]: string[], includeHistory: boolean) {
  if (action === 'list' || !action) {
    for (const r of await openRequests(db)) {
      console.log(
        `${r.requestId}\t${r.requestedAt}\t${r.ein} ${r.business}\t${r.username}\tawaiting ${r.awaiting ?? '-'}`,
      );
    }
    return;
  }
  const requestId = Number(id);
  if ((action !== 'approve' && action !== 'deny') || !Number.isInteger(requestId)) {
    throw new Error('usage: ein-link list | approve <request id> [--history] | deny <request id>');
  }
  const outcome = await agencyDecide(db, new Date(), requestId, {
    approve: action === 'approve',
    includeHistory,
  });
  console.log(outcome === 'none' ? `no open request ${requestId}` : `request ${requestId}: ${outcome}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
