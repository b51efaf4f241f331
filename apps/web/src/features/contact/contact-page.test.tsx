import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, PROBLEM_CONTENT_TYPE } from '@efile/contracts';
import { t } from '../../i18n';
import ContactPage from './contact-page';

const showToast = vi.fn();
vi.mock('../../ui/toasts', () => ({ useToast: () => showToast }));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(['client-config'], {
    taxYear: 2025,
    today: '2026-03-02',
    contactPhones: [
      { purpose: 'individual', number: '216-555-0170' },
      { purpose: 'business', number: '216-555-0180' },
      { purpose: 'general', number: '216-664-2070' },
    ],
    identity: { registerUrl: null, profileUrl: null },
  });
  render(
    <QueryClientProvider client={client}>
      <ContactPage />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
/** A message as shown next to its field (the error summary repeats it as a link). */
const inline = (message: string) => screen.getByText(message, { selector: '.usa-error-message' });
const queryInline = (message: string) => screen.queryByText(message, { selector: '.usa-error-message' });
/** The error summary's links: each message and the id of the field it moves focus to. */
const summaryLinks = () =>
  [...screen.getByTestId('error-summary').querySelectorAll('a')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);
const summaryHeading = () => screen.getByRole('heading', { name: 'There is a problem' });

function fillValid() {
  fireEvent.click(screen.getByLabelText(/^Website/));
  fireEvent.change(field('Name'), { target: { value: '  Pat Example ' } });
  fireEvent.change(field('Phone Number'), { target: { value: '216-555-0100' } });
  fireEvent.change(field('Email Address'), { target: { value: 'pat@example.com' } });
  fireEvent.change(field('Message'), { target: { value: 'The FAQ link does not open.' } });
}

function answer(status: number, body: unknown, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

describe('contact page (spec §2, §4, §5, §8)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => {}; // not in jsdom (the error summary's links use it)
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    showToast.mockReset();
  });

  it('shows the agency address, each phone with what it is for, fax and the three e-mail links', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us');
    expect(screen.getByText('205 West St. Clair Avenue')).toBeTruthy();
    const phones = [...screen.getByTestId('agency-phones').querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(phones).toEqual([
      'Individual income tax: 216-555-0170',
      'Business, withholding and net profit tax: 216-555-0180',
      'General questions and eFile support: 216-664-2070',
      'Fax: 216-420-8291',
    ]);
    expect(screen.getByRole('link', { name: '216-664-2070' }).getAttribute('href')).toBe('tel:+12166642070');
    expect(screen.getByText('216-420-8291')).toBeTruthy();
    for (const address of [
      'cca-individual@cca.example.gov',
      'cca-netprofit@cca.example.gov',
      'efilesupport@cca.example.gov',
    ]) {
      expect(screen.getByRole('link', { name: address }).getAttribute('href')).toBe(`mailto:${address}`);
    }
    expect(screen.getByText('Please allow up to 2 business days for a reply.')).toBeTruthy();
  });

  it('an empty submit names every field, wires the messages and lists them in the error summary', async () => {
    renderPage();
    expect(screen.queryByTestId('error-summary')).toBeNull();
    send();
    await screen.findByTestId('error-summary');
    const required = [
      'Type is required.',
      'Name is required.',
      'Phone Number is required.',
      'Email Address is required.',
      'Message is required.',
    ];
    for (const message of required) expect(inline(message)).toBeTruthy();
    expect(summaryLinks()).toEqual([
      ['Type is required.', '#type'],
      ['Name is required.', '#name'],
      ['Phone Number is required.', '#phoneNumber'],
      ['Email Address is required.', '#emailAddress'],
      ['Message is required.', '#message'],
    ]);
    expect(document.activeElement).toBe(summaryHeading());
    const first = screen.getByLabelText(/^General Tax and Filing/);
    fireEvent.click(screen.getByRole('link', { name: 'Type is required.' }));
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-describedby')).toBe('type-error');
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(field('Message').getAttribute('aria-describedby')).toBe('message-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an e-mail address or phone number is invalid, and clears messages as fields are fixed', async () => {
    renderPage();
    fillValid();
    fireEvent.change(field('Email Address'), { target: { value: 'pat@' } });
    fireEvent.change(field('Phone Number'), { target: { value: 'call me' } });
    send();
    await screen.findByTestId('error-summary');
    expect(inline('Phone Number is invalid.')).toBeTruthy();
    expect(inline('Email Address is invalid.')).toBeTruthy();
    expect(document.activeElement).toBe(summaryHeading());
    fireEvent.change(field('Phone Number'), { target: { value: '(216) 555-0100' } });
    await waitFor(() => expect(queryInline('Phone Number is invalid.')).toBeNull());
    expect(inline('Email Address is invalid.')).toBeTruthy();
    // The summary follows the fields: only what is still wrong is listed.
    expect(summaryLinks()).toEqual([['Email Address is invalid.', '#emailAddress']]);
    fireEvent.change(field('Email Address'), { target: { value: 'pat@example.com' } });
    await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
  });

  it('sends the trimmed request, says Sending... meanwhile, then Email sent. and resets', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    renderPage();
    fillValid();
    send();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(api.contactSupport);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      type: 'Website',
      name: 'Pat Example',
      phoneNumber: '216-555-0100',
      emailAddress: 'pat@example.com',
      message: 'The FAQ link does not open.',
    });
    await act(async () => release(answer(202, { accepted: true })));
    expect(await screen.findByText(t('contact.sent'))).toBeTruthy();
    expect(t('contact.sent')).toBe('Email sent.');
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect((screen.getByLabelText(/^Website/) as HTMLInputElement).checked).toBe(false);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a failure shows the danger toast for 15000 ms and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(answer(500, { status: 500 }, PROBLEM_CONTENT_TYPE));
    renderPage();
    fillValid();
    send();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'danger',
        'Unable to submit question/comment. Please try again.',
        15000,
      ),
    );
    expect(field('Name').value).toBe('  Pat Example ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows the server’s field messages on the fields', async () => {
    fetchMock.mockResolvedValue(
      answer(
        400,
        {
          type: 'https://efile.example/problems/validation',
          title: 'Validation failed',
          status: 400,
          errors: { emailAddress: 'Email Address is invalid.' },
        },
        PROBLEM_CONTENT_TYPE,
      ),
    );
    renderPage();
    fillValid();
    send();
    expect(
      await screen.findByText('Email Address is invalid.', { selector: '.usa-error-message' }),
    ).toBeTruthy();
    expect(summaryLinks()).toEqual([['Email Address is invalid.', '#emailAddress']]);
    expect(document.activeElement).toBe(summaryHeading());
    expect(showToast).not.toHaveBeenCalled();
  });
});
