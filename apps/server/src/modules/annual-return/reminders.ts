import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { TaxpayerType, paths } from '@efile/contracts';
import { ledgerBalances, remindersSent, taxForms, taxpayers } from '../../db/schema';
import { annualReturnsInReach, reachable, type DueReminder, type FormReminder } from '../reminders';

/**
 * Annual returns due within the largest offset (ADR 0033): individuals (not a joint return's
 * second filer) with someone to tell, whose return for the year is not filed, or is filed and the
 * year's ledger balance is above zero; minus those already reminded at this offset.
 */
export const annualReturnReminder: FormReminder = {
  kind: 'annual-return',
  async due(db, { today }, settings, rules) {
    const found: DueReminder[] = [];
    for (const { taxYear, dueDate, daysBefore } of annualReturnsInReach(today, settings, rules)) {
      // The outer row named in full: unqualified, "taxpayer_id" would be the subquery's own column.
      const outer = sql.raw('"taxpayers"."taxpayer_id"');
      const filed = sql<boolean>`exists (select 1 from ${taxForms} f where f.taxpayer_id = ${outer}
        and f.tax_year = ${taxYear} and f.form_type = 'annual-return' and f.status = 'filed')`;
      const balance = sql<string | null>`(select b.balance_cents from ${ledgerBalances} b
        where b.taxpayer_id = ${outer} and b.tax_year = ${taxYear})`;
      const rows = await db
        .select({ taxpayerId: taxpayers.id, filed, balance })
        .from(taxpayers)
        .where(
          and(
            ne(taxpayers.type, TaxpayerType.Business),
            eq(taxpayers.active, true),
            eq(taxpayers.registrationPending, false),
            isNull(taxpayers.primaryTaxpayerId),
            reachable(taxpayers.id, 'annual-return'),
            sql`not exists (select 1 from ${remindersSent} r where r.taxpayer_id = ${taxpayers.id}
              and r.kind = 'annual-return' and r.due_date = ${dueDate}::date and r.days_before = ${daysBefore})`,
            sql`(not ${filed} or coalesce(${balance}, 0) > 0)`,
          ),
        )
        .orderBy(taxpayers.id)
        .limit(settings.batch ?? 500);
      for (const row of rows) {
        found.push({
          taxpayerId: row.taxpayerId,
          kind: 'annual-return',
          taxYear,
          dueDate,
          daysBefore,
          amount: row.filed ? Number(row.balance ?? 0) : null,
        });
      }
    }
    return found;
  },
  message: (reminder, common) => ({
    template: 'reminderAnnualReturn',
    params: { ...common, balance: reminder.amount },
  }),
  // A filed return with a balance: My Account (its Pay buttons); not filed: sign-in.
  link: (reminder) => (reminder.amount !== null ? paths.account : undefined),
};
