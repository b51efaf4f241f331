import { formatZip, type TaxpayerInfo } from '@efile/contracts';
import { t } from '../i18n';
import { Alert, Spinner } from './alert';

/** A federal ID shown with only its last four digits. */
const masked = (id: string | null) => (id ? `•••-••-${id.slice(-4)}` : '');

const fullName = (p: { name1: string; name2: string | null; middleInitial: string | null }) =>
  [p.name2, p.middleInitial, p.name1].filter(Boolean).join(' ');

/** The taxpayer data display block (spec §2): name, federal ID, joint filer and address. */
export function TaxpayerBlock({
  info,
  loading,
  failed,
}: {
  info?: TaxpayerInfo;
  loading: boolean;
  failed: boolean;
}) {
  if (loading) return <Spinner label={t('app.loading')} />;
  if (failed || !info) {
    return (
      <Alert type="error">
        <p className="margin-0">{t('taxpayer.loadFailed')}</p>
      </Alert>
    );
  }
  return (
    <section className="usa-summary-box margin-bottom-3" aria-labelledby="taxpayer-block-heading">
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="taxpayer-block-heading">
          {t('taxpayer.heading')}
        </h2>
        <dl className="efile-facts">
          <dt>{t('taxpayer.name')}</dt>
          <dd>{fullName(info.taxpayer)}</dd>
          <dt>{t('taxpayer.federalId')}</dt>
          <dd>{masked(info.taxpayer.taxpayerFederalId)}</dd>
          {info.jointFiler && (
            <>
              <dt>{t('taxpayer.jointFiler')}</dt>
              <dd>{fullName(info.jointFiler)}</dd>
            </>
          )}
          <dt>{t('taxpayer.address')}</dt>
          <dd>
            {info.address.streetNumber}, {info.address.city}, {info.address.state}{' '}
            {formatZip(info.address.zip)}
          </dd>
        </dl>
      </div>
    </section>
  );
}
