import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, tabTo, test } from './support/fixtures';
import { lockOut, otherDevice } from './support/api';
import { signInStaff } from './support/staff';

/**
 * Issue 28, Done when: a clerk answers the five phone questions from the account page without
 * scrolling past the first screen — did you get my payment (card, mailed check, estimate), what do
 * I owe and why, why was I charged interest, where is my refund, I'm locked out. On the server
 * whose day is 1 December 2026 (playwright.config.ts), where 2024's unpaid tax has run interest.
 */
const REASON = 'Taxpayer called, identity checked';

async function openAccount(page: Page, taxpayerId: string): Promise<Locator> {
  await page.goto(`/staff/taxpayers/${taxpayerId}?${new URLSearchParams({ reason: REASON })}`);
  await expect(page.locator('main h1')).toHaveText(`Taxpayer ${taxpayerId}`);
  const glance = page.getByTestId('account-at-a-glance');
  await expect(glance.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  return glance;
}

/** The answer is read on the first screen: the page is not scrolled and the answer ends inside it. */
async function onFirstScreen(page: Page, answer: Locator): Promise<void> {
  await expect(answer).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await answer.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe('a phone call answered from the account page (issue 28 item 1)', () => {
  test('payments, what is owed and why, interest, a refund and a lock-out, each on the first screen', async ({
    page,
    request,
  }) => {
    test.slow(); // five accounts, axe on each
    // Ada claimed her 2025 estimates back as a refund by check from My Account, on another device.
    const post = await otherDevice(request, 'ada.account');
    const claimed = await post(
      '/api/refund-claims',
      { taxYear: 2025, claim: { refundCents: 21_500, creditCents: 0, method: 'check' } },
      { 'Idempotency-Key': 'phone-call-ada-claim' },
    );
    expect(claimed.status(), await claimed.text()).toBe(201);
    await lockOut(page, 'lou.locked');
    await signInStaff(page, 'clerk');

    // "Did you get my card payment? My estimates? Where is my refund?" — Ada.
    let glance = await openAccount(page, '100094');
    const payments = glance.getByTestId('glance-payments');
    await expect(payments).toContainText(
      /\$[\d,.]+ by card.* for Tax, Penalty, and Interest Billing Statement 2024 — received/,
    );
    await expect(payments).toContainText('Estimate payments credited to 2025: $200.00');
    await onFirstScreen(page, payments);
    const refunds = glance.getByTestId('glance-refunds');
    await expect(refunds).toContainText('2025: refund $215.00 — Received since Dec 1, 2026');
    await onFirstScreen(page, refunds);
    await checkA11y(page);

    // "Did you get my check?" — Ray's mailed check.
    glance = await openAccount(page, '100281');
    await expect(glance.getByTestId('glance-payments')).toContainText(/by mailed check/);
    await onFirstScreen(page, glance.getByTestId('glance-payments'));

    // "What do I owe, and why was I charged interest?" — Pia's 2024 statement, late and unpaid.
    glance = await openAccount(page, '100280');
    const owes = glance.getByTestId('glance-owes');
    await expect(glance.getByTestId('glance-owed-total')).toHaveText(/^Owed today: \$[\d,.]+$/);
    await expect(owes).toContainText(/2024: \$[\d,.]+ — \$[\d,.]+ on the account, \$[\d,.]+ interest/);
    await onFirstScreen(page, owes);
    const why = glance.getByTestId('glance-why');
    await expect(why).toContainText(
      /Tax, Penalty, and Interest Billing Statement 2024: Interest on tax unpaid since .+ a year in 2025 for \d+ months/,
    );
    await expect(why).toContainText('ORC 718.27');
    await onFirstScreen(page, why);
    await checkA11y(page);

    // "I'm locked out." — Lou: the card says so and leads to the unlock, by keyboard.
    glance = await openAccount(page, '100241');
    const signInBlock = glance.getByTestId('glance-sign-in');
    await expect(signInBlock).toContainText('lou.locked: Locked out');
    await onFirstScreen(page, signInBlock);
    await tabTo(page, /Go to account help for lou\.locked/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('web-account-lou.locked')).toBeFocused();
    await tabTo(page, /^\s*Unlock\s*$/);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Locked out, identity checked by phone');
    await page.keyboard.press('Enter');
    await expect(page.getByText('lou.locked is unlocked and can sign in again.')).toBeVisible();
    await expect(page.getByTestId('web-account-lou.locked').getByTestId('web-account-state')).toHaveText(
      'Active',
    );
    await checkA11y(page);
  });
});
