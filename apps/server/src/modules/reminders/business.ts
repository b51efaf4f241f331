import { and, eq, inArray, sql } from 'drizzle-orm';
import { TaxpayerType } from '@efile/contracts';
import { currentTaxYear, fixedClock, withholdingDueDate, type IsoDate } from '@efile/tax';
import type { Tx } from '../../db/client';
import { remindersSent, taxForms, taxpayers } from '../../db/schema';
import { upcoming } from '../ledger';
import {
  annualReturnsInReach,
  daysUntil,
  notYetSent,
  offsetFor,
  reachable,
  type DueReminder,
  type ReminderSettings,
} from './due';
import type { RuleSet } from '../rules';

/** Businesses on the roll (active, registered) with someone to tell about a kind. */
const businessesToTell = (kind: DueReminder['kind']) =>
  and(
    eq(taxpayers.type, TaxpayerType.Business),
    eq(taxpayers.active, true),
    eq(taxpayers.registrationPending, false),
    reachable(taxpayers.id, kind),
  );

/**
 * Employer's returns due within the largest offset (ADR 0042): for each business with someone to
 * tell, the periods the account's "what is due next" lists (`upcoming` of modules/ledger: every
 * ended period without a return, and the next one to end, monthly or quarterly as the business
 * files), minus those already reminded at this offset. When no withholding due date of either
 * frequency falls in the window, nothing is read.
 */
export async function employerReturnsDue(
  db: Tx,
  now: Date,
  today: IsoDate,
  settings: ReminderSettings,
  rules: RuleSet,
): Promise<DueReminder[]> {
  const clock = fixedClock(now);
  const taxYear = currentTaxYear(clock);
  const inWindow = (dueDate: IsoDate) => offsetFor(daysUntil(today, dueDate), settings.daysBefore) !== null;
  const anyInWindow = [taxYear, taxYear + 1].some((year) =>
    (['monthly', 'quarterly'] as const).some((frequency) =>
      Array.from({ length: frequency === 'monthly' ? 12 : 4 }, (_, i) =>
        withholdingDueDate(year, frequency, i + 1, rules.config(year)),
      ).some(inWindow),
    ),
  );
  if (!anyInWindow) return [];
  const businesses = await db
    .select({ id: taxpayers.id })
    .from(taxpayers)
    .where(businessesToTell('employers-return'))
    .orderBy(taxpayers.id);
  const wanted: DueReminder[] = [];
  for (const { id } of businesses) {
    const due = await upcoming(db, { taxpayerId: id, isBusinessUser: true }, clock, rules);
    for (const item of due.items) {
      if (item.kind !== 'employers-return' || item.filed || !item.period) continue;
      const daysBefore = offsetFor(daysUntil(today, item.dueDate), settings.daysBefore);
      if (daysBefore === null) continue;
      wanted.push({
        taxpayerId: id,
        kind: 'employers-return',
        taxYear: item.taxYear,
        dueDate: item.dueDate,
        daysBefore,
        amount: null,
        period: item.period,
      });
    }
  }
  return (await notYetSent(db, 'employers-return', wanted)).slice(0, settings.batch ?? 500);
}

/**
 * The business's annual (net profit) return for a tax year, due as the individual return is
 * (the 15th day of the fourth month, ORC 718.05): businesses that filed a net profit estimate for
 * the year — they declared net profit, so a return is due — with someone to tell, minus those
 * already reminded at this offset. eFile does not take that return, so it cannot know it was filed:
 * the message says to ignore it if so (ADR 0042).
 */
export async function businessAnnualReturnsDue(
  db: Tx,
  today: IsoDate,
  settings: ReminderSettings,
  rules: RuleSet,
): Promise<DueReminder[]> {
  const found: DueReminder[] = [];
  for (const { taxYear, dueDate, daysBefore } of annualReturnsInReach(today, settings, rules)) {
    const rows = await db
      .select({ taxpayerId: taxpayers.id })
      .from(taxpayers)
      .where(
        and(
          businessesToTell('business-annual-return'),
          inArray(
            taxpayers.id,
            db
              .select({ id: taxForms.taxpayerId })
              .from(taxForms)
              .where(
                and(
                  eq(taxForms.formType, 'net-profit-estimate'),
                  eq(taxForms.status, 'filed'),
                  eq(taxForms.taxYear, taxYear),
                ),
              ),
          ),
          sql`not exists (select 1 from ${remindersSent} r where r.taxpayer_id = ${taxpayers.id}
            and r.kind = 'business-annual-return' and r.due_date = ${dueDate}::date and r.days_before = ${daysBefore})`,
        ),
      )
      .orderBy(taxpayers.id)
      .limit(settings.batch ?? 500);
    for (const row of rows)
      found.push({
        taxpayerId: row.taxpayerId,
        kind: 'business-annual-return',
        taxYear,
        dueDate,
        daysBefore,
        amount: null,
      });
  }
  return found;
}
