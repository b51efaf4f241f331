import { paths } from '@efile/contracts';
import { annualReturn } from '../apps/web/src/features/annual-return/locales/es';
import { individualEstimate } from '../apps/web/src/features/individual-estimate/locales/es';
import { account } from '../apps/web/src/i18n/locales/es/account';
import { estimateResult } from '../apps/web/src/i18n/locales/es/estimate-result';
import { password } from '../apps/web/src/i18n/locales/es/password';
import { payments } from '../apps/web/src/i18n/locales/es/payments';
import { registration } from '../apps/web/src/i18n/locales/es/registration';
import { expect, fillSignIn, heading, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { answerQuestionnaire } from './support/questionnaire';
import {
  chooseSpanish,
  everyMailInSpanish,
  expectSpanishMail,
  expectSpanishScreen,
  fileInSpanish,
  fill,
  paidOnAccount,
  payInSpanish,
  spanishShell,
  startsWith,
  type ShellWords,
} from './support/spanish';

/**
 * Issue 26, "Done when": the whole way through in Spanish. A taxpayer on the agency's roll chooses
 * Spanish, registers and confirms by e-mail, files the annual return with a W-2 (its last step the
 * city tax form), pays the balance in the payment sandbox, reads My Account and files the next
 * year's estimate (a business's employer's return: spanish-business.spec.ts). Every screen: `<html lang="es">`, no
 * English, axe clean. Every e-mail the walk triggers arrives in Spanish, every PDF it downloads is
 * in Spanish. Labels come from the Spanish catalogues, so a renamed word changes here too.
 */
const NEW_PASSWORD = 'Cuyahoga en español 1796';

test.describe('the whole way through in Spanish (issue 26)', () => {
  let shell: ShellWords;
  test.beforeAll(async () => {
    shell = await spanishShell();
  });

  test('a taxpayer registers, files the annual return, pays it, reads My Account and files an estimate', async ({
    page,
    request,
  }, testInfo) => {
    // Some twenty screens, each with axe, five PDFs and six e-mails: minutes on a loaded machine.
    test.setTimeout(360_000);
    // A taxpayer on the roll without an eFile account: Faye Fresh (a retry: Rita Registered).
    const [id, federalId, firstName] =
      testInfo.retry === 0 ? ['100014', '900000014', 'Faye'] : ['100005', '900000005', 'Rita'];
    const user = `${firstName.toLowerCase()}.espanol`;
    const email = `${user}@example.test`;
    const started = new Date();

    // The landing page, chosen in Spanish with the header's switcher; the agreement, in Spanish.
    await chooseSpanish(page);

    // Registration with the agency's taxpayer ID, and the e-mailed link that confirms it.
    await page.goto(paths.register);
    await expect(heading(page)).toHaveText(registration.start.title);
    await expectSpanishScreen(page);
    await page.getByLabel(registration.start.taxpayerId, { exact: true }).fill(id);
    await page.getByRole('button', { name: registration.start.check }).click();
    await expect(heading(page)).toHaveText(registration.web.title);
    await expect(page.getByText(fill(registration.web.forTaxpayer, { taxpayerId: id }))).toBeVisible();
    await expectSpanishScreen(page);
    await page.getByLabel(registration.fields.federalId, { exact: true }).fill(federalId);
    await page.getByLabel(registration.fields.zipOnFile, { exact: true }).fill('44114');
    await page.getByLabel(registration.fields.firstName, { exact: true }).fill(firstName);
    await page.getByLabel(registration.fields.username, { exact: true }).fill(user);
    await page.getByLabel(registration.fields.email, { exact: true }).fill(email);
    await page.getByLabel(registration.fields.confirmEmail, { exact: true }).fill(email);
    await page.getByRole('button', { name: registration.form.submit }).click();
    await expect(heading(page)).toHaveText(registration.created.title);
    await expect(page.getByText(fill(registration.created.checkEmail, { email }))).toBeVisible();
    await expectSpanishScreen(page);

    const confirm = await waitForMail(request, email, '', started);
    expectSpanishMail(confirm);
    await page.goto(linkIn(confirm, paths.confirmRegistration));
    await expectSpanishScreen(page);
    await page.getByLabel(password.form.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(password.form.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: password.form.submit }).click();
    await expect(page.getByText(password.registration.success)).toBeVisible();
    await expectSpanishScreen(page);

    await page.goto(paths.login);
    await fillSignIn(page, user, NEW_PASSWORD, shell);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectSpanishScreen(page);

    // The annual return: the questionnaire, a W-2, the 1099s and the summary, the city tax form.
    await page.goto(paths.annualReturn);
    await expect(heading(page)).toHaveText(annualReturn.title);
    await expectSpanishScreen(page);
    const step = (n: number, title: string) => fill(shell.formSteps.heading, { n, total: 5, title });
    await answerQuestionnaire(page, () => 'No', {
      step: step(1, annualReturn.steps.questionnaire),
      counter: annualReturn.questionCounter,
      yes: annualReturn.yes,
      no: annualReturn.no,
      next: annualReturn.next,
    });
    await expect(page.getByRole('heading', { name: step(2, annualReturn.steps.w2) })).toBeVisible();
    await expectSpanishScreen(page);
    await page
      .getByRole('group', { name: fill(annualReturn.has.w2, { year: 2025 }) })
      .getByText(annualReturn.yes)
      .click();
    await page.getByLabel(annualReturn.fields.employer).fill('Linndale Tool & Die');
    await page.getByLabel(annualReturn.fields.ein).fill('341234567');
    await page.getByLabel(annualReturn.fields.wages).fill('47,000');
    await page.getByLabel(annualReturn.fields.medicareWages).fill('50,000');
    await page.getByLabel(annualReturn.fields.localWages).fill('50,000');
    await page.getByLabel(annualReturn.fields.localTaxWithheld).fill('1,000');
    await page.getByLabel(annualReturn.fields.locality).fill('Linndale');
    await expect(page.getByText(fill(annualReturn.localityRecognised, { city: 'Linndale' }))).toBeVisible();
    await expectSpanishScreen(page);
    await page.getByRole('button', { name: annualReturn.save }).click();
    await expect(
      page.getByRole('status').filter({ hasText: fill(annualReturn.saved.w2, { n: 1 }) }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Linndale Tool & Die', exact: true })).toBeVisible();
    await expectSpanishScreen(page);
    for (const [n, title] of [
      [3, annualReturn.steps.form1099],
      [4, annualReturn.steps.summary],
      [5, annualReturn.steps.cityTaxForm],
    ] as const) {
      await page.getByRole('button', { name: annualReturn.next }).click();
      await expect(page.getByRole('heading', { name: step(n, title) })).toBeVisible();
      await expectSpanishScreen(page);
    }
    // By hand: Cleveland 2.5 % × $50,000.00 = $1,250.00; Linndale credit 2.0 % × $50,000.00 =
    // $1,000.00 (all of the $1,000.00 withheld) → balance due $250.00.
    await expect(page.locator('[data-line="balanceDue"] [data-amount]')).toHaveText('$250.00');
    await page.getByText(annualReturn.glossary.heading).click();
    await expectSpanishScreen(page);
    const inbox = { request, to: email, since: started };
    const annual = await fileInSpanish(page, inbox, annualReturn, 'AR2025', 'the annual return’s PDF');

    // Payment in the sandbox (the provider's own page is its own, in English), back in Spanish.
    await page
      .getByRole('link', { name: startsWith(fill(account.pay.label, { amount: '$250.00', item: '' })) })
      .click();
    await payInSpanish(page, inbox, {
      amount: '$250.00',
      field: payments.amount,
      name: `${firstName} Fresh`,
    });

    // My Account: the return filed and paid, its PDF (now with the payment), the payment.
    await paidOnAccount(page, annual, 'the annual return’s PDF from My Account, with its payment');

    // The estimate of 2026.
    await page.goto(paths.individualEstimate);
    await expect(heading(page)).toHaveText(individualEstimate.title);
    await expectSpanishScreen(page);
    await page.getByLabel(individualEstimate.description).fill('Salario');
    await page.getByLabel(individualEstimate.amount).fill('40000');
    const calculated = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /calculate/.test(r.url()),
    );
    await page.getByRole('button', { name: individualEstimate.calculate }).click();
    await expect(page.getByRole('region', { name: estimateResult.resultHeading })).toBeVisible();
    await expectSpanishScreen(page);
    // The PDF prints every worksheet line, the screen only those with an amount: both in Spanish.
    await calculated;
    await fileInSpanish(page, inbox, individualEstimate, 'ES2026', 'the estimate’s PDF');
    await expect(page.getByText(fill(individualEstimate.dueNow, { amount: '$250.00' }))).toBeVisible();

    // Every message the walk sent this taxpayer (a reminder too, if one came): each in Spanish.
    await everyMailInSpanish(inbox, 4);
  });
});
