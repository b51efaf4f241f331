import { and, eq, inArray, sql } from 'drizzle-orm';
import { remindersSent, taxForms, taxpayers } from '../../db/schema';
import {
  annualReturnsInReach,
  businessesToTell,
  installmentParams,
  installmentsDue,
  type DueReminder,
  type FormReminder,
} from '../reminders';

/** Each installment of a filed net profit estimate, as the individual's are (ADR 0042). */
export const netProfitInstallmentReminder: FormReminder = {
  kind: 'net-profit-installment',
  due: (db, { today }, settings) =>
    installmentsDue(db, today, settings, { formType: 'net-profit-estimate', kind: 'net-profit-installment' }),
  message: (reminder, common) => ({
    template: 'reminderNetProfitInstallment',
    params: { ...common, ...installmentParams(reminder) },
  }),
};

/**
 * The business's annual (net profit) return for a tax year, due as the individual return is
 * (the 15th day of the fourth month, ORC 718.05): businesses that filed a net profit estimate for
 * the year — they declared net profit, so a return is due — with someone to tell, minus those
 * already reminded at this offset. eFile does not take that return, so it cannot know it was filed:
 * the message says to ignore it if so (ADR 0042).
 */
export const businessAnnualReturnReminder: FormReminder = {
  kind: 'business-annual-return',
  async due(db, { today }, settings, rules) {
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
  },
  message: (_reminder, common) => ({ template: 'reminderBusinessAnnualReturn', params: common }),
};
