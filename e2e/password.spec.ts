import type { Page } from '@playwright/test';
import {
  agreeToDisclaimer,
  checkA11y,
  errorSummaryHeading,
  expect,
  fieldError,
  fillSignIn,
  heading,
  test,
} from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';

const NEW_PASSWORD = 'Lake Erie sunrise 7';
const TOKEN = 'A'.repeat(43);
const MIGRATION =
  'We have changed how account sign in works. You will need to confirm your email address and set a new password. Please check your registered email address for further instructions.';
const COMMON = 'Your password is too common. Please choose a password that is harder to guess.';

/** The set-password form: labels are exact ('Password' is part of 'Confirm Password'). */
async function setPasswords(page: Page, password: string, confirm = password): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('set-password screens', () => {
  test('forgot password: from login, the e-mailed link sets a new password that signs in', async ({
    page,
    request,
  }) => {
    // reset.rick (kept for this test): the new password opens the dashboard.
    await agreeToDisclaimer(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(heading(page)).toHaveText('Forgot Your Password?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(fieldError(page, 'Email Address is required.')).toBeVisible();
    await expect(errorSummaryHeading(page)).toBeFocused();
    await checkA11y(page);

    const since = new Date();
    await page.getByLabel('Email Address').fill('reset.rick@example.test');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText(
        'If an account uses this email address, we have sent it a link to reset your password. The link expires in 1 hour.',
      ),
    ).toBeVisible();
    await checkA11y(page);

    const mail = await waitForMail(request, 'reset.rick@example.test', 'Reset your eFile password', since);
    await page.goto(linkIn(mail, '/auth/reset-password'));
    await expect(heading(page)).toHaveText('Reset Your Password');
    await checkA11y(page);
    await setPasswords(page, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await expect(fieldError(page, 'Passwords must match.')).toBeVisible();
    await expect(errorSummaryHeading(page)).toBeFocused();
    await checkA11y(page);

    await setPasswords(page, NEW_PASSWORD);
    await expect(
      page.getByText('Your password has been changed. Please log in with your new password.'),
    ).toBeVisible();
    await checkA11y(page);

    await page.getByRole('link', { name: 'Go to Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await fillSignIn(page, 'reset.rick', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('legacy account: the e-mailed link refuses a common password, then confirms and signs in', async ({
    page,
    request,
  }) => {
    await agreeToDisclaimer(page);
    await fillSignIn(page, 'legacy.lena');
    await expect(page.getByText(MIGRATION)).toBeVisible();

    const mail = await waitForMail(request, 'legacy.lena@example.test', 'Confirm your email');
    await page.goto(linkIn(mail, '/confirm-legacy-email'));
    await expect(heading(page)).toHaveText('Confirm Your Email Address');
    await checkA11y(page);

    await setPasswords(page, 'password123');
    const dialog = page.getByRole('dialog', { name: 'Invalid Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toContainText([COMMON]);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await setPasswords(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/confirm-email\?reason=legacy$/);

    await page.goto('/auth/login');
    await fillSignIn(page, 'legacy.lena', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('confirm registration: missing e-mail or token, and a bad link offers a resend', async ({ page }) => {
    // The page's clock runs as usual until the toast shows, then only as the test moves it.
    await page.clock.install();
    await page.goto('/confirm-registration?email=a@b.test');
    await expect(heading(page)).toHaveText('Failed');
    await expect(
      page.getByText(
        'Your email confirmation token was not provided. Please try resending the confirmation email. If the issue persists please contact support.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Confirmation Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth/login');
    await checkA11y(page);

    await page.goto(`/confirm-registration?token=${TOKEN}`);
    await expect(heading(page)).toHaveText('Failed');
    await expect(page.getByText('Your email address was not provided.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Confirmation Email' })).toHaveCount(0);
    await checkA11y(page);

    await page.goto(`/confirm-registration?email=x@example.test&token=${TOKEN}`);
    await expect(heading(page)).toHaveText('Failed');
    // 400: the server's detail is shown.
    await expect(
      page.getByText('This email confirmation link is not valid. You may resend the confirmation email.'),
    ).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: 'Confirmation email has been sent. Please check your inbox.' });
    await expect(toast).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    // Longer than the default 5 s: the resend toasts last 10 s (from when it showed, just before
    // the pause), then go.
    await page.clock.runFor(6_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(toast).toBeHidden();
  });

  test('confirm registration: the e-mailed link sets the first password, then the person signs in', async ({
    page,
    request,
  }) => {
    const since = new Date();
    const resent = await request.get(
      '/api/register/resend-confirmation-email?emailAddress=needs.password%40example.test',
    );
    expect(resent.status()).toBe(202);
    const mail = await waitForMail(
      request,
      'needs.password@example.test',
      'Confirm your eFile registration',
      since,
    );
    await page.goto(linkIn(mail, '/confirm-registration'));
    await expect(heading(page)).toHaveText('Account Registration Confirmation');
    await expect(page.getByText('To complete registration please set your password below.')).toBeVisible();
    await checkA11y(page);

    await setPasswords(page, NEW_PASSWORD, 'Lake Erie sunset 7');
    await expect(fieldError(page, 'The passwords you entered do not match.')).toBeVisible();
    await checkA11y(page);

    await setPasswords(page, NEW_PASSWORD);
    await expect(heading(page)).toHaveText('Success');
    await expect(page).toHaveTitle('Success: your account is registered | CCA eFile');
    await expect(
      page.getByText(
        'Your registration has been completed successfully. Please return to the home page to login to your eFile account.',
      ),
    ).toBeVisible();
    await checkA11y(page);

    await agreeToDisclaimer(page);
    await fillSignIn(page, 'needs.password', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
