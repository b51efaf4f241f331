import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { signOut } from '../../lib/sign-out';
import { Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';

/** /auth/logout: revokes the session, then shows /auth/loggedout with the success text. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    void signOut(queryClient).then(() => {
      if (!cancelled) navigate(paths.loggedOut, { replace: true, state: { initiated: true } });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);
  return (
    <>
      <PageHeading>{t('logout.title')}</PageHeading>
      <Spinner label={t('logout.title')} />
    </>
  );
}
