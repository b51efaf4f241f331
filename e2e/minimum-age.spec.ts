import { checkA11y, expect, heading, signIn, test } from './support/fixtures';
import { answerQuestionnaire } from './support/questionnaire';

const RULE_2025 =
  'For tax year 2025, the year being filed, all income of individuals under 18 is exempt from city income tax in every Ohio city (Ohio House Bill 33, 135th General Assembly, from tax year 2024). If you were under 18 on December 31, 2025, you owe no city income tax for 2025: file an Exemption Certificate with the reason “under 18”.';

test.describe('minimum age (spec §1; issue 9 item 7, issue 12 "Minimum ages")', () => {
  test('the FAQ says the rule of the year being filed and names the cities of earlier years', async ({
    page,
  }) => {
    await page.goto('/faq#sec1-q3');
    await expect(page.locator('#sec1-q3')).toHaveText('How old must I be before I owe city income tax?');
    await expect(page.getByText(RULE_2025)).toBeVisible();
    await expect(
      page.getByText(
        'Tax year 2023: from age 15 in Geneva-on-the-Lake; from age 16 in Grand River and West Milton; no minimum age in Montpelier, Munroe Falls, New Paris, Oakwood (Paulding County), Obetz, Phillipsburg and Riverside; in New Carlisle, 16 and 17 year olds earning $2,500 or more are taxed.',
      ),
    ).toBeVisible();
    await checkA11y(page);
  });

  test('a minor on record is told the income is exempt and files an Exemption Certificate', async ({
    page,
  }) => {
    await signIn(page, 'max.minor');
    await page.goto('/forms/individual/annual-return');
    await expect(page.getByText('Step 1 of 5: Can you file online?')).toBeVisible();
    // The agency holds Max's birth date: no age question.
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await answerQuestionnaire(page);
    await expect(page.getByText('Your income is exempt from city income tax for 2025')).toBeVisible();
    await expect(
      page.getByText(
        'Under 18 for the entire year 2025: from tax year 2024 all income of individuals under 18 is exempt in every Ohio municipality (Ohio House Bill 33, 135th General Assembly).',
        { exact: false },
      ),
    ).toBeVisible();
    await checkA11y(page);

    await page.getByRole('link', { name: 'File an Exemption Certificate' }).click();
    await expect(heading(page)).toHaveText('Exemption Certificate');
    await expect(
      page.getByText(
        'For tax year 2025, all income of individuals under 18 is exempt in every Ohio city (Ohio House Bill 33, 135th General Assembly). Choose this if you were under 18 on December 31, 2025.',
      ),
    ).toBeVisible();
    await page.getByText('I was under 18 for the entire tax year.').click();
    await page.getByText('I confirm the chosen option is correct.').click();
    await page.getByRole('button', { name: 'File' }).click();
    await page.getByRole('button', { name: "I'm finished - Proceed to Next Step" }).click();
    await expect(page.getByText('Your exemption certificate was filed successfully.')).toBeVisible();
    await checkA11y(page);
  });

  test('without a birth date on record the questionnaire asks the age', async ({ page }) => {
    await signIn(page, 'nia.undated');
    await page.goto('/forms/individual/annual-return');
    // The age question is the sixth page, after the five of everyone.
    await expect(page.getByText('Question 1 of 6')).toBeVisible();
    await answerQuestionnaire(page, async (n): Promise<'No'> => {
      if (n === 6) {
        const question = page.getByRole('group', { name: 'Were you under 18 on December 31, 2025?' });
        await expect(question).toBeVisible();
        await checkA11y(page);
      }
      return 'No';
    });
    await expect(page.getByText('Step 2 of 5: W-2 forms')).toBeVisible();
  });
});
