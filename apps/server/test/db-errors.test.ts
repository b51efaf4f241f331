import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, loggableError } from '../src/lib/db-errors';
import { engines, type TestDatabase } from './support/test-app';

const SECRET = 'hash-of-a-session-token-0123456789';

describe.each(engines)('query errors as logged, on $name', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => void (testDb = await engine.open()));
  afterAll(async () => testDb?.dispose());

  it('keep the SQL text and error code but never the parameters or the values the driver quotes', async () => {
    const error = await testDb.database.db.execute(sql`select ${SECRET}::int as n`).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain(SECRET); // what used to be logged
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('select $1::int');
    expect(logged).toContain('22P02'); // invalid_text_representation
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
  it('is true for a refused, dropped or shutting-down connection, through drizzle’s wrapper', () => {
    for (const cause of [
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '08006', message: 'connection failure' },
      { code: '53300', message: 'sorry, too many clients already' },
      { code: '55000', message: 'database "efile" is not currently accepting connections' },
      { code: '57P04', message: 'database dropped' },
      { message: 'Connection terminated unexpectedly' },
      { message: 'PGlite is closed' },
    ]) {
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(true);
    }
    expect(isDatabaseUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }], ''))).toBe(true);
  });

  it('is false for errors of the query or the data', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
