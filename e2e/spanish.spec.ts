import type { Page } from '@playwright/test';
import { paths } from '@efile/contracts';
import { agreeToDisclaimer, checkA11y, expect, heading, signIn, test, visitEach } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { englishOn, expectSpanishMail } from './support/spanish';

/**
 * Issue 26: Spanish for taxpayers. The header's switcher on every page (signed out too), the first
 * visit following the browser's languages, the choice kept for the browser and on the account (its
 * e-mails follow it), and every page of the app in Spanish: `lang` set, axe clean, no English
 * sentence, no catalogue miss.
 */
const STORED = 'efile.language';

/** Every route of the table once, each checked in Spanish. */
function walkInSpanish(page: Page): Promise<string[]> {
  const routes = Object.values(paths).filter((p) => !p.includes(':') && p !== paths.logout);
  return visitEach(page, routes, async (at) => {
    const problems: string[] = [];
    if ((await page.locator('html').getAttribute('lang')) !== 'es') problems.push(`${at}: lang is not es`);
    const english = await englishOn(page);
    if (english.length > 0) problems.push(`${at}: English on the page: ${english.join(' | ')}`);
    return problems;
  });
}

test.describe('Spanish (issue 26)', () => {
  test.describe('a browser that prefers Spanish', () => {
    test.use({ locale: 'es-US' });

    test('is answered in Spanish on its first visit, and can choose English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await checkA11y(page);
      const english = page.getByRole('button', { name: 'English' });
      await expect(english).toHaveAttribute('lang', 'en');
      await english.click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
      // Kept for the browser: the next visit stays in English.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await page.evaluate((key) => localStorage.getItem(key), STORED)).toBe('en');
    });
  });

  test('the switcher is in the header of every page, signed out too, and keeps the choice', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
    await agreeToDisclaimer(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const español = page.getByRole('button', { name: 'Español' });
    await expect(español).toHaveAttribute('lang', 'es');
    await español.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
    await checkA11y(page);
    await page.goto(paths.faq);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });

  test('signed in, the choice is kept on the account: its e-mails are written in it', async ({
    page,
    request,
  }) => {
    await signIn(page, 'jane.taxpayer');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(heading(page)).not.toHaveText('Dashboard');
    // An e-mail the account asks for itself, from another browser language: still Spanish.
    await page.evaluate((key) => localStorage.setItem(key, 'en'), STORED);
    await page.goto(paths.changeEmail);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const since = new Date();
    const address = `jane.es.${Date.now()}@example.com`;
    await page.getByLabel('New Email Address', { exact: true }).fill(address);
    await page.getByLabel('Confirm New Email Address', { exact: true }).fill(address);
    await page.getByRole('button', { name: 'Submit' }).click();
    const mail = await waitForMail(request, address, '', since);
    expectSpanishMail(mail);
  });

  const choose = (page: Page, language: string) =>
    page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORED, language]);

  test('every page an anonymous visitor reaches is in Spanish', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await choose(page, 'es');
    expect(await walkInSpanish(page)).toEqual([]);
  });

  for (const username of ['jane.taxpayer', 'acme.owner']) {
    test(`every page ${username} reaches is in Spanish`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, username);
      await choose(page, 'es');
      expect(await walkInSpanish(page)).toEqual([]);
    });
  }
});
