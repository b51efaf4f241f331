import type { FastifyRequest } from 'fastify';
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ProblemCode, type AssignableQueue, type QueueView } from '@efile/contracts';
import type { AppDeps } from '../../context';
import { payments, queueAssignments, staffUsers, taxForms } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';

/**
 * Who has taken an item of the filed forms or payments queue (issue 28 item 3): the views "mine"
 * and "unassigned", the holder shown on each row, and taking an item. Contact Us keeps its own
 * assignee on the message (it also has a status that follows it).
 */

const holder = alias(staffUsers, 'queue_holder');

/** A view of an assignable queue: every item, the caller's, or nobody's. */
export function assignedViewWhere(
  queue: AssignableQueue,
  id: Column,
  view: QueueView,
  staffUserId: number,
): SQL | undefined {
  if (view === 'all') return undefined;
  const mine = view === 'mine' ? sql` and qa.staff_user_id = ${staffUserId}` : sql``;
  const held = sql`exists (select 1 from ${queueAssignments} qa where qa.queue = ${queue} and qa.item_id = ${id}${mine})`;
  return view === 'mine' ? held : sql`not ${held}`;
}

/** The columns a list selects to say who holds each row (with `joinHolder`). */
export const holderColumns = { holderId: queueAssignments.staffUserId, holder: holder.username };

/** The join of an item's assignment: `.leftJoin(queueAssignments, assignmentOn(…))`. */
export const assignmentOn = (queue: AssignableQueue, id: Column) =>
  and(eq(queueAssignments.queue, queue), eq(queueAssignments.itemId, id));

/** The holder's row, joined after the assignment: `.leftJoin(queueHolder, holderOn)`. */
export const queueHolder = holder;
export const holderOn = eq(holder.id, queueAssignments.staffUserId);

/** What a row says about its holder, as the contracts' `assignee` and `mine`. */
export const takenBy = (row: { holder: string | null; holderId: number | null }, staff: StaffAuth) => ({
  assignee: row.holder,
  mine: row.holderId === staff.staffUserId,
});

/** Takes an item for the caller (from whoever had it); an item not in the queue is 404. Audited. */
export async function assignItem(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  queue: AssignableQueue,
  id: number,
) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [item] =
      queue === 'forms'
        ? await tx
            .select({ taxpayerId: taxForms.taxpayerId })
            .from(taxForms)
            .where(and(eq(taxForms.id, id), eq(taxForms.status, 'filed')))
        : await tx.select({ taxpayerId: payments.taxpayerId }).from(payments).where(eq(payments.id, id));
    if (!item) throw new ProblemError(404, ProblemCode.NotFound);
    const [before] = await tx
      .select({ staffUserId: queueAssignments.staffUserId })
      .from(queueAssignments)
      .where(and(eq(queueAssignments.queue, queue), eq(queueAssignments.itemId, id)))
      .for('update');
    await tx
      .insert(queueAssignments)
      .values({ queue, itemId: id, staffUserId: staff.staffUserId, assignedAt: now })
      .onConflictDoUpdate({
        target: [queueAssignments.queue, queueAssignments.itemId],
        set: { staffUserId: staff.staffUserId, assignedAt: now },
      });
    await audit(
      tx,
      request,
      {
        action: 'staff.queue.assigned',
        staffUserId: staff.staffUserId,
        taxpayerId: item.taxpayerId,
        details: { queue, id, previous: before?.staffUserId ?? null },
      },
      now,
    );
  });
  return { ok: true as const };
}
