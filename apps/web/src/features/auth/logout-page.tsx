import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { getUser } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';

/**
 * /auth/logout: revokes the session, then shows /auth/loggedout with the success text. Opened
 * when nobody is signed in, nothing was logged out: /auth/loggedout says the logout was not
 * initiated from within the page (spec §8), not 'You successfully logged out!'.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const signedIn = !!getUser();
    void signOut().then(() => {
      if (!cancelled) navigate(paths.loggedOut, { replace: true, state: { initiated: signedIn } });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <>
      <PageHeading>{t('logout.title')}</PageHeading>
      <Spinner label={t('logout.title')} />
    </>
  );
}
