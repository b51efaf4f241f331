import type { Page } from '@playwright/test';
import { expect, tabTo } from './fixtures';

/** The payment sandbox's page (its own origin): pays by card, by keyboard alone when asked. */
export async function payOnProvider(page: Page, amount: string, keyboard = false, name = 'Ada Account') {
  await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible();
  if (!keyboard) {
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Name on card').fill(name);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiration (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    return;
  }
  await tabTo(page, /Card/);
  await page.keyboard.press('Space');
  for (const [label, text] of [
    [/Name on card/, name],
    [/Card number/, '4111 1111 1111 1111'],
    [/Expiration/, '12/30'],
    [/Security code/, '123'],
  ] as const) {
    await tabTo(page, label);
    await page.keyboard.type(text);
  }
  await tabTo(page, new RegExp(`Pay \\${amount}`));
  await page.keyboard.press('Enter');
}

/** Cents as the screens write them: "$1,234.56". */
export const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** "$1,234.56" → 123456. */
export const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
