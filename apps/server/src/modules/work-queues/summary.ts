import { and, eq, ne } from 'drizzle-orm';
import { STUCK_PAYMENT_MINUTES, type QueueCount } from '@efile/contracts';
import type { AppDeps } from '../../context';
import { contactMessages, payments, registrationDecisions, taxForms, taxpayers } from '../../db/schema';
import type { StaffAuth } from '../../plugins/staff-auth';
import { contactViewWhere, formOpenWhere, paymentsInDoubtWhere, pendingRegistrationWhere } from './filters';
import { countWhere, overdueWhere, serviceLevels } from './service-level';
import { assignedViewWhere } from './assignments';

/**
 * The console home's counts (issue 28 item 3): per queue, what is still to work, nobody's and the
 * caller's (where items are assigned: Contact Us, filed forms, payments), and what is past its service level. Counts
 * only, no taxpayer data: not audited.
 */
export async function queueSummary(deps: AppDeps, staff: StaffAuth): Promise<{ queues: QueueCount[] }> {
  const levels = await serviceLevels(deps);
  const db = deps.database.db;
  const now = deps.clock.now();
  const [registrations] = await db
    .select({
      open: countWhere(undefined),
      overdue: countWhere(overdueWhere(levels, 'registrations', taxpayers.createdAt)),
    })
    .from(taxpayers)
    .leftJoin(registrationDecisions, eq(registrationDecisions.taxpayerId, taxpayers.id))
    .where(pendingRegistrationWhere());
  const [forms] = await db
    .select({
      open: countWhere(undefined),
      unassigned: countWhere(assignedViewWhere('forms', taxForms.id, 'unassigned', staff.staffUserId)),
      mine: countWhere(assignedViewWhere('forms', taxForms.id, 'mine', staff.staffUserId)),
      overdue: countWhere(overdueWhere(levels, 'forms', taxForms.filedAt)),
    })
    .from(taxForms)
    .where(formOpenWhere());
  const [contact] = await db
    .select({
      open: countWhere(undefined),
      unassigned: countWhere(contactViewWhere('unassigned', staff.staffUserId)),
      mine: countWhere(contactViewWhere('mine', staff.staffUserId)),
      overdue: countWhere(overdueWhere(levels, 'contact', contactMessages.createdAt)),
    })
    .from(contactMessages)
    .where(and(ne(contactMessages.status, 'closed')));
  const [inDoubt] = await db
    .select({
      open: countWhere(undefined),
      unassigned: countWhere(assignedViewWhere('payments', payments.id, 'unassigned', staff.staffUserId)),
      mine: countWhere(assignedViewWhere('payments', payments.id, 'mine', staff.staffUserId)),
      overdue: countWhere(overdueWhere(levels, 'payments', payments.createdAt)),
    })
    .from(payments)
    .where(paymentsInDoubtWhere(new Date(now.getTime() - STUCK_PAYMENT_MINUTES * 60_000)));
  const unassigned = { unassigned: null, mine: null };
  return {
    queues: [
      {
        queue: 'registrations',
        ...unassigned,
        open: 0,
        overdue: 0,
        ...registrations,
        serviceDays: levels.days.registrations,
      },
      {
        queue: 'forms',
        open: 0,
        unassigned: 0,
        mine: 0,
        overdue: 0,
        ...forms,
        serviceDays: levels.days.forms,
      },
      {
        queue: 'contact',
        open: 0,
        unassigned: 0,
        mine: 0,
        overdue: 0,
        ...contact,
        serviceDays: levels.days.contact,
      },
      {
        queue: 'payments',
        open: 0,
        unassigned: 0,
        mine: 0,
        overdue: 0,
        ...inDoubt,
        serviceDays: levels.days.payments,
      },
    ],
  };
}
