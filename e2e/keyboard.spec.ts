import { checkA11y, expect, signIn, tabTo, test } from './support/fixtures';

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
  await expect(page).toHaveURL(/\/forms\/individual\/annual-return\?step=businessIncome$/);
  await expect(page.locator('main h1')).toBeFocused();
});

test('keyboard alone: the estimate fails, is corrected from the error summary, calculated and filed', async ({
  page,
}) => {
  await signIn(page, 'kai.keyboard');
  await page.goto('/forms/individual/estimate');
  await expect(page.locator('main h1')).toHaveText('Individual Estimate');

  await tabTo(page, /^\s*Calculate\s*$/);
  await page.keyboard.press('Enter');
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: 'Description is required.' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Salary');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Estimated income (dollars)')).toBeFocused();
  await page.keyboard.type('40000');
  await tabTo(page, /^\s*Calculate\s*$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeFocused();

  await tabTo(page, /in lieu of my signature/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /in lieu of my signature/ })).toBeChecked();
  await tabTo(page, /^\s*File estimate\s*$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your estimate was filed.')).toBeVisible();
  await checkA11y(page);
});

test("keyboard alone: the employer's return is corrected from the error summary, calculated and filed", async ({
  page,
}) => {
  await signIn(page, 'acme.owner');
  await page.goto('/forms/individual/employers-return-of-income');
  await expect(page.locator('main h1')).toHaveText("Employer's Return of Income Tax Withheld");

  // October 2025 by month (another test files November). The radios are one Tab stop; arrows pick.
  await tabTo(page, /^\s*Quarterly\s*$/);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Monthly')).toBeChecked();
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('2');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Tax year')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Tax year')).toHaveValue('2025');
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('12');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Month', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('10');
  await expect(page.getByTestId('late-notice')).toContainText('This return was due November 17, 2025.');
  await tabTo(page, /^\s*Calculate\s*$/);
  await page.keyboard.press('Enter');

  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('City', { exact: true })).toBeFocused();
  await page.keyboard.type('Cleveland');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10,000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('250');
  await tabTo(page, /^\s*Calculate\s*$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your return' })).toBeFocused();
  await expect(page.locator('[data-line="totalTaxDue"] [data-amount]')).toHaveText('$250.00');

  // The agreement in lieu of signature (issue 24 item 6): Space ticks it.
  await tabTo(page, /I agree that checking this box/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /I agree that checking this box/ })).toBeChecked();
  await tabTo(page, /^\s*File return\s*$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your return was filed.')).toBeVisible();
  await checkA11y(page);
});
