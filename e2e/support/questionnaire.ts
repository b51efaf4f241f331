import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The questionnaire's words: English unless told (a Spanish walk passes its catalogues'). */
export interface QuestionnaireWords {
  /** The step's heading, "Step 1 of 5: Can you file online?". */
  step: string;
  /** "Question {n} of {total}". */
  counter: string;
  yes: string;
  no: string;
  next: string;
}
const ENGLISH: QuestionnaireWords = {
  step: 'Step 1 of 5: Can you file online?',
  counter: 'Question {n} of {total}',
  yes: 'Yes',
  no: 'No',
  next: 'Next',
};

/**
 * The annual return's questionnaire, one question per page: answers each question (No unless
 * `answer`, which may check the page first, says otherwise for the question's number, from 1) and presses Next on each page.
 */
export async function answerQuestionnaire(
  page: Page,
  answer: (n: number) => 'Yes' | 'No' | Promise<'Yes' | 'No'> = () => 'No',
  words: QuestionnaireWords = ENGLISH,
) {
  await expect(page.getByText(words.step)).toBeVisible();
  const counter = (n: string | number, total: string | number) =>
    words.counter.replace('{n}', String(n)).replace('{total}', String(total));
  const pattern = new RegExp(`^${counter('(\\d+)', '(\\d+)')}$`);
  const shown = page.getByText(pattern);
  const total = Number(pattern.exec((await shown.textContent()) ?? '')?.[2]);
  expect(total).toBeGreaterThanOrEqual(5);
  for (let n = 1; n <= total; n += 1) {
    await expect(shown).toHaveText(counter(n, total));
    await expect(page.getByRole('group')).toHaveCount(1);
    const label = (await answer(n)) === 'Yes' ? words.yes : words.no;
    await page.getByRole('group').locator('label', { hasText: label }).click();
    await page.getByRole('button', { name: words.next }).click();
  }
}
