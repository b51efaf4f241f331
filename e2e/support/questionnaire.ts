import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The annual return's questionnaire, one question per page: answers each question (No unless
 * `answer`, which may check the page first, says otherwise for the question's number, from 1) and presses Next on each page.
 */
export async function answerQuestionnaire(
  page: Page,
  answer: (n: number) => 'Yes' | 'No' | Promise<'Yes' | 'No'> = () => 'No',
) {
  await expect(page.getByText('Step 1 of 5: Can you file online?')).toBeVisible();
  const counter = page.getByText(/^Question \d+ of \d+$/);
  const total = Number(/of (\d+)$/.exec((await counter.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(5);
  for (let n = 1; n <= total; n += 1) {
    await expect(counter).toHaveText(`Question ${n} of ${total}`);
    await expect(page.getByRole('group')).toHaveCount(1);
    await page
      .getByRole('group')
      .locator('label', { hasText: await answer(n) })
      .click();
    await page.getByRole('button', { name: 'Next' }).click();
  }
}
