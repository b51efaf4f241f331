import { checkA11y, expect, heading, signIn, test } from './support/fixtures';

test.describe('individual estimate (spec §2, issue 4)', () => {
  test('allocates by work and residence city, by quarter, files and leads to payment', async ({ page }) => {
    await signIn(page, 'eve.estimate');
    await page.goto('/forms/individual/estimate');
    await expect(heading(page)).toHaveText('Individual Estimate');
    await expect(page.getByText('Estimated tax for 2026')).toBeVisible();
    await checkA11y(page);

    // Amounts are checked before anything is sent.
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Description is required.')).toBeVisible();
    await expect(page.getByLabel('Description')).toBeFocused();

    await page.getByLabel('Description').fill('Salary, Cleveland employer');
    await page.getByLabel('Estimated income (dollars)').fill('40000');
    await page.getByRole('button', { name: 'Add another income' }).click();
    const second = page.getByRole('group', { name: 'Income 2' });
    await second.getByLabel('Description').fill('Contract work in Linndale');
    await second.getByLabel('Estimated income (dollars)').fill('-20,000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(second.getByText('Estimated income must be an amount in dollars and cents')).toBeVisible();
    await second.getByLabel('Estimated income (dollars)').fill('20,000.00');
    await second.getByLabel('City where you will earn it').fill('Linndale');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // By hand: Cleveland 2.5 % × $40,000 = $1,000.00; Linndale 2.0 % × $20,000 = $400.00 (not
    // withheld) and Cleveland after credit 0.5 % × $20,000 = $100.00: $1,500.00, $375.00 a quarter.
    const result = page.getByRole('region', { name: 'Your estimate' });
    await expect(result.locator('[data-line="employmentCityAllocation"] [data-amount]')).toHaveText(
      '$400.00',
    );
    await expect(result.locator('[data-line="residenceCityAllocation"] [data-amount]')).toHaveText(
      '$1,100.00',
    );
    await expect(result.locator('[data-line="estimatedTax"] [data-amount]')).toHaveText('$1,500.00');
    const quarters = result.getByRole('table', { name: 'Estimated tax due by quarter' });
    await expect(quarters.getByRole('row', { name: /2026-04-15/ })).toContainText('$375.00');
    await expect(quarters.getByRole('row', { name: /2027-01-15/ })).toContainText('$1,500.00');
    // Each worksheet line says what it came from.
    await expect(result.locator('[data-line="estimatedTax"]')).toContainText('From ');
    await expect(result.getByText('the 2026 table is not yet published')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'File estimate' }).click();
    await expect(page.getByText('Your estimate was filed.')).toBeVisible();
    await expect(page.getByText(/Confirmation number: ES2026-[0-9A-F]{10}/)).toBeVisible();
    await expect(page.getByText('Amount due now: $375.00')).toBeVisible();
    await checkA11y(page);
    const pdf = page.waitForResponse((r) => /\/api\/forms\/\d+\/pdf$/.test(r.url()));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print (PDF)' }).click();
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    await (await popup).close();
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/form\/\d+\/pay$/);
  });
});
