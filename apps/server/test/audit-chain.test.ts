import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { audit } from '../src/lib/audit';
import { verifyAuditChain } from '../src/lib/audit-verify';
import { addStaff, staffSignIn } from './support/staff';
import { T0, TestServer, engines, type TestDatabase } from './support/test-app';

/** Issue 16: every audit event carries the hash of the one before; nobody edits one through the app. */
describe.each(engines)('tamper-evident audit trail on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('portal and staff events form two unbroken chains', async () => {
    const client = server.client();
    await client.signIn('jane.taxpayer');
    await client.signInResponse('jane.taxpayer', 'wrong password');
    const clerk = await addStaff(server, 'clerk');
    await staffSignIn(client, clerk.username, clerk.secret);
    const result = await verifyAuditChain(server.db);
    expect(result.firstBreak).toBeNull();
    expect(result.ok).toBe(true);
    expect(result.chains.map((c) => c.chain)).toEqual(['portal', 'staff']);
    for (const c of result.chains) expect(c.headHash).toMatch(/^[0-9a-f]{64}$/);
    const staff = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.chain, 'staff'))
      .orderBy(asc(auditEvents.chainSeq));
    expect(staff[0]!.prevHash).toBeNull();
    expect(staff[1]!.prevHash).toBe(staff[0]!.hash);
  });

  it('concurrent writers on many connections still form one chain', async () => {
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        server.db.transaction(async (tx) => {
          await audit(
            tx,
            null,
            { action: 'test.concurrent', details: { i, text: 'ünïcødé 𝄞 "quoted"' } },
            T0,
          );
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      ),
    );
    const result = await verifyAuditChain(server.db);
    expect(result.firstBreak).toBeNull();
  });

  it('editing or removing an audit row through the app fails', async () => {
    const [row] = await server.db.select({ id: auditEvents.id }).from(auditEvents).limit(1);
    await expect(
      server.db.update(auditEvents).set({ action: 'rewritten' }).where(eq(auditEvents.id, row!.id)),
    ).rejects.toThrow();
    await expect(server.db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(server.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });
});

describe.each(engines)('audit verification finds what the owner changed on $name', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await engine.open();
    for (let i = 0; i < 6; i++)
      await audit(
        testDb.database.db,
        null,
        { action: 'test.event', details: { i } },
        new Date(T0.getTime() + i),
      );
  });
  afterAll(() => testDb.dispose());

  /** As the table's owner (a superuser in tests), with the append-only trigger off for one statement. */
  async function asOwner(statement: ReturnType<typeof sql>) {
    await testDb.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(statement);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
  }

  it('a changed row: the first break is that row', async () => {
    expect((await verifyAuditChain(testDb.database.db)).ok).toBe(true);
    const rows = await testDb.database.db.select().from(auditEvents).orderBy(asc(auditEvents.chainSeq));
    const target = rows[3]!;
    await asOwner(sql`update audit_events set details = '{"i": 99}' where id = ${target.id}`);
    const result = await verifyAuditChain(testDb.database.db);
    expect(result.ok).toBe(false);
    expect(result.firstBreak).toEqual({ chain: 'portal', id: target.id, chainSeq: 4, problem: 'hash' });
  });

  it('a removed row is found too', async () => {
    const rows = await testDb.database.db.select().from(auditEvents).orderBy(asc(auditEvents.chainSeq));
    // Put the changed row back as it was hashed, then remove the one before it.
    await asOwner(sql`update audit_events set details = '{"i": 3}' where id = ${rows[3]!.id}`);
    expect((await verifyAuditChain(testDb.database.db)).ok).toBe(true);
    await asOwner(sql`delete from audit_events where id = ${rows[1]!.id}`);
    expect((await verifyAuditChain(testDb.database.db)).firstBreak).toEqual({
      chain: 'portal',
      id: rows[2]!.id,
      chainSeq: 3,
      problem: 'gap',
    });
  });
});
