import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ExternalIdentity } from './external-identity';
import { Guarded } from './guarded';
import NotFoundPage from './not-found-page';
import { routes, type AppRoute } from './routes';
import { Shell } from './shell';

function element(route: AppRoute) {
  const own = route.redirect ? (
    <Navigate to={route.redirect} replace />
  ) : route.page ? (
    <Guarded guards={route.guards} page={route.page} />
  ) : (
    <NotFoundPage />
  );
  return route.external ? <ExternalIdentity page={route.external}>{own}</ExternalIdentity> : own;
}

const children: RouteObject[] = [
  ...routes.map((route): RouteObject => ({ path: route.path, element: element(route) })),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([{ element: <Shell />, children }]);
