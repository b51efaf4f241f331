import { checkA11y, expect, test } from './support/fixtures';
import { signInStaff } from './support/staff';

/**
 * Issue 28 item 6: an administrator asks to re-enable a disabled account and to change its role;
 * a second administrator approves each after reading it; the asker cannot. Focus goes to each
 * outcome. staff.clerk2 is this spec's own account.
 */
test('re-enable and a role change: asked by one administrator, approved by another', async ({
  page,
  browser,
}) => {
  await signInStaff(page, 'administrator');
  await page.goto('/staff/users');
  await expect(page.locator('main h1')).toHaveText('Staff');
  const row = page.getByRole('row', { name: /^staff\.clerk2 staff\.clerk2@/ });
  await row.getByRole('button', { name: 'Disable staff.clerk2' }).click();
  await page.getByLabel('Reason for disabling staff.clerk2').fill('On leave until May');
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.locator(':focus')).toContainText('staff.clerk2 is disabled and signed out everywhere.');
  await expect(row).toContainText('Disabled');

  // Back from leave: asked, with a reason; it waits for another administrator.
  await row.getByRole('button', { name: 'Ask for a change to staff.clerk2' }).click();
  await expect(page.getByLabel('Change to staff.clerk2')).toHaveValue('enable');
  await page.getByLabel('Reason', { exact: true }).fill('Back from leave');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(page.locator(':focus')).toContainText(
    'Enable staff.clerk2 again: asked. Another administrator approves it.',
  );
  const pending = page.getByRole('table', { name: 'Account changes waiting for approval' });
  await expect(pending.getByRole('row', { name: /Enable staff\.clerk2 again/ })).toContainText(
    'You asked for this change, or it is to your account: another administrator decides it.',
  );
  await expect(row).toContainText('Disabled');

  const second = await (await browser.newContext()).newPage();
  await signInStaff(second, 'secondAdministrator');
  await second.goto('/staff/users');
  const waiting = second.getByRole('table', { name: 'Account changes waiting for approval' });
  await expect(waiting.getByRole('row', { name: /Enable staff\.clerk2 again/ })).toContainText(
    'Back from leave',
  );
  await checkA11y(second);
  await second.getByRole('button', { name: 'Approve: Enable staff.clerk2 again' }).click();
  await expect(second.locator(':focus')).toContainText('Enable staff.clerk2 again: approved and done.');
  const again = second.getByRole('row', { name: /^staff\.clerk2 staff\.clerk2@/ });
  await expect(again).toContainText('Active');

  // A role change shows from → to to the approver.
  await again.getByRole('button', { name: 'Ask for a change to staff.clerk2' }).click();
  await second.getByLabel('Change to staff.clerk2').selectOption('role');
  await second.getByLabel('New role').selectOption({ label: 'Supervisor' });
  await second.getByLabel('Reason', { exact: true }).fill('Promoted to supervisor');
  await second.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(second.locator(':focus')).toContainText('Role of staff.clerk2: Clerk → Supervisor: asked.');
  await page.reload();
  await page.getByRole('button', { name: 'Approve: Role of staff.clerk2: Clerk → Supervisor' }).click();
  await expect(page.locator(':focus')).toContainText(
    'Role of staff.clerk2: Clerk → Supervisor: approved and done.',
  );
  await expect(page.getByRole('row', { name: /^staff\.clerk2 staff\.clerk2@/ })).toContainText('Supervisor');
  await expect(page.getByText('No account change is waiting for approval.')).toBeVisible();
  await checkA11y(page);
  await second.close();
});
