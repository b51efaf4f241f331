import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { useUser } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';

/**
 * /confirm-email (spec §2, public): shown after a legacy confirmation (`reason=legacy`: the new
 * password is set) or an e-mail change (`reason=change`), with the way on. Only the page that
 * confirmed can say so (its navigation carries `state.confirmed`): opened from the address bar,
 * nothing was confirmed, and the page says where the confirmation link is instead.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const user = useUser();
  const location = useLocation();
  const reason = params.get('reason');
  const confirmed =
    (location.state as { confirmed?: boolean } | null)?.confirmed === true &&
    (reason === 'legacy' || reason === 'change');
  const toDashboard = reason !== 'legacy' && !!user;
  return (
    <>
      <PageHeading>
        {t(confirmed ? 'email.confirmed.title' : 'email.confirmed.notConfirmedTitle')}
      </PageHeading>
      {confirmed ? (
        <Alert type="success">
          <p className="margin-0">{t('email.confirmed.confirmed')}</p>
          <p className="margin-bottom-0">
            {t(reason === 'legacy' ? 'email.confirmed.legacy' : 'email.confirmed.change')}
          </p>
        </Alert>
      ) : (
        <Alert type="info">
          <p className="margin-0">{t('email.confirmed.notConfirmed')}</p>
        </Alert>
      )}
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
