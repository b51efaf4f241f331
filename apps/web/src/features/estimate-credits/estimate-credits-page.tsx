import { TaxpayerDisplayMode } from '@efile/contracts';
import { t } from '../../i18n';
import { EstimateCreditsTable, useEstimateCredits } from '../../ui/estimate-credits-table';
import { problemMessage } from '../../lib/problem-message';
import { useTaxpayerInfo } from '../../lib/taxpayer';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { TaxpayerBlock } from '../../ui/taxpayer-block';

/**
 * Spec §2 "Estimates and Credits": the taxpayer block in its estimates-and-credits mode (3), then
 * Year, Estimates Paid, Prior Year Credit.
 */
export default function EstimateCreditsPage() {
  const taxpayer = useTaxpayerInfo();
  const query = useEstimateCredits();
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
        <EstimateCreditsTable rows={query.data} caption={t('estimateCredits.caption')} />
      )}
    </>
  );
}
