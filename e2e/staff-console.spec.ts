import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkA11y, expect, signIn, tabTo, test } from './support/fixtures';
import { lockOut } from './support/api';
import { waitForMail, linkIn } from './support/mailbox';
import { serverClock, signInStaff, staffCode } from './support/staff';

const INVITEE_PASSWORD = 'Cuyahoga River bend 42!';

/** Issue 16, ADR 0036: the agency's console — its own entry, sign-in with TOTP, its pages. */

test('a taxpayer page never loads the console bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const staffHtml = await (await page.request.get('/staff')).text();
  const staffEntry = /src="(\/assets\/staff-[^"]+\.js)"/.exec(staffHtml)?.[1];
  expect(staffEntry, 'the console page names its own entry').toBeTruthy();
  expect(scripts).not.toContain(staffEntry);
  expect(scripts.filter((script) => script.includes('/staff'))).toEqual([]);
});

test('the console page is not indexed and starts at its sign-in', async ({ page }) => {
  const response = await page.goto('/staff');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveURL(/\/staff\/signin$/);
  await expect(page.locator('main h1')).toHaveText('Sign in to the agency console');
  await checkA11y(page);
});

test('a clerk signs in with a TOTP code, sees the console home and signs out', async ({ page }) => {
  await signInStaff(page, 'clerk');
  await expect(page.getByTestId('staff-user')).toHaveText('staff.clerk (Clerk)');
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/signin$/);
  await expect(page.getByText('You have signed out of the agency console.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

const REASON = 'Taxpayer called, identity checked';

async function findTaxpayer(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Find a taxpayer' })
    .click();
  await expect(page.locator('main h1')).toHaveText('Find a taxpayer');
  await checkA11y(page);
  await page.getByLabel('Search for').fill(name);
  await page.getByLabel('Reason for looking').fill(REASON);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await checkA11y(page);
}

test('a clerk finds a taxpayer by name, opens the account and unlocks a locked-out user by keyboard', async ({
  page,
}) => {
  await lockOut(page, 'nia.undated');
  await signInStaff(page, 'clerk');
  await findTaxpayer(page, 'Undated');
  await page.getByRole('link', { name: 'Nia Undated' }).click();
  await expect(page.locator('main h1')).toHaveText('Taxpayer 100092');
  await expect(page.getByTestId('taxpayer-details')).toContainText('ending 0092');
  await expect(page.getByTestId('taxpayer-details')).not.toContainText('900000092');
  const account = page.getByTestId('web-account-nia.undated');
  await expect(account.getByTestId('web-account-state')).toHaveText('Locked out');
  await checkA11y(page);

  // Keyboard only: Tab to Unlock, Enter opens the form with the reason focused, Enter confirms.
  await tabTo(page, /^\s*Unlock\s*$/);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Reason', { exact: true })).toBeFocused();
  await checkA11y(page);
  await page.keyboard.type('Locked out, identity checked by phone');
  await page.keyboard.press('Enter');
  await expect(page.getByText('nia.undated is unlocked and can sign in again.')).toBeVisible();
  await expect(account.getByTestId('web-account-state')).toHaveText('Active');
  await expect(page.getByTestId('section-audit')).toContainText('staff.taxpayer-user.unlocked');

  // The taxpayer can sign in again (another browser context: the console's tab is its own).
  const taxpayer = await page.context().browser()!.newPage();
  await signIn(taxpayer, 'nia.undated');
  await taxpayer.close();
});

test('a clerk finds a taxpayer by the name as the console shows it, and pages through the matches', async ({
  page,
}) => {
  test.slow(); // five axe runs
  await signInStaff(page, 'clerk');
  // Surname first with a comma, as a caller spells it: the result shows the name its own way.
  await findTaxpayer(page, 'Taxpayer, Jane');
  const jane = page.getByRole('link', { name: 'Jane Q Taxpayer' });
  await expect(jane).toBeVisible();
  // That name as shown, searched again, finds her (and says how).
  await searchAgain(page, 'Jane Q Taxpayer');
  await expect(jane).toBeVisible();
  await expect(page.getByTestId('search-result').first()).toContainText('Name or address');
  await checkA11y(page);

  // A street many demo taxpayers live on, ten to a page: next and previous pages, no one twice.
  await searchAgain(page, 'superior ave');
  await page.getByLabel('Results per page').selectOption('10');
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText(/^Taxpayers 1–10 of \d+\.$/);
  const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(20);
  const ids = async () =>
    page
      .getByTestId('search-result')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent));
  const pageOne = await ids();
  expect(pageOne).toHaveLength(10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(count).toHaveText(`Taxpayers 11–20 of ${total}.`);
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toContainText('Page 2 of');
  const pageTwo = await ids();
  expect(pageTwo.filter((id) => pageOne.includes(id))).toEqual([]);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(count).toHaveText(`Taxpayers 1–10 of ${total}.`);
  expect(await ids()).toEqual(pageOne);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  // Nothing matches: it says so, with what was searched for.
  await searchAgain(page, 'Nobody Atall');
  await expect(page.getByText('No taxpayer matches “Nobody Atall”.')).toBeVisible();
  await checkA11y(page);
});

/** A new query on the search page (the reason stays). */
async function searchAgain(page: Page, query: string): Promise<void> {
  await page.getByLabel('Search for').fill(query);
  await page.getByRole('button', { name: 'Search' }).click();
  // The query is in the address once sent (spaces as + or %20): the results are this query's.
  const words = query
    .split(' ')
    .map((word) => encodeURIComponent(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(page).toHaveURL(new RegExp(`query=${words.join('(\\+|%20)')}&`));
}

test('the auditor sees an account without any action, and the server refuses one (403)', async ({ page }) => {
  await signInStaff(page, 'auditor');
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }),
  ).toHaveCount(0);
  await findTaxpayer(page, 'Account');
  await page.getByRole('link', { name: 'Ada Account' }).click();
  await expect(page.locator('main h1')).toHaveText('Taxpayer 100094');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('section-filings')
      .getByRole('button', { name: /^PDF of/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const account = page.getByTestId('web-account-ada.account');
  await expect(account).toBeVisible();
  await expect(page.getByTestId('section-web-accounts').getByRole('button')).toHaveCount(0);
  await checkA11y(page);
  const status = await page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('efile_staff_session') ?? '{}') as { token: string };
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/api/staff/taxpayer-users/1/deactivate', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ reason: 'auditor tries' }),
    });
    return res.status;
  });
  expect(status).toBe(403);
  // The staff page is not the auditor's.
  await page.goto('/staff/users');
  await expect(page.locator('main h1')).toHaveText('Not available for your role');
});

test('a supervisor signs in by keyboard alone', async ({ page }) => {
  await signInStaff(page, 'supervisor', { keyboard: true, a11y: true });
  await expect(page.getByTestId('staff-user')).toHaveText('staff.supervisor (Supervisor)');
});

test('the administrator invites a clerk, a second administrator approves, the clerk sets a password, enrols and saves recovery codes', async ({
  page,
  browser,
}) => {
  test.slow(); // three people sign in (TOTP steps), an enrolment, axe at each state
  await signInStaff(page, 'administrator');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.locator('main h1')).toHaveText('Staff');
  await expect(page.getByRole('cell', { name: 'staff.auditor', exact: true })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Username', { exact: true }).fill('new.e2e.clerk');
  await page.getByLabel('E-mail address').fill('new.e2e.clerk@cca.example.gov');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator(':focus')).toContainText(/Invitation for new\.e2e\.clerk created/);
  // It waits for another administrator (issue 23 item 2): the inviter cannot approve it.
  const waiting = page.getByRole('table').first();
  await expect(waiting.getByRole('row', { name: /new\.e2e\.clerk/ })).toContainText(
    'You invited this person: another administrator approves.',
  );
  await expect(page.getByRole('button', { name: 'Approve new.e2e.clerk' })).toHaveCount(0);
  await checkA11y(page);

  // The second administrator approves it, by keyboard: then the link is e-mailed.
  const second = await (await browser.newContext()).newPage();
  await signInStaff(second, 'secondAdministrator');
  await second.goto('/staff/users');
  await expect(second.getByRole('heading', { name: 'Invitations waiting for approval' })).toBeVisible();
  await expect(second.getByRole('row', { name: /new\.e2e\.clerk/ }).first()).toContainText('staff.admin');
  await checkA11y(second);
  await tabTo(second, /^\s*Approve new\.e2e\.clerk$/);
  await second.keyboard.press('Enter');
  await expect(second.locator(':focus')).toContainText(
    /Approved: the invitation was e-mailed to new\.e2e\.clerk/,
  );
  await expect(second.getByText('No invitation is waiting.')).toBeVisible();
  await second.close();

  // The invitee: the e-mailed link, a password, then the first sign-in sets up the authenticator.
  const mail = await waitForMail(page.request, 'new.e2e.clerk@cca.example.gov', 'staff console');
  const invitee = await (await page.context().browser()!.newContext()).newPage();
  await invitee.goto(linkIn(mail, '/staff/invitation'));
  await expect(invitee.locator('main h1')).toHaveText('Accept your invitation');
  await checkA11y(invitee);
  await invitee.getByLabel('New password', { exact: true }).fill(INVITEE_PASSWORD);
  await invitee.getByLabel('Confirm new password').fill(INVITEE_PASSWORD);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByText('Your password is set. Sign in to continue.')).toBeVisible();
  await invitee.getByRole('link', { name: 'Sign in to the agency console' }).click();
  await invitee.getByLabel('Username').fill('new.e2e.clerk');
  await invitee.getByLabel('Password').fill(INVITEE_PASSWORD);
  const [ticket] = await Promise.all([
    invitee.waitForResponse((r) => r.url().endsWith('/api/staff/signin')),
    invitee.getByRole('button', { name: 'Continue' }).click(),
  ]);
  const serverNow = serverClock(((await ticket.json()) as { expiresAt: string }).expiresAt);
  await expect(invitee.locator('main h1')).toHaveText('Set up your authenticator app');
  // A QR code to scan (issue 28 item 6), the key beside it for those who cannot.
  await expect(
    invitee.getByRole('img', { name: 'QR code of the setup address for your authenticator app' }),
  ).toBeVisible();
  await checkA11y(invitee);
  const secret = (await invitee.getByTestId('totp-secret').textContent()) ?? '';
  await invitee.getByLabel('Authentication code').fill(staffCode(secret, Math.floor(serverNow() / 30_000)));
  await invitee.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(invitee.locator('main h1')).toHaveText('Save your recovery codes');
  await expect(invitee.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  // Downloaded as a text file holding every code.
  const [file] = await Promise.all([
    invitee.waitForEvent('download'),
    invitee.getByRole('button', { name: 'Download the codes' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('efile-recovery-codes-new.e2e.clerk.txt');
  const saved = readFileSync((await file.path())!, 'utf8');
  for (const code of await invitee.getByTestId('recovery-codes').getByRole('listitem').allTextContents())
    expect(saved).toContain(code.trim());
  await expect(invitee.getByTestId('recovery-codes-status')).toHaveText(
    'The codes are downloaded as a text file.',
  );
  await checkA11y(invitee);
  await invitee.getByRole('button', { name: 'I have saved these' }).click();
  await expect(invitee.locator('main h1')).toHaveText('Agency console');
  await expect(invitee.getByTestId('staff-user')).toHaveText('new.e2e.clerk (Clerk)');
  await invitee.close();
});
