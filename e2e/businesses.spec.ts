import { checkA11y, expect, heading, signIn, storedUser, test } from './support/fixtures';

test.describe('linked business accounts (spec §2, §4, §6)', () => {
  test('a business user with none links two by EIN and name, files as each, and unlinks them', async ({
    page,
  }) => {
    // Spec §6: a business user with no taxpayer is sent to Manage Business Accounts.
    await signIn(page, 'ben.business', /\/manage-business-accounts$/);
    await expect(heading(page)).toHaveText('Manage Business Accounts');
    await expect(page.getByText('No businesses are linked to your account yet.')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('EIN is required.')).toBeVisible();
    await expect(page.getByText('Business Name is required.')).toBeVisible();
    await expect(page.getByLabel('EIN', { exact: true })).toBeFocused();
    await page.getByLabel('EIN', { exact: true }).fill('320000003');
    await page.getByLabel('Business Name').fill('Erie');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No business was found with that EIN and name.')).toBeVisible();
    await page.getByLabel('Business Name').fill('Erie Shores Hardware Co');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Businesses found' });
    await expect(results.getByRole('row').nth(1)).toContainText('--'); // no alternate name
    await checkA11y(page);
    await results.getByRole('button', { name: 'Add Erie Shores Hardware Co (320000003)' }).click();
    await expect(
      page.getByText('Erie Shores Hardware Co (320000003) was added to your account.'),
    ).toBeVisible();
    // The first business: the stored user files as it, and the selector shows it.
    await expect(page.getByLabel('Current Taxpayer')).toHaveValue('200003');
    expect((await storedUser(page))?.taxpayerId).toBe('200003');
    await expect(
      results.getByRole('button', { name: 'Add Erie Shores Hardware Co (320000003)' }),
    ).toBeDisabled();

    await page.getByLabel('EIN', { exact: true }).fill('330000004');
    await page.getByLabel('Business Name').fill('cc advisors');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Add Cuyahoga Consulting LLC (330000004)' }).click();
    await expect(
      page.getByText('Cuyahoga Consulting LLC (330000004) was added to your account.'),
    ).toBeVisible();
    const selector = page.getByLabel('Current Taxpayer');
    await expect(selector.locator('option')).toHaveText([
      '320000003 - Erie Shores Hardware Co',
      '330000004 - Cuyahoga Consulting LLC',
    ]);

    // Switching files as the other business: the stored user follows the server's answer.
    await selector.selectOption('200004');
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBe('200004');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(heading(page)).toHaveText('Dashboard');
    await checkA11y(page);

    // Removing the business filed as switches to the one left; removing the last leaves none.
    await page.goto('/manage-business-accounts');
    await page.getByRole('button', { name: 'Remove Cuyahoga Consulting LLC (330000004)' }).click();
    await expect(
      page.getByText('Cuyahoga Consulting LLC (330000004) was removed from your account.'),
    ).toBeVisible();
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBe('200003');
    await page.getByRole('button', { name: 'Remove Erie Shores Hardware Co (320000003)' }).click();
    await expect(page.getByText('No businesses are linked to your account yet.')).toBeVisible();
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBeNull();
    await expect(page.getByLabel('Current Taxpayer')).toHaveCount(0);
  });

  test('a business user with two businesses picks which one to file as from the header', async ({ page }) => {
    await signIn(page, 'acme.owner');
    const selector = page.getByLabel('Current Taxpayer');
    await expect(selector.locator('option')).toHaveText([
      '310000002 - Lakeside Bakery Inc',
      '340000001 - Acme Widgets LLC',
    ]);
    await expect(selector).toHaveValue('200002');
    await checkA11y(page);
  });
});
