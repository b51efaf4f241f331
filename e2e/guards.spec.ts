import {
  agreeToDisclaimer,
  checkA11y,
  expect,
  fillSignIn,
  heading,
  signIn,
  storedUser,
  test,
} from './support/fixtures';

test.describe('guards and redirects (spec §2, §5, §6)', () => {
  test('anonymous without the cookie: /dashboard → login → agreement guard → /', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/\?returnUrl=%2Fdashboard$/);
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
  });

  test('a first-time visitor’s deep link survives the agreement: I Agree, sign in, and land on it', async ({
    page,
  }) => {
    // Spec §5: "Authenticated routes redirect to login with a return URL" — and the agreement
    // guard sends a visitor without the disclaimer cookie to / first.
    await page.goto('/estimates-and-credits');
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Festimates-and-credits$/);
    await fillSignIn(page, 'jane.taxpayer');
    await expect(page).toHaveURL(/\/estimates-and-credits$/);
    await expect(heading(page)).toHaveText('Estimates and Credits');
  });

  test('anonymous with the cookie: to login with a return URL, then back to the page', async ({ page }) => {
    await agreeToDisclaimer(page);
    await page.goto('/estimates-and-credits');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Festimates-and-credits$/);
    await checkA11y(page);
    await fillSignIn(page, 'jane.taxpayer');
    await expect(page).toHaveURL(/\/estimates-and-credits$/);
  });

  for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
    test(`a return URL off our origin is ignored: ${evil}`, async ({ page }) => {
      await agreeToDisclaimer(page);
      await page.goto(`/auth/login?returnUrl=${encodeURIComponent(evil)}`);
      await fillSignIn(page, 'jane.taxpayer');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
    });
  }

  test('an individual is sent from business-only pages to the dashboard', async ({ page }) => {
    await signIn(page, 'jane.taxpayer');
    // Spec §6: the employer's return and the net profit estimate are the business user's.
    for (const path of [
      '/forms/business/net-profit-estimate',
      '/forms/individual/employers-return-of-income',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('a forbidden page says so and leaves the person signed in', async ({ page, browser }) => {
    // Another taxpayer's form: tom.forms has a 2025 annual return entered.
    const other = await browser.newContext();
    const tom = await other.newPage();
    await signIn(tom, 'tom.forms');
    const formId = await tom.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { token: string };
      const response = await fetch('/api/city-tax-form', {
        headers: { authorization: `Bearer ${user.token}` },
      });
      return ((await response.json()) as { id: number }).id;
    });
    await other.close();

    await signIn(page, 'jane.taxpayer');
    await page.goto(`/form/${formId}/pay`);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/form/${formId}/pay$`));
    await expect(page.getByTestId('greeting')).toHaveText('Hello, Jane');
    await expect(page.getByText('Your session has expired and you must login.')).toHaveCount(0);
    expect(await storedUser(page)).not.toBeNull();
  });

  test('the profile route leads to the account page, Change Email', async ({ page }) => {
    await signIn(page, 'jane.taxpayer');
    await page.goto('/authentication/profile');
    await expect(page).toHaveURL(/\/change-email$/);
    await checkA11y(page);
  });

  test('a business user is sent from individual-only pages to the dashboard', async ({ page }) => {
    await signIn(page, 'acme.owner');
    for (const path of ['/exemption', '/forms/individual/annual-return', '/forms/individual/estimate']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('a business user without a taxpayer lands on Manage Business Accounts, with no menu', async ({
    page,
  }) => {
    await signIn(page, 'new.business', /\/manage-business-accounts$/);
    await expect(page.getByTestId('greeting')).toHaveText('Hello, new.business');
    await expect(page.getByTestId('left-menu')).toHaveCount(0);
    await checkA11y(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/manage-business-accounts$/);
  });

  test('unknown paths show Page Not Found; login-failed goes to login', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(heading(page)).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | CCA eFile');
    await checkA11y(page);
    await agreeToDisclaimer(page);
    await page.goto('/authentication/login-failed');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the FAQ route is open when Public.FAQ is on, without the left menu', async ({ page }) => {
    await signIn(page, 'jane.taxpayer');
    await expect(page.getByTestId('left-menu')).toBeVisible();
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByTestId('left-menu')).toHaveCount(0);
  });
});
