import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, heading, signIn, tabTo, test } from './support/fixtures';
import { signInStaff, type DemoStaffRole } from './support/staff';

/**
 * Issue 16 items 5 and 8 (ADR 0038): a clerk posts a mailed check that then shows on the
 * taxpayer's account; a check above the agency's amount waits for a supervisor; a supervisor
 * exports a day's filings. The server's clock stands at 2026-03-02 (playwright.config.ts).
 */
const DAY = '2026-03-02';
/** Sam Retired (100007): his account is not looked at by other browser tests. */
const SAM = { username: 'sam.retired', taxpayerId: '100007' };

async function staffPage(browser: Browser, role: DemoStaffRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInStaff(page, role);
  await page.getByRole('link', { name: 'Mail received' }).first().click();
  await expect(heading(page)).toHaveText('Mail received');
  return page;
}

/** Sam's My Account: the total balance as shown. */
async function samBalance(page: Page): Promise<string> {
  await page.goto('/account');
  await expect(heading(page)).toHaveText('My Account');
  return (await page.getByTestId('account-total').locator('[data-field="balance"]').textContent()) ?? '';
}

/** Sam files a 2024 billing statement of $1,000.00 tax: its confirmation number, as printed. */
async function samFilesStatement(page: Page): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Open Tax, Penalty, and Interest Billing Statement' }).click();
  await page.getByLabel('Tax year').selectOption('2024');
  await page.getByLabel('Tax due for the year (dollars)').fill('1000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('button', { name: 'File statement' }).click();
  const text = await page.getByText(/Confirmation number: BS2024-[0-9A-F]{10}/).textContent();
  return /(BS2024-[0-9A-F]{10})/.exec(text ?? '')![1]!;
}

/**
 * Fills the check form with the mouse-free keyboard: Tab to each field, type (the confirmation
 * number as a clerk types it from the stub: lower case), Enter to review.
 */
async function reviewCheckByKeyboard(page: Page, number: string, amount: string, confirmation: string) {
  // In the order of the form (the paper return's form below has fields of the same names).
  await tabTo(page, /Taxpayer account number/);
  await page.keyboard.type(SAM.taxpayerId);
  await tabTo(page, /Tax year it pays/);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2024');
  await tabTo(page, /Amount of the check/);
  await page.keyboard.type(amount);
  await tabTo(page, /Check number/);
  await page.keyboard.type(number);
  await tabTo(page, /Date received/);
  // A date input takes the month, day and year typed in order.
  await page.keyboard.type('03012026');
  await tabTo(page, /Confirmation number of the form it pays/);
  await page.keyboard.type(confirmation.toLowerCase());
  await tabTo(page, /^\s*Review check\s*$/);
  await page.keyboard.press('Enter');
}

test.describe('mail received and exports (staff console)', () => {
  test('a clerk posts checks against the form the stub names or the taxpayer owes on; the form owes less', async ({
    page,
    browser,
  }) => {
    test.slow(); // a clerk and a supervisor sign in (TOTP steps), several checks posted
    await signIn(page, SAM.username);
    const confirmation = await samFilesStatement(page);
    const before = await samBalance(page);

    const clerk = await staffPage(browser, 'clerk');
    await checkA11y(clerk);
    // By keyboard, by the confirmation number typed from the stub: the review names Sam and the form.
    await reviewCheckByKeyboard(clerk, '5101', '125.00', confirmation);
    const review = clerk.getByTestId('check-review');
    await expect(review.getByRole('heading', { name: 'Check this before you post it' })).toBeFocused();
    await expect(clerk.getByTestId('review-taxpayer')).toHaveText(`Sam Retired (account ${SAM.taxpayerId})`);
    await expect(clerk.getByTestId('review-form')).toContainText(
      `Billing statement 2024, confirmation ${confirmation}: still owes $`,
    );
    await checkA11y(clerk);
    await tabTo(clerk, /^\s*Post check\s*$/);
    await clerk.keyboard.press('Enter');
    await expect(clerk.getByTestId('check-recorded')).toHaveText(
      `Check 5101 for $125.00 is posted to account ${SAM.taxpayerId}.`,
    );
    await expect(clerk.getByTestId('mailroom-posting').first()).toContainText(`pays ${confirmation}`);

    // No confirmation number: the review lists Sam's open items; the clerk chooses the form.
    await clerk.getByLabel('Taxpayer account number').first().fill(SAM.taxpayerId);
    await clerk.getByLabel('Tax year it pays').first().fill('2024');
    await clerk.getByLabel('Amount of the check').fill('50.00');
    await clerk.getByLabel('Check number').fill('5102');
    await clerk.getByLabel('Date received').first().fill('2026-03-01');
    await clerk.getByRole('button', { name: 'Review check' }).click();
    await expect(clerk.getByTestId('review-form')).toHaveText('Choose the form this check pays.');
    await expect(clerk.getByRole('button', { name: 'Post check' })).toHaveCount(0);
    await checkA11y(clerk);
    // The USWDS radio is drawn by its label: the label is what a person clicks.
    await clerk.getByTestId('check-review').locator('label', { hasText: confirmation }).click();
    await expect(clerk.getByLabel(new RegExp(`confirmation ${confirmation}`))).toBeChecked();
    await clerk.getByRole('button', { name: 'Use this form' }).click();
    await expect(clerk.getByTestId('review-form')).toContainText(`confirmation ${confirmation}`);
    await clerk.getByRole('button', { name: 'Post check' }).click();
    await expect(clerk.getByTestId('check-recorded')).toHaveText(
      `Check 5102 for $50.00 is posted to account ${SAM.taxpayerId}.`,
    );
    await checkA11y(clerk);

    const after = await samBalance(page);
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    expect(cents(after)).toBe(cents(before) - 17_500);
    const form = page.getByTestId('filed-form').filter({ hasText: confirmation });
    await expect(form).toBeVisible();
    const payment = page.getByTestId('payment').filter({ hasText: 'Check (mailed)' });
    await expect(payment.filter({ hasText: '$125.00' })).toContainText(confirmation);
    await checkA11y(page);
  });

  test('a check above $1,000.00 waits for a supervisor, who approves it', async ({ browser }) => {
    const clerk = await staffPage(browser, 'clerk');
    // An account on the roll with no web account (Sam's balance is the other test's).
    await clerk.getByLabel('Taxpayer account number').first().fill('100012');
    await clerk.getByLabel('Amount of the check').fill('1,500.00');
    await clerk.getByLabel('Check number').fill('2002');
    await clerk.getByLabel('Date received').first().fill('2026-03-01');
    await clerk.getByRole('button', { name: 'Review check' }).click();
    // Fran owes nothing on a form: the check pays the tax year, and it will wait for approval.
    await expect(clerk.getByTestId('review-taxpayer')).toHaveText('Fran Fresh (account 100012)');
    await expect(clerk.getByTestId('review-form')).toContainText('No form: it pays tax year 2025');
    await expect(clerk.getByTestId('check-review')).toContainText('it will wait for a supervisor’s approval');
    await clerk.getByRole('button', { name: 'Post check' }).click();
    await expect(clerk.getByTestId('check-recorded')).toHaveText(
      'Check 2002 for $1,500.00 is above $1,000.00: it waits for a supervisor’s approval.',
    );
    const row = clerk.getByTestId('mailroom-posting').filter({ hasText: 'Check 2002' });
    await expect(row).toContainText('Waiting for approval');
    const id = await row.getAttribute('data-id');
    // A clerk cannot approve.
    await expect(clerk.getByRole('button', { name: `Review posting ${id}` })).toHaveCount(0);

    const supervisor = await staffPage(browser, 'supervisor');
    await checkA11y(supervisor);
    // Issue 28: the supervisor reads what is approved — amount, payer, what it pays — before approving.
    await supervisor.getByRole('button', { name: `Review posting ${id}` }).click();
    const review = supervisor.getByTestId('posting-review');
    await expect(review.getByRole('heading', { name: `Posting ${id}: what you approve` })).toBeFocused();
    await expect(review).toContainText('$1,500.00');
    await expect(review).toContainText('Fran Fresh (account 100012)');
    await expect(review).toContainText('Check 2002, received 2026-03-01');
    await expect(review.getByTestId('review-pays')).toHaveText('No form: it pays tax year 2025');
    await checkA11y(supervisor);
    await review.getByRole('button', { name: `Approve posting ${id}` }).click();
    await expect(supervisor.getByTestId('mailroom-decision')).toHaveText(
      `Posting ${id} is approved and posted to account 100012.`,
    );
    // The focus is on what happened, not the top of the page (issue 28 item 8).
    await expect(supervisor.getByTestId('mailroom-outcome')).toBeFocused();
    await expect(supervisor.getByTestId('mailroom-posting').filter({ hasText: 'Check 2002' })).toContainText(
      'Posted by staff.supervisor',
    );
    await checkA11y(supervisor);
  });

  test("a supervisor exports a day's filings: the CSV has the day's rows", async ({ browser }) => {
    // A paper return recorded today is one of the day's filings (an account no other test uses).
    const clerk = await staffPage(browser, 'clerk');
    await clerk.locator('#paper-taxpayerId').fill('100013');
    await clerk.locator('#paper-formType').selectOption('annual-return');
    await clerk.locator('#paper-receivedOn').fill('2026-02-27');
    await clerk.locator('#paper-tax').fill('432.10');
    await clerk.locator('#paper-taxLine').fill('line 9');
    await clerk.getByRole('button', { name: 'Record paper return' }).click();
    await expect(
      clerk.getByText('The paper return of account 100013 is posted: $432.10 charged.'),
    ).toBeVisible();

    const supervisor = await staffPage(browser, 'supervisor');
    await supervisor.getByRole('link', { name: 'Exports' }).first().click();
    await expect(heading(supervisor)).toHaveText('Exports');
    await supervisor.getByLabel('What', { exact: true }).selectOption('filings');
    await supervisor.getByLabel('From (date)').fill(DAY);
    await supervisor.getByLabel('To (date)').fill(DAY);
    // An export is taxpayer data: without a reason in words it is refused, with the error shown.
    await supervisor.getByLabel('Reason for this export').fill('...');
    await supervisor.getByRole('button', { name: 'Download all rows of these days' }).click();
    await expect(supervisor.getByText('Give the reason in words (at least 3 letters).')).toBeVisible();
    await expect(supervisor.getByLabel('Reason for this export')).toBeFocused();
    await checkA11y(supervisor);
    await supervisor.getByLabel('Reason for this export').fill('Daily hand-over to the core system');
    const [download] = await Promise.all([
      supervisor.waitForEvent('download'),
      supervisor.getByRole('button', { name: 'Download all rows of these days' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`efile-filings-${DAY}-to-${DAY}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = csv.split('\r\n').filter(Boolean);
    expect(header).toBe(
      'source,taxpayer_id,name1,name2,federal_id_last4,channel,form_type,tax_year,period,confirmation_number,filed_date,filed_at,amount_due_cents,amount_due',
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const paper = rows.find((r) => r.includes(',100013,') && r.includes(',paper,annual-return,2025,'));
    expect(paper, csv).toMatch(new RegExp(`^paper:\\d+,100013,.*,${DAY},${DAY}T[^,]+,43210,432\\.10$`));
    for (const row of rows) expect(row).toContain(`,${DAY},`);
    await expect(supervisor.getByTestId('export-done')).toContainText(
      `rows downloaded as efile-filings-${DAY}-to-${DAY}.csv`,
    );

    // A batch takes the day's rows; a second one would hold none and is refused, not made (issue 28).
    await supervisor.getByRole('button', { name: 'Make a new batch' }).click();
    await expect(supervisor.getByTestId('export-done')).toContainText(/Batch \d+ made with \d+ new rows\./);
    await supervisor.getByRole('button', { name: 'Make a new batch' }).click();
    await expect(
      supervisor.getByText(
        /^Nothing new to export from .+: every row is in an earlier batch\. No batch was made\.$/,
      ),
    ).toBeVisible();
    await checkA11y(supervisor);

    await supervisor.getByRole('button', { name: 'Show daily totals' }).click();
    await expect(supervisor.getByTestId('totals-forms')).toContainText('Annual return');
    await checkA11y(supervisor);
  });
});
