import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { StaffTimeline, TimelineItem } from '@efile/contracts';
import type { AppDeps } from '../../context';
import {
  contactMessages,
  contactReplies,
  mailOutbox,
  staffUsers,
  taxpayerNotes,
  users,
  userTaxpayers,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import type { StaffAuth } from '../../plugins/staff-auth';
import { findTaxpayerOr404 } from './taxpayer-account';

/** How many of each kind the timeline shows (newest first). */
const LIMIT = 100;

/**
 * A taxpayer's notes and correspondence (issue 28 item 4), newest first: staff notes, Contact Us
 * messages sent as the taxpayer and the agency's replies to them, and the e-mails the portal sent
 * to the taxpayer's address or its web accounts' addresses. Audited with the reason, as every read
 * of a taxpayer's data.
 */
export async function taxpayerTimeline(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  reason: string,
): Promise<StaffTimeline> {
  const db = deps.database.db;
  const taxpayer = await findTaxpayerOr404(db, taxpayerId);
  const linked = await db
    .select({ email: users.email })
    .from(userTaxpayers)
    .innerJoin(users, eq(users.id, userTaxpayers.userId))
    .where(eq(userTaxpayers.taxpayerId, taxpayerId));
  const addresses = [
    ...new Set([taxpayer.email, ...linked.map((u) => u.email)].filter(Boolean).map((e) => e!.toLowerCase())),
  ];
  const [notes, messages, mails] = await Promise.all([
    db
      .select({ note: taxpayerNotes, by: staffUsers.username })
      .from(taxpayerNotes)
      .innerJoin(staffUsers, eq(staffUsers.id, taxpayerNotes.staffUserId))
      .where(eq(taxpayerNotes.taxpayerId, taxpayerId))
      .orderBy(desc(taxpayerNotes.id))
      .limit(LIMIT),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.taxpayerId, taxpayerId))
      .orderBy(desc(contactMessages.id))
      .limit(LIMIT),
    addresses.length === 0
      ? Promise.resolve([])
      : db
          .select({
            to: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            text: mailOutbox.textBody,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(inArray(sql`lower(${mailOutbox.toAddress})`, addresses))
          .orderBy(desc(mailOutbox.id))
          .limit(LIMIT),
  ]);
  const replies =
    messages.length === 0
      ? []
      : await db
          .select({ reply: contactReplies, by: staffUsers.username, type: contactMessages.type })
          .from(contactReplies)
          .innerJoin(staffUsers, eq(staffUsers.id, contactReplies.staffUserId))
          .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.contactMessageId))
          .where(
            and(
              inArray(
                contactReplies.contactMessageId,
                messages.map((m) => m.id),
              ),
              isNotNull(contactReplies.sentAt),
            ),
          );
  const items: TimelineItem[] = [
    ...notes.map(({ note, by }) => ({
      kind: 'note' as const,
      at: note.createdAt.toISOString(),
      by,
      subject: null,
      text: note.body,
      status: null,
    })),
    ...messages.map((m) => ({
      kind: 'contact' as const,
      at: m.createdAt.toISOString(),
      by: m.name,
      subject: m.type,
      text: m.message,
      status: m.status,
    })),
    ...replies.map(({ reply, by, type }) => ({
      kind: 'reply' as const,
      at: reply.sentAt.toISOString(),
      by,
      subject: type,
      text: reply.body,
      status: null,
    })),
    ...mails.map((m) => ({
      kind: 'email' as const,
      at: (m.sentAt ?? m.createdAt).toISOString(),
      by: m.to,
      subject: m.subject,
      text: m.text,
      status: m.status,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  await audit(
    db,
    request,
    {
      action: 'staff.taxpayer.timeline-viewed',
      staffUserId: staff.staffUserId,
      taxpayerId,
      details: { reason },
    },
    deps.clock.now(),
  );
  return { items };
}

/** A note on the account, written once; the audit keeps what it says (issue 28 item 4). */
export async function addTaxpayerNote(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  body: { note: string; reason: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await findTaxpayerOr404(tx, taxpayerId);
    const [row] = await tx
      .insert(taxpayerNotes)
      .values({ taxpayerId, staffUserId: staff.staffUserId, body: body.note, createdAt: now })
      .returning({ id: taxpayerNotes.id });
    await audit(
      tx,
      request,
      {
        action: 'staff.taxpayer.note-added',
        staffUserId: staff.staffUserId,
        taxpayerId,
        details: { note: row!.id, text: body.note, reason: body.reason },
      },
      now,
    );
  });
}
