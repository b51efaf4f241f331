import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, heading, signIn, test } from './support/fixtures';
import { signInStaff, type DemoStaffRole } from './support/staff';

/** Why the clerk opens the account: the read is audited with it (ADR 0046). */
const REASON = 'Taxpayer called about an adjustment';

/** A member of staff's own browser, signed in, on a taxpayer's account in the console. */
async function staffOnAccount(browser: Browser, role: DemoStaffRole, taxpayerId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInStaff(page, role);
  await page.goto(`/staff/taxpayers/${taxpayerId}?${new URLSearchParams({ reason: REASON })}`);
  await expect(page.getByRole('heading', { name: 'Adjustments', level: 2 })).toBeVisible();
  return page;
}

const section = (page: Page) => page.getByTestId('section-adjustments');

/**
 * Issue 28 item 2, Done when: a clerk abates a penalty above the approval amount, a supervisor
 * approves it after seeing the details, and the taxpayer's My Account shows the abatement in plain
 * words; a returned check is reversed and the form becomes payable again. The taxpayers are the
 * adjustments' own demo accounts (pia.penalty, ray.returned): no other spec reads them.
 */
test.describe('adjustments in the console (issue 28 item 2)', () => {
  test('a penalty above the amount is abated after a supervisor sees the details; My Account says so', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000); // two staff sign-ins (TOTP steps) and the taxpayer's

    // The clerk asks: Pia's late 2024 billing statement was charged a $150.00 penalty.
    const clerk = await staffOnAccount(browser, 'clerk', '100280');
    const form = section(clerk).getByTestId('adjustment-form');
    await form.getByLabel('What to do').selectOption({ label: 'Remove a penalty' });
    await form
      .getByLabel('Reason for the adjustment')
      .selectOption({ label: 'Penalty removed: reasonable cause' });
    await expect(form.getByLabel('Filed form')).toContainText('BS2024-0000ADJ280');
    await form.getByLabel('Amount').fill('150.00');
    await form.getByLabel('Note').fill('In hospital from April to June 2025; discharge papers seen');
    await form.getByRole('button', { name: 'Ask for the adjustment' }).click();
    const done = section(clerk).getByTestId('adjustment-done');
    await expect(done).toContainText(/Adjustment \d+ waits for a supervisor or administrator/);
    await expect(section(clerk).getByTestId('adjustment-done-focus')).toBeFocused();
    const id = /Adjustment (\d+)/.exec((await done.textContent()) ?? '')![1]!;
    // The clerk cannot approve it: no decision buttons for a clerk, and "waiting" is said.
    const card = section(clerk).getByTestId(`adjustment-${id}`);
    await expect(card).toContainText('Waiting for approval');
    await expect(card.getByRole('button', { name: `Approve adjustment ${id}` })).toHaveCount(0);
    await checkA11y(clerk);

    // The supervisor reads the details on the page of adjustments waiting, then approves.
    const supervisor = await (await browser.newContext()).newPage();
    await signInStaff(supervisor, 'supervisor');
    await supervisor.getByTestId('staff-nav').getByRole('link', { name: 'Adjustments', exact: true }).click();
    await expect(heading(supervisor)).toHaveText('Adjustments waiting for approval');
    const waiting = supervisor.getByTestId(`adjustment-${id}`);
    await expect(waiting).toContainText('Pia Penalty (100280)');
    await expect(waiting).toContainText('BS2024-0000ADJ280');
    await expect(waiting).toContainText('In hospital from April to June 2025; discharge papers seen');
    await expect(waiting).toContainText('staff.clerk');
    const penalty = waiting
      .getByTestId(`changes-${id}`)
      .getByRole('row', { name: /Penalty on the form \(2024\)/ });
    await expect(penalty.getByRole('cell')).toHaveText(['$150.00', '$0.00']);
    await checkA11y(supervisor);
    await waiting.getByRole('button', { name: `Approve adjustment ${id}` }).click();
    const outcome = waiting.getByText(`Adjustment ${id} was approved and posted.`);
    await expect(outcome).toBeVisible();
    await expect(supervisor.locator(':focus')).toContainText(`Adjustment ${id} was approved and posted.`);
    await expect(waiting).toContainText('Posted');

    // Pia reads it on My Account, in plain words.
    await signIn(page, 'pia.penalty');
    await page.goto('/account');
    const line = page.getByTestId('account-adjustment');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Penalty removed by the agency: reasonable cause');
    await expect(line).toContainText('-$150.00');
    await checkA11y(page);
  });

  test('a returned check is reversed and the form is payable again', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const clerk = await staffOnAccount(browser, 'clerk', '100281');
    const form = section(clerk).getByTestId('adjustment-form');
    await form.getByLabel('What to do').selectOption({ label: 'Reverse a returned check or payment' });
    await form
      .getByLabel('Reason for the adjustment')
      .selectOption({ label: 'Check returned unpaid by the bank' });
    await expect(form.getByLabel('Payment that came back')).toContainText('for 2024');
    await form.getByLabel('Note').fill('Bank returned check 2811: insufficient funds');
    await form.getByRole('button', { name: 'Ask for the adjustment' }).click();
    const done = section(clerk).getByTestId('adjustment-done');
    await expect(done).toContainText(/Adjustment \d+ waits for a supervisor or administrator/);
    const id = /Adjustment (\d+)/.exec((await done.textContent()) ?? '')![1]!;

    // Above the amount: the supervisor approves it from the account, after reading it.
    const supervisor = await staffOnAccount(browser, 'supervisor', '100281');
    const card = section(supervisor).getByTestId(`adjustment-${id}`);
    await expect(card).toContainText('Bank returned check 2811: insufficient funds');
    await expect(
      card.getByTestId(`changes-${id}`).getByRole('row', { name: /Paid on the form \(2024\)/ }),
    ).toBeVisible();
    await card.getByRole('button', { name: `Approve adjustment ${id}` }).click();
    await expect(card.getByText(`Adjustment ${id} was approved and posted.`)).toBeVisible();
    await checkA11y(supervisor);

    // Ray's statement is owed again: Balance due, with its Pay button, and the reason in words.
    await signIn(page, 'ray.returned');
    await page.goto('/account');
    const row = page.getByTestId('filed-form').filter({ hasText: 'BS2024-0000ADJ281' });
    await expect(row).toContainText('Balance due');
    await expect(
      row.getByRole('button', { name: /^Pay / }).or(row.getByRole('link', { name: /^Pay / })),
    ).toBeVisible();
    await expect(page.getByTestId('account-adjustment')).toContainText(
      'Payment returned unpaid by your bank: it is owed again',
    );
    await checkA11y(page);
  });
});
