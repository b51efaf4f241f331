import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_INACTIVITY } from '@efile/contracts';
import type { S3Settings } from './lib/s3-settings';
import type { NachaSettings } from './lib/nacha-settings';

const bool = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** Every environment variable the server reads, validated at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  /** The tables' owner (ADR 0048): production migrates over this and serves as DATABASE_URL's role. */
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** The audit chains' heads, appended as JSON lines outside the database (ADR 0048). */
  AUDIT_ANCHOR_FILE: z.string().min(1).optional(),
  /** The same anchors mailed (through the outbox) to an auditor's address. */
  AUDIT_ANCHOR_EMAIL: z.email().optional(),
  AUDIT_ANCHOR_MINUTES: int(1, 1440).default(15),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of this deployment's keys in Redis (rate-limit counters): several deployments or test runs may share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be 1-64 letters, digits or : . _ -')
    .default('efile-rl-'),
  /** How many API processes listen on HOST:PORT (node:cluster, ADR 0065); more than 1 needs DATABASE_URL. */
  API_PROCESSES: int(1, 64).default(1),
  /** Set by the primary for each API process it forks (1…API_PROCESSES); never set by hand. */
  EFILE_PROCESS_SLOT: int(1, 64).optional(),
  /** Tests and drills: each answer says which API process made it (X-Efile-Process); refused in production. */
  API_PROCESS_HEADER: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Uploaded files (issue 11): where the bytes go, and each user's rate limit and quota. */
  UPLOAD_STORE: z.enum(['filesystem', 's3']).default('filesystem'),
  UPLOAD_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_PREFIX: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  UPLOAD_RATE_LIMIT_PER_MINUTE: int(1, 10_000).default(10),
  UPLOAD_QUOTA_FILES: int(1, 100_000).default(50),
  UPLOAD_QUOTA_MB: int(1, 100_000).default(100),
  INACTIVITY_WARNING_MS: int(1000, 86_400_000).default(DEFAULT_INACTIVITY.warningTime),
  INACTIVITY_LOGOUT_MS: int(1000, 86_400_000).default(DEFAULT_INACTIVITY.logoutTime),
  SESSION_IDLE_MINUTES: int(1, 1440).default(20),
  SESSION_ABSOLUTE_HOURS: int(1, 168).default(12),
  /** Staff sessions (issue 16, ADR 0034): shorter than taxpayers'. */
  STAFF_SESSION_IDLE_MINUTES: int(1, 1440).default(15),
  STAFF_SESSION_ABSOLUTE_HOURS: int(1, 24).default(8),
  /** How long a staff sign-in waits for its second factor after the password. */
  STAFF_TICKET_MINUTES: int(1, 30).default(5),
  STAFF_INVITE_HOURS: int(1, 168).default(72),
  /** Mailed checks and paper returns above this many cents wait for a supervisor (ADR 0038). */
  MAILROOM_APPROVAL_CENTS: int(0, 10_000_000_000).default(100_000),
  /**
   * The agency's ACH origination (issue 27, docs/refund-batch-layouts.md): the bank the refund
   * batch's NACHA file goes to, the agency as the bank knows it. The defaults are placeholders for
   * development; an agency sets its bank's figures.
   */
  REFUND_ACH_DESTINATION: z
    .string()
    .regex(/^\d{9}$/)
    .default('041000124'),
  REFUND_ACH_DESTINATION_NAME: z.string().max(23).default('FEDERAL RESERVE BANK'),
  REFUND_ACH_ORIGIN: z
    .string()
    .regex(/^[0-9 ]{10}$|^\d{9}$/)
    .default('1346000000'),
  REFUND_ACH_ORIGIN_NAME: z.string().max(23).default('CENTRAL COLLECTION AGCY'),
  REFUND_ACH_COMPANY_NAME: z.string().max(16).default('CITY TAX REFUND'),
  REFUND_ACH_COMPANY_ID: z.string().max(10).default('1346000000'),
  REFUND_ACH_ODFI: z
    .string()
    .regex(/^\d{8}$/)
    .default('04100012'),
  /** The same billing statement filed again within this many minutes is the same filing (ADR 0049). */
  FILING_DUPLICATE_WINDOW_MINUTES: int(1, 1440).default(10),
  /** 32 bytes, base64: encrypts staff TOTP secrets at rest; required in production. */
  STAFF_TOTP_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  /** 32 bytes, base64: seals short secrets in database fields (a refund's bank account number); required in production. */
  EFILE_FIELD_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  SIGNIN_MAX_FAILURES: int(1, 100).default(5),
  SIGNIN_LOCKOUT_MINUTES: int(1, 1440).default(15),
  SIGNIN_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(30),
  /** The longest a sign-in waits while its username is under attack from many sources (ADR 0015). */
  SIGNIN_SLOWDOWN_MAX_MS: int(0, 30_000).default(2000),
  /** Per IP, for each call that sends mail, checks a link token or a taxpayer ID. */
  ACCOUNT_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(10),
  /** Reset, resend and registration answer no sooner than this, account or not (no enumeration). */
  ACCOUNT_ANSWER_FLOOR_MS: int(0, 5000).default(250),
  COOKIE_SECURE: bool.optional(),
  /** ADR 0015: how many proxies stand in front (1…10), or their addresses/CIDRs; never "true". */
  TRUST_PROXY: z.string().default('false'),
  SUPPORT_EMAIL: z.email().default('efilesupport@cca.example.gov'),
  SUPPORT_PHONE: z.string().min(7).default('216-664-2070'),
  /** The agency's phones on the contact page, by what each is for (general: SUPPORT_PHONE); the
   * defaults of the individual and business lines are placeholders (555-01xx) the agency replaces. */
  CONTACT_PHONE_INDIVIDUAL: z.string().min(7).default('216-555-0170'),
  CONTACT_PHONE_BUSINESS: z.string().min(7).default('216-555-0180'),
  CONTACT_PHONE_GENERAL: z.string().min(7).optional(),
  /** An external identity provider's registration and profile pages (ADR 0021); unset: ours. */
  IDENTITY_REGISTER_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  IDENTITY_PROFILE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** Where mail goes: smtp://user:pass@host:587 or smtps://…; required in production. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('CCA eFile <no-reply@cca.example.gov>'),
  /** The portal's address as people reach it: the links in e-mails start with it. */
  PUBLIC_URL: z.url('must be a URL').optional(),
  CONTACT_GENERAL_EMAIL: z.email().default('cca-individual@cca.example.gov'),
  CONTACT_WEBSITE_EMAIL: z.email().default('efilesupport@cca.example.gov'),
  /** Deliver the outbox from this process (turn off on nodes that only serve requests). */
  MAIL_WORKER: bool.default(true),
  MAIL_POLL_MS: int(100, 600_000).default(1000),
  /** The external payment provider (required in production); unset: the local launcher starts the sandbox. */
  PAYMENT_PROVIDER_URL: z.url('must be a URL').optional(),
  /** The portal's application id at the provider, and the secret both put in server-to-server calls. */
  PAYMENT_APPLICATION_ID: z.string().min(1).max(64).default('CCA-EFILE'),
  PAYMENT_SECURITY_ID: z.string().min(16).optional(),
  /** How often this node runs the payment reconciliation (ADR 0014); 0 = not on this node. */
  PAYMENT_RECONCILE_MS: int(0, 86_400_000).default(60_000),
  /** A session no notification settled is asked about once it is this old. */
  PAYMENT_RECONCILE_AFTER_MS: int(0, 86_400_000).default(300_000),
  /** My Account reads kept per process, revalidated by the account's version (0 = none kept). */
  ACCOUNT_CACHE_ENTRIES: int(0, 1_000_000).default(2_000),
  /** E-mail reminders before estimate installments and the annual return's due date (ADR 0033). */
  REMINDERS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** How many days before each due date a reminder goes: a comma-separated list (0 = on the day). */
  REMINDER_DAYS_BEFORE: z
    .string()
    .regex(/^\s*\d{1,3}\s*(,\s*\d{1,3}\s*)*$/, 'must be whole numbers of days, comma-separated (e.g. 14,3)')
    .default('14,3'),
  /** How often this node runs the reminder job (every node may; a reminder is still queued once). */
  REMINDER_INTERVAL_MS: int(1000, 86_400_000).default(3_600_000),
  /** Where the local launcher's payment sandbox listens (its own origin); default PORT + 1, 0 = any free port. */
  PAYMENT_SANDBOX_PORT: int(0, 65_535).optional(),
  /** Development only: start the clock at this instant (ISO 8601). */
  CLOCK_AT: z.iso.datetime({ offset: true }).optional(),
  /** Create the demo data on first start: default on outside production, refused in production. */
  SEED_ON_START: bool.optional(),
  /** Serve the OpenAPI document at /api/docs; default: outside production only. */
  API_DOCS: bool.optional(),
  /** Bearer token for /api/metrics; unset: open outside production, not served in production. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** The owner's URL: migrations run over it (production with DATABASE_URL, ADR 0048). */
  migrationDatabaseUrl: string | undefined;
  /** Where the audit chains' heads are anchored outside the database, and how often (ADR 0048). */
  auditAnchors: { file: string | undefined; email: string | undefined; everyMs: number };
  /** Rate-limit counters shared by every node; in memory (one node) when unset. */
  redisUrl: string | undefined;
  /** The prefix of this deployment's Redis keys (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /**
   * API processes on HOST:PORT (ADR 0065): `count` forked by a primary when above 1; `slot` is
   * this process's place among them (1 when there is one), kept by a replacement; `header`:
   * answers carry X-Efile-Process (tests, never production).
   */
  apiProcesses: { count: number; slot: number; header: boolean };
  logLevel: Env['LOG_LEVEL'];
  /** Development without LOG_LEVEL: a request logs only when it warns or fails (ADR 0029). */
  quietRequestLog: boolean;
  webDist: string;
  uploads: {
    store: { kind: 'filesystem'; dir: string } | ({ kind: 's3' } & S3Settings);
    ratePerMinute: number;
    quotaFiles: number;
    quotaBytes: number;
  };
  inactivity: { warningTime: number; logoutTime: number };
  session: { idleMs: number; absoluteMs: number };
  staff: { idleMs: number; absoluteMs: number; ticketMs: number; inviteMs: number; totpKey: Buffer };
  /** The key of sealed fields (lib/sealed.ts): EFILE_FIELD_KEY, or outside production a development key. */
  fieldKey: Buffer;
  /** What arrives by mail (ADR 0038): above `approvalCents` a posting waits for a second person. */
  mailroom: { approvalCents: number };
  /** Refund batches (issue 27): the NACHA file's origination. */
  refunds: { nacha: NachaSettings };
  /** Issue 23 item 3: an identical billing statement within `duplicateWindowMs` is a repeat. */
  filing: { duplicateWindowMs: number };
  signin: { maxFailures: number; lockoutMs: number; ratePerMinute: number; slowdownCapMs: number };
  accountRatePerMinute: number;
  accountAnswerFloorMs: number;
  cookieSecure: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (never "trust all"). */
  trustProxy: false | number | string[];
  support: { email: string; phone: string };
  contactPhones: { individual: string; business: string; general: string };
  identity: { registerUrl: string | null; profileUrl: string | null };
  clockAt: string | undefined;
  seedOnStart: boolean;
  apiDocs: boolean;
  /** Undefined: /api/metrics is open outside production and absent in production. */
  metricsToken: string | undefined;
  payment: {
    /** Undefined outside production: the local launcher (apps/local) starts the sandbox on `sandboxPort`. */
    provider: { url: string; applicationId: string; securityId: string } | undefined;
    applicationId: string;
    reconcile: { everyMs: number; afterMs: number };
    sandboxPort: number;
  };
  /** How many taxpayers' My Account reads each process keeps (ACCOUNT_CACHE_ENTRIES; 0: none). */
  accountCacheEntries: number;
  reminders: {
    /** REMINDERS=on: this node runs the job every `everyMs` (tests call it themselves). */
    enabled: boolean;
    /** Days before a due date a reminder goes, largest first, no repeats (each at most 366). */
    daysBefore: number[];
    everyMs: number;
  };
  mail: {
    /** Undefined outside production: the local launcher's mailbox on loopback receives everything. */
    smtpUrl: string | undefined;
    from: string;
    publicUrl: string;
    contact: { general: string; website: string };
    worker: boolean;
    pollMs: number;
  };
}

export class ConfigError extends Error {}

/** The development-only key of staff TOTP secrets (production sets STAFF_TOTP_KEY). */
const DEV_TOTP_KEY = Buffer.alloc(32, 'efile-development-only-totp-key!').toString('base64');

/** The development-only key of sealed fields (production sets EFILE_FIELD_KEY). */
const DEV_FIELD_KEY = Buffer.alloc(32, 'efile-development-only-field-key').toString('base64');

/** An address or CIDR block proxy-addr understands: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrBlock(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, the number of proxies in front (the client address is then the one the
 * outermost proxy saw), or a comma-separated list of the proxies' addresses. `true` (trust every
 * hop, so the client's own X-Forwarded-For) is refused: ADR 0015.
 */
function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 10) return Number(v);
  const list = v.split(',').map((s) => s.trim());
  if (v !== 'true' && list.every(isAddressOrBlock)) return list;
  throw new ConfigError(
    "Invalid configuration:\n  TRUST_PROXY: must be false, the number of proxies in front (1-10) or their addresses (e.g. 10.0.0.0/8); 'true' would trust the client's own X-Forwarded-For",
  );
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.INACTIVITY_WARNING_MS >= e.INACTIVITY_LOGOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  INACTIVITY_WARNING_MS: must be less than INACTIVITY_LOGOUT_MS',
    );
  }
  if (e.CLOCK_AT && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  CLOCK_AT: must not be set in production');
  }
  if (e.SEED_ON_START && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_ON_START: demo data (published password) is never created in production',
    );
  }
  if (e.NODE_ENV === 'production' && (!e.SMTP_URL || !e.PUBLIC_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL and PUBLIC_URL: both are required in production',
    );
  }
  const providerSettings = [e.PAYMENT_PROVIDER_URL, e.PAYMENT_SECURITY_ID];
  if (providerSettings.some(Boolean) && !providerSettings.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER_URL and PAYMENT_SECURITY_ID: set both or neither',
    );
  }
  if (e.NODE_ENV === 'production' && !e.PAYMENT_PROVIDER_URL) {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_PROVIDER_URL: required in production');
  }
  if (e.NODE_ENV === 'production' && !e.STAFF_TOTP_KEY) {
    throw new ConfigError('Invalid configuration:\n  STAFF_TOTP_KEY: required in production');
  }
  if (e.API_PROCESSES > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  API_PROCESSES: more than 1 needs DATABASE_URL (PostgreSQL); the embedded database (PGlite) serves one process',
    );
  }
  if (e.API_PROCESSES > 1 && e.NODE_ENV === 'production' && !e.REDIS_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  API_PROCESSES: more than 1 in production needs REDIS_URL, or each per-address rate limit is multiplied by the processes',
    );
  }
  if (e.API_PROCESS_HEADER && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  API_PROCESS_HEADER: must not be set in production');
  }
  if (e.NODE_ENV === 'production' && !e.EFILE_FIELD_KEY) {
    throw new ConfigError('Invalid configuration:\n  EFILE_FIELD_KEY: required in production');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    auditAnchors: {
      file: e.AUDIT_ANCHOR_FILE ? path.resolve(e.AUDIT_ANCHOR_FILE) : undefined,
      email: e.AUDIT_ANCHOR_EMAIL,
      everyMs: e.AUDIT_ANCHOR_MINUTES * 60_000,
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    apiProcesses: { count: e.API_PROCESSES, slot: e.EFILE_PROCESS_SLOT ?? 1, header: e.API_PROCESS_HEADER },
    logLevel: e.LOG_LEVEL,
    quietRequestLog: e.NODE_ENV === 'development' && !source.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    uploads: uploadSettings(e),
    inactivity: { warningTime: e.INACTIVITY_WARNING_MS, logoutTime: e.INACTIVITY_LOGOUT_MS },
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    staff: {
      idleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000,
      ticketMs: e.STAFF_TICKET_MINUTES * 60_000,
      inviteMs: e.STAFF_INVITE_HOURS * 3_600_000,
      // Outside production a fixed development key (the demo staff's secrets are published anyway).
      totpKey: Buffer.from(e.STAFF_TOTP_KEY ?? DEV_TOTP_KEY, 'base64'),
    },
    // Outside production a fixed development key, like the TOTP key: the demo's data is published anyway.
    fieldKey: Buffer.from(e.EFILE_FIELD_KEY ?? DEV_FIELD_KEY, 'base64'),
    mailroom: { approvalCents: e.MAILROOM_APPROVAL_CENTS },
    refunds: {
      nacha: {
        immediateDestination: e.REFUND_ACH_DESTINATION,
        immediateDestinationName: e.REFUND_ACH_DESTINATION_NAME,
        immediateOrigin: e.REFUND_ACH_ORIGIN,
        immediateOriginName: e.REFUND_ACH_ORIGIN_NAME,
        companyName: e.REFUND_ACH_COMPANY_NAME,
        companyId: e.REFUND_ACH_COMPANY_ID,
        odfiId: e.REFUND_ACH_ODFI,
      },
    },
    filing: { duplicateWindowMs: e.FILING_DUPLICATE_WINDOW_MINUTES * 60_000 },
    signin: {
      maxFailures: e.SIGNIN_MAX_FAILURES,
      lockoutMs: e.SIGNIN_LOCKOUT_MINUTES * 60_000,
      ratePerMinute: e.SIGNIN_RATE_LIMIT_PER_MINUTE,
      slowdownCapMs: e.SIGNIN_SLOWDOWN_MAX_MS,
    },
    accountRatePerMinute: e.ACCOUNT_RATE_LIMIT_PER_MINUTE,
    accountAnswerFloorMs: e.ACCOUNT_ANSWER_FLOOR_MS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE },
    contactPhones: {
      individual: e.CONTACT_PHONE_INDIVIDUAL,
      business: e.CONTACT_PHONE_BUSINESS,
      general: e.CONTACT_PHONE_GENERAL ?? e.SUPPORT_PHONE,
    },
    identity: { registerUrl: e.IDENTITY_REGISTER_URL ?? null, profileUrl: e.IDENTITY_PROFILE_URL ?? null },
    clockAt: e.CLOCK_AT,
    seedOnStart: e.SEED_ON_START ?? e.NODE_ENV !== 'production',
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN,
    payment: {
      provider:
        e.PAYMENT_PROVIDER_URL && e.PAYMENT_SECURITY_ID
          ? {
              url: e.PAYMENT_PROVIDER_URL.replace(/\/+$/, ''),
              applicationId: e.PAYMENT_APPLICATION_ID,
              securityId: e.PAYMENT_SECURITY_ID,
            }
          : undefined,
      applicationId: e.PAYMENT_APPLICATION_ID,
      reconcile: { everyMs: e.PAYMENT_RECONCILE_MS, afterMs: e.PAYMENT_RECONCILE_AFTER_MS },
      sandboxPort: e.PAYMENT_SANDBOX_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1),
    },
    accountCacheEntries: e.ACCOUNT_CACHE_ENTRIES,
    reminders: {
      enabled: e.REMINDERS === 'on',
      daysBefore: reminderDays(e.REMINDER_DAYS_BEFORE),
      everyMs: e.REMINDER_INTERVAL_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
      contact: { general: e.CONTACT_GENERAL_EMAIL, website: e.CONTACT_WEBSITE_EMAIL },
      worker: e.MAIL_WORKER,
      pollMs: e.MAIL_POLL_MS,
    },
  };
}

/** REMINDER_DAYS_BEFORE: '14,3' → [14, 3]; each at most 366 days. */
function reminderDays(value: string): number[] {
  const days = [...new Set(value.split(',').map((d) => Number(d.trim())))].sort((a, b) => b - a);
  if (days.some((d) => d > 366))
    throw new ConfigError('Invalid configuration:\n  REMINDER_DAYS_BEFORE: each must be at most 366 days');
  return days;
}

/** UPLOAD_STORE=s3 needs its endpoint, bucket and keys; the filesystem store a folder (DATA_DIR/uploads). */
function uploadSettings(e: Env): Config['uploads'] {
  const limits = {
    ratePerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    quotaFiles: e.UPLOAD_QUOTA_FILES,
    quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
  };
  if (e.UPLOAD_STORE === 'filesystem') {
    return {
      store: { kind: 'filesystem', dir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')) },
      ...limits,
    };
  }
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when UPLOAD_STORE=s3',
    );
  }
  return {
    store: {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      ...(e.S3_PREFIX ? { prefix: e.S3_PREFIX } : {}),
      credentials: {
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        ...(e.S3_SESSION_TOKEN ? { sessionToken: e.S3_SESSION_TOKEN } : {}),
      },
    },
    ...limits,
  };
}
