import { checkA11y, expect, test } from './support/fixtures';
import { signInStaff } from './support/staff';

/**
 * Issue 28 item 4: the account's notes and correspondence. A clerk keeps a note by keyboard; it
 * is the first item of the timeline, and the saved message takes focus next to the form.
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
});
