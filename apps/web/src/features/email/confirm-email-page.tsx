import { Link, useSearchParams } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { useUser } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';

/**
 * /confirm-email (spec §2, public): shown after a legacy confirmation (`reason=legacy`: the new
 * password is set) or an e-mail change (`reason=change`), with the way on.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const user = useUser();
  const reason = params.get('reason');
  const toDashboard = reason !== 'legacy' && !!user;
  return (
    <>
      <PageHeading>{t('email.confirmed.title')}</PageHeading>
      <Alert type="success">
        <p className="margin-0">{t('email.confirmed.confirmed')}</p>
        {reason === 'legacy' && <p className="margin-bottom-0">{t('email.confirmed.legacy')}</p>}
        {reason === 'change' && <p className="margin-bottom-0">{t('email.confirmed.change')}</p>}
      </Alert>
      <p className="margin-top-3">
        {toDashboard ? (
          <Link className="usa-button" to={paths.dashboard}>
            {t('email.confirmed.toDashboard')}
          </Link>
        ) : (
          <Link className="usa-button" to={paths.login}>
            {t('email.confirmed.toLogin')}
          </Link>
        )}
      </p>
    </>
  );
}
