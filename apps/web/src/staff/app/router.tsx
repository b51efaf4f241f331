import { lazy } from 'react';
import { createBrowserRouter, Link, type RouteObject } from 'react-router';
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

const consolePages: RouteObject[] = [
  ...staffRoutes.map((route): RouteObject => ({ path: route.path, element: <RoleGate route={route} /> })),
  { path: '/staff/*', element: <NotFound /> },
];

export const staffRouter = createBrowserRouter([
  {
    element: <StaffPublicLayout />,
    children: [
      { path: staffPaths.signIn, element: <SignInPage /> },
      { path: staffPaths.invitation, element: <InvitationPage /> },
    ],
  },
  { element: <StaffLayout />, children: consolePages },
]);
