import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError } from '../config';
import type { Tx } from './client';
import { migrationsFolder } from './migrate';

/**
 * Tables whose rows are never changed or removed (a trigger refuses it; ADR 0031, ADR 0034). The
 * production role must not even hold UPDATE, DELETE or TRUNCATE on them (ADR 0048): a migration
 * adding another lists it here, and its release notes carry the REVOKE.
 */
export const APPEND_ONLY_TABLES = ['ledger_entries', 'audit_events'] as const;

const rows = async <T>(db: Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What the connected role could do to get past the append-only and chaining triggers (ADR 0048):
 * be a superuser (session_replication_role), bypass row security, replicate, create roles (grant
 * itself the owner's), own — or be a member of the owner of — a table, function or the schema
 * (ALTER TABLE … DISABLE TRIGGER, CREATE OR REPLACE FUNCTION, DROP), hold UPDATE/DELETE/TRUNCATE
 * on an append-only table, TRIGGER on any table, or the right to set session_replication_role.
 * Empty: a role fit for production.
 */
export async function databaseRoleProblems(db: Tx): Promise<string[]> {
  const problems: string[] = [];
  const [role] = await rows<{
    rolsuper: boolean;
    rolbypassrls: boolean;
    rolreplication: boolean;
    rolcreaterole: boolean;
    replica: boolean;
  }>(
    db,
    sql`select rolsuper, rolbypassrls, rolreplication, rolcreaterole,
      has_parameter_privilege('session_replication_role', 'SET') as replica
      from pg_roles where rolname = current_user`,
  );
  if (!role) return ['is not a role PostgreSQL knows (pg_roles)'];
  if (role.rolsuper) problems.push('is a superuser (it can SET session_replication_role = replica)');
  if (role.rolbypassrls) problems.push('has BYPASSRLS');
  if (role.rolreplication) problems.push('has REPLICATION');
  if (role.rolcreaterole) problems.push('has CREATEROLE (it could grant itself the owner’s role)');
  if (role.replica && !role.rolsuper) problems.push('may SET session_replication_role');

  const owned = await rows<{ what: string }>(
    db,
    sql`select 'the database' as what from pg_database
          where datname = current_database() and pg_has_role(current_user, datdba, 'MEMBER')
        union all
        select 'the schema ' || nspname from pg_namespace
          where nspname = 'public' and pg_has_role(current_user, nspowner, 'MEMBER')
        union all
        (select 'table ' || c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
            and pg_has_role(current_user, c.relowner, 'MEMBER') order by c.relname)
        union all
        (select 'function ' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and pg_has_role(current_user, p.proowner, 'MEMBER') order by p.proname)`,
  );
  if (owned.length > 0) {
    const names = owned.map((o) => o.what);
    const shown = names.slice(0, 8).join(', ');
    problems.push(
      `owns (or is a member of the owner of) ${shown}${names.length > 8 ? ` and ${names.length - 8} more` : ''} — it could ALTER TABLE … DISABLE TRIGGER`,
    );
  }

  const appendOnly = await rows<{ name: string; privilege: string }>(
    db,
    sql`select t.name, p.privilege
        from unnest(${sql.raw(`array[${APPEND_ONLY_TABLES.map((t) => `'${t}'`).join(', ')}]`)}::text[]) as t(name)
        cross join unnest(array['UPDATE', 'DELETE', 'TRUNCATE']) as p(privilege)
        where to_regclass('public.' || t.name) is not null
          and has_table_privilege(current_user, to_regclass('public.' || t.name), p.privilege)
        order by 1, 2`,
  );
  for (const a of appendOnly) problems.push(`may ${a.privilege} ${a.name} (append-only)`);

  const triggers = await rows<{ relname: string }>(
    db,
    sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and has_table_privilege(current_user, c.oid, 'TRIGGER')
        order by 1`,
  );
  if (triggers.length > 0 && !role.rolsuper)
    problems.push(`has TRIGGER on ${triggers.map((t) => t.relname).join(', ')}`);
  return problems;
}

/** The role DATABASE_URL connects as. */
async function currentRole(db: Tx): Promise<string> {
  const [row] = await rows<{ name: string }>(db, sql`select current_user as name`);
  return row?.name ?? '?';
}

const WHAT_TO_DO =
  'Create the owner and the app role with the SQL in docs/operations.md "The production database role", ' +
  'run the migrations as the owner (MIGRATION_DATABASE_URL, or `npm run migrate` with the owner in DATABASE_URL) ' +
  'and set DATABASE_URL to the app role.';

/** Production start-up (ADR 0048): refuses a role that could change the ledger or the trail behind the triggers. */
export async function refuseUnsafeRole(db: Tx): Promise<void> {
  const problems = await databaseRoleProblems(db);
  if (problems.length === 0) return;
  throw new ConfigError(
    [
      `Refusing to start: in production DATABASE_URL must connect as a role that cannot get past the ledger's and the audit trail's triggers. Role "${await currentRole(db)}":`,
      ...problems.map((p) => `  - ${p}`),
      WHAT_TO_DO,
    ].join('\n'),
  );
}

/** The `when` of the code's latest migration (drizzle applies those later than the last applied). */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Production without MIGRATION_DATABASE_URL does not migrate (the app role cannot): it refuses to
 * serve a database that is behind the code.
 */
export async function refuseUnmigrated(db: Tx): Promise<void> {
  let applied: number;
  try {
    const [row] = await rows<{ last: string | null }>(
      db,
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    applied = Number(row?.last ?? 0);
  } catch {
    throw new ConfigError(
      'Refusing to start: cannot read drizzle.__drizzle_migrations to check the database is migrated. ' +
        'Grant the app role SELECT on it (docs/operations.md "The production database role"), or set MIGRATION_DATABASE_URL.',
    );
  }
  if (applied < latestMigration())
    throw new ConfigError(
      'Refusing to start: the database is behind the code (migrations are pending). Run `npm run migrate` as the ' +
        "tables' owner, or set MIGRATION_DATABASE_URL to the owner so start-up migrates (docs/operations.md).",
    );
}
