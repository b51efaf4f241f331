import { checkA11y, expect, test } from './support/fixtures';
import { signInStaff } from './support/staff';

/** Issue 16, ADR 0036: the agency's console — its own entry, sign-in with TOTP, its pages. */

test('a taxpayer page never loads the console bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const staffHtml = await (await page.request.get('/staff')).text();
  const staffEntry = /src="(\/assets\/staff-[^"]+\.js)"/.exec(staffHtml)?.[1];
  expect(staffEntry, 'the console page names its own entry').toBeTruthy();
  expect(scripts).not.toContain(staffEntry);
  expect(scripts.filter((script) => script.includes('/staff'))).toEqual([]);
});

test('the console page is not indexed and starts at its sign-in', async ({ page }) => {
  const response = await page.goto('/staff');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveURL(/\/staff\/signin$/);
  await expect(page.locator('main h1')).toHaveText('Sign in to the agency console');
  await checkA11y(page);
});

test('a clerk signs in with a TOTP code, sees the console home and signs out', async ({ page }) => {
  await signInStaff(page, 'clerk');
  await expect(page.getByTestId('staff-user')).toHaveText('staff.clerk (Clerk)');
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/signin$/);
  await expect(page.getByText('You have signed out of the agency console.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
