import { checkA11y, expect, test } from './support/fixtures';
import { signInStaff } from './support/staff';

/**
 * Issue 28 item 4: the account's notes and correspondence. A clerk keeps a note by keyboard; it
 * is the first item of the timeline, and the saved message takes focus next to the form. A long
 * history comes a page at a time: "Show older items" takes the focus to the first older item.
 */
test('a clerk adds a note to an account; it heads its notes and correspondence', async ({ page }) => {
  await signInStaff(page, 'clerk');
  await page.goto(
    `/staff/taxpayers/100001?${new URLSearchParams({ reason: 'Taxpayer called about a letter' })}`,
  );
  await expect(page.locator('main h1')).toHaveText('Taxpayer 100001');
  const section = page.getByTestId('section-timeline');
  await expect(section.getByRole('heading', { name: 'Notes and correspondence' })).toBeVisible();
  await section
    .getByLabel('Note on this account')
    .fill('Called about the 2024 reminder letter: explained it.');
  await section.getByLabel('Note on this account').press('Enter');
  await expect(page.locator(':focus')).toContainText('Your note is saved on the account.');
  const first = section.getByTestId('timeline').getByRole('listitem').first();
  await expect(first).toContainText('Note by staff.clerk');
  await expect(first).toContainText('Called about the 2024 reminder letter: explained it.');
  await checkA11y(page);

  // Sixty more notes through the console's own API (as sixty calls would leave them).
  const status = await page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('efile_staff_session') ?? '{}') as { token: string };
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    let last = 0;
    for (let n = 1; n <= 60; n++) {
      const response = await fetch('/api/staff/taxpayers/100001/notes', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'X-XSRF-TOKEN': xsrf,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ note: `Follow-up call ${n}.`, reason: 'Taxpayer called about a letter' }),
      });
      last = response.status;
    }
    return last;
  });
  expect(status).toBe(201);
  await page.reload();
  const items = section.getByTestId('timeline').getByRole('listitem');
  await expect(items.first()).toContainText('Follow-up call 60.');
  await expect(items).toHaveCount(50);
  const older = section.getByRole('button', { name: 'Show older items' });
  await older.focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(50)).toBeFocused();
  expect(await items.count()).toBeGreaterThan(50);
  await expect(items.nth(50)).toContainText('Follow-up call 10.');
  await checkA11y(page);
});
