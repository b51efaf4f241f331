import { and, eq, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContactView, FormProcessingStatus } from '@efile/contracts';
import {
  contactMessages,
  formProcessingEvents,
  payments,
  registrationDecisions,
  taxForms,
  taxpayers,
} from '../../db/schema';

/**
 * Which rows each queue holds, written once for its list, its total and the console home's counts
 * (issue 28 item 3).
 */

/** Registered online, waiting, and not decided (with `registration_decisions` left-joined). */
export const pendingRegistrationWhere = () =>
  and(eq(taxpayers.registrationPending, true), isNull(registrationDecisions.id));

/** A filed form's status: that of its last processing event, `received` before the first. */
export const currentStatus = sql<FormProcessingStatus>`coalesce((select e.status from ${formProcessingEvents} e
  where e.tax_form_id = ${taxForms.id} order by e.seq desc limit 1), 'received')`;

/** Still to work: received or needing attention. */
export const formOpenWhere = () => and(eq(taxForms.status, 'filed'), sql`${currentStatus} <> 'processed'`);

/** A view of the Contact Us queue: every message, the caller's (not closed), or nobody's (open). */
export function contactViewWhere(view: ContactView, staffUserId: number): SQL | undefined {
  if (view === 'mine')
    return and(eq(contactMessages.assigneeStaffId, staffUserId), ne(contactMessages.status, 'closed'));
  if (view === 'unassigned') return eq(contactMessages.status, 'open');
  return undefined;
}

/**
 * Payments in doubt: in progress for more than `olderThan`, a confirmed amount that differs from
 * the amount asked, or a provider's date outside the session (issue 23 item 11).
 */
export const paymentsInDoubtWhere = (olderThan: Date) =>
  or(
    and(eq(payments.status, 'InProgress'), lt(payments.createdAt, olderThan)),
    and(
      eq(payments.status, 'Completed'),
      isNotNull(payments.amountPaid),
      ne(payments.amountPaid, payments.amount),
    ),
    isNotNull(payments.dateFlag),
  );
