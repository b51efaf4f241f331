import type { Clock } from './clock';
import { agencyToday, type IsoDate } from './dates';

/**
 * The date rules a filing must pass before the engine runs (issue 13: rules out of route
 * handlers). Each answers the field it concerns and the message the taxpayer reads, or nothing.
 */
export interface RuleIssue {
  field: string;
  message: string;
}

export interface YearWindow {
  first: number;
  last: number;
}

/** A tax year outside its window. */
export function yearOutside(taxYear: number, window: YearWindow): RuleIssue | null {
  if (taxYear >= window.first && taxYear <= window.last) return null;
  return { field: 'taxYear', message: `Tax year must be between ${window.first} and ${window.last}.` };
}

/** A withholding period still under way cannot be reported: its wages are not all paid yet. */
export function periodNotEnded(
  period: { taxYear: number; frequency: 'monthly' | 'quarterly'; period: number },
  asOf: IsoDate,
): RuleIssue | null {
  const lastMonth = period.frequency === 'monthly' ? period.period : period.period * 3;
  if (`${period.taxYear}-${String(lastMonth).padStart(2, '0')}` < asOf.slice(0, 7)) return null;
  const ended = period.frequency === 'monthly' ? 'month' : 'quarter';
  return { field: 'period', message: `You can file for a ${ended} once it has ended.` };
}

/** A billing statement's payments and return date cannot be after today at the agency. */
export function futureDates(
  statement: { payments: readonly { date: string }[]; returnFiledDate?: string | null },
  clock: Clock,
): RuleIssue[] {
  const today = agencyToday(clock);
  const issues: RuleIssue[] = statement.payments.flatMap((p, i) =>
    p.date > today ? [{ field: `payments.${i}.date`, message: 'Payment date cannot be in the future.' }] : [],
  );
  if (statement.returnFiledDate && statement.returnFiledDate > today) {
    issues.push({ field: 'returnFiledDate', message: 'Date the return was filed cannot be in the future.' });
  }
  return issues;
}
