import type { EstimateCalculation } from '@efile/contracts';
import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { Alert } from '../../ui/alert';

/** The engine's estimate: the worksheet lines up to the estimated tax payable, then the quarters. */
export function EstimateResult({ calculation }: { calculation: EstimateCalculation }) {
  const lines = calculation.worksheet.lines.filter((l) => !l.id.startsWith('installment.'));
  return (
    <section aria-labelledby="estimate-result-heading" className="margin-top-4">
      <h2 id="estimate-result-heading">{t('individualEstimate.resultHeading')}</h2>
      {calculation.notices.length > 0 && (
        <Alert type="info" slim>
          <ul className="margin-0">
            {calculation.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Alert>
      )}
      <table className="usa-table usa-table--borderless width-full">
        <thead>
          <tr>
            <th scope="col">{t('individualEstimate.lineHeader')}</th>
            <th scope="col" className="text-right">
              {t('individualEstimate.amountHeader')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-line={line.id}>
              <th scope="row">{line.label}</th>
              <td className="text-right">{formatCents(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('individualEstimate.installmentsHeading')}</h3>
      <table className="usa-table usa-table--borderless width-full">
        <caption className="usa-sr-only">{t('individualEstimate.installmentsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('individualEstimate.quarter')}</th>
            <th scope="col">{t('individualEstimate.dueDate')}</th>
            <th scope="col" className="text-right">
              {t('individualEstimate.amountDue')}
            </th>
            <th scope="col" className="text-right">
              {t('individualEstimate.cumulative')}
            </th>
          </tr>
        </thead>
        <tbody>
          {calculation.installments.map((i) => (
            <tr key={i.number}>
              <th scope="row">{i.number}</th>
              <td>{i.dueDate}</td>
              <td className="text-right">{formatCents(i.amountDue)}</td>
              <td className="text-right">{formatCents(i.cumulativeDue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!calculation.declarationRequired && (
        <Alert type="info" slim>
          <p className="margin-0">{t('individualEstimate.belowThreshold')}</p>
        </Alert>
      )}
    </section>
  );
}
