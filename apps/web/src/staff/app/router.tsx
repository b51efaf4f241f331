import { lazy } from 'react';
import { createBrowserRouter, Link, type RouteObject } from 'react-router';
import { useRouteCrash } from '../../lib/client-errors';
import { st } from '../i18n';
import { useStaffSession } from '../lib/session';
import { staffPaths } from '../paths';
import { allows, staffRoutes, type StaffRoute } from '../routes';
import { StaffPageHeading } from '../ui/page-heading';
import { StaffLayout, StaffPublicLayout } from './layout';

const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const InvitationPage = lazy(() => import('../features/auth/invitation-page'));

/** A page of the list, or the role's refusal when its role may not use it. */
function RoleGate({ route }: { route: StaffRoute }) {
  const session = useStaffSession();
  if (session && !allows(route, session.staff.role)) {
    return (
      <>
        <StaffPageHeading>{st('console.denied.title')}</StaffPageHeading>
        <p>{st('console.denied.body')}</p>
      </>
    );
  }
  const Page = route.component;
  return <Page />;
}

function NotFound() {
  return (
    <>
      <StaffPageHeading>{st('console.notFound.title')}</StaffPageHeading>
      <p>{st('console.notFound.body')}</p>
      <p>
        <Link to={staffPaths.home}>{st('console.notFound.home')}</Link>
      </p>
    </>
  );
}

/**
 * A console page that crashed (ADR 0045): inside the console's frame, plain words, Try again and
 * the way home; the error goes to the server.
 */
export function StaffRouteError() {
  const { notFound } = useRouteCrash('staff');
  if (notFound) return <NotFound />;
  return (
    <>
      <StaffPageHeading>{st('console.crash.title')}</StaffPageHeading>
      <p>{st('console.crash.body')}</p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button" onClick={() => window.location.reload()}>
            {st('console.crash.retry')}
          </button>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to={staffPaths.home}>
            {st('console.notFound.home')}
          </Link>
        </li>
      </ul>
    </>
  );
}

/** A frame itself failed: the same page in the public frame (banner, header, no navigation). */
function StaffFrameError() {
  return (
    <StaffPublicLayout>
      <StaffRouteError />
    </StaffPublicLayout>
  );
}

const consolePages: RouteObject[] = [
  ...staffRoutes.map((route): RouteObject => ({ path: route.path, element: <RoleGate route={route} /> })),
  { path: '/staff/*', element: <NotFound /> },
];

/** The console's routes, each frame with its error page (ADR 0045). */
export const staffRouteObjects: RouteObject[] = [
  {
    element: <StaffPublicLayout />,
    errorElement: <StaffFrameError />,
    children: [
      {
        errorElement: <StaffRouteError />,
        children: [
          { path: staffPaths.signIn, element: <SignInPage /> },
          { path: staffPaths.invitation, element: <InvitationPage /> },
        ],
      },
    ],
  },
  {
    element: <StaffLayout />,
    errorElement: <StaffFrameError />,
    children: [{ errorElement: <StaffRouteError />, children: consolePages }],
  },
];

export const staffRouter = createBrowserRouter(staffRouteObjects);
