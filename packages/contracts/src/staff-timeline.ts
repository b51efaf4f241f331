import { z } from 'zod';
import { msg } from './message-core';
import { staffReason } from './staff';

/**
 * A taxpayer's notes and correspondence in the console (issue 28 item 4): the notes staff keep,
 * the Contact Us messages and the agency's replies, and every e-mail the portal sent to the
 * taxpayer's addresses, newest first.
 */
export const staffTimelineApi = {
  timeline: '/api/staff/taxpayers/:id/timeline',
  notes: '/api/staff/taxpayers/:id/notes',
} as const;

export const TIMELINE_KINDS = ['note', 'contact', 'reply', 'email'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineItem = z.strictObject({
  kind: z.enum(TIMELINE_KINDS),
  /** ISO 8601. */
  at: z.string(),
  /** Who: a member of staff's username, the sender's name, or the address written to. */
  by: z.string(),
  /** A message's type or an e-mail's subject; null for a note. */
  subject: z.string().nullable(),
  text: z.string(),
  /** An e-mail's delivery (pending, sent, failed); null otherwise. */
  status: z.string().nullable(),
});
export type TimelineItem = z.infer<typeof timelineItem>;
export const staffTimeline = z.strictObject({ items: z.array(timelineItem) });
export type StaffTimeline = z.infer<typeof staffTimeline>;

export const staffNoteBody = z.strictObject({
  note: z
    .string()
    .trim()
    .min(1, msg('predicates.required'))
    .max(2_000, msg('predicates.tooLong', { max: 2000 })),
  reason: staffReason,
});
