import type { Page } from '@playwright/test';
import { api, paths, XSRF_COOKIE, XSRF_HEADER, type Language } from '@efile/contracts';
import {
  agreeToDisclaimer,
  checkA11y,
  expect,
  fillSignIn,
  heading,
  signIn,
  storedUser,
  test,
  visitEach,
} from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { englishOn, expectSpanishMail, expectSpanishScreen, spanishShell } from './support/spanish';

/**
 * Issue 26: Spanish for taxpayers. The header's switcher on every page (signed out too), the first
 * visit following the browser's languages, the choice kept for the browser and on the account (its
 * e-mails follow it), and every page of the app in Spanish: `lang` set, axe clean, no English
 * sentence, no catalogue miss.
 */
const STORED = 'efile.language';

/** The signed-in account's language, as the server keeps it (GET /api/account/language). */
async function accountLanguage(page: Page): Promise<Language> {
  const user = await storedUser(page);
  const response = await page.request.get(api.accountLanguage, {
    headers: { authorization: `Bearer ${String(user?.token)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { language: Language }).language;
}

/** Sets the signed-in account's language as the switcher does (a test puts back what it changed). */
async function setAccountLanguage(page: Page, language: Language): Promise<void> {
  const user = await storedUser(page);
  const xsrf = (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const response = await page.request.put(api.accountLanguage, {
    headers: { authorization: `Bearer ${String(user?.token)}`, [XSRF_HEADER]: xsrf },
    data: { language },
  });
  expect(response.status()).toBe(204);
}

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
    try {
      await page.getByRole('button', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(heading(page)).not.toHaveText('Dashboard');
      expect(await accountLanguage(page)).toBe('es');
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
    } finally {
      // The other specs sign Jane in and read her screens in English: her account follows it again.
      await setAccountLanguage(page, 'en');
    }
  });

  test('at sign-in the latest explicit choice wins: one made signed out goes to the account, else the page follows the account', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shell = await spanishShell();
    // An English account of its own, registered from an English page (a new account takes the
    // page's language): Pat Paper, on the roll without an eFile account (a retry: Finn Fresh).
    const [id, firstName] = testInfo.retry === 0 ? ['100006', 'Pat'] : ['100013', 'Finn'];
    const user = `${firstName.toLowerCase()}.lengua`;
    const email = `${user}@example.test`;
    const password = 'Idioma elegido 1796';
    const since = new Date();
    await agreeToDisclaimer(page);
    await page.goto(paths.register);
    await page.getByLabel('Taxpayer ID', { exact: true }).fill(id);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Federal ID').fill(`9000000${id.slice(-2)}`);
    await page.getByLabel('ZIP code on file').fill('44114');
    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Username').fill(user);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page)).toHaveText('Check Your Email');
    const confirm = await waitForMail(request, email, 'Confirm your eFile registration', since);
    expect(confirm.html).toContain('<html lang="en">');
    await page.goto(linkIn(confirm, paths.confirmRegistration));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Your registration has been completed successfully/)).toBeVisible();

    // Signed out, Español chosen in the header of the login page; then signing in keeps it, and
    // saves it on the English account: its screens are Spanish, and so are its e-mails and PDFs.
    await page.goto(paths.login);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await fillSignIn(page, user, password, shell);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(heading(page)).toHaveText(shell.dashboard.title);
    await expectSpanishScreen(page);
    expect(await accountLanguage(page)).toBe('es');

    // Another browser, with no choice of its own (English by its preferences): the account's
    // language wins at sign-in, and the page follows it.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
    try {
      const fresh = await other.newPage();
      await agreeToDisclaimer(fresh);
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
      await fillSignIn(fresh, user, password);
      await expect(fresh).toHaveURL(/\/dashboard$/);
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'es');
      await expect(heading(fresh)).toHaveText(shell.dashboard.title);
      expect(await fresh.evaluate((key) => localStorage.getItem(key), STORED)).toBe('es');
      expect(await accountLanguage(fresh)).toBe('es');

      // Chosen there, signed in, English is the account's at once: the first browser, whose
      // choice the account has, follows it at its next sign-in.
      await fresh.getByRole('button', { name: 'English' }).click();
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
      expect(await accountLanguage(fresh)).toBe('en');
    } finally {
      await other.close();
    }
    await page.goto(paths.logout);
    await expect(page).toHaveURL(new RegExp(`${paths.loggedOut}$|/$`));
    await page.goto(paths.login);
    await fillSignIn(page, user, password, shell);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Dashboard');
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
