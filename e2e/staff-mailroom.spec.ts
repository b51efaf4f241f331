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

/** Fills the check form with the mouse-free keyboard: Tab to each field, type, Enter to record. */
async function recordCheckByKeyboard(page: Page, number: string, amount: string) {
  for (const [label, text] of [
    [/Taxpayer account number/, SAM.taxpayerId],
    [/Amount of the check/, amount],
    [/Check number/, number],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(text);
  }
  await tabTo(page, /Date received/);
  // A date input takes the month, day and year typed in order.
  await page.keyboard.type('03012026');
  await tabTo(page, /^\s*Record check\s*$/);
  await page.keyboard.press('Enter');
}

test.describe('mail received and exports (staff console)', () => {
  test('a clerk posts a mailed check by keyboard; the taxpayer sees it and the balance drops', async ({
    page,
    browser,
  }) => {
    await signIn(page, SAM.username);
    const before = await samBalance(page);

    const clerk = await staffPage(browser, 'clerk');
    await checkA11y(clerk);
    await recordCheckByKeyboard(clerk, 'E2E-1001', '125.00');
    await expect(clerk.getByTestId('check-recorded')).toHaveText(
      `Check E2E-1001 for $125.00 is posted to account ${SAM.taxpayerId}.`,
    );
    await expect(clerk.getByTestId('mailroom-posting').first()).toContainText('Posted');
    await checkA11y(clerk);

    const after = await samBalance(page);
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    expect(cents(after)).toBe(cents(before) - 12_500);
    const payment = page.getByTestId('payment').filter({ hasText: 'Check (mailed)' });
    await expect(payment).toContainText('$125.00');
    await expect(payment).toContainText('Tax year 2025');
    await checkA11y(page);
  });

  test('a check above $1,000.00 waits for a supervisor, who approves it', async ({ browser }) => {
    const clerk = await staffPage(browser, 'clerk');
    // An account on the roll with no web account (Sam's balance is the other test's).
    await clerk.getByLabel('Taxpayer account number').first().fill('100012');
    await clerk.getByLabel('Amount of the check').fill('1,500.00');
    await clerk.getByLabel('Check number').fill('E2E-2002');
    await clerk.getByLabel('Date received').first().fill('2026-03-01');
    await clerk.getByRole('button', { name: 'Record check' }).click();
    await expect(clerk.getByTestId('check-recorded')).toHaveText(
      'Check E2E-2002 for $1,500.00 is above $1,000.00: it waits for a supervisor’s approval.',
    );
    const row = clerk.getByTestId('mailroom-posting').filter({ hasText: 'Check E2E-2002' });
    await expect(row).toContainText('Waiting for approval');
    const id = await row.getAttribute('data-id');
    // A clerk cannot approve.
    await expect(clerk.getByRole('button', { name: `Approve posting ${id}` })).toHaveCount(0);

    const supervisor = await staffPage(browser, 'supervisor');
    await checkA11y(supervisor);
    await supervisor.getByRole('button', { name: `Approve posting ${id}` }).click();
    await expect(supervisor.getByTestId('mailroom-decision')).toHaveText(
      `Posting ${id} is approved and posted to account 100012.`,
    );
    await expect(
      supervisor.getByTestId('mailroom-posting').filter({ hasText: 'Check E2E-2002' }),
    ).toContainText('Posted by staff.supervisor');
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
    await checkA11y(supervisor);
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

    await supervisor.getByRole('button', { name: 'Show daily totals' }).click();
    await expect(supervisor.getByTestId('totals-forms')).toContainText('Annual return');
    await checkA11y(supervisor);
  });
});
