import { checkA11y, expect, fileAs, heading, signIn, test } from './support/fixtures';
import { cents, money, payOnProvider } from './support/payments';

/**
 * Issue 22: a business files a Net Profit Estimate (a year-only period, '2026') and pays it from My
 * Account — the page that crashed on such a period, and where the estimate had no Pay link.
 * Files as Lakeside Bakery (200002): net-profit-estimate.spec.ts files for Acme Widgets.
 */
test('acme.owner files a Net Profit Estimate and pays it from My Account', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'acme.owner');
  await fileAs(page, '200002');
  await page.getByRole('link', { name: 'Open Net Profit Estimate' }).click();
  await expect(heading(page)).toHaveText('Net Profit Estimate');
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Cleveland' });
  await page.getByLabel('Net profit (dollars)').fill('40,000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  // By hand: 2.50 % × $40,000.00 = $1,000.00 for 2026, a quarter of it by each installment.
  const result = page.getByRole('region', { name: 'Your estimate' });
  await expect(result.locator('[data-line="estimatedTax"] [data-amount]')).toHaveText('$1,000.00');
  await page.locator('label[for="agreement"]').click();
  await page.getByRole('button', { name: 'File estimate' }).click();
  await expect(page.getByText('Your estimate was filed.')).toBeVisible();
  const confirmation = /NP2026-[0-9A-F]{10}/.exec(
    (await page.getByText(/Confirmation number: NP2026-/).textContent()) ?? '',
  )![0];

  // My Account lists the estimate (period '2026') and each installment with its own Pay button
  // (ADR 0044): the first, due April 15, 2026, is a quarter of the year's estimate.
  await page.goto('/account');
  await expect(heading(page)).toHaveText('My Account');
  await expect(page.getByTestId('filed-form').filter({ hasText: confirmation })).toBeVisible();
  const pay = page
    .getByTestId('payables')
    .getByRole('link', { name: /^Pay \$[\d,.]+ for Net Profit Estimate 2026, installment 1$/ });
  await expect(pay).toBeVisible();
  const label = (await pay.textContent()) ?? '';
  const asked = cents(/\$[\d,.]+/.exec(label)![0]);
  expect(asked).toBe(25_000);
  await checkA11y(page);

  await pay.click();
  await expect(heading(page)).toHaveText('Payment');
  await expect(page.locator('[data-field="Amount"]')).toHaveText(money(asked));
  await page.getByRole('button', { name: `Pay ${money(asked)}` }).click();
  await payOnProvider(page, money(asked), false, 'Lakeside Bakery');
  await expect(page.getByText(`Thank you. Your payment of ${money(asked)} was received.`)).toBeVisible({
    timeout: 30_000,
  });

  // Back on My Account: the payment is listed against the estimate, and its first installment is
  // no longer waiting to be paid (the later ones are, each with its own button).
  await page.goto('/account');
  await expect(page.getByTestId('payment').filter({ hasText: confirmation })).toContainText(money(asked));
  const payables = page.getByTestId('payables');
  await expect(
    payables.getByRole('link', { name: /for Net Profit Estimate 2026, installment 2$/ }),
  ).toBeVisible();
  await expect(
    payables.getByRole('link', { name: /for Net Profit Estimate 2026, installment 1$/ }),
  ).toHaveCount(0);
  await checkA11y(page);

  // On a phone the payment not yet posted reads as words under its amount, inside the page's width
  // (WCAG 1.4.10): only the figure itself never wraps.
  await page.setViewportSize({ width: 320, height: 720 });
  for (const at of ['/account', '/estimates-and-credits']) {
    await page.goto(at);
    await expect(page.getByText(/received, not yet posted/).first()).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${at} at 320 px`).toBeLessThanOrEqual(innerWidth);
  }
});
