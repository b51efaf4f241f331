import { checkA11y, expect, test } from './support/fixtures';
import { signInStaff } from './support/staff';

/**
 * Issue 16 item 6, ADR 0039: a supervisor proposes a city's rate for next year, another person
 * (an administrator) approves it, and the effective table shows it; the proposer cannot approve
 * their own. Keyboard only; axe on every state.
 */
test('a new rate for next year takes effect when a second person approves it', async ({ browser }) => {
  const supervisorContext = await browser.newContext();
  const page = await supervisorContext.newPage();
  await signInStaff(page, 'supervisor');
  await page.goto('/staff/rules');
  await expect(page.locator('main h1')).toHaveText('Tax rules');
  // The server's next year (CLOCK_AT 2026: 2027) has no table yet: the form starts from 2026's rows.
  await expect(page.getByText('There is no table for 2027 yet.', { exact: false })).toBeVisible();
  await checkA11y(page);

  await page.getByLabel('City').focus();
  await page.keyboard.type('Linndale');
  await expect(page.getByLabel('City')).toHaveValue('linndale');
  await expect(page.getByLabel('Rate (%)')).toHaveValue('2.00');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Rate (%)')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2.25');
  await page.getByLabel('Source').focus();
  await page.keyboard.type('Linndale ordinance 2026-14, approved by voters 4 November 2026');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('New rate from 1 January 2027');
  await page.keyboard.press('Enter');
  const proposed = page.getByText(/Change #\d+ is proposed/);
  await expect(proposed).toBeVisible();
  const id = /#(\d+)/.exec((await proposed.textContent()) ?? '')![1]!;

  const row = page.getByTestId(`pending-change-${id}`);
  await expect(row).toContainText('Linndale: rate 2.25 %');
  await expect(row).toContainText('You proposed this change: another person decides it.');
  await expect(row.getByRole('button')).toHaveCount(0);
  await checkA11y(page);
  // Nor does the server let the proposer approve by calling the API.
  const own = await page.evaluate(async (changeId) => {
    const { token } = JSON.parse(sessionStorage.getItem('efile_staff_session') ?? '{}') as { token: string };
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch(`/api/staff/rules/changes/${changeId}/approve`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(xsrf),
      },
      body: '{}',
    });
    return res.status;
  }, id);
  expect(own).toBe(403);
  await supervisorContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInStaff(admin, 'administrator');
  await admin.goto('/staff/rules');
  const pending = admin.getByTestId(`pending-change-${id}`);
  await expect(pending).toContainText('staff.supervisor');
  // Old → new (issue 28 item 7): what is in force now, beside the proposal.
  await expect(pending.getByTestId('in-force-now')).toHaveText(
    'In force now (from 2026): Linndale: rate 2.00 %, credit factor 100.00 %, credit limit 2.00 %',
  );
  await checkA11y(admin);
  await admin.getByLabel(`Reason for the decision on change #${id}`).focus();
  await admin.keyboard.type('Checked against the ordinance');
  await admin.keyboard.press('Tab');
  await expect(admin.getByRole('button', { name: `Approve change #${id}` })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`Change #${id} is approved and in force.`)).toBeVisible();

  const linndale = admin.getByTestId('rule-row-linndale');
  await expect(linndale).toContainText('2.25 %');
  await expect(linndale).toContainText(`Change #${id}`);
  await expect(admin.getByTestId(`pending-change-${id}`)).toHaveCount(0);
  // Every member city is listed for 2027, the others carried forward from 2026.
  await expect(admin.getByTestId('rule-row-cleveland')).toContainText('Carried forward from 2026');
  expect(await admin.locator('[data-testid^="rule-row-"]').count()).toBeGreaterThan(30);
  await checkA11y(admin);
  await adminContext.close();
});

/**
 * Issue 28 item 7: every rule kind is proposed from the console and waits for a second person —
 * the annual return's due date, an administrator's rule, by another administrator only.
 */
test('an administrator proposes a due date; a supervisor cannot decide it; a second administrator approves after seeing old and new', async ({
  browser,
}) => {
  test.slow(); // three people sign in (TOTP steps)
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInStaff(admin, 'administrator');
  await admin.goto('/staff/rules');
  await expect(admin.locator('main h1')).toHaveText('Tax rules');
  await admin
    .getByLabel('Rule', { exact: true })
    .selectOption({ label: 'Annual return due date, per tax year' });
  await expect(admin.getByLabel('Year it takes effect')).toHaveValue('2027');
  const due = admin.getByLabel('Due date');
  const before = await due.inputValue();
  expect(before).toMatch(/^2028-04-1\d$/);
  await due.fill('2028-05-01');
  await admin.getByLabel('Source', { exact: true }).last().fill('Agency ordinance 2026-99 (test)');
  await admin.getByLabel('Reason', { exact: true }).last().fill('Deadline moved for 2027 returns');
  await checkA11y(admin);
  await admin.getByRole('button', { name: 'Propose change' }).last().click();
  const proposed = admin.getByText(/Change #\d+ is proposed\. Another administrator must approve it\./);
  await expect(proposed).toBeVisible();
  const id = /#(\d+)/.exec((await proposed.textContent()) ?? '')![1]!;
  await adminContext.close();

  // A supervisor sees it waiting, and that it is not theirs to decide.
  const supervisorContext = await browser.newContext();
  const supervisor = await supervisorContext.newPage();
  await signInStaff(supervisor, 'supervisor');
  await supervisor.goto('/staff/rules');
  const row = supervisor.getByTestId(`pending-change-${id}`);
  await expect(row).toContainText('Annual return due 2028-05-01');
  await expect(row).toContainText('An administrator decides this change.');
  await expect(row.getByRole('button')).toHaveCount(0);
  await checkA11y(supervisor);
  await supervisorContext.close();

  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signInStaff(second, 'secondAdministrator');
  await second.goto('/staff/rules');
  const pending = second.getByTestId(`pending-change-${id}`);
  await expect(pending.getByTestId('in-force-now')).toHaveText(`In force now: Annual return due ${before}`);
  await second.getByLabel(`Reason for the decision on change #${id}`).fill('Checked against the ordinance');
  await second.getByRole('button', { name: `Approve change #${id}` }).click();
  await expect(second.getByText(`Change #${id} is approved and in force.`)).toBeVisible();
  await checkA11y(second);
  await secondContext.close();
});
