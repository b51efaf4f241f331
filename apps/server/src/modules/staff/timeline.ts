import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type Column } from 'drizzle-orm';
import {
  TIMELINE_KINDS,
  TIMELINE_PAGE,
  type StaffTimeline,
  type TimelineItem,
  type TimelineKind,
} from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import {
  contactMessages,
  contactReplies,
  mailOutbox,
  staffUsers,
  taxpayerNotes,
  users,
  userTaxpayers,
} from '../../db/schema';
import { mailroomPostings } from '../../db/mailroom-schema';
import { audit } from '../../lib/audit';
import type { StaffAuth } from '../../plugins/staff-auth';
import { findTaxpayerOr404 } from './taxpayer-account';

/** One item with the id that orders it within its kind (the cursor's). */
type Keyed = { id: number; item: TimelineItem };

/** Per kind, the id below which the page starts; absent: from the newest. */
type Cursor = Partial<Record<TimelineKind, number>>;

const parseCursor = (before: string | undefined): Cursor =>
  before ? Object.fromEntries(TIMELINE_KINDS.map((kind, n) => [kind, Number(before.split('.')[n])])) : {};

/** A kind's rows below its cursor; every row on the first page. */
const below = (cursor: Cursor, kind: TimelineKind, id: Column) =>
  cursor[kind] === undefined ? undefined : lt(id, cursor[kind]);

const item = (
  kind: TimelineKind,
  fields: Omit<TimelineItem, 'kind' | 'letter'> & { letter?: TimelineItem['letter'] },
): TimelineItem => ({ kind, ...fields, letter: fields.letter ?? null });

/**
 * Each kind's newest rows below the cursor, `take` of each (one more than a page, so that the page
 * knows whether anything older is left): notes, Contact Us messages sent as the taxpayer, the
 * agency's replies to them, e-mails about the taxpayer (or, queued before migration 0040 said whom
 * they were about, to its addresses), and the letters the mailroom recorded.
 */
async function kindsBelow(db: Tx, taxpayerId: string, addresses: string[], cursor: Cursor, take: number) {
  const done = (kind: TimelineKind) => cursor[kind] === 0;
  const none = Promise.resolve([] as Keyed[]);
  const mailAbout = or(
    eq(mailOutbox.taxpayerId, taxpayerId),
    addresses.length === 0
      ? sql`false`
      : and(isNull(mailOutbox.taxpayerId), inArray(sql`lower(${mailOutbox.toAddress})`, addresses)),
  );
  return Promise.all([
    done('note')
      ? none
      : db
          .select({ note: taxpayerNotes, by: staffUsers.username })
          .from(taxpayerNotes)
          .innerJoin(staffUsers, eq(staffUsers.id, taxpayerNotes.staffUserId))
          .where(and(eq(taxpayerNotes.taxpayerId, taxpayerId), below(cursor, 'note', taxpayerNotes.id)))
          .orderBy(desc(taxpayerNotes.id))
          .limit(take)
          .then((rows) =>
            rows.map(({ note, by }) => ({
              id: note.id,
              item: item('note', {
                at: note.createdAt.toISOString(),
                by,
                subject: null,
                text: note.body,
                status: null,
              }),
            })),
          ),
    done('contact')
      ? none
      : db
          .select()
          .from(contactMessages)
          .where(
            and(eq(contactMessages.taxpayerId, taxpayerId), below(cursor, 'contact', contactMessages.id)),
          )
          .orderBy(desc(contactMessages.id))
          .limit(take)
          .then((rows) =>
            rows.map((m) => ({
              id: m.id,
              item: item('contact', {
                at: m.createdAt.toISOString(),
                by: m.name,
                subject: m.type,
                text: m.message,
                status: m.status,
              }),
            })),
          ),
    done('reply')
      ? none
      : db
          .select({ reply: contactReplies, by: staffUsers.username, type: contactMessages.type })
          .from(contactReplies)
          .innerJoin(staffUsers, eq(staffUsers.id, contactReplies.staffUserId))
          .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.contactMessageId))
          .where(
            and(
              eq(contactMessages.taxpayerId, taxpayerId),
              isNotNull(contactReplies.sentAt),
              below(cursor, 'reply', contactReplies.id),
            ),
          )
          .orderBy(desc(contactReplies.id))
          .limit(take)
          .then((rows) =>
            rows.map(({ reply, by, type }) => ({
              id: reply.id,
              item: item('reply', {
                at: reply.sentAt.toISOString(),
                by,
                subject: type,
                text: reply.body,
                status: null,
              }),
            })),
          ),
    done('email')
      ? none
      : db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            text: mailOutbox.textBody,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(and(mailAbout, below(cursor, 'email', mailOutbox.id)))
          .orderBy(desc(mailOutbox.id))
          .limit(take)
          .then((rows) =>
            rows.map((m) => ({
              id: m.id,
              item: item('email', {
                at: (m.sentAt ?? m.createdAt).toISOString(),
                by: m.to,
                subject: m.subject,
                text: m.text,
                status: m.status,
              }),
            })),
          ),
    done('letter')
      ? none
      : db
          .select({ post: mailroomPostings, by: staffUsers.username })
          .from(mailroomPostings)
          .innerJoin(staffUsers, eq(staffUsers.id, mailroomPostings.recordedBy))
          .where(
            and(eq(mailroomPostings.taxpayerId, taxpayerId), below(cursor, 'letter', mailroomPostings.id)),
          )
          .orderBy(desc(mailroomPostings.id))
          .limit(take)
          .then((rows) =>
            rows.map(({ post, by }) => ({
              id: post.id,
              item: item('letter', {
                at: post.recordedAt.toISOString(),
                by,
                subject: null,
                text: post.note ?? '',
                status: null,
                letter: {
                  kind: post.kind,
                  status: post.status,
                  receivedOn: post.receivedOn,
                  checkNumber: post.checkNumber,
                  formType: post.formType,
                  taxYear: post.taxYear,
                  period: post.period,
                  amountCents: post.amountCents,
                },
              }),
            })),
          ),
  ]);
}

/**
 * One page of the kinds merged newest first. Each kind's rows are taken in its own id order (the
 * head with the latest time goes next), so a page takes a run from the top of each kind and the
 * next page starts where each left off: nothing is shown twice or skipped, whatever the clocks say.
 */
export function mergePage(
  lists: readonly Keyed[][],
  cursor: Cursor,
  size: number,
): { items: TimelineItem[]; more: string | null } {
  const heads = lists.map(() => 0);
  const items: TimelineItem[] = [];
  const next = TIMELINE_KINDS.map((kind) => cursor[kind]);
  while (items.length < size) {
    let pick = -1;
    lists.forEach((list, k) => {
      const head = list[heads[k]!];
      if (head && (pick < 0 || head.item.at > lists[pick]![heads[pick]!]!.item.at)) pick = k;
    });
    if (pick < 0) break;
    const taken = lists[pick]![heads[pick]!]!;
    items.push(taken.item);
    next[pick] = taken.id;
    heads[pick]! += 1;
  }
  const left = lists.some((list, k) => heads[k]! < list.length);
  // A kind that has nothing left below where it stands is marked 0: the next page does not ask it.
  const cursorOut = next.map((id, k) => (heads[k]! < lists[k]!.length ? (id ?? lists[k]![0]!.id + 1) : 0));
  return { items, more: left ? cursorOut.join('.') : null };
}

/**
 * A taxpayer's notes and correspondence (issue 28 item 4), newest first, a page at a time (`before`:
 * the cursor the previous page gave). Audited with the reason, as every read of a taxpayer's data.
 */
export async function taxpayerTimeline(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  taxpayerId: string,
  query: { reason: string; before?: string | undefined },
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
  const cursor = parseCursor(query.before);
  const lists = await kindsBelow(db, taxpayerId, addresses, cursor, TIMELINE_PAGE + 1);
  const page = mergePage(lists, cursor, TIMELINE_PAGE);
  await audit(
    db,
    request,
    {
      action: 'staff.taxpayer.timeline-viewed',
      staffUserId: staff.staffUserId,
      taxpayerId,
      details: { reason: query.reason, ...(query.before ? { before: query.before } : {}) },
    },
    deps.clock.now(),
  );
  return page;
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
