import type { Page } from '@playwright/test';
import { heading } from './fixtures';

/**
 * WCAG 1.4.10 Reflow (issue 14): whether the page as it is now fits its window (no sideways
 * scroll) and, signed in, keeps the header's Log out in view. Returns what is wrong rather than
 * stopping at the first.
 */
export async function fits(page: Page, signedIn: boolean): Promise<string[]> {
  await heading(page).first().waitFor();
  const problems: string[] = [];
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const vw = window.innerWidth;
    const sticks = (el: Element) =>
      el.getBoundingClientRect().right > vw + 1 && el.getClientRects().length > 0;
    // The innermost elements that stick out (what to fix), with a bit of their text.
    const sticking = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => sticks(el) && !Array.from(el.children).some(sticks))
      .slice(0, 3)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: vw,
      wide: sticking,
    };
  });
  if (scrollWidth > innerWidth) {
    problems.push(`${page.url()}: ${scrollWidth} px wide in ${innerWidth} (${wide.join(', ')})`);
  }
  if (signedIn) {
    const box = await page.getByRole('link', { name: 'Log out' }).boundingBox();
    if (!box || box.x < 0 || box.x + box.width > innerWidth) {
      problems.push(`${page.url()}: Log out is not within the window (${JSON.stringify(box)})`);
    }
  }
  return problems;
}
