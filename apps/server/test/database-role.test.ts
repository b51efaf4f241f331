import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { mailroomApi } from '@efile/contracts';
import { fixedClock } from '@efile/tax';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { databaseRoleProblems } from '../src/db/role-check';
import { seedDemo } from '../src/seed';
import { verifyAuditChain } from '../src/lib/audit-verify';
import { prepareDatabase } from '../src/start';
import { fileStatement } from './support/ledger';
import { PRODUCTION_ENV } from './support/production-env';
import { demoStaffOf, staffSignIn } from './support/staff';
import { Client, T0, engines, offlineServices, testConfig, type Engine } from './support/test-app';

/**
 * The two SQL blocks of docs/operations.md "The production database role", as written there,
 * with this test's own role and database names: [as a superuser, as the owner after migrating].
 */
function documentedSql(names: { owner: string; app: string; database: string }): [string[], string[]] {
  const doc = readFileSync(fileURLToPath(new URL('../../../docs/operations.md', import.meta.url)), 'utf8');
  const section = doc.slice(doc.indexOf('## The production database role'));
  const blocks = [...section.slice(0, section.indexOf('\n## ', 5)).matchAll(/```sql\n([\s\S]*?)```/g)].map(
    (m) =>
      m[1]!
        .replaceAll('efile_owner', names.owner)
        .replaceAll('efile_app', names.app)
        .replaceAll('DATABASE efile ', `DATABASE "${names.database}" `)
        .split(/;\s*\n/)
        .map((s) => s.trim())
        .filter(Boolean),
  );
  expect(blocks).toHaveLength(2);
  return [blocks[0]!, blocks[1]!];
}

async function run(db: Db, statements: string[]) {
  for (const statement of statements) await db.execute(sql.raw(statement));
}

const withUser = (url: string, user: string, database: string) => {
  const u = new URL(url);
  u.username = user;
  u.password = '';
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * A database set up as docs/operations.md says: an owner that migrated it and an app role. On
 * PostgreSQL each role logs in on its own; on PGlite (one session) the session takes each role in
 * turn with SET ROLE, ending as the app role.
 */
async function documentedDeployment(engine: Engine) {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const names = { owner: `efile_t_owner_${suffix}`, app: `efile_t_app_${suffix}`, database: '' };
  if (engine.name === 'pglite') {
    const database = await openDatabase({ dataDir: null });
    const [{ name }] = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: [{ name: string }];
      }
    ).rows;
    names.database = name;
    const [asSuperuser, asOwner] = documentedSql(names);
    await run(database.db, asSuperuser);
    await database.db.execute(sql.raw(`SET ROLE ${names.owner}`));
    await migrate(database);
    await run(database.db, asOwner);
    await database.db.execute(sql.raw(`SET ROLE ${names.app}`));
    return {
      names,
      app: database,
      superuser: async <T>(work: (db: Db) => Promise<T>) => {
        await database.db.execute(sql`RESET ROLE`);
        try {
          return await work(database.db);
        } finally {
          await database.db.execute(sql.raw(`SET ROLE ${names.app}`));
        }
      },
      urls: null,
      dispose: () => database.close(),
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  names.database = `efile_t_role_${suffix}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE "${names.database}"`);
  await adminClient.end();
  const urls = {
    superuser: withUser(admin, new URL(admin).username, names.database),
    owner: withUser(admin, names.owner, names.database),
    app: withUser(admin, names.app, names.database),
  };
  const [asSuperuser, asOwner] = documentedSql(names);
  const superuser = await openDatabase({ url: urls.superuser, poolSize: 1 });
  await run(superuser.db, asSuperuser);
  const owner = await openDatabase({ url: urls.owner, poolSize: 1 });
  await migrate(owner, urls.owner);
  await run(owner.db, asOwner);
  await owner.close();
  const app = await openDatabase({ url: urls.app, poolSize: 4 });
  return {
    names,
    app,
    superuser: <T>(work: (db: Db) => Promise<T>) => work(superuser.db),
    urls,
    async dispose() {
      await app.close();
      await superuser.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${names.database}" WITH (FORCE)`);
      await c.query(`DROP ROLE IF EXISTS "${names.owner}"`);
      await c.query(`DROP ROLE IF EXISTS "${names.app}"`);
      await c.end();
    },
  };
}

/** The five ways issue 23 got ledger changes past the triggers, each its own transaction. */
const ATTACKS = {
  update: sql`update ledger_entries set amount_cents = amount_cents + 1`,
  delete: sql`delete from ledger_entries`,
  truncate: sql`truncate ledger_entries`,
  replica: sql`set local session_replication_role = replica`,
  disableTrigger: sql`alter table ledger_entries disable trigger ledger_entries_append_only`,
} as const;

async function attempt(db: Db, ...statements: ReturnType<typeof sql>[]): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(statement);
      // Rolled back either way: only whether PostgreSQL let it through matters.
      throw new Error('let through');
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'let through';
}

/** Issue 23 item 8: tamper evidence must not depend on the database role the portal connects as. */
describe.each(engines)('the production database role on $name (issue 23 item 8)', (engine) => {
  // Each test makes its own database, migrated as the owner, and (the second) seeds and runs the app.
  const SLOW = { timeout: 180_000 };

  it(
    'production refuses to start as a superuser or the owner; starts as the documented app role',
    SLOW,
    async () => {
      const deployment = await documentedDeployment(engine);
      try {
        if (deployment.urls) {
          const production = (env: Record<string, string>) =>
            loadConfig({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent', ...env });
          await expect(
            prepareDatabase(production({ DATABASE_URL: deployment.urls.superuser })),
          ).rejects.toThrow(/is a superuser[\s\S]*docs\/operations\.md/);
          await expect(prepareDatabase(production({ DATABASE_URL: deployment.urls.owner }))).rejects.toThrow(
            /owns[\s\S]*ledger_entries/,
          );
          const started = await prepareDatabase(
            production({ DATABASE_URL: deployment.urls.app, MIGRATION_DATABASE_URL: deployment.urls.owner }),
          );
          await started.database.close();
          // Without the owner's URL it does not migrate: it reads that nothing is pending, as the app role.
          const unmigrating = await prepareDatabase(production({ DATABASE_URL: deployment.urls.app }));
          await unmigrating.database.close();
          // Development (and every test, and CI) connect as the superuser as before.
          const dev = await prepareDatabase(
            loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: deployment.urls.superuser }),
          );
          await dev.database.close();
        }
        expect(await databaseRoleProblems(deployment.app.db)).toEqual([]);
        const asSuperuser = await deployment.superuser((db) => databaseRoleProblems(db));
        expect(asSuperuser.join('\n')).toMatch(/is a superuser/);
      } finally {
        await deployment.dispose();
      }
    },
  );

  it(
    'the app role runs the portal, and refuses the five attacks the superuser gets through',
    SLOW,
    async () => {
      const deployment = await documentedDeployment(engine);
      const database: Database = deployment.app;
      try {
        // The portal's own work, as the app role: demo data, a taxpayer filing, a clerk posting a check.
        await seedDemo(database.db);
        const config = testConfig();
        const app = await buildApp({ config, ...offlineServices(config), database, clock: fixedClock(T0) });
        try {
          const client = new Client(app);
          const token = await client.signIn('jane.taxpayer');
          const filed = await fileStatement(client, token, 2025, 12_300);
          const clerk = demoStaffOf('clerk');
          const staffToken = await staffSignIn(client, clerk.username, clerk.totpSecret);
          const posted = await client.post(
            mailroomApi.checks,
            {
              taxpayerId: '100001',
              taxYear: 2025,
              confirmationNumber: filed.confirmationNumber,
              amountCents: 12_300,
              checkNumber: '4711',
              receivedOn: '2026-03-01',
            },
            { token: staffToken },
          );
          expect(posted.statusCode, posted.body).toBe(201);
        } finally {
          await app.close();
        }
        expect((await verifyAuditChain(database.db)).ok).toBe(true);

        for (const [name, attack] of Object.entries(ATTACKS)) {
          const answer = await attempt(database.db, attack);
          expect(answer, name).toMatch(/permission denied|must be owner|append-only/);
        }
        for (const statement of [
          sql`update audit_events set action = 'rewritten'`,
          sql`delete from audit_events`,
          sql`truncate audit_events`,
          sql`alter table audit_events disable trigger audit_events_append_only`,
        ])
          expect(await attempt(database.db, statement)).toMatch(/permission denied|must be owner/);

        // What the issue found: the superuser turns the triggers off for its session and deletes.
        await deployment.superuser(async (db) => {
          const answer = await attempt(
            db,
            sql`set local session_replication_role = replica`,
            sql`delete from ledger_entries`,
          );
          expect(answer).toBe('let through');
        });
      } finally {
        await deployment.dispose();
      }
    },
  );
});
