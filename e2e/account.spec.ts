import type { Page } from '@playwright/test';
import { api } from '@efile/contracts';
import { XSRF_COOKIE, XSRF_HEADER } from '@efile/contracts/shell';
import { checkA11y, expect, heading, signIn, storedUser, tabTo, test } from './support/fixtures';
import { money, payOnProvider } from './support/payments';

/** Files a billing statement as the signed-in user, through the API the page itself calls. */
async function fileStatement(page: Page, taxYear: number, taxDue: number): Promise<number> {
  const token = (await storedUser(page))?.token as string;
  const { status, amountDue } = await page.evaluate(
    async ({ url, body, token, cookie, header }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(xsrf ? { [header]: decodeURIComponent(xsrf) } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, amountDue: ((await res.json()) as { amountDue: number }).amountDue };
    },
    {
      url: api.billingStatement,
      body: { taxYear, taxDue, payments: [], returnFiledDate: null },
      token,
      cookie: XSRF_COOKIE,
      header: XSRF_HEADER,
    },
  );
  expect(status).toBe(201);
  return amountDue;
}

test.describe('My Account (issue 15)', () => {
  test('history of prior years with PDFs; file, pay part, see the balance with interest, pay the rest by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'ada.account');
    // The dashboard knows the taxpayer: nothing owed yet, and what is due next (the server's dates).
    const summary = page.getByRole('region', { name: 'Your account' });
    await expect(summary.getByTestId('total-owed')).toHaveText(/You owe nothing today\./);
    await expect(summary.getByTestId('due-next')).toContainText(
      'Your 2025 Individual Annual Return is due April 15, 2026.',
    );
    await expect(page.getByTestId('dashboard-tile').first()).toBeVisible();
    await checkA11y(page);

    await page.getByTestId('left-menu').getByRole('link', { name: 'My Account' }).click();
    await expect(heading(page)).toHaveText('My Account');
    const total = page.getByTestId('account-total');
    // Her 2025 estimates ($200.00) and prior-year credit ($15.00) are on the ledger (ADR 0044): a
    // credit until her 2025 return charges the year's tax.
    await expect(total.locator('[data-field="balance"]')).toHaveText('-$215.00');
    // The prior year: the 2024 statement filed and paid in 2025, its PDF and its payment.
    const prior = page.getByTestId('filed-form').filter({ hasText: 'BS2024-0000A0DA94' });
    await expect(prior).toContainText('Paid');
    await expect(prior).toContainText('May 1, 2025');
    const pdf = page.waitForResponse((r) => /\/api\/forms\/\d+\/pdf$/.test(r.url()));
    const download = page.waitForEvent('download');
    await prior.getByRole('button', { name: 'Print (PDF)' }).click();
    const pdfResponse = await pdf;
    expect(pdfResponse.status()).toBe(200);
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    // Saved under the server's name for it, not an untitled blob (issue 14).
    expect((await download).suggestedFilename()).toMatch(/^billing-statement-2024-BS2024-[0-9A-F]{10}\.pdf$/);
    const payment = page.getByTestId('payment').first();
    await expect(payment).toContainText('May 1, 2025');
    await expect(payment).toContainText('Credit or debit card');
    await expect(payment).toContainText('•••• 4242');
    await expect(payment).toContainText('Completed');
    await expect(page.getByRole('table', { name: 'Estimates paid and credits by tax year' })).toContainText(
      '$200.00',
    );
    await checkA11y(page);

    // File the 2026 estimate and pay what it asks now, through the sandbox: part of what is owed.
    await page.goto('/forms/individual/estimate');
    await page.getByLabel('Description').fill('Salary');
    await page.getByLabel('Estimated income (dollars)').fill('40000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.locator('label[for="agreement"]').click();
    await page.getByRole('button', { name: 'File estimate' }).click();
    await expect(page.getByText('Amount due now: $250.00')).toBeVisible();
    // And a 2024 billing statement (late: it carries interest) that stays unpaid for now.
    const statementDue = await fileStatement(page, 2024, 50_000);
    expect(statementDue).toBeGreaterThan(50_000);
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await payOnProvider(page, '$250.00', false);
    await expect(page.getByText('Thank you. Your payment of $250.00 was received.')).toBeVisible();

    // The dashboard's payables on a phone: the table stacks over the tinted summary box, and a
    // form's confirmation number under its name keeps its contrast (axe, WCAG 1.4.3).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('payable').first()).toBeVisible();
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // My Account: what is left, the interest on it, and what paying today clears — the statement
    // and the estimate's three installments not yet due ($750.00, charged at filing, ADR 0044).
    await page.goto('/account');
    await expect(total.locator('[data-field="balance"]')).toHaveText(money(statementDue + 75_000 - 21_500));
    await expect(total.locator('[data-field="accruedInterest"]')).toHaveText(/^\$\d/);
    await expect(total.locator('[data-field="payToday"]')).toHaveText(money(statementDue + 75_000));
    await expect(page.getByText('Figures as of March 2, 2026.')).toBeVisible();
    await expect(page.getByTestId('payment').first()).toContainText('$250.00');
    const statement = page
      .getByTestId('filed-form')
      .filter({ hasText: 'Tax, Penalty, and Interest Billing Statement' })
      .first();
    await expect(statement).toContainText('Balance due');
    await checkA11y(page);

    // The rest, by keyboard alone: Tab to its Pay button, then the payment page and the provider.
    await page.locator('main h1').focus();
    await tabTo(page, new RegExp(`^Pay \\${money(statementDue)} for Tax, Penalty`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
    await expect(page.getByRole('button', { name: `Pay ${money(statementDue)}` })).toBeVisible();
    await tabTo(page, new RegExp(`Pay \\${money(statementDue)}`));
    await page.keyboard.press('Enter');
    await payOnProvider(page, money(statementDue), true);
    await expect(
      page.getByText(`Thank you. Your payment of ${money(statementDue)} was received.`),
    ).toBeVisible();

    // Left: the estimate's installments not yet due, each payable early; the statement is paid.
    await page.goto('/account');
    await expect(total.locator('[data-field="balance"]')).toHaveText('$535.00');
    await expect(total.locator('[data-field="payToday"]')).toHaveText('$750.00');
    await expect(page.getByRole('link', { name: /^Pay .*Billing Statement/ })).toHaveCount(0);
    await expect(statement).toContainText('Paid');
    await checkA11y(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('total-owed')).toHaveText(/You owe nothing today\./);
  });

  test('a business user sees the business: its employer periods filed and missing', async ({ page }) => {
    await signIn(page, 'acme.owner');
    const summary = page.getByRole('region', { name: 'Your account' });
    await expect(summary.getByTestId('due-next')).toContainText("Employer's Return of Income Tax Withheld");
    await page.getByRole('link', { name: 'See My Account' }).click();
    await expect(heading(page)).toHaveText('My Account');
    await expect(page.getByRole('heading', { name: "Employer's returns of 2025" })).toBeVisible();
    await expect(page.getByRole('table', { name: /Employer's returns of 2025/ })).toContainText('Not filed');
    await checkA11y(page);
  });
});
