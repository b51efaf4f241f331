import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@efile/contracts/paths';
import { FeatureName } from '@efile/contracts/shell';
import { loadTexts, t } from '../i18n';
import { useFeatures } from '../lib/features';
import { setUnauthorizedHandler } from '../lib/http';
import { setNotice, useNotice } from '../lib/notice';
import { useUser } from '../lib/session';
import { Alert } from '../ui/alert';
import { OfficialBanner } from '../ui/official-banner';
import { useTableCellLabels } from '../ui/table-labels';
import { LanguageSwitcher } from './language-switcher';
import { useScrollRestoration } from './scroll-restoration';

/**
 * What only a signed-in person sees — the inactivity watcher and the left menu — in its own chunk (`./signed-in`), out of the landing page's first
 * visit (issue 26: landing JavaScript ≤ 100 KB). The login page imports it, so at sign-in it is
 * there already and the inactivity timers start with the session.
 */
const signedIn = () => import('./signed-in');
const InactivityWatcher = lazy(() => signedIn().then((m) => ({ default: m.InactivityWatcher })));
const SideMenu = lazy(() => signedIn().then((m) => ({ default: m.SideMenu })));

// Business users only, signed in: its schemas (and zod) stay out of the first visit (issue 14).
// It reads with TanStack Query: it comes with the query layer (app/query-layer.tsx) and its texts.
const TaxpayerSelector = lazy(async () => {
  const [{ TaxpayerSelector: Selector }, { default: QueryLayer }] = await Promise.all([
    import('../features/businesses/taxpayer-selector'),
    import('./query-layer'),
    // Its texts too: the header shows it on every page, the first-visit ones included.
    loadTexts(['businesses']),
  ]);
  return {
    default: (props: ComponentProps<typeof Selector>) => (
      <QueryLayer>
        <Selector {...props} />
      </QueryLayer>
    ),
  };
});

/**
 * Spec §8: when the session is gone while signed in (a 401, or a 403 saying so: `endsSession`),
 * sign out, say why and go to `/` (a public FAQ tab stays). A forbidden action is not an expired session: its page says so.
 */
function useSessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // Where the session ended, read now (the module below loads first): sign-out is loaded
      // when needed, as only a signed-in page gets here (out of the landing page's first visit).
      const { pathname, search } = window.location;
      void import('../lib/sign-out').then(async ({ sessionEndTarget, signOut, staysWhenSignedOut }) => {
        const target = sessionEndTarget({ pathname, search });
        await signOut({ revoke: false, keepDraft: true });
        setNotice(t('session.expired'));
        if (!staysWhenSignedOut(window.location.pathname)) navigate(target, { replace: true });
      });
    });
  }, [navigate]);
}

export function Shell() {
  const user = useUser();
  const features = useFeatures();
  const location = useLocation();
  const notice = useNotice();
  useScrollRestoration();
  useSessionExpiry();
  const mainRef = useRef<HTMLElement>(null);
  useTableCellLabels(mainRef);
  const onFaq = location.pathname === paths.faq;
  const showMenu = !!user && !onFaq && !!user.taxpayerId;
  const year = new Date().getFullYear();

  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {t('app.skipToMain')}
      </a>
      <OfficialBanner />
      <header className="efile-header">
        <div className="efile-header__inner">
          <Link className="efile-header__brand" to={paths.root}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span>{t('app.title')}</span>
          </Link>
          {user && (
            <div className="efile-header__user">
              {user.isBusinessUser && features?.[FeatureName.EinManagement] && (
                <Suspense fallback={null}>
                  <TaxpayerSelector user={user} />
                </Suspense>
              )}
              <span data-testid="greeting">
                {t('header.greeting', { name: user.firstName ?? user.username })}
              </span>
              <Link to={paths.logout}>{t('header.logout')}</Link>
              <LanguageSwitcher signedIn />
            </div>
          )}
          {!user && <LanguageSwitcher signedIn={false} />}
        </div>
      </header>
      <div className="efile-main">
        {notice && (
          <div className="margin-bottom-3">
            <Alert type="warning" slim>
              <p className="margin-0">
                {notice}{' '}
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => setNotice(null)}
                >
                  {t('toast.close')}
                </button>
              </p>
            </Alert>
          </div>
        )}
        <div className={showMenu ? 'efile-layout' : undefined}>
          {showMenu && (
            <Suspense fallback={null}>
              <SideMenu user={user} einManagement={!!features?.[FeatureName.EinManagement]} />
            </Suspense>
          )}
          <main id="main-content" ref={mainRef}>
            <Outlet />
          </main>
        </div>
      </div>
      <footer className="efile-footer">
        <div className="efile-footer__inner">
          <p className="margin-0">{t('footer.copyright', { year })}</p>
          <nav aria-label={t('footer.label')}>
            <ul className="usa-list usa-list--unstyled efile-inline-list">
              {features?.[FeatureName.PublicFaq] && (
                <li>
                  <a href={paths.faq} target="_blank" rel="noopener" aria-label={t('footer.faqNewTab')}>
                    {t('footer.faq')}
                  </a>
                </li>
              )}
              <li>
                <Link to={paths.contactUs}>{t('footer.contact')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      {user && (
        <Suspense fallback={null}>
          <InactivityWatcher />
        </Suspense>
      )}
    </>
  );
}
