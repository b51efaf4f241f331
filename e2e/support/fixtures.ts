import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'eFile-Demo-2026';
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails on any WCAG 2.1 A/AA violation of the page as it is now. */
export async function checkA11y(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The words the sign-in helpers press and fill: English unless told (a Spanish walk passes the
 * shell catalogue's, `spanishShell()` in spanish.ts).
 */
export interface SignInWords {
  agreement: { agree: string };
  login: { username: string; password: string; submit: string };
}
const ENGLISH_SIGN_IN: SignInWords = {
  agreement: { agree: 'I Agree' },
  login: { username: 'Username', password: 'Password', submit: 'Log in' },
};

export async function agreeToDisclaimer(page: Page, words: SignInWords = ENGLISH_SIGN_IN): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: words.agreement.agree, exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

export async function fillSignIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  words: SignInWords = ENGLISH_SIGN_IN,
): Promise<void> {
  await page.getByLabel(words.login.username).fill(username);
  await page.getByLabel(words.login.password).fill(password);
  await page.getByRole('button', { name: words.login.submit }).click();
}

/** Agrees, signs in and waits for the page sign-in leads to. */
export async function signIn(
  page: Page,
  username: string,
  landing: RegExp = /\/dashboard$/,
  words: SignInWords = ENGLISH_SIGN_IN,
): Promise<void> {
  await agreeToDisclaimer(page, words);
  await fillSignIn(page, username, DEMO_PASSWORD, words);
  await expect(page).toHaveURL(landing);
}

export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('auth_user') ?? 'null') as Record<string, unknown> | null,
  );
}

export const heading = (page: Page) => page.locator('main h1');

/**
 * Visits each route once, by the address it ends on (guards redirect some): `check` says what is
 * wrong there, and axe runs on each page.
 */
export async function visitEach(
  page: Page,
  routes: readonly string[],
  check: (at: string) => Promise<string[]>,
): Promise<string[]> {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await heading(page).first().waitFor();
    const at = new URL(page.url()).pathname;
    if (seen.has(at)) continue;
    seen.add(at);
    problems.push(...(await check(at)));
    await checkA11y(page);
  }
  return problems;
}

/**
 * Files as the business `taxpayerId` through the header's Current Taxpayer: Switch applies a choice
 * that differs from the session's; already filing as it, Switch stays disabled and is not pressed.
 * `words`: the selector's and the button's names in the page's language.
 */
export async function fileAs(
  page: Page,
  taxpayerId: string,
  words: { selector: string; switch: string } = { selector: 'Current Taxpayer', switch: 'Switch' },
): Promise<void> {
  const selector = page.getByLabel(words.selector);
  const switchButton = page.getByRole('button', { name: words.switch, exact: true });
  const already = (await selector.inputValue()) === taxpayerId;
  if (!already) {
    await selector.selectOption(taxpayerId);
    await switchButton.click();
  }
  // Switched (or already filing as it): nothing left to switch to.
  await expect(switchButton).toHaveAttribute('aria-disabled', 'true');
  await expect(selector).toHaveValue(taxpayerId);
}

/** Presses Tab until the focused element's accessible name matches (a keyboard user's way there). */
export async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // Focus left the page (past its last stop): nothing is focused, and the body's text matches everything.
      if (!el || el === document.body) return '';
      const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return `${el?.getAttribute('aria-label') ?? ''} ${label ?? ''} ${el?.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * After a failed Calculate or File (issue 13): the USWDS error summary has focus, the page is
 * accessible in that state, and the message's link moves focus to its field.
 */
export async function followErrorSummary(page: Page, message: string, field: Locator): Promise<void> {
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
  await checkA11y(page);
  await summary.getByRole('link', { name: message, exact: true }).click();
  await expect(field).toBeFocused();
}

/** A message as shown next to its field (the error summary above the form repeats it as a link). */
export const fieldError = (page: Page, message: string) =>
  page.locator('.usa-error-message').filter({ hasText: message });

/** The heading of the USWDS error summary, which takes focus after each failed submit. */
export const errorSummaryHeading = (page: Page) =>
  page.getByTestId('error-summary').getByRole('heading', { name: 'There is a problem' });

export const test = base;
export { expect };
