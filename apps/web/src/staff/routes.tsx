import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { STAFF_PERMISSIONS, type StaffRole } from '@efile/contracts';
import type { StaffMessageKey } from './i18n';
import { queuePaths } from './features/queues/paths';
import { staffPaths } from './paths';

/**
 * ONE list of the console's signed-in pages (ADR 0036): it drives the router and the side
 * navigation. `navLabel` puts a page in the side navigation; `roles` hides it (link and page)
 * from a role that cannot use it — the server still decides on every call. A feature lives in
 * `features/<domain>/` and adds its entries here.
 */
export interface StaffRoute {
  path: string;
  /** The page title's catalogue key (also the navigation's, unless `navLabel` says otherwise). */
  title: StaffMessageKey;
  navLabel?: StaffMessageKey;
  roles: readonly StaffRole[];
  component: LazyExoticComponent<ComponentType>;
}

export const staffRoutes: readonly StaffRoute[] = [
  {
    path: staffPaths.home,
    title: 'console.home.title',
    navLabel: 'console.home.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/home/home-page')),
  },
  {
    path: staffPaths.taxpayers,
    title: 'taxpayers.search.title',
    navLabel: 'taxpayers.search.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/taxpayers/search-page')),
  },
  {
    path: staffPaths.taxpayer,
    title: 'taxpayers.account.loadingTitle',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/taxpayers/taxpayer-page')),
  },
  {
    path: staffPaths.staffUsers,
    title: 'staffUsers.title',
    navLabel: 'staffUsers.nav',
    roles: STAFF_PERMISSIONS.administer,
    component: lazy(() => import('./features/staff-users/staff-users-page')),
  },
  // The work queues (ADR 0037): every role reads them; the pages hide actions from the auditor.
  {
    path: queuePaths.registrations,
    title: 'queues.registrations.title',
    navLabel: 'queues.registrations.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/queues/registrations-page')),
  },
  {
    path: queuePaths.forms,
    title: 'queues.forms.title',
    navLabel: 'queues.forms.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/queues/forms-page')),
  },
  {
    path: queuePaths.contact,
    title: 'queues.contact.title',
    navLabel: 'queues.contact.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/queues/contact-page')),
  },
  {
    path: queuePaths.payments,
    title: 'queues.payments.title',
    navLabel: 'queues.payments.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/queues/payments-page')),
  },
  // The refund queue (issue 27, ADR 0058): every role reads; the page hides what a role may not do.
  {
    path: staffPaths.refunds,
    title: 'refunds.title',
    navLabel: 'refunds.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/refunds/refunds-page')),
  },
  // Adjustments waiting for a second person (issue 28 item 2, ADR 0059): every role reads.
  {
    path: staffPaths.adjustments,
    title: 'adjustments.title',
    navLabel: 'adjustments.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/adjustments/waiting-page')),
  },
  {
    path: staffPaths.mailroom,
    title: 'mailroom.title',
    navLabel: 'mailroom.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/mailroom/mailroom-page')),
  },
  {
    path: staffPaths.exports,
    title: 'exports.title',
    navLabel: 'exports.nav',
    roles: STAFF_PERMISSIONS.readExports,
    component: lazy(() => import('./features/exports/exports-page')),
  },
  {
    path: staffPaths.rules,
    title: 'rules.title',
    navLabel: 'rules.nav',
    roles: STAFF_PERMISSIONS.read,
    component: lazy(() => import('./features/rules/rules-page')),
  },
];

/** Whether a role may open a page. */
export const allows = (route: Pick<StaffRoute, 'roles'>, role: StaffRole) => route.roles.includes(role);

/** The navigation a role sees, in list order. */
export function navigationFor(role: StaffRole): readonly StaffRoute[] {
  return staffRoutes.filter((route) => route.navLabel && allows(route, role));
}
