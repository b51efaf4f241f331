import type { BillingCalculation } from '@efile/contracts';
import { t } from '../../i18n';
import { longDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { ResultSection } from '../../ui/result-section';
import { Notices, WorksheetTable } from '../../ui/worksheet';

/** The engine's statement: its date, the worksheet (tax, interest by year, penalties) and the total. */
export function StatementResult({
  calculation,
  focus,
}: {
  calculation: BillingCalculation;
  focus?: boolean;
}) {
  return (
    <ResultSection id="statement-result-heading" heading={t('billingStatement.resultHeading')} focus={focus}>
      <p>
        {t('billingStatement.asOf', { date: longDate(calculation.asOf), due: longDate(calculation.dueDate) })}
      </p>
      <Notices notices={calculation.notices} />
      <WorksheetTable worksheet={calculation.worksheet} caption={t('billingStatement.caption')} />
      <p className="font-body-lg text-bold">
        {t('billingStatement.total', { amount: formatCents(calculation.total) })}
      </p>
    </ResultSection>
  );
}
