import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string | null };

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A connection the server drops (a restart, a failover, the database dropped at the end of a
    // test run) must not take the process down: node-postgres emits it as an 'error' event on the
    // idle client or the pool, which would otherwise be unhandled. The pool opens a new one.
    let closing = false;
    const lost = (error: Error & { code?: string }) => {
      if (closing && error.code === '57P01') return; // we are shutting down: expected
      console.error(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm indexes the console's search (migration 0033, ADR 0057); PGlite loads it with the database.
  const options = { extensions: { pg_trgm } };
  const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    close: () => client.close(),
  };
}
