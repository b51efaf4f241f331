import type { Page } from '@playwright/test';
import { expect, heading, test } from './support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('scroll restoration and anchors (spec §2: "Anchor scrolling and scroll restoration are on, with a scroll offset of 170")', () => {
  test.use({ viewport: { width: 1024, height: 600 } });

  test('Back returns to where the person was; a new page starts at the top with its heading focused', async ({
    page,
  }) => {
    await page.goto('/landing');
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
    // Down to the footer, where the person follows a link.
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
    await contact.scrollIntoViewIfNeeded();
    const where = await scrollY(page);
    expect(where).toBeGreaterThan(200);

    await contact.click();
    await expect(heading(page)).toHaveText('Contact Us');
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => scrollY(page)).toBe(where);
  });

  test('a reload keeps the page where it was', async ({ page }) => {
    await page.goto('/landing');
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    await page.reload();
    await expect(heading(page)).toHaveText('Welcome to CCA eFile');
    await expect.poll(() => scrollY(page)).toBe(300);
  });

  test('the link at the top of the landing page takes a phone user to the agreement, 170 px below the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page
      .getByRole('link', { name: 'To log in or register, read and accept the Web Filing Agreement' })
      .click();
    const target = page.locator('#agreement-heading');
    await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(170);
    await expect(page.getByRole('button', { name: 'I Agree' })).toBeInViewport();
  });

  test('an anchor on the agreement page sits 170 px below the top', async ({ page }) => {
    await page.goto('/#agreement-heading');
    const target = page.locator('#agreement-heading');
    await expect(target).toBeVisible();
    await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(170);
  });
});
