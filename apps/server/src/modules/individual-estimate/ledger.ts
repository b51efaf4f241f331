import type { UpcomingItem } from '@efile/contracts';
import { agencyToday, compareDates, installmentDueDates, type Installment, type IsoDate } from '@efile/tax';
import { installmentCharges, worksheetLine, type FormLedger } from '../ledger';

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/**
 * The individual estimate in the ledger (ADR 0044): each installment charged on its own, and the
 * prior-year credit it subtracted (charged here, paid by the year's credit entry); replaced by its
 * year's annual return. Due next: the next installment of the estimate of the year under way.
 */
export const individualEstimateLedger: FormLedger = {
  role: 'estimate',
  charges: (result) => [
    ...installmentCharges(result),
    {
      kind: 'liability.tax',
      line: 'priorYearCredit',
      amount: worksheetLine(result, 'estimatedTax') - worksheetLine(result, 'netEstimatedTax'),
    },
  ],
  upcoming({ today, taxYear, filedOf, rules }) {
    const underWay = taxYear + 1;
    const estimate = filedOf('individual-estimate', underWay);
    const installments =
      (estimate?.result as { calculation?: { installments?: Installment[] } } | null)?.calculation
        ?.installments ?? null;
    const dates = installmentDueDates(underWay, rules.config(underWay));
    let next = dates.findIndex((d) => compareDates(d, today) >= 0);
    if (estimate?.filedAt && installments) {
      // Filing asked for every installment due by then, and at least the first (cumulativeDueBy).
      const filedDay = dayOf(estimate.filedAt);
      const asked = Math.max(1, installments.filter((i) => compareDates(i.dueDate, filedDay) <= 0).length);
      next = next < 0 ? -1 : Math.max(next, asked);
    }
    if (next < 0 || next >= dates.length) return { items: [] };
    const item: UpcomingItem = {
      kind: 'estimate-installment',
      formType: 'individual-estimate',
      taxYear: underWay,
      period: String(next + 1),
      dueDate: dates[next]!,
      filed: !!estimate,
      amount: installments?.[next]?.amountDue ?? null,
      overdue: false,
    };
    return { items: [item] };
  },
};
