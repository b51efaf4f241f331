import type { Page } from '@playwright/test';
import { checkA11y, expect, heading, signIn, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';

const MISMATCH = 'Please make sure the emails entered match.';
/** A new address per run and attempt, so a retry does not find it already Tom's. */
const NEW_ADDRESS = `tom.new.${Date.now().toString(36)}@example.test`;

const newEmail = (page: Page) => page.getByLabel('New Email Address', { exact: true });
const confirmEmail = (page: Page) => page.getByLabel('Confirm New Email Address', { exact: true });

async function enterTwice(page: Page, first: string, second = first): Promise<void> {
  await newEmail(page).fill(first);
  await confirmEmail(page).fill(second);
  await confirmEmail(page).blur();
}

test.describe('change email (issue 3 item 5, spec §2, §5, §8)', () => {
  test('checks both fields, refuses a duplicate, and changes the address from the e-mailed link', async ({
    page,
    request,
  }) => {
    await signIn(page, 'tom.forms');
    await page.goto('/change-email');
    await expect(heading(page)).toHaveText('Change Email');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await checkA11y(page);

    await newEmail(page).fill('not-an-address');
    await newEmail(page).blur();
    await expect(page.getByText('New Email Address is invalid.')).toBeVisible();
    await enterTwice(page, NEW_ADDRESS, 'tom.other@example.test');
    await expect(page.getByText(MISMATCH)).toBeVisible();
    await expect(confirmEmail(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await checkA11y(page);

    // 400: another account uses the address.
    await enterTwice(page, 'jane.taxpayer@example.test');
    await expect(page.getByText(MISMATCH)).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate Email Address' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'This email address already exists in our records. Please try another.',
    );
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(newEmail(page)).toBeFocused();

    const since = new Date();
    await enterTwice(page, NEW_ADDRESS);
    await submit.click();
    await expect(
      page.getByText(
        `We have sent a confirmation link to ${NEW_ADDRESS}. Your email address will change when you open the link. The link expires in 24 hours.`,
      ),
    ).toBeVisible();
    await checkA11y(page);

    const mail = await waitForMail(request, NEW_ADDRESS, 'Confirm your new eFile email', since);
    const link = linkIn(mail, '/confirm-email-change');
    await page.goto(link);
    await expect(page).toHaveURL(/\/confirm-email\?reason=change$/);
    await expect(heading(page)).toHaveText('Email Confirmed');
    await expect(page.getByText('Your email address has been confirmed.')).toBeVisible();
    await expect(page.getByText('Your eFile account now uses your new email address.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await checkA11y(page);

    // The old address is told.
    await waitForMail(request, 'tom.forms@example.test', 'Your eFile email address was changed', since);

    // The link is single use.
    await page.goto(link);
    await expect(page.getByText('We were unable to complete your email confirmation request.')).toBeVisible();
    await checkA11y(page);
  });

  test('a link without its token, address or id, and the legacy confirmation page', async ({ page }) => {
    await page.goto('/confirm-email-change?email=a%40example.test');
    await expect(heading(page)).toHaveText('Confirm Your New Email Address');
    await expect(
      page.getByText(
        'This link is missing its token, email address or account number. Please use the link from your email exactly as it was sent.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Log in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await checkA11y(page);

    await page.goto(`/confirm-email-change?email=a%40example.test&token=${'B'.repeat(43)}&id=1`);
    await expect(page.getByText('We were unable to complete your email confirmation request.')).toBeVisible();

    // Opened directly, /confirm-email confirmed nothing and must not say it did.
    for (const address of ['/confirm-email', '/confirm-email?reason=legacy']) {
      await page.goto(address);
      await expect(heading(page)).toHaveText('Confirm Your Email Address');
      await expect(page.getByText('open the link in the email we sent you')).toBeVisible();
      await expect(page.getByText('Your email address has been confirmed.')).toHaveCount(0);
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await checkA11y(page);
  });
});
