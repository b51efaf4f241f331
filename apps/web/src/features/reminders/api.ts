import {
  api,
  reminderSettings,
  reminderTokenStatus,
  reminderUnsubscribed,
  type ReminderSetting,
} from '@efile/contracts';
import { apiFetch } from '../../lib/http';

const withToken = (url: string, token: string) => `${url}?token=${encodeURIComponent(token)}`;

/**
 * The unsubscribe page's calls (ADR 0042), public: the link's token is the proof, never the
 * session of whoever opens it. GET reads the token's kind and changes nothing (mail scanners open
 * links); the person's click posts.
 */
export function reminderTokenState(token: string) {
  return apiFetch(withToken(api.remindersToken, token), {
    schema: reminderTokenStatus,
    skipUnauthorizedHandler: true,
  });
}

export function unsubscribeReminders(token: string) {
  return apiFetch(withToken(api.remindersUnsubscribe, token), {
    method: 'POST',
    schema: reminderUnsubscribed,
    skipUnauthorizedHandler: true,
  });
}

export function resubscribeReminders(token: string) {
  return apiFetch(withToken(api.remindersResubscribe, token), {
    method: 'POST',
    schema: reminderTokenStatus,
    skipUnauthorizedHandler: true,
  });
}

/** The signed-in user's reminder e-mails (the session decides whose). */
export function fetchReminderSettings() {
  return apiFetch(api.reminderSettings, { schema: reminderSettings });
}

export function saveReminderSettings(kinds: ReminderSetting[]) {
  return apiFetch(api.reminderSettings, { method: 'PUT', body: { kinds }, schema: reminderSettings });
}
