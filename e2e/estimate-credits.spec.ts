import { checkA11y, expect, heading, signIn, test } from './support/fixtures';

test.describe('Estimates and Credits (spec §2)', () => {
  test('an individual sees the audited estimates and credits by year', async ({ page }) => {
    await signIn(page, 'jane.taxpayer');
    await page.getByTestId('left-menu').getByRole('link', { name: 'Estimates and Credits' }).click();
    await expect(heading(page)).toHaveText('Estimates and Credits');
    // Spec §2: the taxpayer data display block in mode 3, estimates and credits: name and account.
    const block = page.getByRole('region', { name: 'Taxpayer' });
    await expect(block.getByRole('term')).toHaveText(['Name', 'Taxpayer ID']);
    await expect(block.getByRole('definition')).toHaveText(['Jane Q Taxpayer', '100001']);
    await expect(
      page.getByText('current payments are not reflected here until they have been audited'),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Estimated tax paid and prior year credit by tax year' });
    await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Estimates Paid', 'Prior Year Credit']);
    await expect(table.getByRole('row').nth(1)).toHaveText(/2024\s*\$1,200\.00\s*\$25\.50/);
    await expect(table.getByRole('row').nth(2)).toHaveText(/2025\s*\$650\.25\s*\$0\.00/);
    await checkA11y(page);
  });

  test('a business without records sees the empty message', async ({ page }) => {
    await signIn(page, 'acme.owner');
    await page.goto('/estimates-and-credits');
    const block = page.getByRole('region', { name: 'Taxpayer' });
    await expect(block.getByRole('definition')).toHaveText(['Lakeside Bakery Inc', '200002']);
    await expect(
      page.getByText('No estimates or credits could be found for the given tax years.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await checkA11y(page);
  });
});
