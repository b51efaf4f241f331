import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@efile/contracts';
import { TestServer, engines } from './support/test-app';

describe.each(engines)('a dropped database connection on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('does not take the server down: the next requests get a new connection', async () => {
    const client = server.client();
    const token = await client.signIn('jane.taxpayer');
    expect((await client.get(api.taxpayerInfo, { token })).statusCode).toBe(200);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      if (engine.name === 'postgres') {
        // Open several pool connections, then do to the idle ones what a restart or failover does.
        await Promise.all([1, 2, 3].map(() => server.db.execute(sql`select pg_sleep(0.05)`)));
        const killed = (await server.db.execute(
          sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
        )) as unknown as { rows: unknown[] };
        expect(killed.rows.length).toBeGreaterThan(0);
        // The pool reports each idle connection it loses, as the error events arrive.
        await vi.waitFor(
          () => expect(logged).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL connection lost')),
          { timeout: 10_000, interval: 10 },
        );
      }
      for (let i = 0; i < 6; i += 1) {
        expect((await client.get(api.taxpayerInfo, { token })).statusCode).toBe(200);
      }
    } finally {
      logged.mockRestore();
    }
  });
});
