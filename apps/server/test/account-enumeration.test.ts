import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@efile/contracts';
import { users } from '../src/db/schema';
import { latestMail, mailCount } from './support/mail';
import { Client, TestServer, engines } from './support/test-app';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Milliseconds each call of `call` takes, one after another. */
async function timings(n: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await call(i);
    out.push(performance.now() - started);
  }
  return out;
}

describe.each(engines)('no account enumeration on $name (issue 11)', (engine) => {
  const server = TestServer.setup(engine);

  /** A business representative's registration unless `body` says otherwise. */
  const registerWeb = (client: Client, body: Record<string, string>) =>
    client.post(api.registerWeb, {
      firstName: 'Pat',
      ...(body.accountType ? {} : { accountType: 'business', lastName: 'Doe' }),
      ...body,
    });

  it('registration with an address that has an account answers as for a new one and tells the owner', async () => {
    const client = server.client();
    const owner = await server.addUser('owner');
    const ownerEmail = `${owner}@example.test`;
    const fresh = `fresh.${Date.now()}`;

    const taken = await registerWeb(client, { username: `${fresh}.a`, email: ownerEmail });
    const free = await registerWeb(client, { username: `${fresh}.b`, email: `${fresh}@example.test` });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toStrictEqual(free.json());
    expect(taken.json()).toStrictEqual({ status: 'AccountCreated', taxpayerId: null });

    // Nothing was created for the taken address; its owner is told, with their username.
    expect(
      await server.db
        .select()
        .from(users)
        .where(eq(users.username, `${fresh}.a`)),
    ).toHaveLength(0);
    const notice = await latestMail(server.db, ownerEmail, 'registrationExists');
    expect(notice.subject).toBe('Someone tried to register for eFile with your email address');
    expect(notice.textBody).toContain(`Your username is ${owner}.`);
    expect(notice.textBody).toContain('http://127.0.0.1:8080/auth/forgot-password');
    expect(await mailCount(server.db, ownerEmail, 'registration')).toBe(0);
  });

  it('an individual who proves a taxpayer but gives a taken address gets the same answer as a new account', async () => {
    const client = server.client();
    const base = { accountType: 'individual', taxpayerId: '100014', federalId: '900000014', zip: '44114' };
    const res = await registerWeb(client, {
      ...base,
      username: `ind.${Date.now()}`,
      email: 'jane.taxpayer@example.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toStrictEqual({ status: 'AccountCreated', taxpayerId: '100014' });
  });

  it('a person new to the agency who gives a taken address is registered and answered as anyone else; only the owner learns why there is no account', async () => {
    const client = server.client();
    const owner = await server.addUser('shared');
    const ownerEmail = `${owner}@example.test`;
    const stamp = Date.now() % 1_000_000;
    const person = (n: number, email: string) => ({
      firstName: 'Ada',
      lastName: `Shared${n}`,
      federalId: `9${String(stamp).padStart(6, '0')}${n}1`,
      birthDate: '1985-06-01',
      streetAddress: '1 Shared Way',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
      username: `shared.${stamp}.${n}`,
      email,
    });
    const taken = await client.post(api.registerIndividual, person(1, ownerEmail));
    const free = await client.post(api.registerIndividual, person(2, `free.${stamp}@example.test`));
    // Before the fix: 200 { status: 'DuplicateEmail', taxpayerId: null } for the taken address.
    expect(taken.statusCode).toBe(201);
    expect(free.statusCode).toBe(201);
    const takenId = taken.json<{ taxpayerId: string }>().taxpayerId;
    const freeId = free.json<{ taxpayerId: string }>().taxpayerId;
    expect(taken.json()).toStrictEqual({ status: 'AccountCreated', taxpayerId: takenId });
    expect(free.json()).toStrictEqual({ status: 'AccountCreated', taxpayerId: freeId });

    // The taxpayer IDs answer the same status afterwards, so they do not tell either.
    for (const id of [takenId, freeId]) {
      const check = await client.post(api.checkRegistration, { taxpayerId: id });
      expect(check.json()).toStrictEqual({ status: 'PendingTaxpayerRegistration' });
    }
    // No account under the taken address's new username; its owner gets the new ID and a way on.
    expect(
      await server.db
        .select()
        .from(users)
        .where(eq(users.username, `shared.${stamp}.1`)),
    ).toHaveLength(0);
    const notice = await latestMail(server.db, ownerEmail, 'registrationExistsNewTaxpayer');
    expect(notice.subject).toBe('Someone registered a new taxpayer for eFile with your email address');
    expect(notice.textBody).toContain(`the ID ${takenId}`);
    expect(notice.textBody).toContain(`Your own username is ${owner}.`);
    expect(await mailCount(server.db, ownerEmail, 'registration')).toBe(0);
    expect(await mailCount(server.db, `free.${stamp}@example.test`, 'registration')).toBe(1);
  });

  it('the owner is told at most three times an hour, however often someone tries', async () => {
    const client = server.client();
    const owner = await server.addUser('pestered');
    for (let i = 0; i < 6; i++) {
      const res = await registerWeb(client, {
        username: `pest.${i}.${Date.now()}`,
        email: `${owner}@example.test`,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await mailCount(server.db, `${owner}@example.test`, 'registrationExists')).toBe(3);
  });

  it('a taken username answers alike, and as fast, whether or not the address has an account (issue 23 item 5)', async () => {
    const app = await server.build({ env: { ACCOUNT_ANSWER_FLOOR_MS: '250' } });
    const client = new Client(app);
    await client.xsrfToken();
    const owners: string[] = [];
    for (let i = 0; i < 7; i++) owners.push(`${await server.addUser('known')}@example.test`);
    const attempt = (email: string) => registerWeb(client, { username: 'jane.taxpayer', email });
    const known = await attempt(owners[0]!);
    const unknown = await attempt(`nobody.${Date.now()}@example.test`);
    // Before the fix: 201 AccountCreated (278 ms) for a known address, 400 "This username is
    // already taken." (7 ms) for an unknown one.
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toStrictEqual(unknown.json());
    expect(known.statusCode).toBe(400);

    const knownMs = await timings(6, (i) => attempt(owners[i + 1]!));
    const unknownMs = await timings(6, (i) => attempt(`nobody.${i}.${Date.now()}@example.test`));
    // Both answer at the floor (a wide margin: the machine may be busy).
    for (const ms of [...knownMs, ...unknownMs]) expect(ms).toBeGreaterThanOrEqual(249);
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(60);
    // Nobody was told: nothing was registered with their address.
    for (const email of owners) expect(await mailCount(server.db, email, 'registrationExists')).toBe(0);
  });

  it('a new taxpayer with a taken username answers alike whether or not the address has an account', async () => {
    const client = server.client();
    const owner = `${await server.addUser('indiv')}@example.test`;
    const stamp = Date.now() % 1_000_000;
    const person = (n: number, email: string) => ({
      firstName: 'Ada',
      lastName: `Taken${n}`,
      federalId: `8${String(stamp).padStart(6, '0')}${n}2`,
      birthDate: '1985-06-01',
      streetAddress: '1 Taken Way',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
      username: 'jane.taxpayer',
      email,
    });
    const known = await client.post(api.registerIndividual, person(1, owner));
    const unknown = await client.post(api.registerIndividual, person(2, `nobody.${stamp}@example.test`));
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toStrictEqual(unknown.json());
  });

  it('a password reset takes as long for an unknown address as for a known one', async () => {
    const app = await server.build({ env: { ACCOUNT_ANSWER_FLOOR_MS: '250' } });
    const client = new Client(app);
    await client.xsrfToken();
    const known: string[] = [];
    for (let i = 0; i < 8; i++) known.push(`${await server.addUser('timed')}@example.test`);
    const knownMs = await timings(8, (i) => client.post(api.resetPasswordEmail, { email: known[i] }));
    const unknownMs = await timings(8, (i) =>
      client.post(api.resetPasswordEmail, { email: `nobody.${i}@example.test` }),
    );
    for (const ms of [...knownMs, ...unknownMs]) expect(ms).toBeGreaterThanOrEqual(249);
    // Before the fix: 16 ms against 3 ms (medians, PGlite). Now both answer at the floor.
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(20);
    expect(await mailCount(server.db, known[0]!, 'reset')).toBe(1);
  });
});
