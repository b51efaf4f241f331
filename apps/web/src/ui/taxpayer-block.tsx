import { Fragment } from 'react';
import { formatZip, TaxpayerDisplayMode, TaxpayerType, type TaxpayerInfo } from '@efile/contracts';
import { t } from '../i18n';
import { maskedEin, maskedSsn } from '../lib/tax-ids';
import { Alert, Spinner } from './alert';

const fullName = (p: { name1: string; name2: string | null; middleInitial: string | null }) =>
  [p.name2, p.middleInitial, p.name1].filter(Boolean).join(' ');

type Fact =
  'name' | 'businessName' | 'alternateName' | 'account' | 'federalId' | 'ein' | 'phone' | 'joint' | 'address';

/**
 * Spec §2: the block's six modes (0 exemption certificate, 1 city tax form, 2 billing statement,
 * 3 estimates and credits, 4 individual, 5 business) — which facts each shows, as data.
 */
export const BLOCK_FACTS: Record<TaxpayerDisplayMode, readonly Fact[]> = {
  [TaxpayerDisplayMode.ExemptionCertificate]: ['name', 'federalId', 'address'],
  [TaxpayerDisplayMode.CityTaxForm]: ['name', 'federalId', 'joint', 'address'],
  [TaxpayerDisplayMode.BillingStatement]: ['name', 'account', 'address'],
  [TaxpayerDisplayMode.EstimatesAndCredits]: ['name', 'account'],
  [TaxpayerDisplayMode.Individual]: ['name', 'account', 'federalId', 'joint', 'address'],
  [TaxpayerDisplayMode.Business]: ['businessName', 'alternateName', 'account', 'ein', 'phone', 'address'],
};

const formatPhone = (p: string | null) =>
  p && /^\d{10}$/.test(p) ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : (p ?? '');

function fact(info: TaxpayerInfo, which: Fact): [label: string, value: string] | null {
  const { taxpayer, jointFiler, address } = info;
  switch (which) {
    case 'name':
      // A business's name is its name1 (name2 is its alternate name, not a first name).
      return [
        t('taxpayer.name'),
        info.taxpayerType === TaxpayerType.Business ? taxpayer.name1 : fullName(taxpayer),
      ];
    case 'businessName':
      return [t('taxpayer.businessName'), taxpayer.name1];
    case 'alternateName':
      return taxpayer.name2 ? [t('taxpayer.alternateName'), taxpayer.name2] : null;
    case 'account':
      return [t('taxpayer.account'), info.taxpayerId];
    case 'federalId':
      return [t('taxpayer.federalId'), maskedSsn(taxpayer.taxpayerFederalId)];
    case 'ein':
      return [t('taxpayer.ein'), taxpayer.taxpayerFederalId ? maskedEin(taxpayer.taxpayerFederalId) : ''];
    case 'phone':
      return taxpayer.businessPhoneNumber
        ? [t('taxpayer.phone'), formatPhone(taxpayer.businessPhoneNumber)]
        : null;
    case 'joint':
      return jointFiler ? [t('taxpayer.jointFiler'), fullName(jointFiler)] : null;
    case 'address':
      return [
        t('taxpayer.address'),
        `${address.streetNumber}, ${address.city}, ${address.state} ${formatZip(address.zip)}`,
      ];
  }
}

/** The taxpayer data display block (spec §2): the facts of its mode, masked federal IDs. */
export function TaxpayerBlock({
  info,
  loading,
  failed,
  mode = TaxpayerDisplayMode.Individual,
}: {
  info?: TaxpayerInfo | undefined;
  loading: boolean;
  failed: boolean;
  mode?: TaxpayerDisplayMode;
}) {
  if (loading) return <Spinner label={t('app.loading')} />;
  if (failed || !info) {
    return (
      <Alert type="error">
        <p className="margin-0">{t('taxpayer.loadFailed')}</p>
      </Alert>
    );
  }
  const facts = BLOCK_FACTS[mode].map((f) => fact(info, f)).filter((f) => f !== null);
  return (
    <section className="usa-summary-box margin-bottom-3" aria-labelledby="taxpayer-block-heading">
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="taxpayer-block-heading">
          {t(mode === TaxpayerDisplayMode.Business ? 'taxpayer.businessHeading' : 'taxpayer.heading')}
        </h2>
        <dl className="efile-facts">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  );
}
