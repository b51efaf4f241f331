import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { agreeToDisclaimer, checkA11y, expect, fillSignIn, heading, tabTo, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { signInStaff } from './support/staff';

/** Issue 16, ADR 0037: the staff work queues in the agency console. */

const NEW_PASSWORD = 'Cuyahoga river 1796';

/**
 * A queue shows taxpayer data only with the reason for looking (ADR 0046): given by keyboard, as a
 * member of staff would — and "..." is refused first, with the error under the field.
 */
async function giveReason(page: Page, reason = 'Working the morning queue') {
  await expect(page.getByTestId('reason-form')).toBeVisible();
  await tabTo(page, /Reason for looking/);
  await page.keyboard.type('...');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Give the reason in words (at least 3 letters).')).toBeVisible();
  await expect(page.getByLabel('Reason for looking')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(reason);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reason-given')).toContainText(reason);
}

test('a new taxpayer registers and confirms; sign-in waits until a clerk approves it by keyboard alone', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, two e-mails and three sign-ins (ADR 0047's gate): a long walk.
  test.slow();
  const tag = randomInt(100_000, 999_999).toString();
  const username = `queue.${tag}`;
  const email = `${username}@example.test`;
  await agreeToDisclaimer(page);
  await page.goto('/register/individual');
  await page.getByLabel('First name').fill('Quinn');
  await page.getByLabel('Last name').fill(`Queue${tag}`);
  await page.getByLabel('Federal ID').fill(`91${tag}0`);
  await page.getByLabel('Date of birth').fill('1988-02-03');
  await page.getByLabel('Street address').fill('2 Public Square');
  await page.getByLabel('City').fill('Cleveland');
  await page.getByLabel('State').fill('OH');
  await page.getByLabel('ZIP code').fill('44113');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email', { exact: true }).fill(email);
  const registered = new Date();
  await page.getByRole('button', { name: 'Create account' }).click();
  const idText = await page.getByText(/Your new taxpayer ID is \d+\./).textContent();
  const taxpayerId = /(\d+)/.exec(idText ?? '')![1]!;

  // The original link sets the password, but the registration waits for the agency (issue 23).
  const confirmation = await waitForMail(request, email, 'Confirm your eFile registration', registered);
  await page.goto(linkIn(confirmation, '/confirm-registration'));
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/The Central Collection Agency is reviewing your registration/)).toBeVisible();
  await page.goto('/auth/login');
  await fillSignIn(page, username, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('is reviewing your registration');

  const staff = await (await browser.newContext()).newPage();
  await signInStaff(staff, 'clerk');
  await staff.goto('/staff/queues/registrations');
  await expect(heading(staff)).toHaveText('Registrations pending approval');
  await checkA11y(staff);
  await giveReason(staff);
  const row = staff.getByRole('row', { name: new RegExp(taxpayerId) });
  await expect(row).toContainText(`Quinn Queue${tag}`);
  await expect(row).toContainText(username);
  await checkA11y(staff);

  // Issue 28: the identity is read before a decision — the record beside what was typed, the
  // federal ID masked but for its last four — and only then Approve.
  await tabTo(staff, new RegExp(`^Review and decide Quinn Queue${tag} \\(${taxpayerId}\\)`));
  await staff.keyboard.press('Enter');
  const identity = staff.getByTestId('registration-identity');
  await expect(
    identity.getByRole('heading', { name: `Identity of Quinn Queue${tag} (${taxpayerId})` }),
  ).toBeFocused();
  await expect(identity).toContainText('2 Public Square, Cleveland, OH 44113');
  await expect(identity).toContainText(`•••-••-${tag.slice(3)}0`);
  await expect(identity).not.toContainText(`91${tag}0`);
  await expect(identity).toContainText('The web account matches the record.');
  await checkA11y(staff);
  const since = new Date();
  const approve = new RegExp(`^Approve the registration of Quinn Queue${tag} \\(${taxpayerId}\\)`);
  await tabTo(staff, approve);
  await staff.keyboard.press('Enter');
  // The focus stays where the work is: on the message that says what happened.
  await expect(staff.getByTestId('queue-outcome')).toBeFocused();
  await expect(
    staff.getByText(`Approved the registration of taxpayer ${taxpayerId}. The taxpayer was e-mailed.`),
  ).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(taxpayerId) })).toHaveCount(0);
  await checkA11y(staff);

  // Approved: the e-mail's sign-in link, and the password set before now works.
  const mail = await waitForMail(request, email, 'Your eFile registration was approved', since);
  await page.goto(linkIn(mail, '/auth/login'));
  await fillSignIn(page, username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a Contact Us message is answered in the console and the reply reaches the sender', async ({
  page,
  browser,
  request,
}) => {
  const marker = `q${randomInt(100_000, 999_999)}`;
  const sender = `sam.${marker}@example.com`;
  await page.goto('/contact-us');
  await page.locator('label', { hasText: /^General Tax and Filing/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Sam ${marker}`);
  await page.getByLabel('Phone Number').fill('216-555-0123');
  await page.getByLabel('Email Address').fill(sender);
  await page.getByLabel('Message', { exact: true }).fill(`When is my return due? (${marker})`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent.')).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await signInStaff(staff, 'supervisor');
  await staff.goto('/staff/queues/contact');
  await expect(heading(staff)).toHaveText('Contact Us messages');
  await giveReason(staff, 'Answering Contact Us');
  await staff.getByLabel('View').selectOption('unassigned');
  const message = staff.getByTestId('contact-message').filter({ hasText: marker });
  await expect(message).toContainText(`When is my return due? (${marker})`);
  await checkA11y(staff);

  const since = new Date();
  const answer = `Your 2025 return is due April 15, 2026 (${marker}).`;
  await message.getByLabel(`Reply to Sam ${marker}`).fill(answer);
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText(`Your reply to Sam ${marker} was sent.`)).toBeVisible();
  // It is now the supervisor's: shown under "Mine", with the reply kept.
  await staff.getByLabel('View').selectOption('mine');
  const assigned = staff.getByTestId('contact-message').filter({ hasText: marker });
  await expect(assigned).toContainText('staff.supervisor');
  await expect(assigned).toContainText(answer);
  await checkA11y(staff);
  await assigned.getByRole('button', { name: 'Close message' }).click();
  await expect(staff.getByText(`The message from Sam ${marker} is closed.`)).toBeVisible();

  const mail = await waitForMail(request, sender, 'Re: your message to the Central Collection Agency', since);
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(`When is my return due? (${marker})`);
});

test('the auditor reads the filed forms and payments queues without actions', async ({ page }) => {
  await signInStaff(page, 'auditor');
  await page.goto('/staff/queues/forms');
  await expect(heading(page)).toHaveText('Filed forms to process');
  await giveReason(page, 'Quarterly audit sample');
  await expect(page.getByText('Your role can read this queue but not act on it.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Change status/ })).toHaveCount(0);
  await checkA11y(page);
  // Each row's taxpayer is a link to the account, with the reason given (issue 28 item 3).
  const account = page
    .getByRole('table')
    .getByRole('link', { name: /\(\d{6}\)$/ })
    .first();
  await expect(account).toHaveAttribute(
    'href',
    /^\/staff\/taxpayers\/\d{6}\?reason=Quarterly\+audit\+sample$/,
  );
  await page.goto('/staff/queues/payments');
  await expect(heading(page)).toHaveText('Payments in doubt');
  await giveReason(page, 'Quarterly audit sample');
  await expect(page.getByRole('button', { name: /^Apply the provider/ })).toHaveCount(0);
  await checkA11y(page);
});

/** Tab (or Shift+Tab) until the focused element's name matches, on a page longer than tabTo goes. */
async function keyTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return `${el.getAttribute('aria-label') ?? ''} ${label ?? ''} ${el.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${key} never reached ${name}`);
}

/**
 * No word of a button in a table is cut across two lines (issue 28: "Appr / ove" at 1280 px): each
 * word's text lies on one line box.
 */
async function cutWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const button of Array.from(document.querySelectorAll('main table button'))) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) cut.push(match[0]);
        }
      }
    }
    return cut;
  });
}

/** Issue 28 item 3: the console's home counts the work waiting in each queue, each a link to it. */
test('the home page counts each queue: to work, unassigned, mine, past due', async ({ page }) => {
  await signInStaff(page, 'supervisor');
  await expect(heading(page)).toHaveText('Agency console');
  const counts = page.getByTestId('queue-counts');
  await expect(counts.getByRole('columnheader')).toHaveText([
    'Queue',
    'To work',
    'Unassigned',
    'Mine',
    'Past due',
    'Service level',
  ]);
  for (const name of [
    'Registrations pending approval',
    'Filed forms to process',
    'Contact Us messages',
    'Payments in doubt',
  ])
    await expect(counts.getByRole('link', { name })).toBeVisible();
  // Registrations are decided, not assigned: the cell says so in words; filed forms are assigned.
  await expect(counts.locator('tr[data-queue="registrations"]')).toContainText('Not assigned in this queue');
  await expect(counts.locator('tr[data-queue="forms"]')).not.toContainText('Not assigned in this queue');
  await expect(counts.locator('tr[data-queue="contact"]')).toContainText('5 business days');
  await checkA11y(page);
  await tabTo(page, /^\s*Contact Us messages/);
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Contact Us messages');
});

test('Contact Us by keyboard: Unassigned pages with its total, assigning keeps the message in view, bulk assign, Mine', async ({
  page,
  request,
}) => {
  test.slow();
  const marker = `p${randomInt(100_000, 999_999)}`;
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  for (let i = 0; i < 26; i++) {
    const sent = await request.post('/api/account/contact-support', {
      data: {
        type: 'Website',
        name: `Pat ${marker}-${i}`,
        phoneNumber: '216-555-0199',
        emailAddress: `pat.${marker}.${i}@example.com`,
        message: `Paging question ${i} (${marker})`,
      },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(sent.status(), await sent.text()).toBe(202);
  }

  await signInStaff(page, 'clerk', { keyboard: true });
  await page.goto('/staff/queues/contact');
  await giveReason(page, 'Sharing out the unassigned messages');
  await tabTo(page, /^\s*View/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('View')).toHaveValue('unassigned');
  const count = page.getByTestId('queue-count');
  await expect(count).toHaveText(/^Showing 25 of (\d+)\.$/);
  const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThanOrEqual(26);
  await checkA11y(page);

  // Show more: the focus stays on it while pages are left, then goes to the count, never the top.
  await keyTo(page, /^\s*Show more/);
  while ((await page.getByRole('button', { name: 'Show more' }).count()) > 0) {
    await expect(page.getByRole('button', { name: 'Show more' })).toBeFocused();
    const before = (await count.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(count).not.toHaveText(before);
  }
  await expect(count).toHaveText(`Showing ${total} of ${total}.`);
  await expect(count).toBeFocused();

  // Assign one to me: it stays in the Unassigned view, marked mine, and the focus is on the outcome.
  const last = `Pat ${marker}-25`;
  await keyTo(page, new RegExp(`Select the message from ${last}\\s*$`), 'Shift+Tab');
  await tabTo(page, /^\s*Assign to me/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queue-outcome')).toBeFocused();
  await expect(page.getByTestId('queue-outcome')).toHaveText(`The message from ${last} is assigned to you.`);
  const card = page
    .getByTestId('contact-message')
    .filter({ hasText: `(${marker})` })
    .last();
  await expect(card).toContainText('staff.clerk (you)');
  await expect(card).toContainText(/Today\s*due by/);
  await checkA11y(page);

  // Every message shown, in bulk: still shown, now the clerk's.
  await keyTo(page, /Select every message shown/, 'Shift+Tab');
  await page.keyboard.press('Space');
  await tabTo(page, /^\s*Assign selected to me/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queue-outcome')).toBeFocused();
  await expect(page.getByTestId('queue-outcome')).toContainText('Assigned to you:');
  await expect(page.getByTestId('contact-message').filter({ hasText: `(${marker})` })).toHaveCount(26);
  await checkA11y(page);

  await page.getByLabel('View').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('View')).toHaveValue('mine');
  await expect(
    page
      .getByTestId('contact-message')
      .filter({ hasText: `(${marker})` })
      .first(),
  ).toContainText('staff.clerk (you)');
  await expect(count).toHaveText(/^Showing \d+ of \d+\.$/);
  await checkA11y(page);
});

test('the filed forms queue by keyboard: ages, links to the account, Change status named as shown, focus after the move', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInStaff(page, 'clerk', { keyboard: true });
  await page.goto('/staff/queues/forms');
  await giveReason(page, 'Processing the oldest filings');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await cutWords(page)).toEqual([]);
  const first = page.locator('tbody tr').first();
  await expect(first.getByRole('link', { name: /\(\d+\)$/ })).toHaveAttribute(
    'href',
    /\/staff\/taxpayers\/\d+\?reason=Processing\+the\+oldest\+filings$/,
  );
  await expect(first).toContainText(/days?|Today/);
  await expect(first).toContainText(/due by|Past due \(was due by/);
  // The accessible name holds the words on the button (axe label-content-name-mismatch).
  await checkA11y(page);
  const confirmation = (await first.locator('th').textContent())!.trim();
  await tabTo(page, new RegExp(`^Change status of ${confirmation}`));
  await page.keyboard.press('Enter');
  await tabTo(page, new RegExp(`^\\s*New status of ${confirmation}`));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, /^\s*Note/);
  await page.keyboard.type('Needs the W-2 checked (browser test)');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queue-outcome')).toBeFocused();
  await expect(page.getByTestId('queue-outcome')).toContainText(`The form ${confirmation} is now`);
  await checkA11y(page);
});

test('the filed forms queue: a clerk takes a form by keyboard; Mine shows it, Unassigned no longer does (issue 28 item 3)', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInStaff(page, 'clerk', { keyboard: true });
  await page.goto('/staff/queues/forms');
  await giveReason(page, 'Processing the oldest filings');
  await page.getByLabel('View').selectOption('unassigned');
  const first = page.locator('tbody tr').first();
  await expect(first).toContainText('Nobody');
  const confirmation = (await first.locator('th').textContent())!.trim();
  await tabTo(page, new RegExp(`^Assign to me: ${confirmation}`));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queue-outcome')).toBeFocused();
  await expect(page.getByTestId('queue-outcome')).toContainText(`${confirmation} is assigned to you.`);
  await expect(page.locator('tbody th', { hasText: confirmation })).toHaveCount(0);
  await checkA11y(page);
  await page.getByLabel('View').selectOption('mine');
  const mine = page.locator('tbody tr', { has: page.locator('th', { hasText: confirmation }) });
  await expect(mine).toContainText('You');
  await expect(mine.getByRole('button', { name: /^Assign to me/ })).toHaveCount(0);
  await checkA11y(page);
});
