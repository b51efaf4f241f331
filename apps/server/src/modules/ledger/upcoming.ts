import type { AccountUpcoming, UpcomingItem } from '@efile/contracts';
import {
  agencyToday,
  annualReturnDueDate,
  compareDates,
  currentTaxYear,
  installmentDueDates,
  periodNotEnded,
  withholdingDueDate,
  type Clock,
  type Installment,
  type IsoDate,
  type WithholdingFrequency,
} from '@efile/tax';
import type { Tx } from '../../db/client';
import type { RuleSet } from '../rules';
import * as repo from './repository';

const dayOf = (at: Date): IsoDate => agencyToday({ now: () => at });

/** '2026-Q1', '2026-M05', as the employer's return stores its period. */
const periodKey = (taxYear: number, frequency: WithholdingFrequency, period: number) =>
  `${taxYear}-${frequency === 'monthly' ? `M${String(period).padStart(2, '0')}` : `Q${period}`}`;

/**
 * What is due next (issue 15), from the packages/tax due-date rules and what is filed:
 * individuals the annual return of the tax year (unless filed, or exempt) and the next installment
 * of the estimate of the year under way; business filers every ended withholding period without a
 * return (the tax year's and the year under way's) and the next one to end. Soonest first.
 */
export async function upcoming(
  db: Tx,
  viewer: { taxpayerId: string; isBusinessUser: boolean },
  clock: Clock,
  rules: RuleSet,
): Promise<AccountUpcoming> {
  const today = agencyToday(clock);
  const taxYear = currentTaxYear(clock);
  const underWay = taxYear + 1;
  const filed = await repo.filedForms(db, viewer.taxpayerId);
  const filedOf = (formType: string, year: number) =>
    filed.find((f) => f.formType === formType && f.taxYear === year);
  const items: UpcomingItem[] = [];
  const employerYears: AccountUpcoming['employerYears'] = [];

  if (!viewer.isBusinessUser) {
    if (!filedOf('annual-return', taxYear) && !filedOf('exemption-certificate', taxYear)) {
      const dueDate = annualReturnDueDate(taxYear, rules.config(taxYear));
      items.push({
        kind: 'annual-return',
        formType: 'annual-return',
        taxYear,
        period: null,
        dueDate,
        filed: false,
        amount: null,
        overdue: compareDates(today, dueDate) > 0,
      });
    }
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
    if (next >= 0 && next < dates.length) {
      items.push({
        kind: 'estimate-installment',
        formType: 'individual-estimate',
        taxYear: underWay,
        period: String(next + 1),
        dueDate: dates[next]!,
        filed: !!estimate,
        amount: installments?.[next]?.amountDue ?? null,
        overdue: false,
      });
    }
  } else {
    const returns = filed.filter((f) => f.formType === 'employers-return' && f.period);
    const keys = new Set(returns.map((f) => f.period!));
    let nextToEnd: UpcomingItem | null = null;
    for (const year of [taxYear, underWay]) {
      const frequency: WithholdingFrequency = returns.some((f) => f.period!.startsWith(`${year}-M`))
        ? 'monthly'
        : 'quarterly';
      const count = frequency === 'monthly' ? 12 : 4;
      const periods = Array.from({ length: count }, (_, i) => {
        const period = i + 1;
        const key = periodKey(year, frequency, period);
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
  }
  items.sort((a, b) => compareDates(a.dueDate, b.dueDate));
  return { asOf: today, taxYear, items, employerYears };
}
