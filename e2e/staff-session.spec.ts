import { checkA11y, expect, test } from './support/fixtures';
import { signInStaff } from './support/staff';

/**
 * Issue 28 item 6: the console's session ends after 15 idle minutes on the server. A person who
 * typed is kept signed in; one away is warned before the end with a countdown; staying keeps the page and what was typed in it. The
 * browser's clock is moved forward (the server's session is fresh: staying extends it for real).
 */
test('a clerk away from a half-typed search is warned before the idle end, stays, and keeps the text', async ({
  page,
}) => {
  await page.clock.install();
  await signInStaff(page, 'clerk');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Find a taxpayer' })
    .click();
  await expect(page.locator('main h1')).toHaveText('Find a taxpayer');
  const reason = page.getByLabel('Reason for looking');
  await reason.fill('Caller asks about a letter dated 3 February');
  await reason.focus();

  // Having typed, the clerk is working: past half the idle time the console extends the session
  // (a call to /me) rather than warn. Then the clerk is away: thirteen more minutes, the warning.
  const extended = page.waitForResponse((r) => r.url().endsWith('/api/staff/me') && r.ok());
  await page.clock.fastForward('12:00');
  await extended;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward('13:10');
  const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^You will be signed out in 1:\d\d\.$/);
  await checkA11y(page);

  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(reason).toHaveValue('Caller asks about a letter dated 3 February');
  await expect(page.locator('main h1')).toHaveText('Find a taxpayer');
  // Staying reached the server: the session is extended, and the console still works.
  await page.getByLabel('Search for').fill('Undated');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
});

test('a console page opened in another tab (Ctrl+click) is signed in as the first; signing out ends both', async ({
  page,
  context,
}) => {
  await signInStaff(page, 'clerk');
  const other = await context.newPage();
  await other.goto('/staff/rules');
  await expect(other.locator('main h1')).toHaveText('Tax rules');
  await expect(other.getByTestId('staff-user')).toContainText('staff.clerk');
  await checkA11y(other);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/signin/);
  await other.reload();
  await expect(other).toHaveURL(/\/staff\/signin/);
});
