import { checkA11y, expect, test } from './support/fixtures';

test('keyboard alone: skip link, agreement, sign-in, a dashboard tile; focus on each new heading', async ({
  page,
}) => {
  await page.goto('/');
  // The page is drawn (its route chunk loaded) before the person starts pressing keys.
  await expect(page.locator('main h1')).toHaveText('Welcome to CCA eFile');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  const agree = page.getByRole('button', { name: 'I Agree' });
  for (let i = 0; i < 30 && !(await agree.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(agree).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle(/\| CCA eFile$/);

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('jane.taxpayer');
  await page.keyboard.press('Tab');
  await page.keyboard.type('eFile-Demo-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle('Dashboard | CCA eFile');
  await checkA11y(page);

  const start = page.getByRole('link', { name: 'Start Individual Annual Return' });
  for (let i = 0; i < 40 && !(await start.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forms\/individual\/annual-return\?step=questionnaire$/);
  await expect(page.locator('main h1')).toBeFocused();
});
