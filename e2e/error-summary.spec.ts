import type { Locator, Page } from '@playwright/test';
import { agreeToDisclaimer, checkA11y, errorSummaryHeading, expect, heading, test } from './support/fixtures';

/**
 * Issue 14: every taxpayer form shows the USWDS error summary after a failed submit, listing the
 * messages shown on the fields, one link each, its heading focused; a link followed by keyboard
 * (Tab, Enter) moves focus to its field. The page stays accessible (WCAG 2.2 AA) in that state.
 */
async function failAndFollow(page: Page, submit: Locator): Promise<void> {
  await submit.click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeVisible();
  await expect(errorSummaryHeading(page)).toBeFocused();

  // One link per message on the fields, the same texts in the same order, each naming a real input.
  const inline = page.locator('form .usa-error-message');
  const links = summary.getByRole('link');
  const messages = await inline.allTextContents();
  expect(messages.length).toBeGreaterThan(0);
  await expect(links).toHaveCount(messages.length);
  expect(await links.allTextContents()).toEqual(messages);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
  }
  await checkA11y(page);

  // Keyboard: the first link is the next stop after the heading; Enter moves focus to its field.
  const first = links.first();
  const target = ((await first.getAttribute('href')) ?? '').slice(1);
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[id="${target}"]`)).toBeFocused();

  // Each failed submit moves focus to the summary again.
  await submit.click();
  await expect(errorSummaryHeading(page)).toBeFocused();
}

test.describe('error summary on the taxpayer forms (issue 14)', () => {
  test('registration', async ({ page }) => {
    await agreeToDisclaimer(page);
    await page.goto('/register/individual');
    await expect(heading(page)).toBeVisible();
    await expect(page.getByTestId('error-summary')).toHaveCount(0);
    await failAndFollow(page, page.getByRole('button', { name: 'Create account' }));
  });

  test('Contact Us', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(heading(page)).toHaveText('Contact Us');
    await expect(page.getByTestId('error-summary')).toHaveCount(0);
    await failAndFollow(page, page.getByRole('button', { name: 'Send' }));

    // The summary follows the fields: a corrected field leaves it, all corrected clears it.
    const summary = page.getByTestId('error-summary');
    await page.getByLabel('Name', { exact: true }).fill('Pat Example');
    await expect(summary.getByRole('link', { name: 'Name is required.' })).toHaveCount(0);
    await page.locator('label', { hasText: /^Website/ }).click();
    await page.getByLabel('Phone Number').fill('216-555-0100');
    await page.getByLabel('Email Address').fill('pat@example.test');
    await page.getByLabel('Message', { exact: true }).fill('A question.');
    await expect(summary).toHaveCount(0);
  });

  test('set password', async ({ page }) => {
    await agreeToDisclaimer(page);
    await page.goto('/auth/reset-password?email=pat%40example.test&token=not-checked-until-sent');
    await expect(heading(page)).toHaveText('Reset Your Password');
    await expect(page.getByTestId('error-summary')).toHaveCount(0);
    await failAndFollow(page, page.getByRole('button', { name: 'Submit' }));
  });
});
