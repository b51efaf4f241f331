import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { AGENCY_CONTACT } from '../../lib/site';
import { Alert } from '../../ui/alert';
import { CheckboxField } from '../../ui/checkbox-field';

/**
 * Issue 14 "the overpayment path": an overpayment cannot be filed online (spec §1). The person is
 * told exactly how to claim it on paper, or may give it up and file online (the server checks the
 * amount given up is the overpayment as it stands).
 */
export function OverpaymentChoice({
  cents,
  waived,
  onWaive,
  error,
}: {
  cents: number;
  waived: boolean;
  onWaive: (waived: boolean) => void;
  error: boolean;
}) {
  const amount = formatCents(cents);
  return (
    <>
      <Alert type="warning" heading={t('annualReturn.overpayment.heading', { amount })}>
        <p>{t('annualReturn.overpayment.paper', { address: AGENCY_CONTACT.addressLines.join(', ') })}</p>
        <p className="margin-0">{t('annualReturn.overpayment.or')}</p>
      </Alert>
      <CheckboxField
        id="waive"
        label={t('annualReturn.overpayment.waive', { amount })}
        checked={waived}
        onChange={onWaive}
        error={error ? t('annualReturn.overpayment.required') : undefined}
      />
    </>
  );
}
