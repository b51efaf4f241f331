import { compareDates, DEFAULT_AGENCY_CONFIG, withholdingDueDate, type AgencyConfig } from '@efile/tax';
import { t } from '../../i18n';
import { longDate } from '../../lib/dates';

/**
 * The period an employer most likely files for today: the latest month or quarter that has ended
 * (a period still under way cannot be reported, the server refuses it). In November 2026 that is
 * October 2026, or the third quarter of 2026.
 */
export function latestEndedPeriod(
  today: string,
  frequency: 'monthly' | 'quarterly',
): { taxYear: number; period: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const ended = frequency === 'monthly' ? month - 1 : Math.floor((month - 1) / 3);
  if (ended > 0) return { taxYear: year, period: ended };
  return { taxYear: year - 1, period: frequency === 'monthly' ? 12 : 4 };
}

/** The period shown for a year until the employer picks one: the latest ended, or the year's last. */
export function defaultPeriod(today: string, frequency: 'monthly' | 'quarterly', taxYear: number): number {
  const latest = latestEndedPeriod(today, frequency);
  if (taxYear === latest.taxYear) return latest.period;
  return taxYear < latest.taxYear ? (frequency === 'monthly' ? 12 : 4) : 1;
}

/**
 * Said before Calculate when the period's due date (ORC 718.03, packages/tax) has passed: the
 * engine then adds ORC 718.27 interest and the late-payment penalty on withholding to what is due.
 * Null while the return is not late (or the period is not one of the frequency's).
 */
export function lateNotice(
  taxYear: number,
  frequency: 'monthly' | 'quarterly',
  period: number,
  today: string,
  config: AgencyConfig = DEFAULT_AGENCY_CONFIG,
): string | null {
  if (!Number.isInteger(period) || period < 1 || period > (frequency === 'monthly' ? 12 : 4)) return null;
  const due = withholdingDueDate(taxYear, frequency, period, config);
  if (compareDates(today, due) <= 0) return null;
  return t('employersReturn.late', {
    due: longDate(due),
    rate: `${config.penalties.withholdingTax / 100} %`,
  });
}
