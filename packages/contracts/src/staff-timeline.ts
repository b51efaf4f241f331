import { z } from 'zod';
import { MAILROOM_KINDS, MAILROOM_STATUSES } from './mailroom';
import { msg } from './message-core';
import { staffReason } from './staff';
import { staffReasonQuery } from './staff-account';

/**
 * A taxpayer's notes and correspondence in the console (issue 28 item 4): the notes staff keep,
 * the Contact Us messages and the agency's replies, the e-mails the portal sent about the taxpayer
 * (or, before migration 0040, to its addresses), and the letters the mailroom recorded (checks and
 * paper returns), newest first, a page at a time.
 */
export const staffTimelineApi = {
  timeline: '/api/staff/taxpayers/:id/timeline',
  notes: '/api/staff/taxpayers/:id/notes',
} as const;

export const TIMELINE_KINDS = ['note', 'contact', 'reply', 'email', 'letter'] as const;

/** Items on one page of the timeline. */
export const TIMELINE_PAGE = 50;

/**
 * Where the next page starts: per kind, in TIMELINE_KINDS' order, the id below which that kind goes
 * on (0: none left), e.g. `12.4.9.311.7`. Opaque to the reader; checked by the server.
 */
export const timelineCursor = z.string().regex(/^\d{1,18}(\.\d{1,18}){4}$/, msg('predicates.invalid'));

export const staffTimelineQuery = staffReasonQuery.extend({ before: timelineCursor.optional() });

/** A letter the mailroom recorded: a check or a paper return, with what it says. */
export const timelineLetter = z.strictObject({
  kind: z.enum(MAILROOM_KINDS),
  status: z.enum(MAILROOM_STATUSES),
  /** The day it arrived (YYYY-MM-DD). */
  receivedOn: z.string(),
  checkNumber: z.string().nullable(),
  formType: z.string().nullable(),
  taxYear: z.number().int(),
  period: z.string().nullable(),
  amountCents: z.number().int(),
});
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
  /** A letter's facts; null for the other kinds. */
  letter: timelineLetter.nullable(),
});
export type TimelineItem = z.infer<typeof timelineItem>;
export const staffTimeline = z.strictObject({
  items: z.array(timelineItem),
  /** The cursor of the next (older) page; null when this page holds the oldest. */
  more: timelineCursor.nullable(),
});
export type StaffTimeline = z.infer<typeof staffTimeline>;

export const staffNoteBody = z.strictObject({
  note: z
    .string()
    .trim()
    .min(1, msg('predicates.required'))
    .max(2_000, msg('predicates.tooLong', { max: 2000 })),
  reason: staffReason,
});
