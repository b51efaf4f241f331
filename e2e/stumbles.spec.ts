import type { Page } from '@playwright/test';
import { pdf as pdfFile } from '../apps/server/test/support/files';
import {
  agreeToDisclaimer,
  checkA11y,
  errorSummaryHeading,
  expect,
  fillSignIn,
  heading,
  signIn,
  storedUser,
  test,
} from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { answerQuestionnaire } from './support/questionnaire';

/**
 * Issue 24: what a new taxpayer still tripped on. Each test walks one stumble as a person would
 * and checks axe in every state it reaches.
 */

const WIDTHS = [1280, 390, 320] as const;

/**
 * Every amount ("$48,000.00") in the page's main content that the browser drew on more than one
 * line: each text range matching an amount is measured with `getClientRects` (one box per line).
 */
async function wrappedAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const amount = /\$\d{1,3}(?:,\d{3})*\.\d{2}/g;
    const root = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const wrapped: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects() as ArrayLike<DOMRect>)
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.bottom)),
        );
        if (lines.size > 1) wrapped.push(match[0]);
      }
    }
    return wrapped;
  });
}

/** The page's amounts at 1280, 390 and 320 px: each on one line (and at least `min` shown). */
async function expectAmountsOnOneLine(page: Page, min: number) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => wrappedAmounts(page), { message: `amounts at ${width} px` }).toEqual([]);
    const shown = await page
      .locator('main')
      .evaluate((m) => (m as HTMLElement).innerText.match(/\$\d[\d,]*\.\d\d/g)?.length ?? 0);
    expect(shown).toBeGreaterThanOrEqual(min);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('what a new taxpayer still trips on (issue 24)', () => {
  test('Next saves the typed W-2, the summary follows corrections, files attach when adding, amounts stay whole, and a half-typed W-2 survives a session end', async ({
    page,
  }) => {
    test.setTimeout(360_000); // the whole return, a session end, axe at every state (a shared machine)
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'wes.wage');
    await page.goto('/forms/individual/annual-return');
    await answerQuestionnaire(page);
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    await page.getByRole('group', { name: 'Did you get a W-2 for 2025?' }).getByText('Yes').click();

    // Next with a typed, unfinished W-2: no "lose these changes" question — it tries to save, and
    // the summary names what is still missing (not the employer name, which is there).
    await page.getByLabel('Employer name').fill('Lakeside Clinic');
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(errorSummaryHeading(page)).toBeFocused();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\?step=w2$/);
    await expect(summary).toContainText('Employer EIN (9 digits)');
    await expect(summary).not.toContainText('Employer name is required.');
    await checkA11y(page);
    // Correcting a field takes its line out of the summary at once.
    await page.getByLabel('Employer EIN (9 digits)').fill('34-1239876');
    await expect(summary).not.toContainText('Employer EIN');
    await expect(summary).toContainText('Wages (box 1)');
    await page.getByLabel('Wages (box 1)').fill('48,000');
    await page.getByLabel('Medicare wages (box 5)').fill('48,000');
    await page.getByLabel('Local wages (box 18)').fill('48,000');
    await page.getByLabel('Local income tax (box 19)').fill('1,200');
    await page.getByLabel('Locality name (box 20)').fill('Cleveland');
    await expect(summary).toBeHidden();

    // The attach control is offered while adding; the file goes up with the save.
    await page
      .getByLabel('Attach an image or PDF of this form (optional)')
      .setInputFiles({ name: 'clinic-w2.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
    await expect(page.getByText('clinic-w2.pdf (1 KB)')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 5: 1099 forms')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    const row = page.getByRole('row', { name: /Lakeside Clinic/ });
    await expect(row).toContainText('$48,000.00');
    await expect(row).toContainText('clinic-w2.pdf');
    await checkA11y(page);

    // Amounts never break: the W-2 list, the summary and the city tax form at 1280, 390, 320 px.
    await expectAmountsOnOneLine(page, 2);
    await page.goto('/forms/individual/annual-return?step=summary');
    await expect(page.getByText('Step 4 of 5: Summary')).toBeVisible();
    await expectAmountsOnOneLine(page, 3);
    await page.goto('/forms/individual/annual-return?step=cityTaxForm');
    await expect(page.getByRole('cell', { name: '$48,000.00' }).first()).toBeVisible();
    await expectAmountsOnOneLine(page, 5);
    await checkA11y(page);

    // A second W-2, half typed, when the session ends by inactivity: the warning counts down…
    await page.goto('/forms/individual/annual-return?step=w2');
    await page.getByRole('button', { name: 'Add a W-2' }).click();
    await page.getByLabel('Employer name').fill('Harbor Diner');
    await page.getByLabel('Employer EIN (9 digits)').fill('341230000');
    await page.getByLabel('Wages (box 1)').fill('2,500');
    await page.clock.runFor(900_500);
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(page.getByTestId('inactivity-countdown')).toHaveText(
      /^Time left before you are logged out: [45]:\d\d$/,
    );
    await checkA11y(page);
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('inactivity-countdown')).toHaveText(/: [34]:\d\d$/);
    await page.clock.runFor(300_000);
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=/);
    expect(await storedUser(page)).toBeNull();
    // …what was typed is kept in this tab only, without the EIN (a tax ID), never in localStorage.
    const kept = await page.evaluate(() => ({
      session: Object.keys(sessionStorage)
        .filter((k) => k.startsWith('efile_draft:'))
        .map((k) => sessionStorage.getItem(k) ?? ''),
      local: JSON.stringify(localStorage),
    }));
    expect(kept.session).toHaveLength(1);
    expect(kept.session[0]).toContain('Harbor Diner');
    expect(kept.session[0]).not.toContain('341230000');
    expect(kept.local).not.toContain('Harbor Diner');

    // Signing in again returns to the same step with the typing back (the EIN asked again).
    await fillSignIn(page, 'wes.wage');
    await expect(page).toHaveURL(/\/forms\/individual\/annual-return\?step=w2$/);
    await expect(page.getByLabel('Employer name')).toHaveValue('Harbor Diner');
    // As it stood when the session ended (the field writes out the cents once left).
    await expect(page.getByLabel('Wages (box 1)')).toHaveValue(/^2,500(\.00)?$/);
    await expect(page.getByLabel('Employer EIN (9 digits)')).toHaveValue('');
    await expect(page.getByText('You were logged out before this form was saved.')).toBeVisible();
    await checkA11y(page);
    // The kept typing is guarded like any other; the question's default is to stay (Cancel).
    await page.getByTestId('left-menu').getByRole('link', { name: 'Dashboard' }).click();
    const unsaved = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect(unsaved).toBeVisible();
    await expect(unsaved.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(/\?step=w2$/);
    await expect(page.getByLabel('Employer name')).toHaveValue('Harbor Diner');

    // An explicit log out forgets it (a shared computer).
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(/\/auth\/loggedout$/);
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('efile_draft:'))),
    ).toEqual([]);
  });

  test('My Account: every amount on one line at 1280, 390 and 320 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'ada.account');
    await page.goto('/account');
    await expect(heading(page)).toHaveText('My Account');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAmountsOnOneLine(page, 3);
  });

  test('a 26-character password is refused with the limit named and never cut; the lockout says 15 minutes and resetting unlocks', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await agreeToDisclaimer(page);
    const password = page.getByLabel('Password', { exact: true });
    const long = 'everyday words are so easy'; // 26 characters
    expect(long).toHaveLength(26);
    await expect(page.getByText('at most 25', { exact: false })).toHaveCount(0); // login has no hint
    await page.getByLabel('Username').fill('lou.locked');
    await password.fill(long);
    await expect(password).toHaveValue(long);
    await expect(page.getByText('Password must be at most 25 characters. This one has 26')).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(errorSummaryHeading(page)).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await checkA11y(page);

    // A refused sign-in takes focus to its message (on a phone the message is above the fold).
    for (let n = 1; n <= 5; n += 1) {
      await password.fill(`wrong-password-${n}`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Log in failed' })).toBeVisible();
      await expect(page.locator(':focus')).toContainText('The username or password is incorrect.');
    }
    await password.fill('eFile-Demo-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    const locked = page.getByRole('alert').filter({ hasText: 'Log in failed' });
    await expect(locked).toContainText('this account is locked for 15 minutes');
    await expect(locked).toContainText('reset your password');
    await expect(locked).toContainText('that unlocks it at once');
    await expect(page.locator(':focus')).toContainText('locked for 15 minutes');
    await checkA11y(page);

    // Resetting the password: the form names the limit, keeps all 26 characters and refuses them.
    const since = new Date();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email Address').fill('lou.locked@example.test');
    await page.getByRole('button', { name: 'Send' }).click();
    const mail = await waitForMail(request, 'lou.locked@example.test', 'Reset your eFile password', since);
    await page.goto(linkIn(mail, '/auth/reset-password'));
    await expect(heading(page)).toHaveText('Reset Your Password');
    await expect(page.getByText('Use 8 to 25 characters (at most 25')).toBeVisible();
    const fresh = page.getByLabel('Password', { exact: true });
    await fresh.fill(long);
    await expect(fresh).toHaveValue(long);
    await expect(page.getByText('Password must be at most 25 characters. This one has 26')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill(long);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(errorSummaryHeading(page)).toBeFocused();
    await expect(page.getByTestId('error-summary')).toContainText('at most 25 characters');
    await expect(page.getByRole('dialog')).toBeHidden();
    await checkA11y(page);

    // A password the server refuses: its reasons in the spec's modal and on the field.
    await fresh.fill('password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Submit' }).click();
    const modal = page.getByRole('dialog', { name: 'Invalid Password' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('#password-error')).toContainText('This password was not accepted:');
    await checkA11y(page);

    await fresh.fill('harbor lights at noon');
    await page.getByLabel('Confirm Password', { exact: true }).fill('harbor lights at noon');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    // The reset unlocked the account.
    await page.getByRole('link', { name: 'Go to Log in' }).click();
    await fillSignIn(page, 'lou.locked', 'harbor lights at noon');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('reminder settings opened signed out are where sign-in lands', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/reminders/settings');
    await expect(page).toHaveURL(/\/\?returnUrl=%2Freminders%2Fsettings$/);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Freminders%2Fsettings$/);
    await fillSignIn(page, 'jane.taxpayer');
    await expect(page).toHaveURL(/\/reminders\/settings$/);
    await checkA11y(page);
  });

  test('on a phone: the government banner says what it is, the skip link shows whole', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    // The banner's sentence and its button's words are drawn on screen, not just a "+".
    for (const part of ['.usa-banner__header-text', '.usa-banner__button-text']) {
      const box = await page.locator(part).boundingBox();
      expect(box, part).not.toBeNull();
      expect(box!.x, part).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, part).toBeLessThanOrEqual(320);
      expect(box!.width, part).toBeGreaterThan(40);
    }
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    // USWDS slides the focused skip link down from above the page (a short transition).
    await expect.poll(async () => (await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const box = (await skip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await checkA11y(page);
  });
});
