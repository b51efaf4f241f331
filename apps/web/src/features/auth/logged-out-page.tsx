import { Link, useLocation } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { Alert } from '../../ui/alert';
import { PageHeading } from '../../ui/page';

/** /auth/loggedout: says whether the logout came from within the page (spec §8). */
export default function LoggedOutPage() {
  const location = useLocation();
  const initiated = (location.state as { initiated?: boolean } | null)?.initiated === true;
  return (
    <>
      <PageHeading>{t('logout.loggedOutTitle')}</PageHeading>
      <Alert type={initiated ? 'success' : 'warning'}>
        <p className="margin-0">{initiated ? t('logout.success') : t('logout.notInitiated')}</p>
      </Alert>
      <p className="margin-top-3">
        <Link className="usa-button" to={paths.login}>
          {t('logout.loginAgain')}
        </Link>
      </p>
    </>
  );
}
