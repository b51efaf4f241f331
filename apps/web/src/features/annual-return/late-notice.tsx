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
 * is late, and the person should know what that may cost before they file. Issue 24 item 5: said
 * once (the first step of the visit); later steps get a one-line reminder, so the question stays
 * above the fold on a phone.
 */
export function LateNotice({ taxYear, brief = false }: { taxYear: number; brief?: boolean }) {
  const today = useClientConfig()?.today;
  const due = today ? pastDueDate(taxYear, today) : null;
  if (!due) return null;
  if (brief)
    return (
      <Alert type="warning" slim>
        <p className="margin-0">{t('annualReturn.late.reminder', { date: longDate(due) })}</p>
      </Alert>
    );
  return (
    <Alert type="warning" heading={t('annualReturn.late.heading', { date: longDate(due) })}>
      <p className="margin-0">{t('annualReturn.late.body')}</p>
    </Alert>
  );
}
