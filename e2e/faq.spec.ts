import type { Page } from '@playwright/test';
import { checkA11y, expect, heading, signIn, test } from './support/fixtures';

const topic = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Topics' }).getByRole('button', { name, exact: true });

test.describe('FAQ (spec §2 "FAQ", §4 inactivity, §5 FAQ states)', () => {
  test('a fragment opens its section and scrolls to the question; one section open at a time', async ({
    page,
  }) => {
    await page.goto('/faq#sec4-q2');
    await expect(heading(page)).toHaveText('Frequently Asked Questions');
    await expect(topic(page, 'Exemption Certificate')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-topic-4')).toBeVisible();
    const question = page.locator('#sec4-q2');
    await expect(question).toHaveText('How do I file an Exemption Certificate?');
    await expect(question).toBeInViewport();
    // The app's scroll offset: the question sits 170 px below the top of the window.
    const top = await question.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(170);
    await checkA11y(page);

    await topic(page, 'Individual Estimate').click();
    await expect(topic(page, 'Individual Estimate')).toHaveAttribute('aria-expanded', 'true');
    await expect(topic(page, 'Exemption Certificate')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-topic-4')).toBeHidden();
    await expect(page.locator('[id^="faq-topic-"]:visible')).toHaveCount(1);

    await page.getByRole('link', { name: 'When are the quarterly payments due?' }).click();
    await expect(page).toHaveURL(/\/faq#sec6-q4$/);
    await expect(page.locator('#sec6-q4')).toBeFocused();
    await expect(page.locator('#sec6-q4')).toBeInViewport();
    await checkA11y(page);
  });

  test('has ten sections of five linked questions and a contact link for corrections', async ({ page }) => {
    await page.goto('/faq');
    const topics = page.getByRole('navigation', { name: 'Topics' }).locator('.usa-accordion__button');
    await expect(topics).toHaveCount(10);
    await expect(page.locator('[id^="sec"][id*="-q"]')).toHaveCount(50);
    await expect(page.locator('#sec10-q5')).toHaveCount(1);
    await expect(page.getByText('A federal ID is 9 digits with no dashes')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  test('opens from the footer in a new tab, with no left menu even when signed in', async ({ page }) => {
    await signIn(page, 'jane.taxpayer');
    await expect(page.getByRole('navigation', { name: 'eFile menu' })).toBeVisible();
    const [faq] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'FAQ (opens in a new tab)' }).click(),
    ]);
    await expect(faq).toHaveURL(/\/faq$/);
    await expect(heading(faq)).toHaveText('Frequently Asked Questions');
    await expect(faq.getByTestId('greeting')).toBeVisible();
    await expect(faq.getByRole('navigation', { name: 'eFile menu' })).toHaveCount(0);
    await checkA11y(faq);
  });
});
