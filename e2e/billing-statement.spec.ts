import {
  checkA11y,
  expect,
  followErrorSummary,
  heading,
  signIn,
  storedUser,
  tabTo,
  test,
} from './support/fixtures';

test.describe('tax, penalty and interest billing statement (spec §1, §2, §7)', () => {
  test('a business owes 2024 tax: the statement adds interest and penalty, is filed and paid by check', async ({
    page,
  }) => {
    await signIn(page, 'acme.owner');
    await page.getByRole('link', { name: 'Open Tax, Penalty, and Interest Billing Statement' }).click();
    await expect(heading(page)).toHaveText('Tax, Penalty, and Interest Billing Statement');
    await checkA11y(page);

    await page.getByLabel('Tax year').selectOption('2024');
    await page.getByRole('button', { name: 'Add a payment' }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('error-summary').getByRole('link')).toHaveText([
      'Tax due is required.',
      'Payment date must be a date (YYYY-MM-DD).',
      'Payment amount is required.',
    ]);
    await followErrorSummary(page, 'Tax due is required.', page.getByLabel('Tax due for the year (dollars)'));
    await page
      .getByTestId('error-summary')
      .getByRole('link', { name: 'Payment amount is required.' })
      .click();
    await expect(page.getByLabel('Payment 1: Amount paid (dollars)')).toBeFocused();
    await page.getByLabel('Tax due for the year (dollars)').fill('1000');
    await page.getByLabel('Date you filed the return (optional)').fill('2025-06-20');
    await page.getByLabel('Payment 1: Date paid').fill('2025-08-01');
    await page.getByLabel('Payment 1: Amount paid (dollars)').fill('400');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // By hand, as of 2 March 2026 (the test clock): $1,000.00 due 15 April 2025, $400.00 paid on
    // 1 August. Interest at 10 % a year in 2025: 4 months on $1,000.00 ($33.33) + 5 on $600.00
    // ($25.00); at 9 % in 2026 (ORC 718.27(A): 4 % + 5 %): 2 on $600.00 ($9.00) = $67.33; late
    // payment 15 % × $1,000.00 = $150.00; late filing (first failure, 2024) abated.
    // Total $600.00 + $67.33 + $150.00 = $817.33.
    const result = page.getByRole('region', { name: 'Your statement' });
    await expect(result.getByText('Total due: $817.33')).toBeVisible();
    await expect(result.locator('[data-line="totalInterest"] [data-amount]')).toHaveText('$67.33');
    await expect(result.locator('[data-line="totalPenalty"] [data-amount]')).toHaveText('$150.00');
    await expect(result.locator('[data-line="lateFilingPenalty"]')).toContainText(
      'first failure to file: abated',
    );
    await checkA11y(page);

    await page.getByRole('button', { name: 'File statement' }).click();
    await expect(page.getByText('Your statement was filed.')).toBeVisible();
    await expect(page.getByText(/Confirmation number: BS2024-[0-9A-F]{10}/)).toBeVisible();
    await page.getByRole('link', { name: 'Continue to payment' }).click();

    await expect(page.locator('[data-field="Form Type"]')).toHaveText(
      'Tax, Penalty, and Interest Billing Statement 2024',
    );
    await expect(page.locator('[data-field="Total"]')).toHaveText('$817.33');
    // Spec §1: billing statements are paid online only.
    await expect(page.getByRole('button', { name: 'Pay by check by mail instead' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay $817.33' }).click();
    await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible();
    await expect(page).toHaveTitle('Make a payment - Central Collection Agency');
    await checkA11y(page); // the sandbox stands in for the provider: we keep it accessible too
    await page.getByLabel('Check', { exact: true }).check();
    await page.getByLabel('Name on account').fill('Acme Corporation');
    await page.getByLabel('Routing number').fill('011000015');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByLabel('Business check').check();
    await page.getByRole('button', { name: 'Pay $817.33' }).click();

    await expect(page.getByText('Thank you. Your payment of $817.33 was received.')).toBeVisible();
    const history = page.getByRole('table', { name: 'Payment history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Business check');
    await expect(history.getByRole('row').nth(1)).toContainText('•••• 6789');
    await expect(page.getByText(/Check payments are drawn from your bank account/)).toBeVisible();
  });
});

test('a statement is paid with the keyboard alone, on the portal and on the provider’s page', async ({
  page,
}) => {
  await signIn(page, 'jane.taxpayer');
  const token = (await storedUser(page))?.token as string;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const filed = await page.request.post('/api/form/tax-penalty-interest-billing-statement', {
    headers: { authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
    data: { taxYear: 2023, taxDue: 10_000, payments: [], returnFiledDate: null },
  });
  expect(filed.status()).toBe(201);
  const { id, amountDue } = (await filed.json()) as { id: number; amountDue: number };
  const amount = `$${(amountDue / 100).toFixed(2)}`;

  // A payment address that names no form says so rather than loading forever.
  await page.goto('/form/abc/pay');
  await expect(heading(page)).toHaveText('Page Not Found');
  await page.goto(`/form/${id}/pay`);
  await expect(page.locator('[data-field="Total"]')).toHaveText(amount);
  await tabTo(page, new RegExp(`Pay \\${amount}`));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible();
  await tabTo(page, /^\s*Card\s*$/);
  await page.keyboard.press('Space');
  for (const value of ['Jane Taxpayer', '4111111111111111', '12/30', '123']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await tabTo(page, new RegExp(`Pay \\${amount}`));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Thank you. Your payment of ${amount} was received.`)).toBeVisible();
});
