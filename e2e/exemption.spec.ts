import { checkA11y, expect, fieldError, followErrorSummary, heading, signIn, test } from './support/fixtures';

test.describe('exemption certificate (spec §2, §4, §5)', () => {
  test('validates, reminds to print, files once, then is blocked', async ({ page }) => {
    await signIn(page, 'sam.retired');
    await page.getByRole('link', { name: 'Open Exemption Certificate' }).click();
    await expect(heading(page)).toHaveText('Exemption Certificate');
    await expect(page.getByText('Tax year 2025', { exact: true })).toBeVisible();
    await expect(page.getByText('Sam Retired')).toBeVisible();
    await expect(page.getByText('•••-••-0007')).toBeVisible();
    await checkA11y(page);

    // One way to write a form (issue 25 item 2): the error summary lists each message, in page
    // order, and takes focus; its link moves focus to the field (the first reason).
    await page.getByRole('button', { name: 'File' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link')).toHaveText([
      'You must choose a reason you are filing this form.',
      'You must confirm the chosen option is correct.',
    ]);
    await followErrorSummary(
      page,
      'You must choose a reason you are filing this form.',
      page.getByLabel('I am retired.'),
    );
    await expect(fieldError(page, 'You must confirm the chosen option is correct.')).toBeVisible();

    // USWDS draws its own radio and checkbox: a person clicks the label.
    await page
      .getByText('My business closed or my rental property was sold before the tax year began.')
      .click();
    await page.getByText('I confirm the chosen option is correct.').click();
    await expect(page.getByLabel('I confirm the chosen option is correct.')).toBeChecked();
    await page.getByRole('button', { name: 'File' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link')).toHaveText([
      'You must enter the date the business was sold.',
    ]);
    await expect(fieldError(page, 'You must enter the date the business was sold.')).toBeVisible();
    await page.getByLabel('Date the business was sold').fill('2024-10-31');

    await page.getByRole('button', { name: 'File' }).click();
    const modal = page.getByRole('heading', { name: 'Print your certificate' });
    await expect(modal).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'I want to print - Return to Form' }).click();
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: 'File' }).click();
    await page.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
    await expect(page.getByText('Your exemption certificate was filed successfully.')).toBeVisible();
    await expect(page.getByText(/Confirmation number: EX2025-[0-9A-F]{10}/)).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Return to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/exemption');
    await expect(
      page.getByText(
        'You cannot file an exemption certificate because you have already filed one for this tax year.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'File' })).toHaveCount(0);
  });

  test('is blocked when tax forms are entered for the year', async ({ page }) => {
    await signIn(page, 'tom.forms');
    await page.goto('/exemption');
    await expect(
      page.getByText(
        'You cannot file an exemption certificate because you have already filed tax forms for this tax year.',
      ),
    ).toBeVisible();
    await checkA11y(page);
  });
});
