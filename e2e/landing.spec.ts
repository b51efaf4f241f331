import { agreeToDisclaimer, checkA11y, expect, heading, signIn, test } from './support/fixtures';

test.describe('landing page and Web Filing Agreement', () => {
  test('shows the welcome text, the forms, the paper-return list and the requirements', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
    await expect(page.getByText('You must be registered with the Central Collection Agency')).toBeVisible();
    const forms = page
      .getByRole('heading', { name: 'Forms you can file online' })
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(forms).toHaveText([
      'Exemption Certificate',
      'Individual Annual Return',
      'Individual Estimate',
      "Employer's Return of Income Tax Withheld",
      'Net Profit Estimate',
      'Tax, Penalty, and Interest Billing Statement',
    ]);
    const paper = page
      .getByRole('heading', { name: 'You must file a paper return if you have' })
      .locator('xpath=following-sibling::ul[1]/li');
    // Issue 27: an overpayment is claimed online, so it no longer sends a taxpayer to paper.
    await expect(paper).toHaveCount(4);
    await expect(paper.filter({ hasText: /overpay|refund/i })).toHaveCount(0);
    await expect(paper.first()).toHaveText(
      'Business income: self-employment or farm income (federal Schedule C or F)',
    );
    const needs = page
      .getByRole('heading', { name: 'What you need' })
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(needs).toHaveText(['Your taxpayer ID', 'An e-mail address', 'A printer']);
    await expect(page.getByRole('heading', { name: 'Web Filing Agreement' })).toBeVisible();
    // Issue 14: the official-site banner says who runs the site and, on request, how to tell.
    const banner = page.getByRole('region', { name: 'Official website of the Central Collection Agency' });
    await expect(banner).toContainText('An official website of the Central Collection Agency');
    await banner.getByRole('button', { name: 'Here’s how you know' }).click();
    await expect(banner.getByText('Secure .gov websites use HTTPS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'I Disagree' })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(page.getByText(`© ${year} Central Collection Agency`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'FAQ (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await checkA11y(page);
  });

  test('I Agree sets the disclaimer cookie and goes to login', async ({ page, context }) => {
    await agreeToDisclaimer(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'disclaimer');
    expect(cookie?.value).toBe('true');
    await expect(heading(page)).toHaveText('Log in to eFile');
    await checkA11y(page);
  });

  test('with the cookie and not signed in, / goes to login', async ({ page }) => {
    await agreeToDisclaimer(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('with the cookie and signed in, / goes to the dashboard', async ({ page }) => {
    await signIn(page, 'jane.taxpayer');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('I Disagree alerts, then leaves for the agency site', async ({ page }) => {
    await page.route('https://ccatax.ci.cleveland.oh.us/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Agency</title><h1>Agency site</h1>' }),
    );
    await page.goto('/');
    const alerts: { type: string; message: string }[] = [];
    page.once('dialog', (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'I Disagree' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([
        {
          type: 'alert',
          message: 'You must agree to the Web Filing Agreement to use eFile. You will now leave eFile.',
        },
      ]);
    await expect(page).toHaveURL('https://ccatax.ci.cleveland.oh.us/');
    const cookies = await page.context().cookies('http://127.0.0.1');
    expect(cookies.find((c) => c.name === 'disclaimer')).toBeUndefined();
  });

  test('/landing shows the landing page without redirects', async ({ page }) => {
    await agreeToDisclaimer(page);
    await page.goto('/landing');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
    await checkA11y(page);
  });
});
