import type { Page } from '@playwright/test';
import { checkA11y, expect, heading, signIn, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { answerQuestionnaire } from './support/questionnaire';
import { cents, money, payOnProvider } from './support/payments';

/**
 * Issue 22, against the portal whose clock stands on 1 December 2026 (the `after-due-date`
 * project): the 2025 returns were due 15 April 2026, and the 2026 estimate's last installment
 * (15 January 2027) is within the reminders' reach.
 */
const WIDTHS = [390, 1280];

/** The page at both widths, axe-clean at each (WCAG 2.2 AA). */
async function checkAtWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await checkA11y(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('pay what you owe, as of the day you pay (issue 22)', () => {
  test('ann.annual files her 2025 return late, sees what paying today costs, pays it in one payment, and every screen says $0.00', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, 'ann.annual');
    await page.goto('/forms/individual/annual-return');
    // The return's draft and what lateness adds are computed on the server: slow on a loaded machine.
    await expect(page.getByText('Step 1 of 5: Can you file online?')).toBeVisible({ timeout: 30_000 });
    await answerQuestionnaire(page);
    await page.getByRole('group', { name: 'Did you get a W-2 for 2025?' }).getByText('Yes').click();
    await page.getByLabel('Employer name').fill('Burton Hardware');
    await page.getByLabel('Employer EIN (9 digits)').fill('341112222');
    await page.getByLabel('Wages (box 1)').fill('80,000.00');
    await page.getByLabel('Medicare wages (box 5)').fill('80,000.00');
    await page.getByLabel('Local wages (box 18)').fill('80,000.00');
    await page.getByLabel('Local income tax (box 19)').fill('800');
    await page.getByLabel('Locality name (box 20)').fill('Burton');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'W-2 1 saved.' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Did you get a 1099 for 2025?' }).getByText('No').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // The city tax form, before filing: the balance the return shows ($900.00, hand-computed in
    // annual-return.spec) and, under it, what paying today adds, line by line with its reason.
    await expect(page.getByText('Step 5 of 5: City tax form')).toBeVisible();
    await expect(page.locator('[data-line="balanceDue"] [data-amount]')).toHaveText('$900.00');
    const late = page.getByTestId('late-charges');
    await expect(late.getByRole('heading', { name: 'What paying late adds' })).toBeVisible();
    await expect(late).toContainText('It was due April 15, 2026.');
    await expect(late.locator('[data-line="interest"]')).toContainText('Interest since April 15, 2026');
    const added = cents((await late.locator('[data-field="total"]').textContent()) ?? '');
    expect(added).toBeGreaterThan(0);
    await checkAtWidths(page);

    await page.locator('label[for="agreement"]').click();
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await expect(page.getByText('Your annual return was filed.')).toBeVisible();
    const confirmation = /AR2025-[0-9A-F]{10}/.exec(
      (await page.getByText(/Confirmation number: AR2025-/).textContent()) ?? '',
    )![0];
    // Where it stands: filed, nothing paid, and what paying today costs — the same as before filing.
    const standing = page.getByTestId('form-standing');
    const owed = 90_000 + added;
    await expect(standing.locator('[data-field="owed"]')).toHaveText(money(owed));
    // Her $300.00 of 2025 estimates the agency holds is on it already (ADR 0044): partly paid.
    await expect(standing.locator('[data-field="status"]')).toHaveText('Partly paid');
    await checkAtWidths(page);

    // One payment: the payment page asks that amount, each line with its reason.
    await standing
      .getByRole('link', { name: `Pay ${money(owed)} for Individual Annual Return 2025` })
      .click();
    await expect(heading(page)).toHaveText('Payment');
    await expect(page.locator('[data-field="Amount"]')).toHaveText(money(owed));
    const lines = page.getByTestId('pay-lines');
    await expect(lines.locator('[data-line="taxLeft"]')).toContainText('$900.00');
    await expect(lines.locator('[data-line="interest"]')).toBeVisible();
    await expect(page.getByTestId('as-of')).toContainText('December 1, 2026');
    await checkAtWidths(page);
    await page.getByRole('button', { name: `Pay ${money(owed)}` }).click();
    await payOnProvider(page, money(owed), false, 'Ann Annual');
    await expect(page.getByText(`Thank you. Your payment of ${money(owed)} was received.`)).toBeVisible({
      timeout: 30_000,
    });
    const reference = ((await page.getByTestId('payment-reference').textContent()) ?? '').replace(
      'Payment reference: ',
      '',
    );
    expect(reference).toMatch(/\S+/);
    await checkAtWidths(page);

    // Every screen says $0.00 owed and shows the payment.
    await page.goto('/dashboard');
    await expect(page.getByTestId('total-owed')).toHaveText(/You owe nothing today\./);
    const tile = page.getByTestId('dashboard-tile').filter({ hasText: 'Individual Annual Return' });
    await expect(tile.getByTestId('tile-standing')).toContainText('Nothing owed.');
    await expect(tile.getByRole('link', { name: 'Open Individual Annual Return' })).toBeVisible();
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await checkAtWidths(page);

    await page.goto('/forms/individual/annual-return');
    await expect(standing.locator('[data-field="owed"]')).toHaveText('$0.00');
    await expect(standing.locator('[data-field="status"]')).toHaveText('Paid');
    await expect(standing.locator('[data-field="paidOn"]')).toHaveText('December 1, 2026');
    await expect(page.getByText('Balance due')).toHaveCount(0);

    await page.goto('/account');
    const total = page.getByTestId('account-total');
    await expect(total.locator('[data-field="payToday"]')).toHaveText('$0.00');
    const row = page.getByTestId('filed-form').filter({ hasText: confirmation });
    await expect(row).toContainText('Paid');
    await expect(page.getByTestId('payment').filter({ hasText: confirmation })).toContainText(money(owed));
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await checkAtWidths(page);

    await page.goto('/estimates-and-credits');
    await expect(heading(page)).toHaveText('Estimates and Credits');
    await expect(page.getByRole('table', { name: /Estimated tax paid/ })).toContainText('$300.00');
    await checkAtWidths(page);

    // The receipt: the amount, the form's confirmation number and the payment reference.
    const receipt = await waitForMail(request, 'ann.annual@example.test', 'Payment received');
    expect(receipt.subject).toBe(`Payment received: ${money(owed)}, payment reference ${reference}`);
    expect(receipt.text).toContain(`Confirmation number of the form: ${confirmation}`);
    await waitForMail(request, 'ann.annual@example.test', `confirmation number ${confirmation}`);
  });

  test('eve.estimate pays installment 1, then installment 4 from the reminder e-mail’s link', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, 'eve.estimate');
    await page.goto('/forms/individual/estimate');
    await page.getByLabel('Description').fill('Salary');
    await page.getByLabel('Estimated income (dollars)').fill('40000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.locator('label[for="agreement"]').click();
    await page.getByRole('button', { name: 'File estimate' }).click();
    await expect(page.getByText('Your estimate was filed.')).toBeVisible();

    // The schedule: dates written out; three installments past due, the last one due.
    const schedule = page.getByTestId('installments');
    await expect(schedule.getByTestId('installment')).toHaveCount(4);
    await expect(schedule.getByTestId('installment').nth(0)).toContainText('April 15, 2026');
    await expect(schedule.getByTestId('installment').nth(0)).toContainText('Past due');
    await expect(schedule.getByTestId('installment').nth(3)).toContainText('January 15, 2027');
    await checkAtWidths(page);

    await schedule
      .getByTestId('installment')
      .nth(0)
      .getByRole('link', { name: /^Pay \$250\.00 for Individual Estimate 2026, installment 1$/ })
      .click();
    await expect(page).toHaveURL(/\/form\/\d+\/pay\/installment\/1$/);
    await expect(page.locator('[data-field="Amount"]')).toHaveText('$250.00');
    await checkAtWidths(page);
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await payOnProvider(page, '$250.00', false, 'Eve Estimate');
    await expect(page.getByText('Thank you. Your payment of $250.00 was received.')).toBeVisible({
      timeout: 30_000,
    });

    // The reminder of installment 4 opens that installment's own payment page.
    const reminder = await waitForMail(request, 'eve.estimate@example.test', 'estimate installment 4');
    const link = linkIn(reminder, '/form/');
    expect(link).toMatch(/^\/form\/\d+\/pay\/installment\/4$/);
    await page.goto(link);
    await expect(page.locator('[data-field="Amount"]')).toHaveText('$250.00');
    await expect(page.locator('[data-field="Due Date"]')).toHaveText('January 15, 2027');
    await page.getByRole('button', { name: 'Pay $250.00' }).click();
    await payOnProvider(page, '$250.00', true, 'Eve Estimate');
    await expect(page.getByText('Thank you. Your payment of $250.00 was received.')).toBeVisible({
      timeout: 30_000,
    });

    await page.goto('/account');
    const rows = page.getByTestId('installments').getByTestId('installment');
    await expect(rows.nth(0)).toHaveAttribute('data-state', 'paid');
    await expect(rows.nth(3)).toHaveAttribute('data-state', 'paid');
    await expect(rows.nth(1)).toHaveAttribute('data-state', 'pastDue');
    await expect(rows.nth(1).getByTestId('pay-button')).toBeVisible();
    await checkAtWidths(page);

    // Estimates and Credits shows the estimate paid online at once, marked not yet posted.
    await page.goto('/estimates-and-credits');
    await expect(page.getByTestId('not-yet-posted')).toContainText(
      'Includes $500.00 received, not yet posted by the agency',
    );
    await checkAtWidths(page);
  });
});
