import type { Db, Tx } from './client';

const cache = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared query built once per database handle: drizzle then skips building the SQL on every
 * call (the hot paths — the session lookup on every signed-in request — spend most of their
 * JavaScript time there), and PostgreSQL keeps the plan under `name`.
 */
export function prepared<T>(db: Tx, name: string, build: (db: Db) => T): T {
  let queries = cache.get(db);
  if (!queries) {
    queries = new Map();
    cache.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (!query) {
    query = build(db as Db);
    queries.set(name, query);
  }
  return query;
}
