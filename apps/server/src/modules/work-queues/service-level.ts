import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { QueueAge, WorkQueue } from '@efile/contracts';
import { AGENCY_TIME_ZONE, agencyToday, overdueThrough, serviceAge, type IsoDate } from '@efile/tax';
import type { AppDeps } from '../../context';

/**
 * The queues' service levels (issue 28 item 3): business days per queue from the agency's
 * configuration (`queueServiceLevels`, as the refund approval limit is kept), counted in the
 * agency's days. Read before a transaction (ADR 0058: rules are read before transactions).
 */
export interface ServiceLevels {
  today: IsoDate;
  days: Record<WorkQueue, number>;
  holidays: readonly IsoDate[];
}

export async function serviceLevels(deps: AppDeps): Promise<ServiceLevels> {
  const today = agencyToday(deps.clock);
  const config = (await deps.rules.current()).config(Number(today.slice(0, 4)));
  return { today, days: config.queueServiceLevels, holidays: config.holidays };
}

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** A row's age and due-by day in its queue; a row already worked (`open` false) is never overdue. */
export function ageOf(levels: ServiceLevels, queue: WorkQueue, arrived: Date, open = true): QueueAge {
  const age = serviceAge(dayOf(arrived), levels.today, levels.days[queue], levels.holidays);
  return open ? age : { ...age, overdue: false };
}

/** The rows of a queue past their due-by day: those that arrived on or before one agency day. */
export const overdueWhere = (levels: ServiceLevels, queue: WorkQueue, arrived: AnyPgColumn): SQL =>
  sql`(${arrived} at time zone ${AGENCY_TIME_ZONE})::date <= ${overdueThrough(levels.today, levels.days[queue], levels.holidays)}::date`;

/** `count(*) filter (where …)` as a number. */
export const countWhere = (where: SQL | undefined) =>
  where ? sql<number>`(count(*) filter (where ${where}))::int` : sql<number>`count(*)::int`;
