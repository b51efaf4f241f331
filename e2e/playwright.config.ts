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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
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
  webServer: {
    command: 'npx tsx apps/local/src/main.ts',
    cwd: root,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    // A shared, loaded machine can take longer to start the server (E2E_SERVER_TIMEOUT_MS).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    stdout: 'ignore',
    stderr: 'pipe',
    // The server's clock starts in March 2026 (filing tax year 2025), so dated demo data stays in range.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      CLOCK_AT: '2026-03-02T15:00:00Z',
      // Every browser test comes from 127.0.0.1: the per-address sign-in and account limits would
      // throttle the suite (they have their own API tests).
      SIGNIN_RATE_LIMIT_PER_MINUTE: '10000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
      // The reminder job runs every few seconds, 60 days ahead: on 2 March the 2025 annual return
      // (due 15 April) is reminded of, so reminders.spec.ts finds one in the mailbox (ADR 0042).
      REMINDER_INTERVAL_MS: '3000',
      REMINDER_DAYS_BEFORE: '60,14,3',
    },
  },
});
