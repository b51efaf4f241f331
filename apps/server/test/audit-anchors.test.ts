import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { auditEvents } from '../src/db/schema';
import { audit } from '../src/lib/audit';
import { readAnchors, type AuditAnchor } from '../src/modules/audit-anchors';
import { verifyAuditChain } from '../src/lib/audit-verify';
import { latestMail } from './support/mail';
import { T0, TestServer, engines, type Engine } from './support/test-app';

const CLI = fileURLToPath(new URL('../src/audit-cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A local port with a listener (the portal, as the CLI sees it), closed by `close`. */
async function listener(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A local port nothing listens on: the CLI's check finds no portal running on the embedded folder. */
async function quietPort(): Promise<string> {
  const { port, close } = await listener();
  await close();
  return String(port);
}

/** A database `npm run audit:verify` can open from another process: a PGlite folder, or a URL. */
async function sharedDatabase(engine: Engine): Promise<{
  db: Db;
  env: Record<string, string>;
  close(): Promise<void>;
  dispose(): Promise<void>;
}> {
  if (engine.name === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'efile-anchor-'));
    const database = await openDatabase({ dataDir });
    await migrate(database);
    let closed: Promise<void> | undefined;
    // The CLI opens the folder itself: the test closes its own handle first (once).
    const close = () => (closed ??= database.close());
    return {
      db: database.db,
      env: { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: await quietPort() },
      close,
      dispose: async () => {},
    };
  }
  const owned = await engine.open();
  const { rows } = (await owned.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return {
    db: owned.database.db,
    env: { DATABASE_URL: url.toString() },
    close: async () => {},
    dispose: () => owned.dispose(),
  };
}

/** `npm run audit:verify` in its own process, with this environment. */
function verifyCli(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

/** As the table's owner (a superuser in tests), with the append-only trigger off. */
async function asOwner(db: Db, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
  });
}

async function events(db: Db, from: number, count: number) {
  for (let i = from; i < from + count; i++)
    await audit(db, null, { action: 'test.event', details: { i } }, new Date(T0.getTime() + i));
}

/** The head of the portal chain, as an anchor line of AUDIT_ANCHOR_FILE (JSON lines). */
async function anchorLine(db: Db) {
  const [head] = await db
    .select({ seq: sql<string>`${auditEvents.chainSeq}::text`, hash: auditEvents.hash })
    .from(auditEvents)
    .where(sql`${auditEvents.chain} = 'portal'`)
    .orderBy(sql`${auditEvents.chainSeq} desc`)
    .limit(1);
  return `${JSON.stringify({ at: new Date().toISOString(), chain: 'portal', seq: Number(head!.seq), hash: head!.hash })}\n`;
}

/**
 * Issue 23 item 8: a hash chain cannot show that someone rewrote it from a point to its end.
 * Anchors of its head kept outside the database can: `npm run audit:verify` checks against them.
 */
describe.each(engines)('audit anchors kept outside the database on $name (issue 23 item 8)', (engine) => {
  const opened: { dispose(): Promise<void>; close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of opened.splice(0)) {
      await o.close();
      await o.dispose();
    }
  });

  // The CLI is its own process (tsx, the database opened again): minutes on a loaded machine.
  const CLI_TIMEOUT = 300_000;

  it(
    'deleting the last five events: audit:verify reports the head behind an anchor',
    { timeout: CLI_TIMEOUT },
    async () => {
      const shared = await sharedDatabase(engine);
      opened.push(shared);
      await events(shared.db, 0, 12);
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'efile-anchors-')), 'anchors.jsonl');
      appendFileSync(file, await anchorLine(shared.db));
      const rows = await shared.db.select().from(auditEvents).orderBy(asc(auditEvents.chainSeq));
      await asOwner(shared.db, sql`delete from audit_events where chain_seq > ${rows.length - 5}`);
      // The chain alone still holds together: this is what anchors are for.
      expect((await verifyAuditChain(shared.db)).ok).toBe(true);
      await shared.close();

      const result = await verifyCli({ ...shared.env, AUDIT_ANCHOR_FILE: file });
      expect(result.out).toMatch(/BROKEN: chain portal ends at #7, but an anchor of .* recorded #12/);
      expect(result.code).toBe(1);
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
    },
  );

  it(
    'deleting one event and re-inserting everything after it: a hash at an anchored position differs',
    { timeout: CLI_TIMEOUT },
    async () => {
      const shared = await sharedDatabase(engine);
      opened.push(shared);
      await events(shared.db, 0, 8);
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'efile-anchors-')), 'anchors.jsonl');
      appendFileSync(file, await anchorLine(shared.db));
      await events(shared.db, 8, 4);
      // Remove event #5 and write #6…#12 again through the trigger: a chain intact from end to end.
      const rows = await shared.db.select().from(auditEvents).orderBy(asc(auditEvents.chainSeq));
      await asOwner(shared.db, sql`delete from audit_events where chain_seq >= 5`);
      for (const r of rows.slice(5))
        await audit(
          shared.db,
          null,
          { action: r.action, details: r.details as Record<string, unknown> },
          r.occurredAt,
        );
      expect((await verifyAuditChain(shared.db)).ok).toBe(true);
      await shared.close();

      const result = await verifyCli({ ...shared.env, AUDIT_ANCHOR_FILE: file });
      expect(result.out).toMatch(/BROKEN: chain portal at #8 is not the event anchored at .*/);
      expect(result.code).toBe(1);
    },
  );
});

describe('the command line on the embedded database (issue 28)', () => {
  it('says to stop the portal first while one runs on it, and checks nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'efile-anchor-'));
    const portal = await listener();
    try {
      const run = await verifyCli({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(portal.port) });
      expect(run.code).toBe(2);
      expect(run.out).toContain(
        `The portal is running on 127.0.0.1:${portal.port} with the embedded database`,
      );
      expect(run.out).toContain('stop the portal first');
    } finally {
      await portal.close();
    }
  });
});

describe.each(engines)('the running server anchors the trail on $name (issue 23 item 8)', (engine) => {
  const server = TestServer.setup(engine);

  it('at start and every AUDIT_ANCHOR_MINUTES, to the file and by mail; verify checks each', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'efile-anchors-'));
    const file = path.join(dir, 'anchors.jsonl');
    await server.client().signIn('jane.taxpayer');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = await server.build({
        env: {
          AUDIT_ANCHOR_FILE: file,
          AUDIT_ANCHOR_EMAIL: 'auditor@cca.example.gov',
          AUDIT_ANCHOR_MINUTES: '5',
        },
      });
      await app.ready();
      const first = readAnchors(file);
      expect(first.map((a) => a.chain)).toEqual(['portal']);
      const mail = await latestMail(server.db, 'auditor@cca.example.gov', 'auditAnchor');
      expect(mail.textBody).toContain(JSON.stringify(first[0]));

      await server.client().signIn('jane.taxpayer');
      vi.advanceTimersByTime(5 * 60_000);
      await vi.waitFor(() => expect(readAnchors(file)).toHaveLength(2), { timeout: 10_000, interval: 50 });
      const [before, after] = readAnchors(file) as [AuditAnchor, AuditAnchor];
      expect(after.seq).toBeGreaterThan(before.seq);
      const verified = await verifyAuditChain(server.db, readAnchors(file));
      expect(verified).toMatchObject({ ok: true, anchorsChecked: 2, anchorBreaks: [] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an anchor file with a line that is not an anchor is refused, naming the line', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'efile-anchors-')), 'anchors.jsonl');
    appendFileSync(
      file,
      `${JSON.stringify({ at: 'x', chain: 'portal', seq: 1, hash: 'a'.repeat(64) })}\n\n{"chain":"portal"}\n`,
    );
    expect(() => readAnchors(file)).toThrow(/anchors\.jsonl:3: not an anchor line/);
  });
});
