import { annualReturnDueDate } from '@efile/tax';
import { t } from '../../i18n';
import { useClientConfig } from '../../lib/client-config';
import { longDate } from '../../lib/dates';
import { Alert } from '../../ui/alert';

/** The return's due date when `today` (the agency's date) is past it; null while it is on time. */
export function pastDueDate(taxYear: number, today: string): string | null {
  const due = annualReturnDueDate(taxYear);
  return today > due ? due : null;
}

/**
 * Issue 14: lateness said up front, before any figure — a 2025 return started in November 2026
 * is late, and the person should know what that may cost before they file.
 */
export function LateNotice({ taxYear }: { taxYear: number }) {
  const today = useClientConfig()?.today;
  const due = today ? pastDueDate(taxYear, today) : null;
  if (!due) return null;
  return (
    <Alert type="warning" heading={t('annualReturn.late.heading', { date: longDate(due) })}>
      <p className="margin-0">{t('annualReturn.late.body')}</p>
    </Alert>
  );
}
