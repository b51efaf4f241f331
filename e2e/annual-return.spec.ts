import type { Page } from '@playwright/test';
import { pdf as pdfFile } from '../apps/server/test/support/files';
import { checkA11y, expect, heading, signIn, tabTo as tabToName, test } from './support/fixtures';
import { answerQuestionnaire } from './support/questionnaire';

test.describe('individual annual return (spec §2, issue 4)', () => {
  test('a Cleveland resident working in Burton files and owes the hand-computed balance', async ({
    page,
    browser,
  }) => {
    test.slow(); // the whole return, with its error summaries, guard and Back/Forward
    await signIn(page, 'ann.annual');
    await page.goto('/forms/individual/annual-return');
    await expect(heading(page)).toHaveText('Individual Annual Return');
    await expect(page.getByText('Step 1 of 5: Can you file online?')).toBeVisible();
    await checkA11y(page);

    // One question per page. A failed step: the error summary takes focus and names the question;
    // its link moves focus to the question.
    await expect(page).toHaveURL(/\?step=businessIncome$/);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByRole('group')).toHaveCount(1);
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    const business =
      'Answer Yes or No: Did you have business income reported on federal Schedule C or F (self-employment or farm income)?';
    await expect(summary.getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('group', { name: /business income/ }).getByText(business)).toBeVisible();
    await checkA11y(page);
    await summary.getByRole('link', { name: business }).click();
    await expect(page.locator('#businessIncome-yes')).toBeFocused();
    await page.getByRole('group').locator('label', { hasText: 'No' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    // Next moves one question; its heading takes focus; browser Back returns one question, answered.
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    await expect(page).toHaveURL(/\?step=rentalOrK1Income$/);
    await expect(page.getByRole('heading', { name: 'Step 1 of 5: Can you file online?' })).toBeFocused();
    await expect(page.getByRole('group', { name: /rental income/ })).toBeVisible();
    await checkA11y(page);
    await page.goBack();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expect(page.getByLabel('No')).toBeChecked();
    await page.goForward();
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    for (let n = 2; n <= 5; n += 1) {
      await expect(page.getByText(`Question ${n} of 5`)).toBeVisible();
      await page.getByRole('group').locator('label', { hasText: 'No' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
    }

    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    await expect(page).toHaveURL(/\/forms\/individual\/annual-return\?step=w2$/);
    await expect(page.getByRole('heading', { name: 'Step 2 of 5: W-2 forms' })).toBeFocused();
    await checkA11y(page);
    await page.getByRole('group', { name: 'Did you get a W-2 for 2025?' }).getByText('Yes').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(page.getByText('Employer name is required.')).toHaveCount(2);
    await checkA11y(page);
    await summary.getByRole('link', { name: 'Employer name is required.' }).click();
    await expect(page.getByLabel('Employer name')).toBeFocused();
    // Issue 24 item 1: Next with typed changes saves them first; an unfinished W-2 stays, and the
    // summary says what is still missing (no longer the employer's name).
    await page.getByLabel('Employer name').fill('Burton');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(summary).not.toContainText('Employer name is required.');
    await expect(page).toHaveURL(/\?step=w2$/);
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    // Spec §5: browser Back with typed changes asks first; Cancel stays.
    const unsaved = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await page.goBack();
    await expect(unsaved).toContainText(
      'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.',
    );
    await checkA11y(page);
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    // Cancel keeps the step and what was typed (the router restores the history entry first).
    await expect(page).toHaveURL(/\?step=w2$/);
    await expect(page.getByLabel('Employer name')).toHaveValue('Burton');
    await page.getByLabel('Employer name').fill('Burton Hardware');
    await page.getByLabel('Employer EIN (9 digits)').fill('341112222');
    await page.getByLabel('Wages (box 1)').fill('80,000.00');
    await page.getByLabel('Medicare wages (box 5)').fill('80,000.00');
    await page.getByLabel('Local wages (box 18)').fill('-1');
    await page.getByLabel('Local income tax (box 19)').fill('800');
    await page.getByLabel('Locality name (box 20)').fill('Burton');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#w2-localWages-error')).toContainText(
      'Local wages (box 18) must be an amount in dollars and cents',
    );
    await page.getByLabel('Local wages (box 18)').fill('80,000.00');
    await expect(page.getByLabel('Employer name')).toHaveValue('Burton Hardware');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'Burton Hardware', exact: true })).toBeVisible();
    // The save is announced (a status message) and focus returns to "Add a W-2".
    await expect(page.getByRole('status').filter({ hasText: 'W-2 1 saved.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a W-2' })).toBeFocused();
    await checkA11y(page);

    // The draft lives on the server: on another device the return resumes at the W-2s, with this one.
    const elsewhere = await browser.newContext();
    const device = await elsewhere.newPage();
    await signIn(device, 'ann.annual');
    await device.goto('/forms/individual/annual-return');
    await expect(device.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    await expect(device.getByRole('cell', { name: '$800.00' })).toBeVisible();
    await elsewhere.close();

    // Attach the W-2's PDF twice: the server checks it, the second keeps a renamed copy.
    await page.getByRole('button', { name: 'Edit W-2 1 (Burton Hardware)' }).click();
    const attach = page.getByLabel('Attach an image or PDF of this form (optional)');
    const file = { name: 'w2.pdf', mimeType: 'application/pdf', buffer: pdfFile() };
    await attach.setInputFiles(file);
    await expect(page.getByText('w2.pdf (1 KB)')).toBeVisible();
    await attach.setInputFiles(file);
    await expect(page.getByText('w2 (1).pdf (1 KB)')).toBeVisible();
    await attach.setInputFiles({
      name: 'w2.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    await expect(
      page.getByText('The file’s content is not the PDF, PNG or JPEG its type says.'),
    ).toBeVisible();
    // Reopening the item with unsaved typing asks with the spec §5 modal (not the browser's
    // confirm): Cancel keeps the typing, OK loses it.
    await page.getByLabel('Employer name').fill('Burton Hardware Inc');
    await page.getByRole('button', { name: 'Edit W-2 1 (Burton Hardware)' }).click();
    await expect(unsaved).toBeVisible();
    await expect(unsaved).toContainText('WARNING: You have unsaved changes.');
    await checkA11y(page);
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await expect(unsaved).toBeHidden();
    await expect(page.getByLabel('Employer name')).toHaveValue('Burton Hardware Inc');
    await page.getByRole('button', { name: 'Edit W-2 1 (Burton Hardware)' }).click();
    await unsaved.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Employer name')).toHaveValue('Burton Hardware');
    // An EIN may be typed with its hyphen.
    await page.getByLabel('Employer EIN (9 digits)').fill('34-1112222');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'W-2 1 saved.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '341112222', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 5: 1099 forms')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('group', { name: 'Did you get a 1099 for 2025?' }).getByText('Yes').click();
    await expect(page.getByText('No 1099 forms entered yet.')).toBeVisible();
    await expect(page.getByLabel('Payer name')).toBeVisible();
    await page.getByRole('group', { name: 'Did you get a 1099 for 2025?' }).getByText('No').click();
    await expect(page.getByLabel('Payer name')).toBeHidden();
    await checkA11y(page);

    // Each step is a URL: browser Back and Forward move one step, the step heading takes focus.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Step 2 of 5: W-2 forms' })).toBeFocused();
    await expect(page.getByRole('cell', { name: 'Burton Hardware', exact: true })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Step 3 of 5: 1099 forms' })).toBeFocused();
    await expect(page).toHaveURL(/\?step=form1099$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('row', { name: /Total Medicare wages/ })).toContainText('$80,000.00');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // By hand: the residence city's credit rules apply (Cleveland: 2.5 %, credit factor 100 %, limit
    // 2.5 %). Tax $80,000.00 × 2.5 % = $2,000.00; credit rate min(100 % × Burton's 1.0 %, 2.5 %) →
    // $800.00, at most 100 % of the $800.00 withheld; after credit $1,200.00; estimates paid $300.00
    // → balance due $900.00.
    await expect(page.getByText('Step 5 of 5: City tax form')).toBeVisible();
    await expect(page.locator('[data-line="residenceTax"] [data-amount]')).toHaveText('$2,000.00');
    await expect(page.locator('[data-line="workCityCredit"] [data-amount]')).toHaveText('$800.00');
    await expect(page.locator('[data-line="taxAfterCredit"] [data-amount]')).toHaveText('$1,200.00');
    await expect(page.locator('[data-line="estimatesPaid"] [data-amount]')).toHaveText('$300.00');
    await expect(page.locator('[data-line="balanceDue"] [data-amount]')).toHaveText('$900.00');
    // Each line says what it came from, so the taxpayer can see why.
    await expect(page.locator('[data-line="residenceTax"]')).toContainText(
      'From Taxable income; Cleveland tax rate: 2.50 %.',
    );
    // In plain words, with the exact figures one click away (issue 14 item 5).
    const residence = page.locator('[data-line="residenceTax"]');
    await expect(residence).toContainText('Your city’s income tax: its tax rate times your taxable income.');
    await expect(residence.getByText(/From Taxable income/)).toBeHidden();
    await residence.getByText('The exact figures').click();
    await expect(residence.getByText(/From Taxable income; Cleveland tax rate: 2\.50 %\./)).toBeVisible();
    // The few terms the form cannot avoid, one click away.
    await page.getByText('Words used on this form').click();
    await expect(page.getByRole('definition').filter({ hasText: /box 5 of your W-2/ })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'File' }).click();
    await expect(page.getByText('You must check the agreement box before you file.')).toHaveCount(2);
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await checkA11y(page);
    await page.locator('label[for="agreement"]').click();
    await page.getByRole('button', { name: 'File' }).click();
    await expect(page.getByText('Your annual return was filed.')).toBeVisible();
    await expect(page.getByText(/Confirmation number: AR2025-[0-9A-F]{10}/)).toBeVisible();
    // Where it stands, from the account model (issue 22): what paying today costs.
    await expect(page.getByTestId('form-standing').locator('[data-field="owed"]')).toHaveText('$900.00');
    // When, written out in the agency's time zone (issue 14 item 5).
    await expect(
      page.getByText(/^Filed [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T$/),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Pay $900.00 for Individual Annual Return 2025' }),
    ).toHaveAttribute('href', /\/form\/\d+\/pay$/);
    await checkA11y(page);

    const pdf = page.waitForResponse((r) => /\/api\/forms\/\d+\/pdf$/.test(r.url()));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print (PDF)' }).click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // Saved under the server's name for it, not an untitled blob (issue 14).
    expect((await download).suggestedFilename()).toMatch(/^annual-return-2025-AR2025-[0-9A-F]{10}\.pdf$/);

    // Spec §4 fallback: the balance of an annual return can be paid by check instead.
    await page.getByRole('link', { name: 'Pay $900.00 for Individual Annual Return 2025' }).click();
    await expect(page.locator('[data-field="Amount"]')).toHaveText('$900.00');
    await page.getByRole('button', { name: 'Pay by check by mail instead' }).click();
    await expect(page.getByRole('heading', { name: 'Paying by mail' })).toBeVisible();
    await expect(
      page.getByText(/Mail a check for \$900\.00 payable to the Central Collection Agency/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $900.00' })).toBeEnabled();
    await checkA11y(page);
  });

  test('answers that need a paper return stop with the reason', async ({ page }) => {
    await signIn(page, 'kim.keys');
    // Without a draft the later steps are not reachable: their URL opens the questionnaire.
    await page.goto('/forms/individual/annual-return?step=summary');
    await expect(page.getByText('Step 1 of 5: Can you file online?')).toBeVisible();
    await expect(page).toHaveURL(/\?step=businessIncome$/);
    await answerQuestionnaire(page, (n) => (n === 2 ? 'Yes' : 'No'));
    await expect(page.getByText('You must file a paper return')).toBeVisible();
    await expect(page.getByText('A paper return is required for rental or K-1 income.')).toBeVisible();
    await checkA11y(page);
  });

  test('the whole return with the keyboard only', async ({ page }) => {
    const tabTo = (name: RegExp) => tabToName(page, name);
    await signIn(page, 'kai.keyboard');
    await page.goto('/forms/individual/annual-return');
    await expect(page.getByText('Step 1 of 5: Can you file online?')).toBeVisible();
    await tabTo(/Skip to main content/);
    await page.keyboard.press('Enter');
    for (let question = 1; question <= 5; question += 1) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible();
      if (question > 1) {
        // Next focused the step heading: the question's group is the next stop.
        await expect(page.getByRole('heading', { name: 'Step 1 of 5: Can you file online?' })).toBeFocused();
      }
      await page.keyboard.press('Tab'); // into the group: its first radio, "Yes"
      await page.keyboard.press('ArrowDown'); // "No", selected
      await page.keyboard.press('Tab'); // Next
      await page.keyboard.press('Enter');
    }

    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Step 2 of 5: W-2 forms' })).toBeFocused();
    await page.keyboard.press('Tab'); // "Did you get a W-2?": its first radio, "Yes"
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Employer name')).toBeVisible();
    await page.keyboard.press('Tab');
    for (const value of [
      'Linndale Tool & Die',
      '341234567',
      '47,000',
      '50,000',
      '50,000',
      '1,000',
      'Linndale',
    ]) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // Past the attach control (files attach when adding, issue 24 item 5) to Save.
    await tabTo(/^\s*Save\s*$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('cell', { name: 'Linndale Tool & Die', exact: true })).toBeVisible();
    await tabTo(/^\s*Next\s*$/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 3 of 5: 1099 forms')).toBeVisible();
    await tabTo(/^\s*Next\s*$/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 4 of 5: Summary')).toBeVisible();
    await tabTo(/^\s*Next\s*$/);
    await page.keyboard.press('Enter');

    // By hand: Cleveland 2.5 % × $50,000.00 = $1,250.00; Linndale credit 2.0 % × $50,000.00 =
    // $1,000.00 (all of the $1,000.00 withheld); no estimates on record → balance due $250.00.
    await expect(page.locator('[data-line="balanceDue"] [data-amount]')).toHaveText('$250.00');
    await tabTo(/I agree that checking this box/);
    await page.keyboard.press('Space');
    await tabTo(/^\s*File\s*$/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your annual return was filed.')).toBeVisible();
    await expect(page.getByTestId('form-standing').locator('[data-field="owed"]')).toHaveText('$250.00');
  });
  test('a box 20 that names no member city: the taxpayer chooses, and the worksheet says so', async ({
    page,
  }) => {
    // Issue 9 item 6: a Clayton resident whose W-2 spells the city its own way.
    await startOnlineReturn(page, 'cal.clayton');
    await page.getByLabel('Employer name').fill('Clayton Feed & Seed');
    await page.getByLabel('Employer EIN (9 digits)').fill('341119999');
    await page.getByLabel('Wages (box 1)').fill('50,000.00');
    await page.getByLabel('Medicare wages (box 5)').fill('50,000.00');
    await page.getByLabel('Local wages (box 18)').fill('50,000.00');
    await page.getByLabel('Local income tax (box 19)').fill('750.00');
    const box20 = page.getByLabel('Locality name (box 20)');
    const choice = page.getByLabel('Which city was this tax withheld for?');
    // A usual spelling is recognised as it is typed: no question.
    await box20.fill('CLAYTON CITY');
    await expect(page.getByText('Box 20 names Clayton.')).toBeVisible();
    await expect(choice).toHaveCount(0);
    // A spelling that names no member: the taxpayer must choose.
    await box20.fill('CLAYTN VLG');
    await expect(
      page.getByText(
        'Box 20 “CLAYTN VLG” does not name a city of the Central Collection Agency. Choose the city from the list, or “A city outside the agency”.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.locator('.usa-error-message', {
        hasText: 'Choose the city this tax was withheld for, or “A city outside the agency”.',
      }),
    ).toBeVisible();
    await page
      .getByTestId('error-summary')
      .getByRole('link', {
        name: 'Choose the city this tax was withheld for, or “A city outside the agency”.',
      })
      .click();
    await expect(choice).toBeFocused();
    await checkA11y(page);
    await choice.selectOption({ label: 'A city outside the agency' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'CLAYTN VLG', exact: true })).toBeVisible();
    await onToCityTaxForm(page);
    // By hand, "a city outside the agency": Clayton 1.5 % × $50,000.00 = $750.00; Clayton credits
    // 50 % of the $750.00 paid, at most 0.75 % × $50,000.00 = $375.00 → $375.00; due $375.00.
    await expect(page.locator('[data-line="workCityCredit"] [data-amount]')).toHaveText('$375.00');
    await expect(page.locator('[data-line="w2.0.workCityCredit"]')).toContainText(
      'W-2 1 box 20, locality: CLAYTN VLG; W-2 1 work city used: a city outside the agency, your choice',
    );
    await expect(page.locator('[data-line="balanceDue"] [data-amount]')).toHaveText('$375.00');

    // It was Clayton after all: choosing it makes the $750.00 a Clayton payment → $0.00 due.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
    await page.getByRole('button', { name: 'Edit W-2 1 (Clayton Feed & Seed)' }).click();
    await expect(choice).toHaveValue('outside');
    await choice.selectOption({ label: 'Clayton' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Add a W-2' })).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 5: City tax form')).toBeVisible();
    await expect(page.locator('[data-line="w2.0.residenceCityWithheld"]')).toContainText(
      'W-2 1 work city used: Clayton, your choice',
    );
    await expect(page.locator('[data-line="balanceDue"] [data-amount]')).toHaveText('$0.00');
    await checkA11y(page);
  });
});

test.describe('an overpayment on the city tax form (issues 14 and 27: the choice when filing)', () => {
  test('asks what to do with it once the form shows it; giving it up stays a choice', async ({ page }) => {
    // gus.giveup: $1,000.00 of 2025 estimates, as olive.overpaid (whose refund refunds.spec.ts claims).
    await startOnlineReturn(page, 'gus.giveup');
    await page.getByLabel('Employer name').fill('Lakefront Library');
    await page.getByLabel('Employer EIN (9 digits)').fill('341230000');
    await page.getByLabel('Wages (box 1)').fill('20,000.00');
    await page.getByLabel('Medicare wages (box 5)').fill('20,000.00');
    await page.getByLabel('Local wages (box 18)').fill('20,000.00');
    await page.getByLabel('Local income tax (box 19)').fill('0');
    await page.getByLabel('Locality name (box 20)').fill('CLEVELAND');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'Lakefront Library', exact: true })).toBeVisible();
    await onToCityTaxForm(page);
    // By hand: Cleveland 2.5 % × $20,000.00 = $500.00; estimates paid $1,000.00 → overpaid $500.00.
    await expect(page.locator('[data-line="residenceTax"] [data-amount]')).toHaveText('$500.00');
    await expect(page.locator('[data-line="estimatesPaid"] [data-amount]')).toHaveText('$1,000.00');
    const choice = page.getByRole('group', { name: 'What should we do with your overpayment of $500.00?' });
    await expect(choice).toBeVisible();
    await checkA11y(page);

    // Filing without a choice: the summary names it and its link reaches the first choice.
    await page.getByText(/^I agree that checking this box/).click();
    await page.getByRole('button', { name: 'File', exact: true }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await summary.getByRole('link', { name: 'Choose what to do with your overpayment.' }).click();
    await expect(choice.getByLabel('Refund it to me')).toBeFocused();
    await checkA11y(page);

    // Giving it up is confirmed with its amount (issue 27 item 1).
    await choice.getByText('I do not want it back: give it up').click();
    await page.getByRole('button', { name: 'File', exact: true }).click();
    const confirm = 'Confirm that you give up your overpayment of $500.00, or choose a refund or a credit.';
    await expect(summary.getByRole('link', { name: confirm })).toBeVisible();
    await summary.getByRole('link', { name: confirm }).click();
    const box = page.getByLabel(
      'I give up my overpayment of $500.00. It will not be refunded or credited to me.',
    );
    await expect(box).toBeFocused();
    await checkA11y(page);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await expect(page.getByText('Your annual return was filed.')).toBeVisible();
    await expect(page.getByTestId('form-standing').locator('[data-field="owed"]')).toHaveText('$0.00');
    // Recorded on the confirmation and on My Account.
    await expect(
      page.getByText('You gave up your overpayment of $500.00. It will not be refunded or credited to you.'),
    ).toBeVisible();
    await checkA11y(page);
    await page.goto('/account');
    const givenUp = page.getByTestId('given-up');
    await expect(page.getByRole('heading', { name: 'Overpayments you gave up' })).toBeVisible();
    await expect(givenUp.getByRole('row').nth(1)).toContainText('2025');
    await expect(givenUp.getByRole('row').nth(1)).toContainText('$500.00');
    await checkA11y(page);
  });
});

/** Signs in, answers every question of step 1 No and reaches the W-2 step. */
async function startOnlineReturn(page: Page, username: string) {
  await signIn(page, username);
  await page.goto('/forms/individual/annual-return');
  await answerQuestionnaire(page);
  await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
  await page.getByRole('group', { name: 'Did you get a W-2 for 2025?' }).getByText('Yes').click();
}

/** From the W-2 step through the 1099 and summary steps to the city tax form. */
async function onToCityTaxForm(page: Page) {
  for (const step of ['Step 3 of 5: 1099 forms', 'Step 4 of 5: Summary', 'Step 5 of 5: City tax form']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(step)).toBeVisible();
  }
}
