import { paths } from '@efile/contracts';
import { waitForMail, linkIn } from './support/mailbox';
import { checkA11y, expect, heading, signIn, tabTo, test } from './support/fixtures';

/**
 * ADR 0042. The reminder job runs on the server's own timer (REMINDER_INTERVAL_MS in the test
 * server's environment): on its clock's 2 March 2026 the 2025 annual return, due 15 April, is
 * within REMINDER_DAYS_BEFORE's 60 days, so sam.retired (no 2025 return filed) is reminded.
 */
const SAM = 'sam.retired@example.test';

test.describe('reminder e-mails', () => {
  test('the link in a reminder opens a page that asks, unsubscribes, and resubscribes', async ({ page }) => {
    const mail = await waitForMail(page.request, SAM, 'Reminder: your 2025 city income tax return is due');
    const link = linkIn(mail, paths.remindersUnsubscribe);

    await page.goto(link);
    await expect(heading(page)).toHaveText('Reminder E-mails');
    // Opening the link changes nothing: the page asks first.
    await expect(page.getByText('Stop e-mail reminders about: The annual return?')).toBeVisible();
    await checkA11y(page);

    // By keyboard alone.
    await tabTo(page, /^\s*Unsubscribe\s*$/);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('reminder-unsubscribe');
    await expect(result.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    await expect(result).toContainText('You will get no more e-mail reminders about: The annual return.');
    await expect(result).toBeFocused();
    await checkA11y(page);

    // Opening the same link again shows the stopped state at once.
    await page.reload();
    await expect(result.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await expect(result.getByRole('heading', { name: 'Resubscribed' })).toBeVisible();
    await expect(result).toContainText('You will get e-mail reminders about: The annual return again.');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await checkA11y(page);
  });

  test('a link that is not valid says so', async ({ page }) => {
    await page.goto(`${paths.remindersUnsubscribe}?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await checkA11y(page);
  });

  test('signed in: a checkbox per kind, saved and shown again, by keyboard', async ({ page }) => {
    await signIn(page, 'sam.retired');
    await page.goto(paths.account);
    await page.getByRole('link', { name: 'Reminder e-mails' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.reminderSettings}$`));
    await expect(heading(page)).toHaveText('Reminder E-mails');
    const estimates = page.getByRole('checkbox', { name: /Estimate installments/ });
    await expect(estimates).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /The annual return/ })).toBeVisible();
    // An individual sees no business kinds.
    await expect(page.getByRole('checkbox', { name: /Employer's returns/ })).toHaveCount(0);
    await checkA11y(page);

    await tabTo(page, /Estimate installments/);
    await page.keyboard.press('Space');
    await expect(estimates).not.toBeChecked();
    await tabTo(page, /^\s*Save\s*$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Saved' })).toBeVisible();
    await checkA11y(page);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Estimate installments/ })).not.toBeChecked();
    // The USWDS tile's label is what a pointer clicks (the input itself is visually hidden).
    await page.locator('label[for="reminder-estimate-installment"]').click();
    await expect(page.getByRole('checkbox', { name: /Estimate installments/ })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Saved' })).toBeVisible();
  });

  test('a business user sees the business kinds of the Current Taxpayer', async ({ page }) => {
    await signIn(page, 'acme.owner');
    await page.goto(paths.reminderSettings);
    await expect(heading(page)).toHaveText('Reminder E-mails');
    for (const name of [/Employer's returns/, /Net profit estimate installments/, /business annual/])
      await expect(page.getByRole('checkbox', { name })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^The annual return/ })).toHaveCount(0);
    await checkA11y(page);
  });
});
