import { checkA11y, expect, followErrorSummary, heading, signIn, test } from './support/fixtures';

test.describe("employer's return of income tax withheld (spec §2 FAQ, §7)", () => {
  test('a business reports a late month with an adjustment and residence tax, files it and reaches payment', async ({
    page,
  }) => {
    await signIn(page, 'acme.owner');
    await page.getByRole('link', { name: "Open Employer's Return of Income Tax Withheld" }).click();
    await expect(heading(page)).toHaveText("Employer's Return of Income Tax Withheld");
    await checkA11y(page);

    // It opens on the latest period that has ended (the test clock says 2 March 2026): the fourth
    // quarter of 2025, or February 2026 by month.
    await expect(page.getByLabel('Tax year')).toHaveValue('2025');
    await expect(page.getByLabel('Quarter', { exact: true })).toHaveValue('4');
    await page.locator('label[for="frequency-monthly"]').click();
    await expect(page.getByLabel('Tax year')).toHaveValue('2026');
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue('2');

    await page.getByLabel('Tax year').selectOption('2025');
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'November' });
    // Late: said before Calculate (the rule and due date of packages/tax withholding.ts).
    await expect(page.getByTestId('late-notice')).toHaveText(
      'This return was due December 15, 2025. Filing now adds interest and a 50 % penalty on the tax due, as Ohio law sets.',
    );
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link')).toHaveText([
      'Work city is required.',
      'Wages is required.',
      'Tax withheld is required.',
    ]);
    await followErrorSummary(page, 'Work city is required.', page.getByLabel('City', { exact: true }));

    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Cleveland' });
    await page.getByLabel('Wages paid (dollars)').fill('40,000');
    await page.getByLabel('Tax withheld (dollars)').fill('1000');
    await page.getByRole('button', { name: 'Add an adjustment to Cleveland' }).click();
    await page.getByLabel('Cleveland, Adjustment 1: Amount (dollars)').fill('25');
    await page.getByLabel('Cleveland, Adjustment 1: Explanation').fill('Under-withheld in October');
    await page.getByRole('button', { name: 'Add a residence city' }).click();
    await page.getByLabel('Residence city 1: City').selectOption({ label: 'Linndale' });
    await page.getByLabel('Residence city 1: Residence tax withheld (dollars)').fill('40');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // By hand: $1,000.00 + $25.00 + $40.00 = $1,065.00, due 15 December 2025, figured on 2 March
    // 2026 (the test clock). Interest: one month in 2025 at 10 % / 12 ($8.875 → $8.88) and two in
    // 2026 at 9 % / 12 (ORC 718.27(A): 4 % + 5 %; 2 × $7.9875 = $15.975 → $15.98) = $24.86; penalty
    // 50 % × $1,065.00 = $532.50. Total $1,622.36.
    const result = page.getByRole('region', { name: 'Your return' });
    // The result is announced: its heading takes focus (issue 14 item 3).
    await expect(result.getByRole('heading', { name: 'Your return' })).toBeFocused();
    await expect(result.getByText('Due December 15, 2025; figured as of March 2, 2026.')).toBeVisible();
    await expect(result.locator('[data-line="totalTaxDue"] [data-amount]')).toHaveText('$1,065.00');
    await expect(result.locator('[data-line="interest"] [data-amount]')).toHaveText('$24.86');
    await expect(result.locator('[data-line="latePaymentPenalty"] [data-amount]')).toHaveText('$532.50');
    await expect(result.getByText('Total due: $1,622.36')).toBeVisible();
    // In plain words, the exact figures one click away (issue 14 item 5).
    const penaltyLine = result.locator('[data-line="latePaymentPenalty"]');
    await expect(penaltyLine).toContainText('A penalty, because tax withheld from employees is paid late.');
    await penaltyLine.getByText('The exact figures').click();
    await expect(penaltyLine.getByText(/From Total tax due/)).toBeVisible();
    await expect(result.locator('[data-line="city.0.additions"]')).toContainText(
      'Under-withheld in October: $25.00',
    );
    await checkA11y(page);

    // The agreement in lieu of signature (issue 24 item 6), as on the individual forms.
    await page.locator('label[for="agreement"]').click();
    await page.getByRole('button', { name: 'File return' }).click();
    await expect(page.getByText('Your return was filed.')).toBeVisible();
    await expect(page.getByText(/Confirmation number: WR2025-[0-9A-F]{10}/)).toBeVisible();
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expect(page.locator('[data-field="Form Type"]')).toHaveText(
      "Employer's Return of Income Tax Withheld 2025",
    );
    await expect(page.locator('[data-field="Total"]')).toHaveText('$1,622.36');
    // Withholding is not among the forms that must be paid online (spec §1).
    await expect(page.getByRole('button', { name: 'Pay by check by mail instead' })).toBeVisible();
    await checkA11y(page);
  });
});
