import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { staffApi, staffMe } from '@efile/contracts';
import { Alert } from '../../ui/alert';
import { OfficialBanner } from '../../ui/official-banner';
import { st, type StaffMessageKey } from '../i18n';
import { staffFetch } from '../lib/api';
import {
  clearStaffSession,
  getStaffSession,
  restoreStaffSession,
  setStaffSession,
  useStaffSession,
} from '../lib/session';
import { staffPaths } from '../paths';
import { navigationFor } from '../routes';
import { StaffIdleWatcher } from './idle-watcher';
import { NavigationContext } from './navigation';

/** Signs out on the server (best effort) and forgets the session. */
export async function signOutStaff(): Promise<void> {
  try {
    await staffFetch(staffApi.signOut, { method: 'POST' });
  } catch {
    // An ended session is signed out already.
  }
  clearStaffSession(st('console.signedOut'));
}

/** Refreshes who is signed in (a changed role, a disabled account: 401 ends the session). */
function useCheckedSession() {
  useEffect(() => {
    staffFetch(staffApi.me, { schema: staffMe })
      .then((staff) => {
        const session = getStaffSession();
        if (session) setStaffSession({ token: session.token, staff });
      })
      .catch(() => undefined);
  }, []);
}

/**
 * The console's frame (ADR 0036): skip link, the USWDS official banner, the header with who is
 * signed in and Sign out, the side navigation of what this role can use (`routes.tsx`), and the
 * page. Without a session it sends to the sign-in page, keeping where the person was going.
 */
export function StaffLayout() {
  const session = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  // A tab without a session of its own first asks whether the browser's console session is live.
  const [restoring, setRestoring] = useState(() => getStaffSession() === null);
  useEffect(() => {
    if (!restoring) return;
    void restoreStaffSession(() => staffFetch(staffApi.me, { schema: staffMe })).then(() =>
      setRestoring(false),
    );
  }, [restoring]);
  useCheckedSession();
  if (!session && restoring) return <p className="usa-sr-only">{st('console.loading')}</p>;
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    const query = next === staffPaths.home ? '' : `?next=${encodeURIComponent(next)}`;
    return <Navigate to={`${staffPaths.signIn}${query}`} replace />;
  }
  const { staff } = session;
  const signOut = () => {
    void signOutStaff().then(() => navigate(staffPaths.signIn, { replace: true }));
  };
  const roleName = st(`console.roles.${staff.role}` as StaffMessageKey);
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {st('console.skipToMain')}
      </a>
      <OfficialBanner />
      <header className="efile-header">
        <div className="efile-header__inner">
          <Link className="efile-header__brand" to={staffPaths.home}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span>{st('console.name')}</span>
          </Link>
          <div className="efile-header__user">
            <span data-testid="staff-user">
              {st('console.signedInAs', { name: staff.username, role: roleName })}
            </span>
            <button
              type="button"
              className="usa-button usa-button--outline usa-button--inverse margin-0"
              onClick={signOut}
            >
              {st('console.signOut')}
            </button>
          </div>
        </div>
      </header>
      <div className="efile-main">
        <div className="efile-layout">
          <nav aria-label={st('console.navLabel')} data-testid="staff-nav">
            <ul className="usa-sidenav">
              {navigationFor(staff.role).map((route) => (
                <li key={route.path} className="usa-sidenav__item">
                  <NavLink to={route.path} end className={({ isActive }) => (isActive ? 'usa-current' : '')}>
                    {st(route.navLabel ?? route.title)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main-content">
            <NavigationContext value={navigationFor(staff.role)}>
              <Suspense fallback={<p>{st('console.loading')}</p>}>
                <Outlet />
              </Suspense>
            </NavigationContext>
          </main>
        </div>
      </div>
      <StaffIdleWatcher idleMs={staff.idleMs} onSignOut={signOut} />
    </>
  );
}

/** The frame of the pages before sign-in: banner, header, the page (or `children`: an error page). */
export function StaffPublicLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        {st('console.skipToMain')}
      </a>
      <OfficialBanner />
      <header className="efile-header">
        <div className="efile-header__inner">
          <span className="efile-header__brand">
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span>{st('console.name')}</span>
          </span>
        </div>
      </header>
      <div className="efile-main">
        <main id="main-content">
          <Suspense fallback={<p>{st('console.loading')}</p>}>{children ?? <Outlet />}</Suspense>
        </main>
      </div>
    </>
  );
}

/** A message at the top of a page (used by pages that come back with news). */
export function PageNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="margin-bottom-3">
      <Alert type="info" slim>
        <p className="margin-0">{message}</p>
      </Alert>
    </div>
  );
}
