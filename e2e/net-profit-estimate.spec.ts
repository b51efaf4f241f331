import { checkA11y, expect, fileAs, followErrorSummary, heading, signIn, test } from './support/fixtures';

test.describe('net profit estimate (spec §2 FAQ, §7)', () => {
  test('a business estimates 2026 net profit in two cities, by quarter, files it and reaches payment', async ({
    page,
  }) => {
    await signIn(page, 'acme.owner');
    // Files as Acme Widgets (the other business may file an estimate in another test run).
    await fileAs(page, '200001');
    await page.getByRole('link', { name: 'Open Net Profit Estimate' }).click();
    await expect(heading(page)).toHaveText('Net Profit Estimate');
    await expect(page.getByText('Estimated tax for 2026')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link')).toHaveText([
      'City is required.',
      'Net profit is required.',
    ]);
    await followErrorSummary(page, 'Net profit is required.', page.getByLabel('Net profit (dollars)'));
    await page.getByLabel('Net profit (dollars)').fill('12,34');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await followErrorSummary(
      page,
      'Net profit must be an amount in dollars and cents, for example 1,234.56.',
      page.getByLabel('Net profit (dollars)'),
    );
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Cleveland' });
    await page.getByLabel('Net profit (dollars)').fill('120,000');
    // Typed and not filed: leaving asks first with the spec §5 text; Cancel stays on the form.
    await page.getByTestId('left-menu').getByRole('link', { name: 'Dashboard' }).click();
    const guard = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect(guard).toContainText(
      'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.',
    );
    await guard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/forms\/business\/net-profit-estimate$/);
    await expect(page.getByLabel('Net profit (dollars)')).toHaveValue('120,000.00');
    await page.getByRole('button', { name: 'Add a city' }).click();
    const second = page.getByRole('group', { name: 'City 2' });
    await second.getByLabel('City', { exact: true }).selectOption({ label: 'Burton' });
    await second.getByLabel('Net profit (dollars)').fill('33,333.33');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // By hand: 2.50 % × $120,000.00 = $3,000.00; 1.00 % × $33,333.33 = $333.33; $3,333.33 for the
    // year; quarters $833.33, $833.34, $833.33, $833.33 (25/50/75/100 %).
    const result = page.getByRole('region', { name: 'Your estimate' });
    await expect(result.locator('[data-line="estimatedTax"] [data-amount]')).toHaveText('$3,333.33');
    const quarters = result.getByRole('table', { name: 'Estimated tax due by quarter' });
    await expect(quarters.getByRole('row', { name: /June 15, 2026/ })).toContainText('$833.34');
    await checkA11y(page);

    // The agreement in lieu of signature (issue 24 item 6), as on the individual forms.
    await page.locator('label[for="agreement"]').click();
    await page.getByRole('button', { name: 'File estimate' }).click();
    await expect(page.getByText('Your estimate was filed.')).toBeVisible();
    await expect(page.getByText(/Confirmation number: NP2026-[0-9A-F]{10}/)).toBeVisible();
    await expect(page.getByText('Amount due now: $833.33')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expect(page.locator('[data-field="Form Type"]')).toHaveText('Net Profit Estimate 2026');
    await expect(page.getByRole('button', { name: 'Pay $833.33' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by check by mail instead' })).toHaveCount(0);
  });
});
