import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { AuthUser } from '@efile/contracts';
import { paths } from '@efile/contracts/paths';
import { dashboardTiles } from '../features/dashboard/tiles';
import { t, type MessageKey } from '../i18n';
import { TextsGate } from '../i18n/texts-gate';

/**
 * The shell's parts only a signed-in person sees, in their own chunk (app/shell.tsx loads it when
 * someone is signed in; the login page imports it, so it is there at sign-in): the landing page's
 * first visit does not carry them (issue 26: landing JavaScript ≤ 100 KB).
 */
export { InactivityWatcher } from './inactivity';

/**
 * The left menu (spec §2 "Shell"). On narrow screens (below the desktop breakpoint) it folds away
 * behind a Menu button, so a page starts at its heading (WCAG 1.4.10): the button says whether it
 * is open, Escape closes it, and following a link closes it.
 */
function Menu({ links }: { links: readonly { path: string; label: string }[] }) {
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

/** The left menu's links: the dashboard, My Account and the filer's forms (the dashboard's tiles). */
export function SideMenu({ user, einManagement }: { user: AuthUser; einManagement: boolean }) {
  // The menu's "My Account" and the tiles' names are feature catalogues, loaded with signed-in pages.
  return (
    <TextsGate namespaces={['account', 'tiles']}>
      {() => (
        <Menu
          links={[
            { path: paths.dashboard, label: t('menu.dashboard') },
            { path: paths.account, label: t('account.menu') },
            ...dashboardTiles(user.isBusinessUser, einManagement).map((tile) => ({
              path: tile.path,
              label: t(`tiles.${tile.id}.title` as MessageKey),
            })),
          ]}
        />
      )}
    </TextsGate>
  );
}
