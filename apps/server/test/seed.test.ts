import { createHash } from 'node:crypto';
import { asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@efile/tax';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { taxpayers, users, userTaxpayers } from '../src/db/schema';
import { municipalities, tableYears } from '@efile/tax';
import { generateTaxpayers } from '../src/seed';
import { Client, T0, engines, offlineServices, testConfig, type TestDatabase } from './support/test-app';

const COUNT = 500;

/** A digest of everything generated, leaving out what is random by design (salts, timestamps). */
async function digest(db: Db): Promise<string> {
  const taxpayerRows = await db.select().from(taxpayers).orderBy(asc(taxpayers.id));
  const userRows = await db
    .select({
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      isBusinessUser: users.isBusinessUser,
      status: users.status,
    })
    .from(users)
    .orderBy(asc(users.username));
  const links = await db
    .select({
      username: users.username,
      taxpayerId: userTaxpayers.taxpayerId,
      primary: userTaxpayers.isPrimary,
    })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .orderBy(asc(users.username), asc(userTaxpayers.taxpayerId));
  const stable = { taxpayers: taxpayerRows.map(({ createdAt: _c, ...rest }) => rest), userRows, links };
  return createHash('sha256').update(JSON.stringify(stable)).digest('hex');
}

const count = async (db: Db, table: typeof taxpayers | typeof users) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe.each(engines)('generated taxpayers on $name', (engine) => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = [await engine.open(), await engine.open()];
    await generateTaxpayers(first.database.db, COUNT, 42);
    await generateTaxpayers(second.database.db, COUNT, 42);
  });
  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
  });

  it('every generated taxpayer lives in a member city of the last two tax years (so can file)', async () => {
    const years = tableYears();
    const members = (year: number) => new Set(municipalities(year).map((m) => m.name));
    const [last, before] = [members(years.at(-1)!), members(years.at(-2)!)];
    const cities = await first.database.db.selectDistinct({ city: taxpayers.city }).from(taxpayers);
    expect(cities.length).toBeGreaterThan(5);
    expect(cities.filter(({ city }) => !last.has(city!) || !before.has(city!))).toEqual([]);
  });

  it('the same seed gives the same rows on two fresh databases', async () => {
    expect(await count(first.database.db, taxpayers)).toBe(COUNT);
    expect(await digest(first.database.db)).toBe(await digest(second.database.db));
  });

  it('running it again adds nothing and changes nothing', async () => {
    const before = await digest(first.database.db);
    await generateTaxpayers(first.database.db, COUNT, 42);
    expect(await count(first.database.db, taxpayers)).toBe(COUNT);
    expect(await digest(first.database.db)).toBe(before);
  });

  it('another seed gives other rows', async () => {
    const db = second.database.db;
    const seed42 = await digest(db);
    const regenerate = async (seed: number) => {
      await db.delete(userTaxpayers);
      await db.delete(users);
      await db.delete(taxpayers);
      await generateTaxpayers(db, COUNT, seed);
    };
    try {
      await regenerate(43);
      expect(await count(db, taxpayers)).toBe(COUNT);
      expect(await digest(db)).not.toBe(seed42);
    } finally {
      await regenerate(42);
    }
  });

  it('every tenth taxpayer gets a web account that signs in as that taxpayer', async () => {
    const db = first.database.db;
    const accounts = await db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, 'tp%'))
      .orderBy(asc(users.username));
    const expected = Array.from({ length: COUNT / 10 }, (_, i) => `tp${1_000_000 + i * 10}`);
    expect(accounts.map((a) => a.username)).toEqual(expected);

    const config = testConfig();
    const app = await buildApp({
      config,
      ...offlineServices(config),
      database: first.database,
      clock: fixedClock(T0),
    });
    try {
      const client = new Client(app);
      for (const username of expected) {
        const res = await client.signInResponse(username);
        expect(res.statusCode, `${username}: ${res.body}`).toBe(200);
        expect(res.json()).toMatchObject({ username, taxpayerId: username.slice(2) });
      }
      const res = await client.signInResponse('tp1000001');
      expect(res.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
