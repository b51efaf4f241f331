import { currentTaxYear, fixedClock, withholdingDueDate, type IsoDate } from '@efile/tax';
import { taxpayers } from '../../db/schema';
import { upcoming } from '../ledger';
import {
  businessesToTell,
  daysUntil,
  notYetSent,
  offsetFor,
  type DueReminder,
  type FormReminder,
} from '../reminders';

/**
 * Employer's returns due within the largest offset (ADR 0042): for each business with someone to
 * tell, the periods the account's "what is due next" lists (`upcoming` of modules/ledger: every
 * ended period without a return, and the next one to end, monthly or quarterly as the business
 * files), minus those already reminded at this offset. When no withholding due date of either
 * frequency falls in the window, nothing is read.
 */
export const employersReturnReminder: FormReminder = {
  kind: 'employers-return',
  async due(db, { now, today }, settings, rules) {
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
  },
  message: (reminder, common) => ({
    template: 'reminderEmployersReturn',
    params: { ...common, period: reminder.period ?? '' },
  }),
};
