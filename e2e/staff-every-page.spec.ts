import { checkA11y, expect, test } from './support/fixtures';
import { fits } from './support/reflow';
import { signInStaff, type DemoStaffRole } from './support/staff';

/**
 * Issue 28 item 8, as a class: every console page each role can reach, reached by keyboard from the
 * side navigation, takes the focus to its heading and is axe clean (WCAG 2.2 AA); the pages a role
 * may not use say so, axe clean too. A page added to the navigation is walked without a new test.
 */
const REASON = 'Taxpayer called about a letter';

/** Every console page of a navigation (apps/web/src/staff/paths.ts and features/queues/paths.ts). */
const CONSOLE_PAGES = [
  '/staff',
  '/staff/taxpayers',
  '/staff/users',
  '/staff/mailroom',
  '/staff/exports',
  '/staff/rules',
  '/staff/refunds',
  '/staff/adjustments',
  '/staff/queues/registrations',
  '/staff/queues/forms',
  '/staff/queues/contact',
  '/staff/queues/payments',
];

for (const role of ['clerk', 'supervisor', 'administrator', 'auditor'] as DemoStaffRole[]) {
  test(`${role}: every page of the navigation by keyboard, focus on its heading, axe clean`, async ({
    page,
  }) => {
    test.slow(); // a sign-in (TOTP step) and an axe run on every page
    await signInStaff(page, role);
    await checkA11y(page);
    const nav = page.getByRole('navigation', { name: 'Console' });
    const names = (await nav.getByRole('link').allTextContents()).map((name) => name.trim());
    expect(names.length, 'the side navigation lists pages').toBeGreaterThan(2);
    // From the last page back to the first (Home, where sign-in left us: its own link changes nothing).
    for (const name of [...names.slice(1), names[0]!]) {
      await nav.getByRole('link', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      const heading = page.locator('main h1');
      await expect(heading, `${name}: focus on the page's heading`).toBeFocused();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await checkA11y(page);
    }

    // The pages this role may not use: opened by address, they say so (axe clean too).
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of CONSOLE_PAGES.filter((p) => !hrefs.includes(p))) {
      await page.goto(path);
      await expect(page.locator('main h1'), path).toBeVisible();
      await checkA11y(page);
    }

    // A taxpayer's account: the reason asked first, then the account; both by keyboard.
    await page.goto('/staff/taxpayers/100001');
    const reason = page.getByRole('textbox').first();
    await expect(page.locator('main h1')).toBeVisible();
    await checkA11y(page);
    await reason.fill(REASON);
    await reason.press('Enter');
    await expect(page.locator('main h1')).toHaveText('Taxpayer 100001');
    await expect(page.getByTestId('account-at-a-glance')).toBeVisible();
    await checkA11y(page);
  });
}

test('the account page at 320 px: At a glance and every section fit the window', async ({ page }) => {
  test.slow();
  await signInStaff(page, 'clerk');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/staff/taxpayers/100001?${new URLSearchParams({ reason: REASON })}`);
  await expect(page.locator('main h1')).toHaveText('Taxpayer 100001');
  const glance = page.getByTestId('account-at-a-glance');
  await expect(glance).toBeVisible();
  // What is owed is on the first screen, not pushed below it.
  const box = await glance.getByTestId('glance-owed-total').boundingBox();
  expect(box && box.y + box.height <= 640 * 2, `owed total at ${JSON.stringify(box)}`).toBe(true);
  expect(await fits(page, false)).toEqual([]);
  await checkA11y(page);
});
