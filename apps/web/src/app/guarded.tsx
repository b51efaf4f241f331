import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { t } from '../i18n';
import { hasAcceptedDisclaimer } from '../lib/cookies';
import { useFeatures } from '../lib/features';
import { decide, type Guard } from '../lib/guards';
import { useUser } from '../lib/session';
import { Spinner } from '../ui/alert';

/** Runs a route's guards, then shows its page. */
export function Guarded({
  guards,
  page: Page,
}: {
  guards: readonly Guard[];
  page: LazyExoticComponent<ComponentType>;
}) {
  const user = useUser();
  const features = useFeatures();
  const location = useLocation();
  const decision = decide(guards, {
    user,
    disclaimerAccepted: hasAcceptedDisclaimer(),
    features,
    location: `${location.pathname}${location.search}`,
  });
  if (decision === 'wait') return <Spinner label={t('app.loading')} />;
  if (decision) return <Navigate to={decision.redirect} replace />;
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <Page />
    </Suspense>
  );
}
