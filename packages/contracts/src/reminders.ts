import { z } from 'zod';
import { msg } from './message-core';
/**
 * The reminder kinds (ADR 0033, 0042) are the registry's (`ReminderKind` in forms.ts): each form
 * declares the kinds its due dates send.
 */
import { ReminderKind } from './forms';

/** POST /api/reminders/unsubscribe, GET /api/reminders/token, POST …/resubscribe: the link's token. */
export const reminderUnsubscribeQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, msg('messages.reminderToken')),
});

/** What an unsubscribe did: the kind of reminder that stops (for that user only). */
export const reminderUnsubscribed = z.object({ kind: z.enum(ReminderKind), unsubscribed: z.literal(true) });
export type ReminderUnsubscribed = z.infer<typeof reminderUnsubscribed>;

/** A link token's kind and whether its user is unsubscribed from it now (GET token, POST resubscribe). */
export const reminderTokenStatus = z.object({ kind: z.enum(ReminderKind), unsubscribed: z.boolean() });
export type ReminderTokenStatus = z.infer<typeof reminderTokenStatus>;

/** One kind on the settings page: whether the signed-in user gets it. */
export const reminderSetting = z.strictObject({ kind: z.enum(ReminderKind), subscribed: z.boolean() });
export type ReminderSetting = z.infer<typeof reminderSetting>;

/**
 * GET /api/reminders/settings: the kinds that concern who the user files as now (an individual's,
 * or a business's when filing as one). PUT sends the same list; the user comes from the session
 * only, so the body names no user or taxpayer (a strict object refuses one).
 */
export const reminderSettings = z.strictObject({ kinds: z.array(reminderSetting).max(ReminderKind.length) });
export type ReminderSettings = z.infer<typeof reminderSettings>;
