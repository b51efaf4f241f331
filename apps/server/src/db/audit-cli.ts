import { loadConfig } from '../config';
import { verifyAuditChain } from '../lib/audit-verify';
import { openDatabase } from './client';

/**
 * `npm run audit:verify` (ADR 0034): checks every audit chain and points at the first break.
 * Exit 0 when intact, 1 when broken, 2 when it could not check. It prints each chain's head: keep
 * it somewhere the database's owner cannot write, so a rewritten tail is caught too.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir },
  );
  try {
    const result = await verifyAuditChain(database.db);
    for (const c of result.chains) {
      console.log(`chain ${c.chain}: ${c.events} events, head #${c.headSeq} ${c.headHash ?? '-'}`);
    }
    if (result.firstBreak) {
      const b = result.firstBreak;
      console.error(
        `BROKEN: chain ${b.chain} at #${b.chainSeq} (audit_events.id ${b.id}): ${
          b.problem === 'hash'
            ? 'its content does not match its hash (changed)'
            : b.problem === 'link'
              ? 'it does not follow the event before it (an event removed or re-linked)'
              : 'events before it are missing'
        }`,
      );
      return 1;
    }
    console.log('audit trail intact');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
