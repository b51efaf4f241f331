import { Link } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { resendConfirmation } from '../../lib/resend-confirmation';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { ResendEmail } from './resend-email';

/**
 * "Check Your Email" after a registration (issue 14): what was sent and where, the new taxpayer
 * ID to keep, a way to have the e-mail sent again, and the way on to the login page.
 */
export function CheckEmail({ email, newTaxpayerId }: { email: string; newTaxpayerId: string | null }) {
  return (
    <>
      <PageHeading>{t('registration.created.title')}</PageHeading>
      <Alert type="success" heading={t('registration.created.heading')}>
        {newTaxpayerId && <p>{t('registration.created.taxpayerId', { taxpayerId: newTaxpayerId })}</p>}
        <p className="margin-0">{t('registration.created.checkEmail', { email })}</p>
      </Alert>
      <div aria-live="polite">
        <ResendEmail
          send={() => resendConfirmation(email)}
          sentText={t('registration.created.resent', { email })}
        />
      </div>
      <p className="margin-top-3">
        <Link to={paths.login}>{t('registration.created.toLogin')}</Link>
      </p>
    </>
  );
}
