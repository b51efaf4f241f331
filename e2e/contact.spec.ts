import { checkA11y, errorSummaryHeading, expect, fieldError, heading, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

const REQUIRED = [
  'Type is required.',
  'Name is required.',
  'Phone Number is required.',
  'Email Address is required.',
  'Message is required.',
];

test.describe('contact us (spec §1, §2, §4, §5, §8)', () => {
  test('is public, shows how to reach the agency, and names every empty field', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(heading(page)).toHaveText('Contact Us');
    await expect(page.getByText('Please allow up to 2 business days for a reply.')).toBeVisible();
    await expect(page.getByText('205 West St. Clair Avenue')).toBeVisible();
    // Spec §1: "the agency address, phones and fax" — each phone with what it is for (defaults).
    const phones = page.getByTestId('agency-phones');
    await expect(phones.locator('dt')).toHaveText([
      'Individual income tax',
      'Business, withholding and net profit tax',
      'General questions and eFile support',
      'Fax',
    ]);
    await expect(phones.locator('dd')).toHaveText([
      '216-555-0170',
      '216-555-0180',
      '216-664-2070',
      '216-420-8291',
    ]);
    await expect(page.getByRole('link', { name: '216-664-2070' })).toHaveAttribute(
      'href',
      'tel:+12166642070',
    );
    for (const address of [
      'cca-individual@cca.example.gov',
      'cca-netprofit@cca.example.gov',
      'efilesupport@cca.example.gov',
    ]) {
      await expect(page.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
    }
    await checkA11y(page);

    await page.getByRole('button', { name: 'Send' }).click();
    for (const message of REQUIRED) await expect(fieldError(page, message)).toBeVisible();
    await expect(errorSummaryHeading(page)).toBeFocused();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page);

    await page.getByLabel('Email Address').fill('not-an-address');
    await expect(fieldError(page, 'Email Address is invalid.')).toBeVisible();
    await expect(page.getByText('Email Address is required.')).toHaveCount(0);
  });

  test('sends a Website message to technical support, replying to the sender', async ({ page, request }) => {
    const marker = `e2e-${Date.now().toString(36)}`;
    const sender = `pat.${marker}@example.com`;
    await page.goto('/contact-us');
    // USWDS draws its own radio: a person clicks the label.
    await page.locator('label', { hasText: /^Website/ }).click();
    await expect(page.getByLabel(/^Website/)).toBeChecked();
    await page.getByLabel('Name', { exact: true }).fill('Pat Example');
    await page.getByLabel('Phone Number').fill('216-555-0100');
    await page.getByLabel('Email Address').fill(sender);
    await page
      .getByLabel('Message', { exact: true })
      .fill(`The FAQ link in the footer does not open (${marker}).`);
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByText('Email sent.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await checkA11y(page);

    const mail = await waitForMail(request, 'efilesupport@cca.example.gov', 'Contact request: Website');
    expect(mail.replyTo).toBe(sender);
    expect(mail.text).toContain(marker);
    expect(mail.text).toContain('Pat Example');
    expect(mail.text).not.toContain('Please do not reply');
    expect(mail.text).toContain(`Reply to this message to answer Pat Example at ${sender}.`);
  });
});
