import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { generateTaxpayers, seedDemo } from './seed';

/** `npm run migrate` and `npm run seed -- [--taxpayers N] [--seed S]`. */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { taxpayers: { type: 'string', default: '0' }, seed: { type: 'string', default: '1' } },
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
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir },
  );
  try {
    await migrate(database, config.databaseUrl);
    console.log(`migrated (${database.engine})`);
    if (command === 'seed') {
      if (await seedDemo(database.db)) console.log('demo data created');
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
