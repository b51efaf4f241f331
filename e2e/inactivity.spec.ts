import { checkA11y, expect, signIn, storedUser, test } from './support/fixtures';

test.describe('inactivity (spec §4, §9)', () => {
  test('warns after 15 minutes, logs out after 20 with the spec text', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'jane.taxpayer');
    await page.evaluate(() => sessionStorage.setItem('files:w2', 'stored file'));
    const warning = page.getByRole('heading', { name: 'Are you still there?' });

    await page.clock.runFor(900_500);
    await expect(warning).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(warning).toBeHidden();

    // The click was activity: the warning comes back only a full 15 minutes later.
    await page.clock.runFor(600_000);
    await expect(warning).toBeHidden();
    await page.clock.runFor(600_500);
    await expect(
      page.getByText(
        'You have been securely logged out of eFile due to inactivity. Please login again to continue using eFile.',
      ),
    ).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('files:w2'))).toBeNull();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('mouse and keyboard activity keep the session', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'jane.taxpayer');
    for (let i = 0; i < 3; i++) {
      await page.clock.runFor(800_000);
      await page.mouse.move(100 + i * 10, 200);
      await page.keyboard.press('Shift');
    }
    await expect(page.getByRole('heading', { name: 'Are you still there?' })).toBeHidden();
    expect(await storedUser(page)).not.toBeNull();
  });
});
