import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, heading, signIn, test } from './support/fixtures';
import { answerQuestionnaire } from './support/questionnaire';
import { fits } from './support/reflow';
import { signInStaff, type DemoStaffRole } from './support/staff';

/** Why staff open the refund queue: it shows taxpayer data (ADR 0046). */
const REASON = 'Reviewing refund claims';
/** The day the portal runs at (playwright.config.ts: CLOCK_AT 2026-03-02T15:00Z, 10 a.m. in Ohio). */
const TODAY = 'March 2, 2026';

/** A member of staff's own browser, signed in to the console, on the refund queue of `status`. */
async function staffOnQueue(browser: Browser, role: DemoStaffRole, status: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInStaff(page, role);
  await page.getByTestId('staff-nav').getByRole('link', { name: 'Refunds', exact: true }).click();
  await expect(heading(page)).toHaveText('Refunds and credits');
  await page.getByLabel('Reason for looking').fill(REASON);
  await page.getByRole('button', { name: 'Show' }).click();
  await page
    .getByRole('navigation', { name: 'Claims by status' })
    .getByRole('link', { name: status, exact: true })
    .click();
  await expect(
    page
      .getByRole('navigation', { name: 'Claims by status' })
      .getByRole('link', { name: status, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  return page;
}

const claimOf = (page: Page) => page.getByRole('article', { name: /Olive Overpaid, tax year 2025/ });

/**
 * Issue 27, Done when: olive.overpaid files her 2025 return claiming her $1,000.00 overpayment as a
 * refund by direct deposit; a clerk approves, a supervisor approves second (above the $500.00
 * limit), the supervisor issues the batch; My Account shows "Sent" with its day and her 2025
 * balance nets to zero; a second batch finds nothing, so the refund is never exported twice; the
 * public status lookup answers "Sent".
 */
test.describe('an overpayment claimed online (issue 27)', () => {
  test('a $1,000.00 refund by direct deposit: filed, approved twice, issued once, shown as sent', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000); // the whole return, two staff sign-ins (TOTP steps), a batch

    // Olive's return: $20,000.00 of Cleveland wages with $500.00 withheld for Cleveland (the tax:
    // 2.5 % × $20,000.00), and $1,000.00 of estimates paid → overpaid by $1,000.00.
    await signIn(page, 'olive.overpaid');
    await page.goto('/forms/individual/annual-return');
    await answerQuestionnaire(page);
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    await page.getByRole('group', { name: 'Did you get a W-2 for 2025?' }).getByText('Yes').click();
    await page.getByLabel('Employer name').fill('Lakefront Library');
    await page.getByLabel('Employer EIN (9 digits)').fill('341230000');
    await page.getByLabel('Wages (box 1)').fill('20,000.00');
    await page.getByLabel('Medicare wages (box 5)').fill('20,000.00');
    await page.getByLabel('Local wages (box 18)').fill('20,000.00');
    await page.getByLabel('Local income tax (box 19)').fill('500.00');
    await page.getByLabel('Locality name (box 20)').fill('CLEVELAND');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'Lakefront Library', exact: true })).toBeVisible();
    for (const step of ['Step 3 of 5: 1099 forms', 'Step 4 of 5: Summary', 'Step 5 of 5: City tax form']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(step)).toBeVisible();
    }
    await expect(page.locator('[data-line="residenceTax"] [data-amount]')).toHaveText('$500.00');
    await expect(page.locator('[data-line="estimatesPaid"] [data-amount]')).toHaveText('$1,000.00');

    // The File step asks what to do with it, now that the form shows it.
    const choice = page.getByRole('group', { name: 'What should we do with your overpayment of $1,000.00?' });
    await expect(choice).toBeVisible();
    await choice.getByText('Refund it to me').click();
    await page
      .getByRole('group', { name: 'How should we pay your refund?' })
      .getByText('Direct deposit to my bank account')
      .click();
    await page.getByLabel('Routing number').fill('021000021');
    await page.getByLabel('Account number').fill('000123456789');
    await expect(page.getByRole('group', { name: 'Account type' }).getByLabel('Checking')).toBeChecked();
    await checkA11y(page);
    // The claim's fields fit a 320 px phone (WCAG 1.4.10).
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await fits(page, true)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByText(/^I agree that checking this box/).click();
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await expect(page.getByText('Your annual return was filed.')).toBeVisible();
    await expect(
      page.getByText('You claimed your overpayment of $1,000.00. My Account shows where your claim is.'),
    ).toBeVisible();
    await checkA11y(page);

    // My Account: the claim, received today; the account number shown by its last four digits.
    await page.goto('/account');
    const claims = page.getByRole('table', { name: 'Your refund and credit claims' });
    const row = claims.getByRole('row', { name: /^2025/ });
    await expect(row).toContainText('Refund of $1,000.00 by direct deposit to the account ••••6789');
    await expect(row.getByRole('cell').nth(1)).toContainText('Received');
    await expect(row).toContainText(`Received: ${TODAY}`);
    await expect(row).toContainText('Sent: not yet');
    await expect(page.getByText('000123456789')).toHaveCount(0);
    await checkA11y(page);

    // A clerk: the claim in the queue, with what is owed elsewhere shown before approving.
    const clerk = await staffOnQueue(browser, 'clerk', 'Received');
    const received = claimOf(clerk);
    await expect(received).toContainText('Direct deposit to account ••••6789');
    await expect(received.getByText('$1,000.00', { exact: true }).first()).toBeVisible();
    await expect(received).toContainText('Two: above the approval limit');
    await expect(received).toContainText('Interest-free until');
    await expect(received).toContainText('Nothing is owed on other years: the whole refund is paid out.');
    await expect(received.getByRole('link', { name: 'Olive Overpaid (100093)' })).toHaveAttribute(
      'href',
      `/staff/taxpayers/100093?reason=${encodeURIComponent(REASON).replaceAll('%20', '+')}`,
    );
    await checkA11y(clerk);
    // A note starts the review.
    // The queue fits a 320 px window too (WCAG 1.4.10).
    await clerk.setViewportSize({ width: 320, height: 720 });
    expect(await fits(clerk, false)).toEqual([]);
    await clerk.setViewportSize({ width: 1280, height: 720 });
    await received.getByLabel(/^Note on claim \d+/).fill('Estimates of $1,000.00 match the ledger.');
    await received.getByRole('button', { name: 'Add note' }).click();
    await expect(received.getByText(/^Your note was added to claim \d+\.$/)).toBeVisible();
    await expect(received).toContainText('In review');
    await expect(received).toContainText('Estimates of $1,000.00 match the ledger.');
    // First approval; the claim stays in view with the outcome, which takes focus.
    await received.getByRole('button', { name: /^Approve claim \d+ of Olive Overpaid$/ }).click();
    const outcome = received.getByTestId(/^claim-outcome-/);
    await expect(outcome).toContainText(
      'has its first approval: a supervisor or administrator approves second.',
    );
    await expect(outcome).toBeFocused();
    // The same clerk cannot make the second approval: the server's words, next to the button.
    await received.getByRole('button', { name: /^Approve second: claim \d+/ }).click();
    await expect(outcome.getByRole('alert')).toHaveText(
      'You already approved this claim: a second person approves it.',
    );
    await expect(outcome).toBeFocused();
    await checkA11y(clerk);

    // A supervisor approves second and issues the batch.
    const supervisor = await staffOnQueue(browser, 'supervisor', 'In review');
    const inReview = claimOf(supervisor);
    await expect(inReview).toContainText('staff.clerk');
    await checkA11y(supervisor);
    await inReview.getByRole('button', { name: /^Approve second: claim \d+/ }).click();
    await expect(inReview.getByTestId(/^claim-outcome-/)).toContainText(/^Claim \d+ is approved\.$/);
    await expect(inReview).toContainText('staff.supervisor');
    await checkA11y(supervisor);

    const batches = supervisor.getByRole('region', { name: 'Batches' });
    await batches.getByRole('button', { name: 'Issue a batch' }).click();
    const batchOutcome = supervisor.getByTestId('batch-outcome');
    await expect(batchOutcome).toHaveText(/^Batch (\d+) issued: 1 refund, \$1,000\.00\.$/);
    await expect(batchOutcome).toBeFocused();
    const batchId = /^Batch (\d+)/.exec((await batchOutcome.textContent()) ?? '')![1]!;
    const batchRow = batches.getByRole('row', { name: new RegExp(`^${batchId} `) });
    await expect(batchRow).toContainText(`${TODAY}staff.supervisor1$1,000.00`);
    await checkA11y(supervisor);
    // The NACHA file: one PPD credit of $1,000.00 to the account, every record 94 characters.
    const download = supervisor.waitForEvent('download');
    await batchRow.getByRole('button', { name: `Download the NACHA file of batch ${batchId}` }).click();
    const nacha = readFileSync((await (await download).path())!, 'utf8');
    const records = nacha.split('\n').filter(Boolean);
    expect(records.every((r) => r.length === 94)).toBe(true);
    const entries = records.filter((r) => r.startsWith('6'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain('000123456789');
    expect(entries[0]).toContain('0000100000');
    // A second batch: nothing approved is left, so nothing is exported twice.
    await batches.getByRole('button', { name: 'Issue a batch' }).click();
    await expect(batchOutcome).toHaveText('No approved refund waits to be issued: no batch was made.');
    await expect(batchOutcome.getByRole('alert')).toBeVisible();
    await expect(batches.getByRole('row', { name: new RegExp(`^${Number(batchId) + 1} `) })).toHaveCount(0);
    await checkA11y(supervisor);
    // The claim is sent, in that batch.
    await supervisor
      .getByRole('navigation', { name: 'Claims by status' })
      .getByRole('link', { name: 'Sent', exact: true })
      .click();
    await expect(claimOf(supervisor)).toContainText(`Batch ${batchId}`);
    await checkA11y(supervisor);

    // Olive's My Account: sent, with its day; her 2025 year nets to zero.
    await page.reload();
    await expect(row.getByRole('cell').nth(1)).toContainText('Sent');
    await expect(row).toContainText(`Sent: ${TODAY}`);
    await expect(row).toContainText('Expected by');
    const year2025 = page
      .getByTestId('account-year')
      .filter({ has: page.getByRole('rowheader', { name: '2025' }) });
    await expect(year2025.getByRole('cell').first()).toHaveText('$0.00');
    await checkA11y(page);

    // Without signing in: "where is my refund?" answers Sent, from what a paper filer has.
    const anyone = await (await browser.newContext()).newPage();
    await anyone.goto('/refund-status');
    await expect(heading(anyone)).toHaveText('Where is my refund?');
    await anyone.getByLabel('Taxpayer ID').fill('100093');
    await anyone.getByLabel('Amount you claimed (refund and credit together)').fill('1,000.00');
    await anyone.getByLabel('ZIP code').fill('44114');
    await anyone.getByRole('button', { name: 'Look up my refund' }).click();
    await expect(anyone.getByText(`Your claim is Sent since ${TODAY}.`)).toBeVisible();
    await checkA11y(anyone);
  });
});
