import type { FastifyRequest } from 'fastify';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  ProblemCode,
  staffMay,
  type ContactMessage,
  type ContactStatus,
  type ContactView,
} from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { contactMessages, contactReplies, staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { enqueueMail } from '../mail';
import { auditRead, decodeCursor, pageOf } from './cursor';
import { contactViewWhere } from './filters';
import { ageOf, serviceLevels } from './service-level';
import { text } from '../../lib/i18n';

/**
 * Contact Us messages, oldest first, of one view (all, the caller's, nobody's) and optionally one
 * status, with their replies; the read is audited.
 */
export async function listContactMessages(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  query: {
    reason: string;
    limit: number;
    cursor?: string | undefined;
    status?: ContactStatus | undefined;
    view: ContactView;
  },
) {
  const now = deps.clock.now();
  const after = decodeCursor(query.cursor);
  const levels = await serviceLevels(deps);
  // Without a status: every message not yet closed (the closed ones are a status of their own).
  const filters = and(
    query.status ? eq(contactMessages.status, query.status) : ne(contactMessages.status, 'closed'),
    contactViewWhere(query.view, staff.staffUserId),
  );
  return deps.database.db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(filters);
    const rows = await tx
      .select({ message: contactMessages, assignee: staffUsers.username })
      .from(contactMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.assigneeStaffId))
      .where(and(filters, after ? gt(contactMessages.id, Number(after.id)) : undefined))
      .orderBy(asc(contactMessages.id))
      .limit(query.limit + 1);
    const page = pageOf(rows, query.limit, (r) => [r.message.createdAt.toISOString(), r.message.id]);
    const ids = page.rows.map((r) => r.message.id);
    const replies =
      ids.length === 0
        ? []
        : await tx
            .select({ reply: contactReplies, staffUsername: staffUsers.username })
            .from(contactReplies)
            .innerJoin(staffUsers, eq(staffUsers.id, contactReplies.staffUserId))
            .where(inArray(contactReplies.contactMessageId, ids))
            .orderBy(asc(contactReplies.id));
    await auditRead(
      tx,
      request,
      staff,
      'contact',
      query.reason,
      { status: query.status ?? null, view: query.view, shown: ids },
      now,
    );
    const items: ContactMessage[] = page.rows.map(({ message: m, assignee }) => ({
      id: m.id,
      type: m.type,
      name: m.name,
      phoneNumber: m.phoneNumber,
      emailAddress: m.emailAddress,
      message: m.message,
      taxpayerId: m.taxpayerId,
      status: m.status,
      assignee,
      mine: m.assigneeStaffId === staff.staffUserId,
      receivedAt: m.createdAt.toISOString(),
      age: ageOf(levels, 'contact', m.createdAt, m.status !== 'closed'),
      replies: replies
        .filter((r) => r.reply.contactMessageId === m.id)
        .map((r) => ({
          body: r.reply.body,
          staffUsername: r.staffUsername,
          sentAt: r.reply.sentAt.toISOString(),
        })),
    }));
    return { items, nextCursor: page.nextCursor, total: counted?.total ?? 0 };
  });
}

/** The message, locked; a closed one cannot be acted on (409). */
async function lockOpen(tx: Tx, id: number) {
  const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!message) throw new ProblemError(404, ProblemCode.NotFound);
  if (message.status === 'closed')
    throw new ProblemError(409, ProblemCode.Conflict, { detail: text('problems.messageClosed') });
  return message;
}

/** Assigns a message to the caller or to another active member of staff who may act (not an auditor). */
export async function assignContact(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  to: number | undefined,
) {
  const now = deps.clock.now();
  const assignee = to ?? staff.staffUserId;
  await deps.database.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: staffUsers.role, disabledAt: staffUsers.disabledAt })
      .from(staffUsers)
      .where(eq(staffUsers.id, assignee));
    if (!member || member.disabledAt || !staffMay(member.role, 'act'))
      throw new ProblemError(400, ProblemCode.Validation, {
        errors: { staffUserId: 'must be an active member of staff who can answer messages' },
      });
    const message = await lockOpen(tx, id);
    await tx
      .update(contactMessages)
      .set({ status: 'assigned', assigneeStaffId: assignee })
      .where(eq(contactMessages.id, id));
    await audit(
      tx,
      request,
      {
        action: 'staff.contact.assigned',
        staffUserId: staff.staffUserId,
        taxpayerId: message.taxpayerId,
        details: { messageId: id, assignee, previous: message.assigneeStaffId },
      },
      now,
    );
  });
  return { ok: true as const };
}

/**
 * Assigns several messages to the caller at once (the queue's one bulk action: it moves no money
 * and tells the taxpayer nothing). Closed or unknown messages are skipped; each one assigned is its
 * own audit event, as one at a time would be.
 */
export async function assignContactBulk(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  ids: number[],
) {
  const now = deps.clock.now();
  const wanted = [...new Set(ids)];
  return deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: contactMessages.id,
        taxpayerId: contactMessages.taxpayerId,
        previous: contactMessages.assigneeStaffId,
      })
      .from(contactMessages)
      .where(and(inArray(contactMessages.id, wanted), ne(contactMessages.status, 'closed')))
      .orderBy(asc(contactMessages.id))
      .for('update');
    const assigned = rows.map((r) => r.id);
    if (assigned.length > 0)
      await tx
        .update(contactMessages)
        .set({ status: 'assigned', assigneeStaffId: staff.staffUserId })
        .where(inArray(contactMessages.id, assigned));
    for (const row of rows)
      await audit(
        tx,
        request,
        {
          action: 'staff.contact.assigned',
          staffUserId: staff.staffUserId,
          taxpayerId: row.taxpayerId,
          details: { messageId: row.id, assignee: staff.staffUserId, previous: row.previous, bulk: true },
        },
        now,
      );
    return { assigned, skipped: wanted.filter((id) => !assigned.includes(id)).sort((a, b) => a - b) };
  });
}

/**
 * Answers a message by e-mail through the outbox, to the address it came from, storing the reply
 * with the message in the same transaction. An open message becomes the replier's.
 */
export async function replyContact(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  body: string,
) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const message = await lockOpen(tx, id);
    await tx
      .insert(contactReplies)
      .values({ contactMessageId: id, staffUserId: staff.staffUserId, body, sentAt: now });
    if (message.status === 'open')
      await tx
        .update(contactMessages)
        .set({ status: 'assigned', assigneeStaffId: staff.staffUserId })
        .where(eq(contactMessages.id, id));
    await enqueueMail(
      tx,
      {
        template: 'contactReply',
        to: message.emailAddress,
        taxpayerId: message.taxpayerId,
        replyTo: deps.config.mail.contact.general,
        params: { name: message.name, type: message.type, reply: body, original: message.message },
        // In the language the message was written in, whatever the console's.
        language: message.language,
      },
      now,
    );
    await audit(
      tx,
      request,
      {
        action: 'staff.contact.replied',
        staffUserId: staff.staffUserId,
        taxpayerId: message.taxpayerId,
        // The audit keeps what was said (issue 28 item 4), not only how long it was.
        details: { messageId: id, text: body },
      },
      now,
    );
  });
  return { ok: true as const };
}

/** Closes a message (with an optional note for the audit trail); closing a closed one is a 409. */
export async function closeContact(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  note: string | undefined,
) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const message = await lockOpen(tx, id);
    await tx
      .update(contactMessages)
      .set({ status: 'closed', closedAt: now })
      .where(eq(contactMessages.id, id));
    await audit(
      tx,
      request,
      {
        action: 'staff.contact.closed',
        staffUserId: staff.staffUserId,
        taxpayerId: message.taxpayerId,
        details: { messageId: id, note: note ?? null },
      },
      now,
    );
  });
  return { ok: true as const };
}
