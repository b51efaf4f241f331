import { api, confirmRegistrationResponse, emailConfirmationStatus, mailAccepted } from '@efile/contracts';
import { apiFetch } from '../../lib/http';

/** Every call here is public: a 401/403 answers the link or password, never the session. */
const publicCall = { skipUnauthorizedHandler: true } as const;

/** The e-mail and token of an e-mailed link. */
export interface LinkInput {
  email: string;
  token: string;
}

/** GET /api/register/email-confirmation-status?emailAddress&token (spec §7). */
export function getEmailConfirmationStatus({ email, token }: LinkInput) {
  const query = new URLSearchParams({ emailAddress: email, token });
  return apiFetch(`${api.emailConfirmationStatus}?${query.toString()}`, {
    ...publicCall,
    schema: emailConfirmationStatus,
  });
}

/** POST /api/register/confirm-email {emailAddress, emailConfirmationToken, password} (spec §3). */
export function confirmRegistration({ email, token, password }: LinkInput & { password: string }) {
  return apiFetch(api.confirmRegistration, {
    ...publicCall,
    schema: confirmRegistrationResponse,
    method: 'POST',
    body: { emailAddress: email, emailConfirmationToken: token, password },
  });
}

/** POST /api/register/confirm-legacy-email {email, token, password} (spec §3 "Legacy confirm"). */
export function confirmLegacyEmail(body: LinkInput & { password: string }) {
  return apiFetch(api.confirmLegacyEmail, { ...publicCall, method: 'POST', body });
}

/** POST /api/auth/reset-password-email {email}: 202 whether or not the address is known. */
export function requestPasswordReset(email: string) {
  return apiFetch(api.resetPasswordEmail, {
    ...publicCall,
    method: 'POST',
    body: { email },
    schema: mailAccepted,
  });
}

/** POST /api/auth/reset-password {email, token, password} (ADR 0006). */
export function resetPassword(body: LinkInput & { password: string }) {
  return apiFetch(api.resetPassword, { ...publicCall, method: 'POST', body });
}
