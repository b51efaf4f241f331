import { api, mailAccepted } from '@efile/contracts';
import { apiFetch } from './http';

/**
 * GET /api/register/resend-confirmation-email?emailAddress (spec §7): the registration e-mail
 * again, from the link page and from "Check Your Email". Public: the answer is the same for any
 * address.
 */
export function resendConfirmation(email: string) {
  const query = new URLSearchParams({ emailAddress: email });
  return apiFetch(`${api.resendConfirmation}?${query.toString()}`, {
    skipUnauthorizedHandler: true,
    schema: mailAccepted,
  });
}
