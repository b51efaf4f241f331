import { declarationOf, mayFile, type AccountUpcoming, type UpcomingItem } from '@efile/contracts';
import { agencyToday, compareDates, currentTaxYear, type Clock } from '@efile/tax';
import type { Tx } from '../../db/client';
import { serverForms } from '../../lib/forms';
import type { RuleSet } from '../rules';
import type { UpcomingContext } from './forms';
import * as repo from './repository';

/**
 * What is due next (issue 15), from the packages/tax due-date rules and what is filed: each form
 * the viewer may file says what of it is due (its declaration's `ledger.upcoming`, ADR 0052) —
 * for individuals the annual return of the tax year and the next installment of the estimate of
 * the year under way; for business filers every ended withholding period without a return and
 * the next one to end. Soonest first.
 */
export async function upcoming(
  db: Tx,
  viewer: { taxpayerId: string; isBusinessUser: boolean },
  clock: Clock,
  rules: RuleSet,
): Promise<AccountUpcoming> {
  const today = agencyToday(clock);
  const taxYear = currentTaxYear(clock);
  const filed = await repo.filedForms(db, viewer.taxpayerId);
  const on: UpcomingContext = {
    today,
    taxYear,
    filed,
    filedOf: (formType, year) => filed.find((f) => f.formType === formType && f.taxYear === year),
    rules,
  };
  const items: UpcomingItem[] = [];
  const employerYears: AccountUpcoming['employerYears'] = [];
  for (const form of serverForms()) {
    const declared = declarationOf(form.id);
    if (!form.ledger?.upcoming || !declared || !mayFile(declared, viewer.isBusinessUser)) continue;
    const due = form.ledger.upcoming(on);
    items.push(...due.items);
    employerYears.push(...(due.employerYears ?? []));
  }
  items.sort((a, b) => compareDates(a.dueDate, b.dueDate));
  return { asOf: today, taxYear, items, employerYears };
}
