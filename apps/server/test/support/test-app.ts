import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { PROBLEM_CONTENT_TYPE, XSRF_COOKIE, XSRF_HEADER, api, type Problem } from '@efile/contracts';
import { fixedClock, type Clock } from '@efile/tax';
import type { PaymentSandbox } from '@efile/payment-sandbox';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { users, userTaxpayers } from '../../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed';
import { DevMailbox } from '../../src/modules/mail';
import { hostedPageProvider, paymentsFromConfig } from '../../src/modules/payments/provider';
import { startSandboxFor } from './sandbox';

export { DEMO_PASSWORD };

/** The instant the default test clock stands still at. */
export const T0 = new Date('2026-03-02T15:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type EngineName = 'pglite' | 'postgres';

/** A fresh, migrated, empty database of one engine, and how to get rid of it. */
export interface TestDatabase {
  database: Database;
  engine: EngineName;
  dispose(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  open(): Promise<TestDatabase>;
}

const pgliteEngine: Engine = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ dataDir: null });
    await migrate(database);
    return { database, engine: 'pglite', dispose: () => database.close() };
  },
};

/** Each open creates its own uniquely named database on the server; dispose drops it. */
function postgresEngine(adminUrl: string): Engine {
  return {
    name: 'postgres',
    async open() {
      const name = `efile_t_${process.pid}_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 4 });
      await migrate(database, url.toString());
      return {
        database,
        engine: 'postgres',
        async dispose() {
          await database.close();
          await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        },
      };
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.log('PostgreSQL tests are not run: TEST_DATABASE_URL is unset (PGlite only).');

/** Every engine the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = postgresUrl ? [pgliteEngine, postgresEngine(postgresUrl)] : [pgliteEngine];

/** The sign-in rate limit is per IP and every injected request comes from 127.0.0.1: lift it. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '100000',
    // No waiting while a username is under attack, unless a test asks for it (auth-lockout.test.ts).
    SIGNIN_SLOWDOWN_MAX_MS: '0',
    // Answer as fast as the work allows, unless a test measures the floor (account-enumeration.test.ts).
    ACCOUNT_ANSWER_FLOOR_MS: '0',
    // Messages stay in the outbox unless a test turns delivery on (see mail.test.ts).
    MAIL_WORKER: 'false',
    // No reminder job on a timer: reminder tests run it themselves (reminders.test.ts).
    REMINDERS: 'off',
    // Never depend on whether the web app happens to be built.
    WEB_DIST: path.join(os.tmpdir(), 'efile-test-no-web-dist'),
    // Uploaded files go to the filesystem store in a folder of the test run, never ./data.
    UPLOAD_DIR: path.join(os.tmpdir(), `efile-test-uploads-${process.pid}`),
    ...env,
  });
}

/** A Writable collecting the app's log lines. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  private pending = '';

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    const parts = (this.pending + chunk.toString()).split('\n');
    this.pending = parts.pop() ?? '';
    this.lines.push(...parts.filter((l) => l.trim() !== ''));
    callback();
  }

  /** The lines, parsed (pino writes one JSON object a line). */
  get entries(): Record<string, unknown>[] {
    return this.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  get text(): string {
    return this.lines.join('\n');
  }
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** Talks to one app through `inject`, holding an XSRF cookie like a browser would. */
export class Client {
  private xsrf: string | undefined;

  /** `remoteAddress`: the client's address as the server sees it (127.0.0.1 by default). */
  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress?: string,
  ) {}

  /** The XSRF cookie value, fetched once with a GET (any response without the cookie sets one). */
  async xsrfToken(): Promise<string> {
    if (this.xsrf) return this.xsrf;
    const res = await this.app.inject({ method: 'GET', url: api.health, ...this.from() });
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
    if (!cookie) throw new Error('no XSRF cookie was set by GET');
    this.xsrf = cookie.value;
    return cookie.value;
  }

  private from() {
    return this.remoteAddress ? { remoteAddress: this.remoteAddress } : {};
  }

  get(url: string, options: RequestOptions = {}) {
    return this.app.inject({ method: 'GET', url, headers: withAuth(options), ...this.from() });
  }

  /** A state-changing request with the XSRF cookie and the matching header, as the SPA sends it. */
  async send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    options: RequestOptions = {},
  ) {
    const xsrf = await this.xsrfToken();
    return this.app.inject({
      method,
      url,
      cookies: { [XSRF_COOKIE]: xsrf },
      headers: { [XSRF_HEADER]: xsrf, ...withAuth(options) },
      ...this.from(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  post(url: string, payload?: unknown, options: RequestOptions = {}) {
    return this.send('POST', url, payload, options);
  }

  put(url: string, payload: unknown, options: RequestOptions = {}) {
    return this.send('PUT', url, payload, options);
  }

  delete(url: string, options: RequestOptions = {}) {
    return this.send('DELETE', url, undefined, options);
  }

  signInResponse(username: string, password = DEMO_PASSWORD) {
    return this.post(api.signIn, { username, password });
  }

  /** Signs in (expecting success) and returns the bearer token. */
  async signIn(username: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await this.signInResponse(username, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  }
}

function withAuth(options: RequestOptions): Record<string, string> {
  return { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers };
}

/** Asserts a problem+json answer of the given status and type, and returns its body. */
export function expectProblem(res: LightMyRequestResponse, status: number, code: string): Problem {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(new RegExp(`^${PROBLEM_CONTENT_TYPE.replace('+', '\\+')}`));
  const body = res.json<Problem>();
  expect(body.type).toBe(`/problems/${code}`);
  expect(body.status).toBe(status);
  return body;
}

/**
 * What an app that never pays and sends no mail is handed (ADR 0029): the provider of
 * PAYMENT_PROVIDER_URL when the test sets one, else a provider whose origin is configured but
 * where nobody listens (port 9, discard); the mail server of SMTP_URL, if any.
 */
export function offlineServices(config: Config): Pick<BuildOptions, 'payments' | 'mail'> {
  const securityId = randomBytes(18).toString('base64url');
  const payments = paymentsFromConfig(config) ?? {
    provider: hostedPageProvider({
      url: 'http://127.0.0.1:9',
      applicationId: config.payment.applicationId,
      securityId,
    }),
    remittanceKey: securityId,
  };
  return { payments, mail: { smtpUrl: config.mail.smtpUrl } };
}

export interface AppOptions {
  /** Extra environment for loadConfig. */
  env?: Record<string, string>;
  clock?: Clock;
  logStream?: Writable;
  /** Start a payment sandbox for this app (tests that pay): see sandboxOf. */
  sandbox?: boolean;
  /** Start a local mailbox in DATA_DIR/mailbox and hand it to this app (its /dev/mailbox page). */
  mailbox?: boolean;
}

const sandboxes = new WeakMap<FastifyInstance, PaymentSandbox>();

/** The payment sandbox started for `app` (built with `sandbox: true`): tests turn its chaos on. */
export function sandboxOf(app: FastifyInstance): PaymentSandbox {
  const sandbox = sandboxes.get(app);
  if (!sandbox) throw new Error('this app was built without a payment sandbox (sandbox: true)');
  return sandbox;
}

/**
 * One database (of one engine) per test file, seeded with the demo set, and the apps built on
 * it. Call inside a describe: its beforeAll opens, its afterAll closes the apps and drops the
 * database.
 */
export class TestServer {
  private testDb: TestDatabase | undefined;
  private mainApp: FastifyInstance | undefined;
  private readonly apps: FastifyInstance[] = [];
  /** Sandboxes and mailboxes started for the apps: stopped after the apps close. */
  private readonly standIns: (() => Promise<void>)[] = [];

  constructor(readonly engine: Engine) {}

  static setup(engine: Engine, options: AppOptions = {}): TestServer {
    const server = new TestServer(engine);
    beforeAll(async () => {
      server.testDb = await engine.open();
      await seedDemo(server.db);
      server.mainApp = await server.build(options);
    });
    afterAll(async () => {
      for (const app of server.apps.splice(0)) await app.close();
      for (const stop of server.standIns.splice(0)) await stop();
      await server.testDb?.dispose();
    });
    return server;
  }

  get database(): Database {
    if (!this.testDb) throw new Error('TestServer used before beforeAll');
    return this.testDb.database;
  }

  get db(): Db {
    return this.database.db;
  }

  /** The app at T0 with the default test config. */
  get app(): FastifyInstance {
    if (!this.mainApp) throw new Error('TestServer used before beforeAll');
    return this.mainApp;
  }

  /** A new client (own XSRF cookie) of the main app. */
  client(): Client {
    return new Client(this.app);
  }

  /** Another app on the same database (closed in afterAll); its clock defaults to T0. */
  async build(options: AppOptions = {}): Promise<FastifyInstance> {
    const config = testConfig(options.env);
    const clock = options.clock ?? fixedClock(T0);
    const services = offlineServices(config);
    let sandbox: PaymentSandbox | undefined;
    if (options.sandbox) {
      const started = await startSandboxFor(config, clock);
      sandbox = started.sandbox;
      services.payments = started.payments;
      this.standIns.push(() => started.sandbox.close());
    }
    if (options.mailbox) {
      const mailbox = new DevMailbox(path.join(config.dataDir, 'mailbox'));
      await mailbox.start();
      this.standIns.push(() => mailbox.stop());
      services.mail = { smtpUrl: config.mail.smtpUrl, mailbox };
    }
    const app = await buildApp({
      config,
      database: this.database,
      clock,
      ...services,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    this.apps.push(app);
    if (sandbox) sandboxes.set(app, sandbox);
    return app;
  }

  /** A client of another app on the same database whose clock stands at T0 + `offsetMs`. */
  async clientAt(offsetMs: number, env: Record<string, string> = {}): Promise<Client> {
    return new Client(await this.build({ clock: fixedClock(new Date(T0.getTime() + offsetMs)), env }));
  }

  /**
   * A new web account with the demo password, linked to individual taxpayer 100005 unless told
   * otherwise, so a test that changes state (lockout, status) leaves the demo accounts alone.
   */
  async addUser(
    prefix: string,
    options: { links?: string[]; business?: boolean; status?: string } = {},
  ): Promise<string> {
    const username = `${prefix}.${randomBytes(4).toString('hex')}`;
    const [jane] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'jane.taxpayer'));
    const [row] = await this.db
      .insert(users)
      .values({
        username,
        email: `${username}@example.test`,
        passwordHash: jane!.passwordHash,
        firstName: 'Test',
        isBusinessUser: options.business ?? false,
        status: options.status ?? 'active',
      })
      .returning({ id: users.id });
    for (const taxpayerId of options.links ?? ['100005']) {
      await this.db.insert(userTaxpayers).values({ userId: row!.id, taxpayerId });
    }
    return username;
  }
}
