import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { resendConfirmation } from '../../lib/resend-confirmation';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';

/**
 * "Check Your Email" after a registration (issue 14): what was sent and where, the new taxpayer
 * ID to keep, a way to have the e-mail sent again, and the way on to the login page.
 */
export function CheckEmail({ email, newTaxpayerId }: { email: string; newTaxpayerId: string | null }) {
  const resend = useMutation({ mutationFn: () => resendConfirmation(email) });
  return (
    <>
      <PageHeading>{t('registration.created.title')}</PageHeading>
      <Alert type="success" heading={t('registration.created.heading')}>
        {newTaxpayerId && <p>{t('registration.created.taxpayerId', { taxpayerId: newTaxpayerId })}</p>}
        <p className="margin-0">{t('registration.created.checkEmail', { email })}</p>
      </Alert>
      <div className="margin-top-3" aria-live="polite">
        {resend.isSuccess ? (
          <Alert type="success" slim>
            <p className="margin-0">{t('registration.created.resent', { email })}</p>
          </Alert>
        ) : (
          <>
            <p>{t('registration.actions.resendIntro')}</p>
            {resend.isError && (
              <Alert type="error" slim>
                <p className="margin-0">{t('registration.actions.resendFailed')}</p>
              </Alert>
            )}
            <button
              className="usa-button usa-button--outline"
              type="button"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {resend.isPending ? t('registration.actions.resending') : t('registration.actions.resend')}
            </button>
          </>
        )}
      </div>
      <p className="margin-top-3">
        <Link to={paths.login}>{t('registration.created.toLogin')}</Link>
      </p>
    </>
  );
}
