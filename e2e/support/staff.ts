import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { checkA11y, tabTo } from './fixtures';

/** The demo staff of the README (seeded with the demo data; issue 16, ADR 0034). */
export const STAFF_PASSWORD = 'eFile-Staff-Demo-2026';
export const DEMO_STAFF = {
  clerk: { username: 'staff.clerk', secret: 'MVTGS3DFFVSGK3LPFVRWYZLSNMAAAAAA' },
  supervisor: { username: 'staff.supervisor', secret: 'MVTGS3DFFVSGK3LPFVZXK4DFOJ3GS43P' },
  administrator: { username: 'staff.admin', secret: 'MVTGS3DFFVSGK3LPFVQWI3LJNZUXG5DS' },
  /** The second administrator, who approves what the first one invites (ADR 0048). */
  secondAdministrator: { username: 'staff.admin2', secret: 'MVTGS3DFFVSGK3LPFVQWI3LJNYWXI53P' },
  auditor: { username: 'staff.auditor', secret: 'MVTGS3DFFVSGK3LPFVQXKZDJORXXEAAA' },
} as const;
export type DemoStaffRole = keyof typeof DEMO_STAFF;

const STEP_MS = 30_000;
/** STAFF_TICKET_MINUTES (5, the default the browser tests' server runs with). */
const TICKET_MS = 5 * 60_000;

/** The six-digit code of a secret for a 30-second step. */
export function staffCode(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * STEP_MS,
  });
}

/** The server's now (ms), from a sign-in ticket's `expiresAt` (the server's now + STAFF_TICKET_MINUTES). */
export function serverClock(ticketExpiresAt: string): () => number {
  const offset = new Date(ticketExpiresAt).getTime() - TICKET_MS - Date.now();
  return () => Date.now() + offset;
}

/** One file per test run (its fresh database) and role: the last step a sign-in used. */
function stepFile(role: DemoStaffRole): string {
  const run = path.basename(process.env.E2E_DATA_DIR ?? 'default');
  return path.join(tmpdir(), `efile-e2e-staff-${run}-${role}`);
}

function withLock<T>(file: string, work: () => T): T {
  const lock = `${file}.lock`;
  for (let i = 0; ; i += 1) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // A lock left by a killed worker is stale after a few seconds.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 5_000) rmSync(lock, { force: true });
      if (i > 500) throw new Error(`staff sign-in lock ${lock} never freed`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Claims the step whose code this sign-in sends: the server's current step, or a later one when
 * another test (any worker) already used it for this role. The server accepts a code one step
 * ahead, so the second sign-in in the same 30 s needs no wait; a third waits for the next step.
 */
function claimStep(role: DemoStaffRole, serverStep: number): number {
  const file = stepFile(role);
  return withLock(file, () => {
    const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -1;
    const step = Math.max(serverStep, last + 1);
    writeFileSync(file, String(step));
    return step;
  });
}

/**
 * Signs in to the console as the demo member of staff of `role`, through the pages (username and
 * password, then the authenticator code), and waits for the console's home page.
 *
 * Two things make TOTP awkward in browser tests, and this is how the helper deals with them:
 * - **The server's clock is not this process's** (`CLOCK_AT` runs the server from another date).
 *   The password step's ticket says when it expires (the server's now + STAFF_TICKET_MINUTES), so
 *   the server's now is read from it and the code is made for the server's step.
 * - **Each code works once per account and step**: the server refuses a step at or before the
 *   last one used. Tests run in parallel workers, so the steps used are kept per role in a file
 *   under the temporary folder (named after this run's database), claimed under a lock: a sign-in
 *   takes the next unused step, which is the current one or the one after it (accepted: ±1 step),
 *   and waits only when both are taken (the test's timeout grows by that wait).
 */
export async function signInStaff(
  page: Page,
  role: DemoStaffRole,
  options: { keyboard?: boolean; a11y?: boolean } = {},
): Promise<void> {
  const staff = DEMO_STAFF[role];
  await page.goto('/staff/signin');
  const type = async (label: string, text: string) => {
    if (!options.keyboard) return page.getByLabel(label).fill(text);
    // Keyboard only: Tab from where focus is to the field, then type.
    await tabTo(page, new RegExp(`^\\s*${label}`));
    await page.keyboard.type(text);
  };
  await type('Username', staff.username);
  await type('Password', STAFF_PASSWORD);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/staff/signin') && r.request().method() === 'POST'),
    options.keyboard ? page.keyboard.press('Enter') : page.getByRole('button', { name: 'Continue' }).click(),
  ]);
  expect(response.status(), 'staff password step').toBe(200);
  const { expiresAt } = (await response.json()) as { expiresAt: string };
  const serverNow = serverClock(expiresAt);
  const step = claimStep(role, Math.floor(serverNow() / STEP_MS));
  // A code more than one step ahead is refused: wait until the step before it has begun.
  const wait = (step - 1) * STEP_MS - serverNow();
  if (wait > 0) {
    test.info().setTimeout(test.info().timeout + wait + 1_000);
    await page.waitForTimeout(wait + 200);
  }
  await expect(page.locator('main h1')).toHaveText('Enter your authentication code');
  if (options.a11y) await checkA11y(page);
  await type('Authentication code', staffCode(staff.secret, step));
  if (options.keyboard) await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.locator('main h1')).toHaveText('Agency console');
}
