import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './support/production-env';

/** The ConfigError loadConfig throws for this environment. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const PROVIDER = {
  PAYMENT_PROVIDER_URL: 'https://pay.example.com/',
  PAYMENT_SECURITY_ID: 'secret-0123456789abcdef',
};

describe('configuration', () => {
  it('defaults follow the spec and the documented limits', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.inactivity).toEqual({ warningTime: 900_000, logoutTime: 1_200_000 });
    expect(config.session).toEqual({ idleMs: 20 * 60_000, absoluteMs: 12 * 3_600_000 });
    expect(config.signin).toEqual({
      maxFailures: 5,
      lockoutMs: 15 * 60_000,
      ratePerMinute: 30,
      slowdownCapMs: 2000,
    });
    expect(config.cookieSecure).toBe(false);
  });

  it('production defaults to secure cookies', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:587',
      PUBLIC_URL: 'https://efile.example.gov',
      ...PROVIDER,
      STAFF_TOTP_KEY: PRODUCTION_ENV.STAFF_TOTP_KEY,
      EFILE_FIELD_KEY: PRODUCTION_ENV.EFILE_FIELD_KEY,
    };
    expect(loadConfig(production).cookieSecure).toBe(true);
  });

  it('production requires the key of staff TOTP secrets, 32 bytes (issue 16)', () => {
    const { STAFF_TOTP_KEY: key, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKey)).toThrow(/STAFF_TOTP_KEY: required in production/);
    expect(() => loadConfig({ ...withoutKey, STAFF_TOTP_KEY: 'c2hvcnQ=' })).toThrow(
      /STAFF_TOTP_KEY: must be 32 bytes/,
    );
    expect(loadConfig(PRODUCTION_ENV).staff.totpKey).toEqual(Buffer.from(key, 'base64'));
    // Outside production a development key, and the staff's shorter sessions.
    expect(loadConfig({}).staff).toMatchObject({ idleMs: 15 * 60_000, absoluteMs: 8 * 3_600_000 });
  });

  it('production requires the key of sealed fields, 32 bytes (issue 27)', () => {
    const { EFILE_FIELD_KEY: key, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKey)).toThrow(/EFILE_FIELD_KEY: required in production/);
    expect(() => loadConfig({ ...withoutKey, EFILE_FIELD_KEY: 'c2hvcnQ=' })).toThrow(
      /EFILE_FIELD_KEY: must be 32 bytes/,
    );
    expect(loadConfig(PRODUCTION_ENV).fieldKey).toEqual(Buffer.from(key, 'base64'));
    // Outside production a development key of the same length, not the TOTP key.
    const dev = loadConfig({});
    expect(dev.fieldKey).toHaveLength(32);
    expect(dev.fieldKey.equals(dev.staff.totpKey)).toBe(false);
  });

  it('production requires the payment provider; its URL and security id come together', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587', PUBLIC_URL: 'https://e.gov' };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER_URL: required in production/);
    expect(() => loadConfig({ PAYMENT_PROVIDER_URL: 'https://pay.example.com' })).toThrow(
      /set both or neither/,
    );
    const staffKey = {
      STAFF_TOTP_KEY: PRODUCTION_ENV.STAFF_TOTP_KEY,
      EFILE_FIELD_KEY: PRODUCTION_ENV.EFILE_FIELD_KEY,
    };
    expect(loadConfig({ ...production, ...PROVIDER, ...staffKey }).payment.provider).toEqual({
      url: 'https://pay.example.com',
      applicationId: 'CCA-EFILE',
      securityId: PROVIDER.PAYMENT_SECURITY_ID,
    });
    // Outside production the sandbox runs next to the portal: its own port, so its own origin.
    expect(loadConfig({ PORT: '9000' }).payment).toMatchObject({ provider: undefined, sandboxPort: 9001 });
    expect(loadConfig({ PORT: '0' }).payment.sandboxPort).toBe(0);
  });

  it('production requires real mail delivery and the public address for links', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL and PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must start with smtp/);
    const config = loadConfig({ PORT: '9000', MAIL_WORKER: 'false' });
    expect(config.mail.publicUrl).toBe('http://127.0.0.1:9000');
    expect(config.mail.worker).toBe(false);
    expect(config.mail.contact).toEqual({
      general: 'cca-individual@cca.example.gov',
      website: 'efilesupport@cca.example.gov',
    });
  });

  it('external identity pages must be http(s) addresses', () => {
    expect(() => loadConfig({ IDENTITY_REGISTER_URL: 'javascript:alert(1)' })).toThrow(
      /IDENTITY_REGISTER_URL: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ IDENTITY_PROFILE_URL: 'not a url' })).toThrow(/IDENTITY_PROFILE_URL/);
    expect(loadConfig({ CONTACT_PHONE_GENERAL: '216-555-0199' }).contactPhones.general).toBe('216-555-0199');
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgresql://app@db:5432/efile',
      INACTIVITY_WARNING_MS: '60000',
      INACTIVITY_LOGOUT_MS: '120000',
      SIGNIN_MAX_FAILURES: '3',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgresql://app@db:5432/efile');
    expect(config.inactivity).toEqual({ warningTime: 60_000, logoutTime: 120_000 });
    expect(config.signin.maxFailures).toBe(3);
  });

  it('an empty variable counts as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://cache:6379'],
    ['LOG_LEVEL', 'verbose'],
    ['SIGNIN_MAX_FAILURES', '0'],
    ['COOKIE_SECURE', 'yes'],
    ['SUPPORT_EMAIL', 'not-an-email'],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const { message } = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });

  it.each([
    ['1200000', '1200000'],
    ['1300000', '1200000'],
  ])('rejects INACTIVITY_WARNING_MS=%s with INACTIVITY_LOGOUT_MS=%s', (warning, logout) => {
    const error = configError({ INACTIVITY_WARNING_MS: warning, INACTIVITY_LOGOUT_MS: logout });
    expect(error.message).toContain('INACTIVITY_WARNING_MS');
  });

  it('rejects a warning at or after the default logout time', () => {
    expect(configError({ INACTIVITY_WARNING_MS: '1200000' }).message).toContain('INACTIVITY_WARNING_MS');
  });

  it('refuses CLOCK_AT in production', () => {
    const error = configError({ NODE_ENV: 'production', CLOCK_AT: '2026-04-01T12:00:00Z' });
    expect(error.message).toContain('CLOCK_AT');
    expect(loadConfig({ CLOCK_AT: '2026-04-01T12:00:00Z' }).clockAt).toBe('2026-04-01T12:00:00Z');
  });

  it('API_PROCESSES: one by default; more need PostgreSQL, and Redis in production (ADR 0065)', () => {
    const one = loadConfig({});
    expect(one.apiProcesses).toEqual({ count: 1, slot: 1, header: false });
    expect(one.redisKeyPrefix).toBe('efile-rl-');
    // PGlite is one process: several on the embedded database are refused, naming the variable.
    expect(configError({ API_PROCESSES: '2' }).message).toMatch(/API_PROCESSES: .*DATABASE_URL/);
    const pg = { DATABASE_URL: 'postgres://efile@db/efile' };
    expect(loadConfig({ ...pg, API_PROCESSES: '4', EFILE_PROCESS_SLOT: '3' }).apiProcesses).toEqual({
      count: 4,
      slot: 3,
      header: false,
    });
    expect(configError({ ...pg, API_PROCESSES: '0' }).message).toContain('API_PROCESSES');
    expect(configError({ ...pg, API_PROCESSES: '65' }).message).toContain('API_PROCESSES');
    // In production each per-address limit would be counted per process without Redis.
    expect(configError({ ...PRODUCTION_ENV, ...pg, API_PROCESSES: '2' }).message).toMatch(
      /API_PROCESSES: .*REDIS_URL/,
    );
    const shared = { ...PRODUCTION_ENV, ...pg, API_PROCESSES: '2', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig(shared).apiProcesses.count).toBe(2);
    // Which process answered is for tests and drills, never production.
    expect(loadConfig({ API_PROCESS_HEADER: 'true' }).apiProcesses.header).toBe(true);
    expect(configError({ ...shared, API_PROCESS_HEADER: 'true' }).message).toContain('API_PROCESS_HEADER');
  });

  it('REDIS_KEY_PREFIX keeps deployments and test runs apart on one Redis', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'efile-ci-42:' }).redisKeyPrefix).toBe('efile-ci-42:');
    expect(configError({ REDIS_KEY_PREFIX: 'has space' }).message).toContain('REDIS_KEY_PREFIX');
  });
});
