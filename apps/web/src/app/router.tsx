import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Guarded } from './guarded';
import NotFoundPage from './not-found-page';
import { routes } from './routes';
import { Shell } from './shell';

const children: RouteObject[] = [
  ...routes.map((route): RouteObject => ({
    path: route.path,
    element: route.redirect ? (
      <Navigate to={route.redirect} replace />
    ) : (
      <Guarded guards={route.guards} page={route.page ?? 'later'} />
    ),
  })),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([{ element: <Shell />, children }]);
