import { api, mailAccepted } from '@efile/contracts';
import { apiFetch } from '../../lib/http';

/** POST /api/auth/change-email {email} (spec §7, signed in): 202 once the link is on its way. */
export function requestEmailChange(email: string) {
  return apiFetch(api.changeEmail, { method: 'POST', body: { email }, schema: mailAccepted });
}

/** The `token`, `email` and `id` of the e-mailed change link (spec §3 "Confirm email change"). */
export interface EmailChangeLink {
  email: string;
  token: string;
  id: string;
}

/**
 * POST /api/auth/confirm-email-change {email, token, id} (spec §7). Public: a 401 answers the
 * link (unknown or used token), never the session of whoever opens it.
 */
export function confirmEmailChange({ email, token, id }: EmailChangeLink) {
  return apiFetch(api.confirmEmailChange, {
    method: 'POST',
    body: { email, token, id: Number(id) },
    skipUnauthorizedHandler: true,
  });
}
