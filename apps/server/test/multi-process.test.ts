import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  rulesApi,
  staffApi,
  type AccountLedger,
  type FiledEstimate,
  type PaymentSessionStart,
  type RuleChange,
} from '@efile/contracts';
import { offsetClock, type Clock } from '@efile/tax';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { mailOutbox, remindersSent, staffUsers, users, userTaxpayers } from '../src/db/schema';
import { STAFF_DEMO_PASSWORD } from '../src/db/staff-seed';
import { hashPassword } from '../src/lib/passwords';
import { encryptSecret, newTotpSecret, totpCode } from '../src/lib/totp';
import { DevMailbox, enqueueMail } from '../src/modules/mail';
import { RULES_FRESHNESS_MS } from '../src/modules/rules/store';
import { DEMO_PASSWORD, seedDemo } from '../src/seed';
import { addIndividual } from './support/ledger';
import { CARD, ESTIMATE, byId, freePort, payOnProvider } from './support/payments';
import { PinnedClient, startServer, type RunningServer } from './support/processes';
import { startPaymentSandbox, type PaymentSandbox } from './support/sandbox';
import { waitFor } from './support/wait';

/**
 * Several API processes behind one port (issue 29 item 2, ADR 0065): the production entry with
 * API_PROCESSES on one PostgreSQL and one Redis, driven over HTTP by clients each held by one
 * process. It needs both servers and fails — never skips — when either cannot be reached.
 * Sizes from the environment, small by default (CI).
 */
const PROCESSES = Number(process.env.MP_PROCESSES ?? 2);
const MAILS = Number(process.env.MP_MAILS ?? 12);
const RATE_LIMIT = Number(process.env.MP_RATE_LIMIT ?? 6);
const REMINDER_RUNS = Number(process.env.MP_REMINDER_RUNS ?? 3);
const PARALLEL_SIGNINS = Number(process.env.MP_PARALLEL_SIGNINS ?? 24);
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Agency day 2026-04-05: the 2025 annual return is due in 10 days (the 14-day reminder, late). */
const CLOCK_AT = '2026-04-05T15:00:00.000Z';
const REMINDER_INTERVAL_MS = 1_000;
const MAX_FAILURES = 3;

describe('several API processes on one PostgreSQL and Redis (ADR 0065)', () => {
  const dbName = `efile_mp_${process.pid}_${randomBytes(3).toString('hex')}`;
  const redisPrefix = `efile-test-mp-${process.pid}-${randomBytes(3).toString('hex')}:`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'efile-mp-'));
  let database: Database | undefined;
  let redis: Redis | undefined;
  let sandbox: PaymentSandbox | undefined;
  let mailbox: DevMailbox | undefined;
  let server: RunningServer | undefined;
  let clients: PinnedClient[] = [];
  /** The servers' clock, as near as the test can tell (TOTP codes allow a step either side). */
  let serverClock: Clock = offsetClock(CLOCK_AT);

  const a = () => clients[0]!;
  const b = () => clients[1]!;

  beforeAll(async () => {
    expect(ADMIN_URL, 'TEST_DATABASE_URL: this test needs a PostgreSQL server').toBeTruthy();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await migrate(database, url.toString());
    await seedDemo(database.db);

    redis = new Redis(REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    expect(await redis.ping(), `Redis at ${REDIS_URL}`).toBe('PONG');

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const securityId = randomBytes(18).toString('base64url');
    sandbox = await startPaymentSandbox({
      host: '127.0.0.1',
      port: 0,
      now: () => serverClock.now(),
      applicationId: 'CCA-EFILE',
      securityId,
      merchant: {
        verifyUrl: `${base}${api.paymentVerification}`,
        notifyUrl: `${base}${api.paymentNotification}`,
      },
    });
    mailbox = new DevMailbox(path.join(dataDir, 'mailbox'));
    await mailbox.start();
    server = await startServer({
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '3',
      API_PROCESSES: String(PROCESSES),
      API_PROCESS_HEADER: 'true',
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      SEED_ON_START: 'false',
      CLOCK_AT,
      PAYMENT_PROVIDER_URL: sandbox.url,
      PAYMENT_SECURITY_ID: securityId,
      SMTP_URL: mailbox.smtpUrl,
      MAIL_WORKER: 'true',
      MAIL_POLL_MS: '200',
      REMINDERS: 'on',
      REMINDER_DAYS_BEFORE: '14,3',
      REMINDER_INTERVAL_MS: String(REMINDER_INTERVAL_MS),
      SIGNIN_MAX_FAILURES: String(MAX_FAILURES),
      SIGNIN_SLOWDOWN_MAX_MS: '0',
      SIGNIN_RATE_LIMIT_PER_MINUTE: '1000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      ACCOUNT_ANSWER_FLOOR_MS: '0',
    });
    // The processes' clocks started just before they listened (CLOCK_AT, then running).
    serverClock = offsetClock(CLOCK_AT);
    expect(server.output()).toContain(`API processes: ${PROCESSES}`);
    clients = await PinnedClient.perProcess(server.base, PROCESSES);
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.stop();
    await sandbox?.close();
    await mailbox?.stop();
    await database?.close();
    if (redis?.status === 'ready') {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    if (ADMIN_URL) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const db = () => database!.db;

  /** A new web account (the demo password) of a new individual, its address confirmed. */
  async function newUser(prefix: string): Promise<{ username: string; email: string; taxpayer: string }> {
    const taxpayer = await addIndividual(db());
    const username = `${prefix}.${randomBytes(4).toString('hex')}`;
    const [jane] = await db()
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'jane.taxpayer'));
    const email = `${username}@example.test`;
    const [row] = await db()
      .insert(users)
      .values({
        username,
        email,
        passwordHash: jane!.passwordHash,
        firstName: 'Test',
        emailConfirmedAt: new Date(CLOCK_AT),
      })
      .returning({ id: users.id });
    await db().insert(userTaxpayers).values({ userId: row!.id, taxpayerId: taxpayer });
    return { username, email, taxpayer };
  }

  it('a session signed in on one process is valid on the other; a sign-out on one is refused at once on the other', async () => {
    for (const [one, other] of [
      [a(), b()],
      [b(), a()],
    ] as const) {
      const { username } = await newUser('session');
      const token = await one.signIn(username, DEMO_PASSWORD);
      expect((await other.get(api.taxpayerInfo, token)).status).toBe(200);
      expect((await one.get(api.taxpayerInfo, token)).status).toBe(200);
      expect((await other.post(api.signOut, undefined, token)).status).toBe(200);
      expect((await one.get(api.taxpayerInfo, token)).status).toBe(401);
      expect((await other.get(api.taxpayerInfo, token)).status).toBe(401);
    }
  });

  it('the sign-in lockout counts failures on every process: switching process does not reset it', async () => {
    const { username } = await newUser('lockout');
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      const res = await clients[i % PROCESSES]!.post(api.signIn, { username, password: 'Wrong password 1!' });
      expect(res.status, res.body).toBe(401);
    }
    // No process has seen MAX_FAILURES failures by itself; together they have: every one refuses.
    for (const client of clients) {
      const res = await client.post(api.signIn, { username, password: DEMO_PASSWORD });
      expect(res.status, res.body).toBe(429);
    }
  });

  it('parallel sign-ins of one username on every process never deadlock (each 200, or 429 past the reservations)', async () => {
    const { username } = await newUser('burst');
    const xsrf = randomBytes(16).toString('hex');
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL_SIGNINS }, () =>
        fetch(`${server!.base}${api.signIn}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
          body: JSON.stringify({ username, password: DEMO_PASSWORD }),
        }).then(async (res) => ({
          status: res.status,
          by: res.headers.get('x-efile-process'),
          body: await res.text(),
        })),
      ),
    );
    expect(statuses.filter((s) => s.status !== 200 && s.status !== 429)).toEqual([]);
    expect(statuses.some((s) => s.status === 200)).toBe(true);
  });

  it('the per-address rate limit is one count in Redis, whichever process answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT * 2; i += 1) {
      const res = await clients[i % PROCESSES]!.post(api.resetPasswordEmail, {
        email: `nobody.${i}@example.test`,
      });
      statuses.push(res.status);
    }
    expect(
      statuses.slice(0, RATE_LIMIT).every((s) => s !== 429),
      statuses.join(' '),
    ).toBe(true);
    expect(statuses.slice(RATE_LIMIT), statuses.join(' ')).toEqual(Array(RATE_LIMIT).fill(429));
    expect(await redis!.keys(`${redisPrefix}*`)).not.toHaveLength(0);
  });

  it('an e-mail queued once is delivered once, with every process delivering the outbox', async () => {
    const tag = randomBytes(3).toString('hex');
    const addresses = Array.from({ length: MAILS }, (_, i) => `outbox.${tag}.${i}@example.test`);
    for (const to of addresses)
      await enqueueMail(
        db(),
        { template: 'auditAnchor', to, params: { at: CLOCK_AT, lines: [to] } },
        serverClock.now(),
      );
    const delivered = async () =>
      (await mailbox!.list(undefined, 10_000)).filter((m) => m.to[0]?.includes(tag));
    await waitFor(async () => (await delivered()).length >= MAILS, {
      timeoutMs: 20_000,
      what: `${MAILS} messages delivered`,
    });
    const rows = await db()
      .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} like ${`outbox.${tag}.%`}`)
      .groupBy(mailOutbox.status);
    expect(rows).toEqual([{ status: 'sent', n: MAILS }]);
    // A few more polls of every worker: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const messages = await delivered();
    expect(messages.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    expect(new Set(messages.map((m) => m.messageId)).size).toBe(MAILS);
  });

  it('a reminder is queued and sent once per due date while every process runs the job', async () => {
    const { email } = await newUser('remind');
    const reminders = () => mailbox!.list(email);
    await waitFor(async () => (await reminders()).length > 0, {
      timeoutMs: 20_000,
      what: 'the annual return reminder',
    });
    // Let every process run the job a few more times.
    await new Promise((resolve) => setTimeout(resolve, REMINDER_RUNS * REMINDER_INTERVAL_MS));
    expect(await reminders()).toHaveLength(1);
    const queued = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = ${email} and ${mailOutbox.template} like 'reminder%'`);
    expect(queued[0]!.n).toBe(1);
    // Across the whole roll (the demo taxpayers too): no reminder queued twice.
    const doubled = await db().execute(
      sql`select to_address, template, subject from mail_outbox where template like 'reminder%'
          group by 1, 2, 3 having count(*) > 1`,
    );
    expect((doubled as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [sent] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(remindersSent);
    expect(sent!.n).toBeGreaterThan(0);
  });

  it('My Account read on one process right after a filing or a payment on the other is not stale', async () => {
    for (const [writer, reader] of [
      [a(), b()],
      [b(), a()],
    ] as const) {
      const { username } = await newUser('account');
      const token = await writer.signIn(username, DEMO_PASSWORD);
      const balance = async (client: PinnedClient) => {
        const res = await client.get(api.accountLedger, token);
        expect(res.status, res.body).toBe(200);
        return res.json<AccountLedger>().total.balance;
      };
      const before = await balance(reader); // the reader holds this account now
      const filed = await writer.post(api.individualEstimate, ESTIMATE, token);
      expect(filed.status, filed.body).toBe(201);
      const owed = await balance(reader);
      expect(owed).toBe(await balance(writer));
      expect(owed).toBeGreaterThan(before);

      const id = filed.json<FiledEstimate>().id;
      const started = await writer.post(byId(api.initiatePayment, id), undefined, token);
      expect(started.status, started.body).toBe(200);
      const paid = await payOnProvider(started.json<PaymentSessionStart>(), CARD);
      expect(paid.status).toBe(303);
      const after = await balance(reader);
      expect(after).toBeLessThan(owed);
      expect(after).toBe(await balance(writer));
    }
  });

  it('a rule change approved on one process is in force on the other within the refresh interval', async () => {
    const totpKey = loadConfig({}).staff.totpKey;
    const admin = async () => {
      const username = `mp.admin.${randomBytes(4).toString('hex')}`;
      const secret = newTotpSecret();
      await db()
        .insert(staffUsers)
        .values({
          username,
          email: `${username}@cca.example.gov`,
          passwordHash: await hashPassword(STAFF_DEMO_PASSWORD),
          role: 'administrator',
          totpSecretEnc: encryptSecret(totpKey, secret),
          totpConfirmedAt: new Date(CLOCK_AT),
        });
      const first = await a().post(staffApi.signIn, { username, password: STAFF_DEMO_PASSWORD });
      expect(first.status, first.body).toBe(200);
      const { ticket } = first.json<{ ticket: string }>();
      const code = totpCode(secret, serverClock.now());
      const second = await a().post(staffApi.signInTotp, { ticket, code });
      expect(second.status, second.body).toBe(200);
      return second.json<{ token: string }>().token;
    };
    const [proposer, approver] = [await admin(), await admin()];
    const faq = async (client: PinnedClient) =>
      (await client.get(api.publicFeatures)).json<Record<string, boolean>>()['Public.FAQ'];
    expect(await faq(b())).toBe(true); // B holds its rules now
    const proposed = await a().post(
      rulesApi.changes,
      {
        kind: 'feature-flag',
        key: 'Public.FAQ',
        year: 2026,
        value: { enabled: false },
        source: 'Agency decision',
        reason: 'FAQ under review (multi-process test)',
      },
      proposer,
    );
    expect(proposed.status, proposed.body).toBe(201);
    const id = proposed.json<RuleChange>().id;
    const approved = await a().post(
      rulesApi.approve.replace(':id', String(id)),
      { reason: 'checked' },
      approver,
    );
    expect(approved.status, approved.body).toBe(200);
    expect(await faq(a())).toBe(false); // the approving process at once
    await waitFor(async () => (await faq(b())) === false, {
      timeoutMs: RULES_FRESHNESS_MS * 5,
      everyMs: 100,
      what: 'the approval in force on the other process',
    });
  });

  it('an API process that ends is replaced in its slot, and SIGTERM drains them all', async () => {
    // The primary's children that are API processes (tsx may run an esbuild service beside them).
    const forked = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server!.child.pid)], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((line) => line.includes('main.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((pid) => pid > 0);
    expect(forked).toHaveLength(PROCESSES);
    process.kill(forked[0]!, 'SIGKILL');
    await waitFor(() => server!.output().includes('API process ended: starting its replacement'), {
      timeoutMs: 10_000,
      what: 'the primary to log the ended process',
    });
    for (const client of clients) client.close();
    const pinned = await waitFor(
      async () => {
        try {
          return await PinnedClient.perProcess(server!.base, PROCESSES);
        } catch {
          return undefined;
        }
      },
      { timeoutMs: 30_000, everyMs: 250, what: 'every slot answering again' },
    );
    clients = pinned!;
    expect(clients.map((c) => c.slot)).toEqual(Array.from({ length: PROCESSES }, (_, i) => String(i + 1)));
    for (const client of clients) client.close();
    clients = [];
    expect(await server!.stop()).toBe(0);
  }, 60_000);
});
