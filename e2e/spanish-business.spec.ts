import { employersReturn } from '../apps/web/src/features/employers-return/locales/es';
import { about } from '../apps/web/src/features/employers-return/about/es';
import { payments } from '../apps/web/src/i18n/locales/es/payments';
import { expect, fillSignIn, heading, test } from './support/fixtures';
import {
  chooseSpanish,
  everyMailInSpanish,
  expectSpanishScreen,
  fileInSpanish,
  fill,
  paidOnAccount,
  payInSpanish,
  spanishShell,
} from './support/spanish';

/**
 * Issue 26, "Done when", the business's part: an employer files its Employer's Return of Income
 * Tax Withheld in Spanish, pays it in the payment sandbox, reads My Account and prints the return.
 * Every screen: `<html lang="es">`, no English, axe clean; every e-mail the walk triggers in
 * Spanish, every PDF it downloads in Spanish. The account is its own (`lago.negocio`, seeded with
 * Spanish as its language, so its e-mails are written in it): the other specs' businesses stay
 * as they are.
 */
const USER = 'lago.negocio';
const EMAIL = `${USER}@example.test`;

test('a business files its employer’s return in Spanish, pays it, reads My Account and prints it (issue 26)', async ({
  page,
  request,
}) => {
  // Some ten screens, each with axe, two PDFs and two e-mails: minutes on a loaded machine.
  test.setTimeout(240_000);
  const shell = await spanishShell();
  const started = new Date();

  // The landing page, chosen in Spanish with the header's switcher; the agreement, in Spanish.
  await chooseSpanish(page);
  await fillSignIn(page, USER, undefined, shell);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSpanishScreen(page);

  // The business's dashboard opens the Employer's Return.
  await page.getByRole('link', { name: `${shell.dashboard.open} ${about.tile.title}` }).click();
  await expect(heading(page)).toHaveText(employersReturn.title);
  await expectSpanishScreen(page);

  // It opens on the latest quarter that has ended (the test clock says 2 March 2026): the fourth
  // of 2025, due 31 January 2026 — a Saturday, so Monday 2 February: late, said before Calculate.
  await expect(page.getByLabel(employersReturn.taxYear)).toHaveValue('2025');
  await expect(page.getByLabel(employersReturn.quarter, { exact: true })).toHaveValue('4');
  await expect(page.getByTestId('late-notice')).toBeVisible();
  await expectSpanishScreen(page);
  await page.getByLabel(employersReturn.cityField, { exact: true }).selectOption({ label: 'Cleveland' });
  await page.getByLabel(employersReturn.wages).fill('40,000');
  await page.getByLabel(employersReturn.taxWithheld).fill('1000');
  await page
    .getByRole('button', { name: fill(employersReturn.addAdjustment, { city: 'Cleveland' }) })
    .click();
  const adjustment = `Cleveland, ${fill(employersReturn.adjustment, { n: 1 })}`;
  await page.getByLabel(`${adjustment}: ${employersReturn.adjustmentAmount}`).fill('25');
  await page
    .getByLabel(`${adjustment}: ${employersReturn.explanation}`)
    .fill('Retención corregida de octubre');
  await expectSpanishScreen(page);
  await page.getByRole('button', { name: employersReturn.calculate }).click();

  // By hand: $1,000.00 + $25.00 = $1,025.00, due 2 February 2026, figured on 2 March 2026: one month
  // of interest at 9 % / 12 (ORC 718.27(A) for 2026: $7.6875 → $7.69) and the 50 % penalty
  // ($512.50). Total $1,545.19.
  const result = page.getByRole('region', { name: employersReturn.resultHeading });
  await expect(result.locator('[data-line="totalTaxDue"] [data-amount]')).toHaveText('$1,025.00');
  await expect(result.locator('[data-line="interest"] [data-amount]')).toHaveText('$7.69');
  await expect(result.locator('[data-line="latePaymentPenalty"] [data-amount]')).toHaveText('$512.50');
  await expect(result.getByText(fill(employersReturn.total, { amount: '$1,545.19' }))).toBeVisible();
  await expect(result.locator('[data-line="latePaymentPenalty"]')).toContainText(
    employersReturn.plain.latePaymentPenalty,
  );
  await expectSpanishScreen(page);

  // Filed, with the agreement in lieu of signature; its PDF and its e-mail in Spanish.
  const inbox = { request, to: EMAIL, since: started };
  const filed = await fileInSpanish(page, inbox, employersReturn, 'WR2025', 'the employer’s return’s PDF');

  // Payment in the sandbox, back in Spanish; My Account with the return paid and its PDF.
  await page.getByRole('link', { name: employersReturn.pay }).click();
  await payInSpanish(page, inbox, { amount: '$1,545.19', field: payments.total, name: 'Lucía Lago' });
  await paidOnAccount(page, filed, 'the employer’s return’s PDF from My Account, with its payment');

  // Every message the walk sent the business (a reminder too, if one came): each in Spanish.
  await everyMailInSpanish(inbox, 2);
});
