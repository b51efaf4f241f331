import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@efile/contracts';
import { einManagement, publicFaq, type Guard } from '../lib/guards';

type Page = LazyExoticComponent<ComponentType>;

/**
 * A route of spec §2. `page: 'later'` marks a screen that later work builds: its guards run,
 * then it shows Page Not Found rather than a fake screen.
 */
export interface AppRoute {
  path: string;
  guards: readonly Guard[];
  page?: Page | 'later';
  redirect?: string;
}

const HomePage = lazy(() => import('../features/landing/home-page'));
const LandingPage = lazy(() => import('../features/landing/landing-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const LogoutPage = lazy(() => import('../features/auth/logout-page'));
const LoggedOutPage = lazy(() => import('../features/auth/logged-out-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const EstimatesPage = lazy(() => import('../features/estimates/estimates-page'));
const ExemptionPage = lazy(() => import('../features/exemption/exemption-page'));

const signedIn: readonly Guard[] = ['auth', 'taxpayer', 'agreement'];

/** The whole route table, in one place. */
export const routes: readonly AppRoute[] = [
  { path: paths.root, guards: ['root'], page: HomePage },
  { path: '/disclaimer', guards: ['root'], page: HomePage },
  { path: paths.landing, guards: [], page: LandingPage },
  { path: paths.dashboard, guards: signedIn, page: DashboardPage },
  { path: paths.login, guards: ['agreement'], page: LoginPage },
  { path: paths.logout, guards: [], page: LogoutPage },
  { path: paths.loggedOut, guards: [], page: LoggedOutPage },
  { path: paths.logoutCallback, guards: [], redirect: paths.loggedOut },
  { path: paths.loginCallback, guards: [], redirect: paths.dashboard },
  { path: paths.loginFailed, guards: [], redirect: paths.login },
  { path: paths.register, guards: [], page: 'later' },
  { path: paths.profile, guards: ['auth'], page: 'later' },
  { path: paths.businessRegistration, guards: [], page: 'later' },
  { path: paths.exemption, guards: [...signedIn, 'individualOnly'], page: ExemptionPage },
  { path: paths.annualReturn, guards: [...signedIn, 'individualOnly'], page: 'later' },
  { path: paths.individualEstimate, guards: [...signedIn, 'individualOnly'], page: 'later' },
  { path: paths.employersReturn, guards: signedIn, page: 'later' },
  { path: paths.billingStatement, guards: signedIn, page: 'later' },
  { path: paths.netProfitEstimate, guards: [...signedIn, 'businessOnly'], page: 'later' },
  { path: paths.estimatesAndCredits, guards: signedIn, page: EstimatesPage },
  { path: paths.changeEmail, guards: ['auth', 'agreement'], page: 'later' },
  { path: paths.manageBusinessAccounts, guards: ['auth', 'agreement', einManagement], page: 'later' },
  { path: paths.contactUs, guards: [], page: 'later' },
  { path: paths.confirmEmail, guards: [], page: 'later' },
  { path: paths.confirmEmailChange, guards: [], page: 'later' },
  { path: paths.confirmLegacyEmail, guards: [], page: 'later' },
  { path: paths.confirmRegistration, guards: [], page: 'later' },
  { path: paths.faq, guards: [publicFaq], page: 'later' },
  { path: paths.payForm, guards: signedIn, page: 'later' },
];
