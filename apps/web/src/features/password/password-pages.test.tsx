import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api, paths, PROBLEM_CONTENT_TYPE } from '@efile/contracts';
import { t } from '../../i18n';
import ConfirmLegacyEmailPage from './confirm-legacy-email-page';
import ConfirmRegistrationPage, { RESEND_TOAST_MS } from './confirm-registration-page';
import ForgotPasswordPage from './forgot-password-page';
import { SetPasswordForm, useSetPasswordForm, validatePasswords } from './set-password-form';

const showToast = vi.fn();
vi.mock('../../ui/toasts', () => ({ useToast: () => showToast }));

const TOKEN = 'A'.repeat(43);

function renderAt(path: string, element: ReactElement, url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: paths.confirmEmail, element: <h1>Confirm email page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number, extra: Record<string, unknown> = {}) =>
  json(status, { type: '/problems/x', title: 'x', status, ...extra }, PROBLEM_CONTENT_TYPE);

/** The set-password form alone, sending with `send`. */
function PasswordForm({ send }: { send: (password: string) => Promise<unknown> }) {
  const state = useSetPasswordForm({ mismatch: 'No match.', send });
  return <SetPasswordForm state={state} />;
}

function renderForm(send: (password: string) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PasswordForm send={send} />
    </QueryClientProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
function fillPasswords(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('set-password validation (spec §5)', () => {
  it('requires both fields, at most 25 characters, and a match with the page’s own text', () => {
    expect(validatePasswords('', '', 'No match.')).toEqual({
      password: 'Password is required.',
      confirmPassword: 'Confirm Password is required.',
    });
    expect(validatePasswords('x'.repeat(26), 'x'.repeat(26), 'No match.').password).toBe(
      'Password must be at most 25 characters. This one has 26: shorten it.',
    );
    expect(validatePasswords('one two three', 'one two four', 'No match.')).toEqual({
      confirmPassword: 'No match.',
    });
    expect(validatePasswords('one two three', 'one two three', 'No match.')).toEqual({});
  });
});

describe('a password past the limit (issue 24 item 3)', () => {
  afterEach(cleanup);

  it('is kept whole in the field, which says the limit, and is not sent', async () => {
    const sent = vi.fn();
    renderForm(sent);
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('maxlength')).toBeNull();
    expect(screen.getByText(/at most 25: a longer one is refused, not shortened/)).toBeTruthy();
    const long = 'everyday words are so easy';
    fireEvent.change(field, { target: { value: long } });
    expect((field as HTMLInputElement).value).toBe(long);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Password must be at most 25 characters. This one has 26: shorten it.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('error-summary');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field as well, until the password changes', async () => {
    const { ApiError } = await import('../../lib/http');
    renderForm(() =>
      Promise.reject(
        new ApiError(
          403,
          { type: '/problems/x', title: 'x', status: 403, reasons: ['Your password is too common.'] },
          null,
        ),
      ),
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password1' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(document.getElementById('password-error')?.textContent).toBe(
        'This password was not accepted: Your password is too common.',
      ),
    );
    expect(screen.getByRole('link', { name: /This password was not accepted/ }).getAttribute('href')).toBe(
      '#password',
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password2' } });
    await waitFor(() => expect(document.getElementById('password-error')).toBeNull());
  });
});

describe('set-password pages', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    showToast.mockReset();
  });

  const registration = (query: string) =>
    renderAt(paths.confirmRegistration, <ConfirmRegistrationPage />, `${paths.confirmRegistration}${query}`);

  it('registration: missing e-mail fails without calling the server or offering a resend', () => {
    registration(`?token=${TOKEN}`);
    expect(heading()).toBe('Failed');
    expect(screen.getByText('Your email address was not provided.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend Confirmation Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe(paths.login);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registration: missing token fails and the resend toast lasts 10 s', async () => {
    fetchMock.mockResolvedValue(json(202, { accepted: true }));
    registration('?email=a%40b.test');
    expect(heading()).toBe('Failed');
    expect(screen.getByText(t('password.registration.missingToken'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Confirmation Email' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Confirmation email has been sent. Please check your inbox.',
        RESEND_TOAST_MS,
      ),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${api.resendConfirmation}?emailAddress=a%40b.test`);
  });

  it('registration: an expired link says so', async () => {
    fetchMock.mockResolvedValue(problem(410));
    registration(`?email=a%40b.test&token=${TOKEN}`);
    expect(await screen.findByText(t('password.registration.expired'))).toBeTruthy();
    expect(heading()).toBe('Failed');
  });

  it('registration: already confirmed', async () => {
    fetchMock.mockResolvedValue(json(200, { emailConfirmed: true, canSetPassword: false }));
    registration(`?email=a%40b.test&token=${TOKEN}`);
    expect(await screen.findByText('Your email is already confirmed.')).toBeTruthy();
    expect(heading()).toBe('Your account has already been registered. Please login to continue.');
  });

  it('registration: mismatch, 403 reasons in the modal, then success', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { emailConfirmed: false, canSetPassword: true }));
    registration(`?email=a%40b.test&token=${TOKEN}`);
    expect(await screen.findByText('To complete registration please set your password below.')).toBeTruthy();
    fillPasswords('Lake Erie sunrise 7', 'Lake Erie sunrise 8');
    expect(
      await screen.findByText('The passwords you entered do not match.', { selector: '.usa-error-message' }),
    ).toBeTruthy();
    // The error summary at the top of the form lists it, links to the field and has focus.
    const summary = screen.getByTestId('error-summary');
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#confirmPassword');
    expect(summary.querySelector('a')?.textContent).toBe('The passwords you entered do not match.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-describedby')).toBe(
      'confirmPassword-error',
    );

    fetchMock.mockResolvedValueOnce(problem(403, { reasons: ['Your password is too common.'] }));
    fillPasswords('password123');
    expect(await screen.findByText('Your password is too common.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invalid Password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fetchMock.mockResolvedValueOnce(json(200, { confirmed: true }));
    fillPasswords('Lake Erie sunrise 7');
    expect(await screen.findByText(t('password.registration.success'))).toBeTruthy();
    expect(heading()).toBe('Success');
    const [, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      emailAddress: 'a@b.test',
      emailConfirmationToken: TOKEN,
      password: 'Lake Erie sunrise 7',
    });
  });

  it('registration of a person new to the agency: the address is confirmed and the agency is reviewing it (ADR 0047)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { emailConfirmed: false, canSetPassword: true }));
    registration(`?email=a%40b.test&token=${TOKEN}`);
    await screen.findByLabelText('Password');
    fetchMock.mockResolvedValueOnce(json(200, { confirmed: true, pendingReview: true }));
    fillPasswords('Lake Erie sunrise 7');
    expect(await screen.findByText(t('password.registration.pendingReview'))).toBeTruthy();
    expect(heading()).toBe('Your email address is confirmed');
    expect(screen.queryByText(t('password.registration.success'))).toBeNull();
  });

  it('registration: a 401 on submit fails with the spec text and offers a resend', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { emailConfirmed: false, canSetPassword: true }));
    registration(`?email=a%40b.test&token=${TOKEN}`);
    await screen.findByLabelText('Password');
    fetchMock.mockResolvedValueOnce(problem(401));
    fillPasswords('Lake Erie sunrise 7');
    expect(
      await screen.findByText('We were unable to complete your email confirmation request.'),
    ).toBeTruthy();
    expect(heading()).toBe('Failed');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend Confirmation Email' })).toBeTruthy();
  });

  const legacy = (query: string) =>
    renderAt(paths.confirmLegacyEmail, <ConfirmLegacyEmailPage />, `${paths.confirmLegacyEmail}${query}`);

  it('legacy: no form without e-mail and token', () => {
    legacy('?email=a%40b.test');
    expect(screen.getByText(t('password.legacy.missingLink'))).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('legacy: 410 shows Link Expired; success goes to /confirm-email?reason=legacy', async () => {
    const router = legacy(`?email=a%40b.test&token=${TOKEN}`);
    fillPasswords('Lake Erie sunrise 7', 'other');
    expect(await screen.findByText('Passwords must match.', { selector: '.usa-error-message' })).toBeTruthy();

    fetchMock.mockResolvedValueOnce(problem(410));
    fillPasswords('Lake Erie sunrise 7');
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeTruthy();
    // Corrected and sent: the error summary is gone with the field's message.
    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(screen.getByText(t('password.legacy.expired'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fetchMock.mockResolvedValueOnce(json(200, { confirmed: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.confirmEmail));
    expect(router.state.location.search).toBe('?reason=legacy');
  });

  it('forgot password: an empty address is listed in the error summary, whose link focuses the field', async () => {
    Element.prototype.scrollIntoView = () => {}; // not in jsdom (the error summary's link uses it)
    renderAt(paths.forgotPassword, <ForgotPasswordPage />, paths.forgotPassword);
    expect(screen.queryByTestId('error-summary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Email Address is required.', { selector: '.usa-error-message' }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' }));
    const link = screen.getByRole('link', { name: 'Email Address is required.' });
    expect(link.getAttribute('href')).toBe('#email');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Email Address'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
