import { useEffect, type ReactNode } from 'react';
import { t } from '../i18n';
import { useClientConfigQuery } from '../lib/client-config';
import { Spinner } from '../ui/alert';
import { PageHeading } from '../ui/page';

export type IdentityPage = 'registerUrl' | 'profileUrl';

/**
 * Spec §2 "/authentication/register and /authentication/profile: redirect to external identity
 * pages" (ADR 0021): when the agency configures an identity provider's page, the browser leaves
 * for it; otherwise (the default, or the configuration cannot be read) the portal's own page shows.
 */
export function ExternalIdentity({ page, children }: { page: IdentityPage; children: ReactNode }) {
  const config = useClientConfigQuery();
  const url = config.data?.identity[page] ?? null;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  if (config.isPending) return <Spinner label={t('app.loading')} />;
  if (!url) return children;
  return (
    <>
      <PageHeading>{t('identity.leaving')}</PageHeading>
      <p>
        <a href={url}>{t('identity.continue')}</a>
      </p>
    </>
  );
}
