import type { EstimateCalculation } from '@efile/contracts';
import { t } from '../i18n';
import { useClientConfig } from '../lib/client-config';
import { longDate } from '../lib/dates';
import { formatCents } from '../lib/money';
import { Alert } from './alert';
import { ResultSection } from './result-section';
import { Notices, WorksheetTable } from './worksheet';

/** An estimate (individual or net profit): the worksheet up to the tax for the year, then the quarters. */
export function EstimateResult({
  calculation,
  focus,
}: {
  calculation: Pick<EstimateCalculation, 'worksheet' | 'installments' | 'notices' | 'declarationRequired'>;
  /** Just calculated: the heading takes focus. */
  focus?: boolean;
}) {
  // Issue 24 item 6: dates written out (the shared `longDate`), a quarter whose date has passed
  // (the agency's today) marked past due.
  const today = useClientConfig()?.today;
  return (
    <ResultSection id="estimate-result-heading" heading={t('estimateResult.resultHeading')} focus={focus}>
      <Notices notices={calculation.notices} />
      <WorksheetTable
        worksheet={calculation.worksheet}
        show={(line) => !line.id.startsWith('installment.')}
      />
      <h3>{t('estimateResult.installmentsHeading')}</h3>
      <table className="usa-table usa-table--borderless width-full">
        <caption className="usa-sr-only">{t('estimateResult.installmentsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('estimateResult.quarter')}</th>
            <th scope="col">{t('estimateResult.dueDate')}</th>
            <th scope="col" className="text-right">
              {t('estimateResult.amountDue')}
            </th>
            <th scope="col" className="text-right">
              {t('estimateResult.cumulative')}
            </th>
          </tr>
        </thead>
        <tbody>
          {calculation.installments.map((i) => (
            <tr key={i.number}>
              <th scope="row">{i.number}</th>
              <td>
                {longDate(i.dueDate)}
                {today !== undefined && i.dueDate < today && <strong> {t('estimateResult.pastDue')}</strong>}
              </td>
              <td className="efile-money">{formatCents(i.amountDue)}</td>
              <td className="efile-money">{formatCents(i.cumulativeDue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!calculation.declarationRequired && (
        <Alert type="info" slim>
          <p className="margin-0">{t('estimateResult.belowThreshold')}</p>
        </Alert>
      )}
    </ResultSection>
  );
}
