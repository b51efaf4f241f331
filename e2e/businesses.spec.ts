import type { Page } from '@playwright/test';
import {
  checkA11y,
  errorSummaryHeading,
  expect,
  fieldError,
  heading,
  signIn,
  storedUser,
  test,
} from './support/fixtures';
import { otherDevice } from './support/api';
import { waitForMail } from './support/mailbox';

/** Spec §2 and §8 texts, exact. */
const NOT_FOUND =
  'This business could not be found. If this information is correct please complete registration.';
const SWITCH_FAILED =
  'An error occurred while changing taxpayers: This user is not authorized to file this form for this taxpayer Please try again or contact support if the issue persists.';
const SWITCH_UNEXPECTED =
  'An unexpected error occurred while changing taxpayers. Please try again or contact support if the issue persists.';

/** Searches, adds, and enters the code mailed to the business's e-mail on file (ADR 0017). */
async function linkWithCode(page: Page, ein: string, name: string, label: string, businessEmail: string) {
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('EIN', { exact: true }).fill(ein);
  await page.getByLabel('Business Name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Add ${label}` }).click();
  await expect(
    page.getByText(`We sent a code to the e-mail address ${label} has on file with the agency.`),
  ).toBeVisible();
  const mail = await waitForMail(page.request, businessEmail, 'Your eFile code to link', since);
  const code = /: ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(mail.text)![1]!;
  await page.getByLabel(`Code for ${label}`).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${label} was added to your account.`)).toBeVisible();
}

test.describe('linked business accounts (spec §2, §4, §6, §8; ADR 0017)', () => {
  test('a business user with none links two with the mailed codes, files as each, and deletes them', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // four e-mailed codes and two switch failures
    // Spec §6: a business user with no taxpayer is sent to Manage Business Accounts.
    await signIn(page, 'ben.business', /\/manage-business-accounts$/);
    await expect(heading(page)).toHaveText('Manage Business Accounts');
    const warning = page.getByRole('alert').filter({ hasText: 'No Taxpayers for User' });
    await expect(warning.getByRole('link', { name: 'register your business' })).toHaveAttribute(
      'href',
      '/auth/register-business',
    );
    await expect(page.getByRole('heading', { name: 'Linked Businesses' })).toBeVisible();
    await expect(page.getByText('You have no businesses linked to your account.')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(fieldError(page, 'EIN is required.')).toBeVisible();
    await expect(fieldError(page, 'Business Name is required.')).toBeVisible();
    await expect(errorSummaryHeading(page)).toBeFocused();
    await page.getByLabel('EIN', { exact: true }).fill('320000003');
    await page.getByLabel('Business Name').fill('Erie');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(NOT_FOUND, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete business registration' })).toHaveAttribute(
      'href',
      '/auth/register-business',
    );

    // Found is not linked: Add sends a code to the business's e-mail on file.
    await page.getByLabel('Business Name').fill('Erie Shores Hardware Co');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Businesses found' });
    await expect(results.getByRole('row').nth(1)).toContainText('--'); // no alternate name
    await checkA11y(page);
    await linkWithCode(
      page,
      '320000003',
      'Erie Shores Hardware Co',
      'Erie Shores Hardware Co (320000003)',
      'office@erie-shores.example.test',
    );
    // The first business: the stored user files as it, and the selector shows it.
    await expect(page.getByLabel('Current Taxpayer')).toHaveValue('200003');
    expect((await storedUser(page))?.taxpayerId).toBe('200003');
    await expect(page.getByText('You have 1 business linked to your account.')).toBeVisible();
    await expect(page.getByText('No Taxpayers for User')).toHaveCount(0);

    await linkWithCode(
      page,
      '330000004',
      'cc advisors',
      'Cuyahoga Consulting LLC (330000004)',
      'books@cc-advisors.example.test',
    );
    await expect(page.getByText('You have 2 businesses linked to your account.')).toBeVisible();
    const linked = page.getByRole('table', { name: 'Linked Businesses' });
    await expect(linked.getByRole('button', { name: /^Delete / })).toHaveCount(2);
    const selector = page.getByLabel('Current Taxpayer');
    await expect(selector.locator('option')).toHaveText([
      '320000003 - Erie Shores Hardware Co',
      '330000004 - Cuyahoga Consulting LLC',
    ]);
    await checkA11y(page);

    // Switching files as the other business: choosing picks, Switch applies it (issue 14 item 8);
    // the stored user follows the server's answer.
    const switchButton = page.getByRole('button', { name: 'Switch', exact: true });
    const filingFor = page.getByTestId('filing-for');
    await expect(filingFor).toHaveText('Filing for: Erie Shores Hardware Co, EIN ••-•••0003');
    await selector.selectOption('200004');
    await switchButton.click();
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBe('200004');
    // Focus stays on Switch; the page's body names the business now filed for (issue 14 item 8).
    await expect(switchButton).toBeFocused();
    await expect(filingFor).toHaveText('Filing for: Cuyahoga Consulting LLC, EIN ••-•••0004');

    // Spec §8 business switch failure: another device unlinked Erie, this tab still lists it.
    const elsewhere = await otherDevice(request, 'ben.business');
    const gone = await elsewhere('/api/ein/remove-ein', {
      filingAsTaxpayerId: null,
      taxpayerIdToModify: '200003',
    });
    expect(gone.ok()).toBe(true);
    await selector.selectOption('200003');
    await switchButton.click();
    await expect(page.getByText(SWITCH_FAILED, { exact: true })).toBeVisible();
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBe('200004');
    await expect(heading(page)).toHaveText('Manage Business Accounts'); // still signed in
    // When the call never reaches the server there is no detail: the unexpected-error text.
    await page.goto('/manage-business-accounts');
    await expect(selector.locator('option')).toHaveCount(1);
    await linkWithCode(
      page,
      '320000003',
      'Erie Shores Hardware Co',
      'Erie Shores Hardware Co (320000003)',
      'office@erie-shores.example.test',
    );
    // A dropped connection (the browser stays "online", so the call is made and fails).
    await page.route('**/api/ein/changed', (route) => route.abort('connectionreset'));
    await selector.selectOption('200003');
    await switchButton.click();
    await expect(page.getByText(SWITCH_UNEXPECTED, { exact: true })).toBeVisible();
    await page.unroute('**/api/ein/changed');
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBe('200004');

    // Delete asks first ('Confirm Delete Link', Yes/No): No keeps the link, Yes deletes it.
    await page.goto('/manage-business-accounts');
    await page.getByRole('button', { name: 'Delete Cuyahoga Consulting LLC (330000004)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete Link' });
    await expect(dialog).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('You have 2 businesses linked to your account.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Cuyahoga Consulting LLC (330000004)' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText('Cuyahoga Consulting LLC (330000004) was removed from your account.'),
    ).toBeVisible();
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBe('200003');
    await page.getByRole('button', { name: 'Delete Erie Shores Hardware Co (320000003)' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You have no businesses linked to your account.')).toBeVisible();
    await expect.poll(async () => (await storedUser(page))?.taxpayerId).toBeNull();
    await expect(page.getByLabel('Current Taxpayer')).toHaveCount(0);
  });

  test('a business user with two businesses picks which one to file as from the header', async ({ page }) => {
    await signIn(page, 'acme.owner');
    const selector = page.getByLabel('Current Taxpayer');
    await expect(selector.locator('option')).toHaveText([
      '310000002 - Lakeside Bakery Inc',
      '340000001 - Acme Widgets LLC',
    ]);
    await expect(selector).toHaveValue('200002');
    await checkA11y(page);
  });

  test.describe('with EinManagement off', () => {
    // The agency's flag, as the server answers it, with EinManagement turned off.
    test.beforeEach(async ({ page }) => {
      await page.route('**/api/features', async (route) => {
        const response = await route.fetch();
        const features = (await response.json()) as Record<string, boolean>;
        await route.fulfill({ response, json: { ...features, EinManagement: false } });
      });
    });

    test('a business user without a taxpayer lands on business registration, not in a loop', async ({
      page,
    }) => {
      await signIn(page, 'new.business', /\/auth\/register-business$/);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await page.goto('/manage-business-accounts');
      await expect(page).toHaveURL(/\/auth\/register-business$/);
      await expect(heading(page)).toHaveText('Register a Business');
      // Settled there: the form keeps what is typed (a bounce away and back would reset it)…
      const ein = page.getByLabel('EIN', { exact: true });
      await ein.fill('123456789');
      await expect(ein).toHaveValue('123456789');
      await expect(page).toHaveURL(/\/auth\/register-business$/);
      // …and no page on the way there came round twice (a page load reports its path twice in a row).
      const way = visited.filter((path, i) => path !== visited[i - 1]);
      expect(new Set(way).size, way.join(' → ')).toBe(way.length);
      expect(way.at(-1)).toBe('/auth/register-business');
    });

    test('a business user with a taxpayer goes to the dashboard, without the selector', async ({ page }) => {
      await signIn(page, 'acme.owner');
      await page.goto('/manage-business-accounts');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(heading(page)).toHaveText('Dashboard');
      await expect(page.getByRole('link', { name: 'Manage Business Accounts' })).toHaveCount(0);
      await expect(page.getByLabel('Current Taxpayer')).toHaveCount(0);
    });
  });
});
