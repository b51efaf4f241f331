import { useQuery } from '@tanstack/react-query';
import { api, estimateCreditRows, TaxpayerDisplayMode } from '@efile/contracts';
import { t } from '../../i18n';
import { apiFetch } from '../../lib/http';
import { formatCents } from '../../lib/money';
import { problemMessage } from '../../lib/problem-message';
import { useUser } from '../../lib/session';
import { useTaxpayerInfo } from '../../lib/taxpayer';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { TaxpayerBlock } from '../../ui/taxpayer-block';

/**
 * Spec §2 "Estimates and Credits": the taxpayer block in its estimates-and-credits mode (3), then
 * Year, Estimates Paid, Prior Year Credit.
 */
export default function EstimateCreditsPage() {
  const user = useUser();
  const taxpayer = useTaxpayerInfo();
  const query = useQuery({
    queryKey: ['estimate-credits', user?.taxpayerId],
    queryFn: () => apiFetch(api.estimateCredits, { schema: estimateCreditRows }),
  });
  return (
    <>
      <PageHeading>{t('estimateCredits.title')}</PageHeading>
      <TaxpayerBlock
        info={taxpayer.data}
        loading={taxpayer.isPending}
        failed={taxpayer.isError}
        mode={TaxpayerDisplayMode.EstimatesAndCredits}
      />
      <p>{t('estimateCredits.note')}</p>
      {query.isPending && <Spinner label={t('app.loading')} />}
      {query.isError && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(query.error)}</p>
        </Alert>
      )}
      {query.data?.length === 0 && (
        <Alert type="info">
          <p className="margin-0">{t('estimateCredits.empty')}</p>
        </Alert>
      )}
      {!!query.data?.length && (
        <table className="usa-table">
          <caption>{t('estimateCredits.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('estimateCredits.year')}</th>
              <th scope="col">{t('estimateCredits.paid')}</th>
              <th scope="col">{t('estimateCredits.credit')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((row) => (
              <tr key={row.taxYear}>
                <th scope="row">{row.taxYear}</th>
                <td className="efile-money">{formatCents(row.amountPaid)}</td>
                <td className="efile-money">{formatCents(row.priorYearCreditAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
