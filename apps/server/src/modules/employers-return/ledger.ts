import type { AccountUpcoming, UpcomingItem } from '@efile/contracts';
import { compareDates, periodNotEnded, withholdingDueDate, type WithholdingFrequency } from '@efile/tax';
import { chargedLines, type FormLedger } from '../ledger';
import { periodKey } from './service';

/**
 * The employer's return in the ledger: tax, interest and penalty as computed at filing; ORC 718.27
 * accrues from its own due date on the tax withheld; due for every ended withholding period without
 * a return (the tax year's and the year under way's) and the next one to end.
 */
export const employersReturnLedger: FormLedger = {
  charges: chargedLines([
    ['liability.tax', 'totalTaxDue'],
    ['liability.interest', 'interest'],
    ['liability.penalty', 'latePaymentPenalty'],
  ]),
  accrual: { liability: 'withholding', dueDate: (form) => form.calculationDueDate },
  upcoming({ today, taxYear, filed, rules }) {
    const items: UpcomingItem[] = [];
    const employerYears: AccountUpcoming['employerYears'] = [];
    const returns = filed.filter((f) => f.formType === 'employers-return' && f.period);
    const keys = new Set(returns.map((f) => f.period!));
    let nextToEnd: UpcomingItem | null = null;
    for (const year of [taxYear, taxYear + 1]) {
      const frequency: WithholdingFrequency = returns.some((f) => f.period!.startsWith(`${year}-M`))
        ? 'monthly'
        : 'quarterly';
      const count = frequency === 'monthly' ? 12 : 4;
      const periods = Array.from({ length: count }, (_, i) => {
        const period = i + 1;
        const key = periodKey({ taxYear: year, frequency, period });
        return {
          key,
          period,
          dueDate: withholdingDueDate(year, frequency, period, rules.config(year)),
          filed: keys.has(key),
          ended: periodNotEnded({ taxYear: year, frequency, period }, today) === null,
        };
      });
      employerYears.push({ taxYear: year, frequency, periods });
      for (const p of periods) {
        if (p.filed) continue;
        const item: UpcomingItem = {
          kind: 'employers-return',
          formType: 'employers-return',
          taxYear: year,
          period: p.key,
          dueDate: p.dueDate,
          filed: false,
          amount: null,
          overdue: compareDates(today, p.dueDate) > 0,
        };
        if (p.ended) items.push(item);
        else nextToEnd ??= item;
      }
    }
    if (nextToEnd) items.push(nextToEnd);
    return { items, employerYears };
  },
};
