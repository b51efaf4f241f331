import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@efile/contracts/paths';
import { t, type Namespace } from '../i18n';
import { TextsGate } from '../i18n/texts-gate';
import { Spinner } from '../ui/alert';
import { AppErrorPage, RouteErrorPage } from './error-page';
import { Guarded } from './guarded';
import NotFoundPage from './not-found-page';
import { routes, type AppRoute } from './routes';
import { Shell } from './shell';

/**
 * The feature catalogues a first-visit page needs (issue 14: they stay out of the shell's
 * JavaScript); every other route loads them all with its page.
 */
const FIRST_VISIT_TEXTS: Readonly<Record<string, readonly Namespace[]>> = {
  [paths.root]: [],
  '/disclaimer': [],
  [paths.landing]: [],
  [paths.login]: ['password'],
  [paths.logout]: [],
  [paths.loggedOut]: [],
};

/** The pages that use no server queries: their first visit loads no query library (issue 14). */
const WITHOUT_QUERIES = new Set<string>([
  paths.root,
  '/disclaimer',
  paths.landing,
  paths.logout,
  paths.loggedOut,
]);

const QueryLayer = lazy(() => import('./query-layer'));
// Reads the client configuration with a query: loaded with the query layer.
const ExternalIdentity = lazy(() =>
  import('./external-identity').then((m) => ({ default: m.ExternalIdentity })),
);

function element(route: AppRoute) {
  const own = route.redirect ? (
    <Navigate to={route.redirect} replace />
  ) : route.page ? (
    <Guarded guards={route.guards} page={route.page} />
  ) : (
    <NotFoundPage />
  );
  const texts = (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <TextsGate namespaces={route.redirect ? [] : FIRST_VISIT_TEXTS[route.path]}>{() => own}</TextsGate>
    </Suspense>
  );
  const outer = route.external ? <ExternalIdentity page={route.external}>{texts}</ExternalIdentity> : texts;
  if (WITHOUT_QUERIES.has(route.path)) return outer;
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <QueryLayer>{outer}</QueryLayer>
    </Suspense>
  );
}

const children: RouteObject[] = [
  ...routes.map((route): RouteObject => ({ path: route.path, element: element(route) })),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The shell around its pages, with the error pages (ADR 0045): a page that crashes shows the
 * error page inside the shell; if the shell itself fails, the same page in a bare frame.
 */
export function withShell(pages: RouteObject[]): RouteObject[] {
  return [
    {
      element: <Shell />,
      errorElement: <AppErrorPage />,
      children: [{ errorElement: <RouteErrorPage />, children: pages }],
    },
  ];
}

export const router = createBrowserRouter(withShell(children));
