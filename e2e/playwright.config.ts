import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!chromium) {
  throw new Error('Chromium not found: install it (apt-get install -y chromium) or set CHROME_PATH.');
}
const port = Number(process.env.E2E_PORT ?? 8391);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'efile-e2e-')));
/**
 * A second portal whose clock stands after the 2025 returns' due date (15 April 2026) and within
 * reminder reach of the 2026 estimate's last installment (15 January 2027): the `*.late.spec.ts`
 * specs (issue 22: filing late, paying what lateness adds, a reminder's Pay link) run against it.
 * Its own port (E2E_PORT + 2; its payment sandbox + 3) and database.
 */
const latePort = port + 2;
const lateURL = `http://127.0.0.1:${latePort}`;
const lateDataDir = (process.env.E2E_LATE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'efile-e2e-late-')));
const LATE_CLOCK_AT = '2026-12-01T15:00:00Z';

/** The local launcher on `at`, with a fresh database and its clock started at `clockAt`. */
function server(at: number, data: string, clockAt: string) {
  const url = `http://127.0.0.1:${at}`;
  return {
    command: 'npx tsx apps/local/src/main.ts',
    cwd: root,
    url: `${url}/api/ready`,
    reuseExistingServer: false,
    // Two portals start at once: on a loaded 2-core machine one took 100 s.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 240_000),
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // The main server's clock starts in March 2026 (filing tax year 2025), so dated demo data stays
    // in range; the late one's in December 2026 (see LATE_CLOCK_AT).
    env: {
      PORT: String(at),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      CLOCK_AT: clockAt,
      // Every browser test comes from 127.0.0.1: the per-address sign-in and account limits would
      // throttle the suite (they have their own API tests).
      SIGNIN_RATE_LIMIT_PER_MINUTE: '10000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
      // The reminder job runs every few seconds, 60 days ahead: on 2 March the 2025 annual return
      // (due 15 April) is reminded of, so reminders.spec.ts finds one in the mailbox (ADR 0042).
      REMINDER_INTERVAL_MS: '3000',
      REMINDER_DAYS_BEFORE: '60,14,3',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // One retry everywhere `npm test` runs (E2E_RETRIES=0 to see every first failure): on two loaded
  // cores a test sometimes outlives its timeout in axe's page.evaluate; a test that fails twice
  // still fails the run, and the report names each retried one as flaky.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: 'list',
  // A minute and a half a test: the console's tests sign in two or three staff (each waiting for its TOTP step)
  // and run axe on every state; on two loaded cores 30 s ran out (session 36's CI: 11 timeouts).
  // Stop 34 (a loaded CI machine): three staff tests ran 40–50 s of their 60, and a long taxpayer
  // journey ran out of it; a failing test only takes longer to say so.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  outputDir: path.join(tmpdir(), 'efile-e2e-results'),
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'march', testIgnore: '**/*.late.spec.ts' },
    { name: 'after-due-date', testMatch: '**/*.late.spec.ts', use: { baseURL: lateURL } },
  ],
  webServer: [server(port, dataDir, '2026-03-02T15:00:00Z'), server(latePort, lateDataDir, LATE_CLOCK_AT)],
});
