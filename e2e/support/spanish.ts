import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/support/pdf';
import { paths } from '@efile/contracts';
import { account } from '../../apps/web/src/i18n/locales/es/account';
import { payments } from '../../apps/web/src/i18n/locales/es/payments';
import type { es } from '../../apps/web/src/i18n/locales/es/shell';
import { agreeToDisclaimer, checkA11y, expect, heading } from './fixtures';
import { waitForMail, type MailboxMessage } from './mailbox';
import { payOnProvider } from './payments';

/**
 * Issue 26: is this text Spanish? One check for the screens, the e-mails and the PDFs: a text in
 * Spanish of ours has none of these common English words (each has its own Spanish word in our
 * catalogues), looked for as whole words. A value the server still formats in English ("ending in
 * 1234", "March 2, 2026 at 10:00 AM EST", "Individual Annual Return for 2025") or a sentence left
 * untranslated has some.
 */
const ENGLISH_WORDS = [
  // Sentences.
  'the',
  'your',
  'you',
  'please',
  'with',
  'this',
  'that',
  'must',
  'here',
  'have',
  'has',
  'been',
  'will',
  'we',
  'our',
  'is',
  'are',
  'was',
  'were',
  'and',
  'of',
  'for',
  'to',
  'from',
  'on',
  'in',
  'at',
  'by',
  'an',
  'it',
  'its',
  'not',
  'thank',
  'thanks',
  'dear',
  'hello',
  // The words of our forms, payments and mail.
  'payment',
  'payments',
  'paid',
  'pay',
  'ending',
  'filed',
  'filing',
  'file',
  'return',
  'returns',
  'receipt',
  'received',
  'due',
  'amount',
  'balance',
  'form',
  'forms',
  'tax',
  'estimate',
  'annual',
  'employer',
  'withheld',
  'confirm',
  'confirmation',
  'number',
  'date',
  'today',
  'interest',
  'penalty',
  'quarter',
  'month',
  'year',
  'page',
  'print',
  'status',
  'completed',
  'reference',
  'card',
  'account',
  'email',
  'password',
  'username',
  'sign',
  'log',
  'reminder',
  // Dates as English writes them.
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'am',
  'pm',
] as const;
const ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}_'’-])(?:${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}_'’-])`,
  'giu',
);

/**
 * What is English on purpose: a legal form's English name beside its Spanish one, in parentheses
 * ("(Individual Annual Return)", "(Employer's Return of Income Tax Withheld)", docs/glossary-es.md),
 * and proper names. Links and e-mail addresses are not words.
 */
const NAME_WORD = String.raw`(?:[A-Z][\w'’.-]*|of|and|the|for|on|in)`;
const ENGLISH_NAME = new RegExp(String.raw`\(${NAME_WORD}(?:,?\s+${NAME_WORD})*\)`, 'g');
const PROPER_NAMES = ['Central Collection Agency', 'CCA eFile', 'eFile', 'Seguro Social', 'Medicare'];
const NOT_WORDS = [/https?:\/\/\S+/g, /\S+@\S+\.\S+/g];

/** The English words of `text` (outside the allowances above), each with a little context. */
export function englishIn(text: string): string[] {
  let rest = text.replace(/\s+/g, ' ');
  for (const pattern of [...NOT_WORDS, ENGLISH_NAME]) rest = rest.replace(pattern, ' ');
  for (const name of PROPER_NAMES) rest = rest.split(name).join(' ');
  return [...rest.matchAll(ENGLISH)].map((m) => {
    const at = m.index;
    return `“${m[0]}” in “…${rest.slice(Math.max(0, at - 30), at + m[0].length + 30).trim()}…”`;
  });
}

/**
 * Fails, listing them, when `text` has English words. Soft: the walk goes on, so one run lists
 * every leak along the way (the test still fails).
 */
export function expectSpanish(text: string, what: string): void {
  expect.soft(englishIn(text), `English in ${what}`).toEqual([]);
}

/** An e-mail in Spanish: its HTML part says `lang="es"`, and neither its subject nor its text has English. */
export function expectSpanishMail(mail: MailboxMessage): void {
  const what = `the e-mail “${mail.subject}” to ${mail.to.join(', ')}`;
  expect.soft(mail.html, what).toContain('<html lang="es">');
  expectSpanish(`${mail.subject}\n${mail.text}`, what);
}

/**
 * A PDF in Spanish: the text it draws has no English, the tax engine's worksheet lines and notices
 * included (issue 26: they are keys of the contracts' catalogues, printed in the reader's language).
 */
export function expectSpanishPdf(bytes: Buffer, what: string): void {
  const text = pdfText(bytes);
  expect(text.length, `${what} draws text`).toBeGreaterThan(100);
  // The PDF's WinAnsi text writes a typographic apostrophe as its own code: compare without any.
  expectSpanish(text.replace(/['’\u0080-\u009f]/g, '').replace(/\s+/g, ' '), what);
}

/** The visible text of the page, outside what is marked `lang="en"` (the switcher's "English"). */
export async function pageText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [lang="en"], [hidden]')) continue;
      if (parent.getClientRects().length === 0) continue;
      const text = (node.textContent ?? '').trim();
      if (text) found.push(text);
    }
    return found;
  });
}

/** The page's texts that have English words (a few, each with its context). */
export async function englishOn(page: Page): Promise<string[]> {
  return (await pageText(page)).flatMap(englishIn).slice(0, 8);
}

/** A screen in Spanish: `<html lang="es">`, no English on it, axe clean. */
export async function expectSpanishScreen(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('main h1').first().waitFor();
  expect.soft(await englishOn(page), `English on ${new URL(page.url()).pathname}`).toEqual([]);
  await checkA11y(page);
}

/** A catalogue's text with its `{placeholders}` filled, as the app's `t` fills them. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text's start, as a pattern ("Pagar $250.00 de …"). */
export const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** Presses a Print (PDF) button and returns the file the browser saved. */
export async function downloadPdf(page: Page, button: Locator): Promise<Buffer> {
  const response = page.waitForResponse((r) => /\/api\/forms\/\d+\/pdf$/.test(r.url()));
  const download = page.waitForEvent('download');
  await button.click();
  const pdf = await response;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return readFileSync(await (await download).path());
}

/**
 * Every message the walk sent to its inbox (a reminder too, if one came), at least `atLeast` of
 * them: each in Spanish.
 */
export async function everyMailInSpanish({ request, to, since }: Inbox, atLeast: number): Promise<void> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  const sent = messages.filter((m) => new Date(m.receivedAt).getTime() >= since.getTime());
  expect(sent.length).toBeGreaterThanOrEqual(atLeast);
  for (const mail of sent) expectSpanishMail(mail);
}

/** The confirmation number the filed page shows ("Número de confirmación: AR2025-…"). */
export async function confirmationOn(page: Page, template: string, prefix: string): Promise<string> {
  const shown = page.getByText(
    new RegExp(`^${escape(fill(template, { number: '' }))}${prefix}-[0-9A-F]{10}$`),
  );
  await expect(shown).toBeVisible();
  return new RegExp(`${prefix}-[0-9A-F]{10}`).exec((await shown.textContent()) ?? '')![0];
}

/**
 * A walk's start: the landing page, Spanish chosen with the header's switcher, and the web filing
 * agreement accepted (the sign-in page follows), each screen in Spanish.
 */
export async function chooseSpanish(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectSpanishScreen(page);
  await agreeToDisclaimer(page, await spanishShell());
  await expectSpanishScreen(page);
}

/** Where a walk's e-mails arrive: the taxpayer's address, from when the walk started. */
export interface Inbox {
  request: APIRequestContext;
  to: string;
  since: Date;
}

/**
 * Files the form on screen in Spanish (the agreement in lieu of signature, then its File button):
 * the filed page in Spanish, its PDF in Spanish, and the e-mail that names its confirmation number
 * in Spanish. Returns the confirmation number.
 */
export async function fileInSpanish(
  page: Page,
  inbox: Inbox,
  words: { file: string; filed: string; confirmation: string },
  prefix: string,
  what: string,
): Promise<string> {
  const shell = await spanishShell();
  await page.locator('label[for="agreement"]').click();
  await page.getByRole('button', { name: words.file, exact: true }).click();
  await expect(page.getByText(words.filed)).toBeVisible();
  const confirmation = await confirmationOn(page, words.confirmation, prefix);
  await expectSpanishScreen(page);
  expectSpanishPdf(await downloadPdf(page, page.getByRole('button', { name: shell.files.pdf })), what);
  expectSpanishMail(await waitForMail(inbox.request, inbox.to, confirmation, inbox.since));
  return confirmation;
}

/**
 * On the payment page (its `field` showing `amount`), pays in the sandbox (the provider's own page
 * is its own, in English) and comes back: the page and the receipt e-mail in Spanish.
 */
export async function payInSpanish(
  page: Page,
  inbox: Inbox,
  { amount, field, name }: { amount: string; field: string; name: string },
): Promise<void> {
  await expect(heading(page)).toHaveText(payments.title);
  await expect(page.locator(`[data-field="${field}"]`)).toHaveText(amount);
  await expectSpanishScreen(page);
  await page.getByRole('button', { name: fill(payments.payButton, { amount }) }).click();
  await payOnProvider(page, amount, false, name);
  await expect(page.getByText(fill(payments.paid, { amount }))).toBeVisible({ timeout: 30_000 });
  await expectSpanishScreen(page);
  expectSpanishMail(await waitForMail(inbox.request, inbox.to, amount, inbox.since));
}

/**
 * My Account in Spanish: the form of `confirmation` filed and paid, its card payment completed, and
 * the form's PDF (now with the payment) in Spanish.
 */
export async function paidOnAccount(page: Page, confirmation: string, what: string): Promise<void> {
  const shell = await spanishShell();
  await page.goto(paths.account);
  await expect(heading(page)).toHaveText(account.title);
  const row = page.getByTestId('filed-form').filter({ hasText: confirmation });
  await expect(row).toContainText(account.forms.statuses.Paid);
  const payment = page.getByTestId('payment').filter({ hasText: confirmation });
  await expect(payment).toContainText(fill(account.payments.masked, { last4: '1111' }));
  await expect(payment).toContainText(account.payments.statuses.Completed);
  await expectSpanishScreen(page);
  expectSpanishPdf(await downloadPdf(page, row.getByRole('button', { name: shell.files.pdf })), what);
}

/** The shell's Spanish words (`apps/web/src/i18n/locales/es/shell.ts`), as the app has them. */
export type ShellWords = typeof es;

interface ViteServer {
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

let shell: Promise<ShellWords> | undefined;

/**
 * The shell's catalogue reads every form's `about` file with Vite's `import.meta.glob`, which only
 * Vite understands: it is loaded once through Vite itself (the web app's), as the app loads it.
 */
export function spanishShell(): Promise<ShellWords> {
  shell ??= (async () => {
    const web = fileURLToPath(new URL('../../apps/web/', import.meta.url));
    const vite = createRequire(path.join(web, 'package.json')).resolve('vite');
    const { createServer } = (await import(pathToFileURL(vite).href)) as {
      createServer(config: object): Promise<ViteServer>;
    };
    const server = await createServer({
      root: web,
      configFile: false,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      return (await server.ssrLoadModule('/src/i18n/locales/es/shell.ts')).es as ShellWords;
    } finally {
      await server.close();
    }
  })();
  return shell;
}
