import type { BillingCalculation } from '@efile/contracts';
import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { Notices, WorksheetTable } from '../../ui/worksheet';

/** The engine's statement: its date, the worksheet (tax, interest by year, penalties) and the total. */
export function StatementResult({ calculation }: { calculation: BillingCalculation }) {
  return (
    <section aria-labelledby="statement-result-heading" className="margin-top-4">
      <h2 id="statement-result-heading">{t('billingStatement.resultHeading')}</h2>
      <p>{t('billingStatement.asOf', { date: calculation.asOf, due: calculation.dueDate })}</p>
      <Notices notices={calculation.notices} />
      <WorksheetTable worksheet={calculation.worksheet} caption={t('billingStatement.caption')} />
      <p className="font-body-lg text-bold">
        {t('billingStatement.total', { amount: formatCents(calculation.total) })}
      </p>
    </section>
  );
}
