import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@efile/contracts/paths';
import { FeatureName } from '@efile/contracts/shell';
import { dashboardTiles } from '../features/dashboard/tiles';
import { loadTexts, t, type MessageKey } from '../i18n';
import { TextsGate } from '../i18n/texts-gate';
import { useFeatures } from '../lib/features';
import { setUnauthorizedHandler } from '../lib/http';
import { setNotice, useNotice } from '../lib/notice';
import { useUser } from '../lib/session';
import { sessionEndTarget, signOut, staysWhenSignedOut } from '../lib/sign-out';
import { Alert } from '../ui/alert';
import { OfficialBanner } from '../ui/official-banner';
import { useTableCellLabels } from '../ui/table-labels';
import { InactivityWatcher } from './inactivity';
import { LanguageSwitcher } from './language-switcher';
import { useScrollRestoration } from './scroll-restoration';

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
      const target = sessionEndTarget(window.location);
      void signOut({ revoke: false, keepDraft: true }).then(() => {
        setNotice(t('session.expired'));
        if (!staysWhenSignedOut(window.location.pathname)) navigate(target, { replace: true });
      });
    });
  }, [navigate]);
}

/**
 * The left menu (spec §2 "Shell"). On narrow screens (below the desktop breakpoint) it folds away
 * behind a Menu button, so a page starts at its heading (WCAG 1.4.10): the button says whether it
 * is open, Escape closes it, and following a link closes it.
 */
function SideMenu({ links }: { links: readonly { path: string; label: string }[] }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: going anywhere else closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <nav aria-label={t('menu.label')} data-testid="left-menu" className="efile-sidenav" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="usa-button usa-button--outline efile-sidenav__toggle"
        aria-expanded={open}
        aria-controls="efile-side-menu"
        onClick={() => setOpen(!open)}
      >
        {t('menu.toggle')}
      </button>
      <ul id="efile-side-menu" className={`usa-sidenav${open ? ' efile-sidenav--open' : ''}`}>
        {links.map((link) => (
          <li key={link.path} className="usa-sidenav__item">
            <NavLink
              to={link.path}
              className={({ isActive }) => (isActive ? 'usa-current' : '')}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
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
            // The menu's "My Account" is in the account catalogue, loaded with signed-in pages.
            <Suspense fallback={null}>
              <TextsGate namespaces={['account']}>
                {() => (
                  <SideMenu
                    links={[
                      { path: paths.dashboard, label: t('menu.dashboard') },
                      { path: paths.account, label: t('account.menu') },
                      ...dashboardTiles(user.isBusinessUser, !!features?.[FeatureName.EinManagement]).map(
                        (tile) => ({
                          path: tile.path,
                          label: t(`dashboard.tiles.${tile.id}.title` as MessageKey),
                        }),
                      ),
                    ]}
                  />
                )}
              </TextsGate>
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
      {user && <InactivityWatcher />}
    </>
  );
}
