import { useQuery } from '@tanstack/react-query';
import { api, estimateCreditRows, type EstimateCreditRow } from '@efile/contracts';
import { t } from '../i18n';
import { apiFetch } from '../lib/http';
import { formatCents } from '../lib/money';
import { useUser } from '../lib/session';

/** The filer's audited estimates paid and prior-year credit by tax year (one query, one cache entry). */
export function useEstimateCredits() {
  const user = useUser();
  return useQuery({
    queryKey: ['estimate-credits', user?.taxpayerId],
    queryFn: () => apiFetch(api.estimateCredits, { schema: estimateCreditRows }),
  });
}

/**
 * Spec §2 Estimates and Credits: Year, Estimates Paid, Prior Year Credit — wherever it is shown. An
 * estimate payment received and not yet posted by the agency is in Estimates Paid, marked so.
 */
export function EstimateCreditsTable({
  rows,
  caption,
  captionHidden = false,
}: {
  rows: readonly EstimateCreditRow[];
  caption: string;
  captionHidden?: boolean;
}) {
  return (
    <table className="usa-table">
      <caption className={captionHidden ? 'usa-sr-only' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('estimateCredits.year')}</th>
          <th scope="col">{t('estimateCredits.paid')}</th>
          <th scope="col">{t('estimateCredits.credit')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.taxYear}>
            <th scope="row">{row.taxYear}</th>
            <td className="efile-money">
              {formatCents(row.amountPaid)}
              {row.notYetPosted > 0 && (
                // Issue 22: an estimate paid online shows at once, marked as not yet posted.
                <span className="display-block usa-hint" data-testid="not-yet-posted">
                  {t('estimateCredits.notYetPosted', { amount: formatCents(row.notYetPosted) })}
                </span>
              )}
            </td>
            <td className="efile-money">{formatCents(row.priorYearCreditAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
