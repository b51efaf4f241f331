import { z } from 'zod';

/** Reminder kinds (ADR 0033): each can be unsubscribed from on its own. */
export const ReminderKind = ['annual-return', 'estimate-installment'] as const;
export type ReminderKind = (typeof ReminderKind)[number];

/**
 * GET /api/account/statement.pdf: the period, agency calendar days, both included (at most 20
 * years, so one request cannot ask for an unbounded document).
 */
export const accountStatementQuery = z
  .strictObject({
    from: z.iso.date('from must be a date (YYYY-MM-DD).'),
    to: z.iso.date('to must be a date (YYYY-MM-DD).'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to.', path: ['from'] })
  .refine((q) => Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4)) <= 20, {
    message: 'A statement covers at most 20 years.',
    path: ['to'],
  });
export type AccountStatementQuery = z.infer<typeof accountStatementQuery>;

/** POST/GET /api/reminders/unsubscribe?token=…: the token of the message's link (ADR 0033). */
export const reminderUnsubscribeQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'token is not a link token.'),
});

/** What an unsubscribe did: the kind of reminder that stops (for that user only). */
export const reminderUnsubscribed = z.object({ kind: z.enum(ReminderKind), unsubscribed: z.literal(true) });
export type ReminderUnsubscribed = z.infer<typeof reminderUnsubscribed>;
