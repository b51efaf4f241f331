import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { AGENCY_CONTACT } from '../../lib/site';
import { Alert } from '../../ui/alert';

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
      <Alert type="warning" heading={t('cityTaxForm.overpayment.heading', { amount })}>
        <p>{t('cityTaxForm.overpayment.paper', { address: AGENCY_CONTACT.addressLines.join(', ') })}</p>
        <p className="margin-0">{t('cityTaxForm.overpayment.or')}</p>
      </Alert>
      <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
        {error && (
          <span className="usa-error-message" id="waive-error">
            {t('cityTaxForm.overpayment.required')}
          </span>
        )}
        <div className="usa-checkbox">
          <input
            className="usa-checkbox__input"
            id="waive"
            type="checkbox"
            checked={waived}
            aria-describedby={error ? 'waive-error' : undefined}
            onChange={(e) => onWaive(e.target.checked)}
          />
          <label className="usa-checkbox__label" htmlFor="waive">
            {t('cityTaxForm.overpayment.waive', { amount })}
          </label>
        </div>
      </div>
    </>
  );
}
