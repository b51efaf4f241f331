import type { Page } from '@playwright/test';
import { paths } from '@efile/contracts';
import {
  agreeToDisclaimer,
  checkA11y,
  expect,
  heading,
  signIn,
  storedUser,
  test,
  visitEach,
} from './support/fixtures';
import { answerQuestionnaire } from './support/questionnaire';
import { fits } from './support/reflow';

/**
 * WCAG 1.4.10 Reflow (issue 14): at 320 and 390 CSS px (phones) and at 1280 px every page fits the
 * window (no sideways scroll), the header's Log out stays in view and axe finds nothing.
 */
const WIDTHS = [320, 390, 1280] as const;

/**
 * Every route of the app's table. Those that read a token from the address open without one (they
 * say what is missing); the payment page needs a form of the user's: it is tried below with one.
 * Signing out is its own page: it is visited last, not in the loop.
 */
const routes = Object.values(paths).filter((p) => p !== paths.payForm && p !== paths.logout);

/** Every route of the table once, each checked for fit. */
const visitAll = (page: Page, signedIn: boolean) => visitEach(page, routes, () => fits(page, signedIn));

test.describe('reflow at 320, 390 and 1280 px (WCAG 1.4.10, issue 14)', () => {
  for (const width of WIDTHS) {
    test(`every page an anonymous visitor reaches fits ${width} px`, async ({ page }) => {
      test.setTimeout(360_000); // every page, axe at each: 180 s ran out with two browser runs on two cores
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/');
      problemsAreNone(await fits(page, false));
      await agreeToDisclaimer(page);
      problemsAreNone(await visitAll(page, false));
    });

    test(`every page an individual reaches fits ${width} px`, async ({ page }) => {
      test.setTimeout(360_000); // every page, axe at each: 180 s ran out with two browser runs on two cores
      await page.setViewportSize({ width, height: 720 });
      await signIn(page, 'jane.taxpayer');
      const problems = await visitAll(page, true);

      // A computed worksheet: the individual estimate after Calculate (nothing is filed).
      await page.goto(paths.individualEstimate);
      await page.getByLabel('Description').fill('Salary, Cleveland employer');
      await page.getByLabel('Estimated income (dollars)').fill('40000');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.locator('[data-line="estimatedTax"] [data-amount]')).toBeVisible();
      problems.push(...(await fits(page, true)));
      await checkA11y(page);
      problemsAreNone(problems);
    });

    test(`every page a business user reaches fits ${width} px`, async ({ page }) => {
      test.setTimeout(360_000); // every page, axe at each: 180 s ran out with two browser runs on two cores
      await page.setViewportSize({ width, height: 720 });
      await signIn(page, 'acme.owner');
      await expect(page.getByLabel('Current Taxpayer')).toBeVisible();
      const problems = await visitAll(page, true);

      // A business page with its header and the business named in the body, the employer's
      // return's worksheet after Calculate (nothing is filed), and the unsaved-changes dialog open.
      await page.goto(paths.dashboard);
      await page.getByRole('link', { name: "Open Employer's Return of Income Tax Withheld" }).click();
      await expect(page.getByTestId('filing-for')).toBeVisible();
      await page.getByLabel('City', { exact: true }).selectOption({ label: 'Cleveland' });
      await page.getByLabel('Wages paid (dollars)').fill('40,000');
      await page.getByLabel('Tax withheld (dollars)').fill('1000');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.locator('[data-line="totalTaxDue"] [data-amount]')).toBeVisible();
      problems.push(...(await fits(page, true)));
      await checkA11y(page);
      await page.goBack();
      const unsaved = page.getByRole('dialog', { name: 'You have unsaved changes' });
      await expect(unsaved).toBeVisible();
      const box = (await unsaved.boundingBox())!;
      if (box.x < 0 || box.x + box.width > width) problems.push(`the unsaved-changes dialog at ${width} px`);
      for (const button of await unsaved.getByRole('button').all()) await expect(button).toBeInViewport();
      await checkA11y(page);
      await unsaved.getByRole('button', { name: 'Cancel' }).click();
      problemsAreNone(problems);
    });
  }

  test('the W-2 list, its Cancel dialog, the return’s worksheet and a payment history fit', async ({
    page,
  }) => {
    test.setTimeout(360_000); // every page, axe at each: 180 s ran out with two browser runs on two cores
    await page.setViewportSize({ width: 390, height: 720 });
    await signIn(page, 'jane.taxpayer');
    const problems: string[] = [];
    const atEveryWidth = async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        problems.push(...(await fits(page, true)));
        await checkA11y(page);
      }
      await page.setViewportSize({ width: 390, height: 720 });
    };

    // The annual return's W-2 list (a draft: nothing is filed).
    await page.goto(paths.annualReturn);
    await answerQuestionnaire(page);
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    await page.getByRole('group', { name: 'Did you get a W-2 for 2025?' }).getByText('Yes').click();
    await page.getByLabel('Employer name').fill('Cuyahoga Valley Scenic Railroad Association');
    await page.getByLabel('Employer EIN (9 digits)').fill('341112223');
    await page.getByLabel('Wages (box 1)').fill('52,000.00');
    await page.getByLabel('Medicare wages (box 5)').fill('52,000.00');
    await page.getByLabel('Local wages (box 18)').fill('52,000.00');
    await page.getByLabel('Local income tax (box 19)').fill('1,300.00');
    await page.getByLabel('Locality name (box 20)').fill('Cleveland');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('cell', { name: /Cuyahoga Valley Scenic Railroad Association$/ }),
    ).toBeVisible();
    await atEveryWidth();

    // The return's Cancel dialog (leave or delete the return) fits the window; Escape keeps to the form.
    await page.getByRole('button', { name: 'Cancel', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Leave the annual return?' });
    await expect(dialog).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 720 });
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      for (const button of await dialog.getByRole('button').all()) {
        await expect(button).toBeInViewport();
      }
      await checkA11y(page);
    }
    await page.setViewportSize({ width: 390, height: 720 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The return as computed (step 5's worksheet), not filed.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 5: 1099 forms')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await atEveryWidth();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 5: City tax form')).toBeVisible();
    await expect(page.locator('[data-line="balanceDue"] [data-amount]')).toBeVisible();
    await atEveryWidth();

    // A payment history: a 2022 billing statement, paid by card on the provider's page.
    const token = (await storedUser(page))?.token as string;
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const filed = await page.request.post('/api/form/tax-penalty-interest-billing-statement', {
      headers: { authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
      data: { taxYear: 2022, taxDue: 10_000, payments: [], returnFiledDate: null },
    });
    expect(filed.status()).toBe(201);
    const { id } = (await filed.json()) as { id: number };
    await page.goto(`/form/${id}/pay`);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible();
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Name on card').fill('Jane Taxpayer');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiration (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('table', { name: 'Payment history' })).toBeVisible();
    await atEveryWidth();
    problemsAreNone(problems);
  });

  test('the menu button opens the side navigation by keyboard at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 720 });
    await signIn(page, 'jane.taxpayer');
    const menu = page.getByRole('button', { name: 'Menu' });
    const estimates = page.getByTestId('left-menu').getByRole('link', { name: 'Estimates and Credits' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(estimates).toBeHidden();
    // The page's heading starts near the top, not below the whole menu.
    await expect.poll(async () => (await heading(page).boundingBox())?.y ?? Infinity).toBeLessThan(300);

    // After sign-in focus is on the page's heading (spec §5); the menu button is just before it.
    await expect(heading(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(estimates).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('left-menu').getByRole('link').nth(1)).toBeFocused();
    await checkA11y(page);
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    // Following a link closes it.
    await page.keyboard.press('Space');
    await expect(estimates).toBeVisible();
    await estimates.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/estimates-and-credits$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(estimates).toBeHidden();

    // Wide windows show the menu itself, with no button.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(estimates).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('signing out fits too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await signIn(page, 'jane.taxpayer');
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/loggedout$/);
    problemsAreNone(await fits(page, false));
    await checkA11y(page);
  });
});

function problemsAreNone(problems: string[]) {
  expect(problems, problems.join('\n')).toEqual([]);
}
