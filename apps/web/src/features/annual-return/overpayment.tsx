import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { AGENCY_CONTACT } from '../../lib/site';
import { Alert } from '../../ui/alert';
import { CheckboxInput } from '../../ui/schema-form';

/**
 * Issue 14 "the overpayment path": an overpayment cannot be filed online (spec §1). The person is
 * told exactly how to claim it on paper, or may give it up and file online (the server checks the
 * amount given up is the overpayment as it stands).
 */
export function OverpaymentChoice({ cents }: { cents: number }) {
  const amount = formatCents(cents);
  return (
    <>
      <Alert type="warning" heading={t('annualReturn.overpayment.heading', { amount })}>
        <p>{t('annualReturn.overpayment.paper', { address: AGENCY_CONTACT.addressLines.join(', ') })}</p>
        <p className="margin-0">{t('annualReturn.overpayment.or')}</p>
      </Alert>
      <CheckboxInput name="waive" label={t('annualReturn.overpayment.waive', { amount })} />
    </>
  );
}
