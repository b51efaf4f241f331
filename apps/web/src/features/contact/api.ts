import { api, mailAccepted, type ContactRequest } from '@efile/contracts';
import { apiFetch } from '../../lib/http';

/** POST /api/account/contact-support (spec §7): 202 {accepted: true} once the message is queued. */
export function sendContactRequest(body: ContactRequest) {
  return apiFetch(api.contactSupport, { method: 'POST', body, schema: mailAccepted });
}
