import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FORMS, type FormDeclaration } from '@efile/contracts/forms';
import { paths } from '@efile/contracts/paths';
import { einManagement, publicFaq, type Guard } from '../lib/guards';
import type { IdentityPage } from './external-identity';

type Page = LazyExoticComponent<ComponentType>;

/** A route of spec §2: its guards, then its page or a redirect. */
export interface AppRoute {
  path: string;
  guards: readonly Guard[];
  page?: Page;
  redirect?: string;
  /** The external identity provider's page that replaces this route when configured (ADR 0021). */
  external?: IdentityPage;
}

const HomePage = lazy(() => import('../features/landing/home-page'));
const LandingPage = lazy(() => import('../features/landing/landing-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const LogoutPage = lazy(() => import('../features/auth/logout-page'));
const LoggedOutPage = lazy(() => import('../features/auth/logged-out-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const EstimateCreditsPage = lazy(() => import('../features/estimate-credits/estimate-credits-page'));

const RegisterPage = lazy(() => import('../features/registration/register-page'));
const RegisterIndividualPage = lazy(() => import('../features/registration/register-individual-page'));
const RegisterWebAccountPage = lazy(() => import('../features/registration/register-web-account-page'));
const RegisterBusinessPage = lazy(() => import('../features/registration/register-business-page'));
const ConfirmRegistrationPage = lazy(() => import('../features/password/confirm-registration-page'));
const ConfirmLegacyEmailPage = lazy(() => import('../features/password/confirm-legacy-email-page'));
const ForgotPasswordPage = lazy(() => import('../features/password/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/password/reset-password-page'));
const ChangeEmailPage = lazy(() => import('../features/email/change-email-page'));
const ConfirmEmailChangePage = lazy(() => import('../features/email/confirm-email-change-page'));
const ConfirmEmailPage = lazy(() => import('../features/email/confirm-email-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const RefundStatusPage = lazy(() => import('../features/refunds/status-page'));
const FaqPage = lazy(() => import('../features/faq/faq-page'));
const PayPage = lazy(() => import('../features/payments/pay-page'));
const ManageBusinessAccountsPage = lazy(() => import('../features/businesses/manage-page'));
const UnsubscribePage = lazy(() => import('../features/reminders/unsubscribe-page'));
const ReminderSettingsPage = lazy(() => import('../features/reminders/settings-page'));

const signedIn: readonly Guard[] = ['auth', 'taxpayer', 'agreement'];

/** Each form folder's front door (`features/<form id>/index.ts`), its screen as default export. */
const formPages = import.meta.glob<{ default: ComponentType }>('../features/*/index.ts');

/**
 * A form's screen (issue 25 item 1: derived from the registry, no form named here): signed in,
 * and only for who may file it, as the server checks; its page from its own folder.
 */
function formRoute({ id, filers, path }: FormDeclaration): AppRoute {
  const load = formPages[`../features/${id}/index.ts`];
  if (!load) throw new Error(`The form ${id} has no folder features/${id} with an index.ts`);
  const only: readonly Guard[] =
    filers === 'individual' ? ['individualOnly'] : filers === 'business' ? ['businessOnly'] : [];
  return { path, guards: [...signedIn, ...only], page: lazy(load) };
}

/** The whole route table, in one place. */
export const routes: readonly AppRoute[] = [
  { path: paths.root, guards: ['root'], page: HomePage },
  { path: '/disclaimer', guards: ['root'], page: HomePage },
  { path: paths.landing, guards: [], page: LandingPage },
  { path: paths.dashboard, guards: signedIn, page: DashboardPage },
  { path: paths.account, guards: signedIn, page: AccountPage },
  { path: paths.login, guards: ['agreement'], page: LoginPage },
  { path: paths.logout, guards: [], page: LogoutPage },
  { path: paths.loggedOut, guards: [], page: LoggedOutPage },
  { path: paths.logoutCallback, guards: [], redirect: paths.loggedOut },
  { path: paths.loginCallback, guards: [], redirect: paths.dashboard },
  { path: paths.loginFailed, guards: [], redirect: paths.login },
  { path: paths.register, guards: ['agreement'], page: RegisterPage, external: 'registerUrl' },
  { path: paths.registerIndividual, guards: ['agreement'], page: RegisterIndividualPage },
  { path: paths.registerWebAccount, guards: ['agreement'], page: RegisterWebAccountPage },
  { path: paths.forgotPassword, guards: ['agreement'], page: ForgotPasswordPage },
  { path: paths.resetPassword, guards: [], page: ResetPasswordPage },
  // Spec §2: the identity provider's profile page; ours is the account's Change Email page.
  { path: paths.profile, guards: [], redirect: paths.changeEmail, external: 'profileUrl' },
  {
    path: paths.businessRegistration,
    guards: ['auth', 'agreement', 'businessOnly'],
    page: RegisterBusinessPage,
  },
  ...FORMS.map(formRoute),
  { path: paths.estimatesAndCredits, guards: signedIn, page: EstimateCreditsPage },
  { path: paths.changeEmail, guards: ['auth', 'agreement'], page: ChangeEmailPage },
  {
    path: paths.manageBusinessAccounts,
    guards: ['auth', 'agreement', einManagement],
    page: ManageBusinessAccountsPage,
  },
  { path: paths.contactUs, guards: [], page: ContactPage },
  { path: paths.refundStatus, guards: [], page: RefundStatusPage },
  { path: paths.confirmEmail, guards: [], page: ConfirmEmailPage },
  { path: paths.confirmEmailChange, guards: [], page: ConfirmEmailChangePage },
  { path: paths.confirmLegacyEmail, guards: [], page: ConfirmLegacyEmailPage },
  { path: paths.confirmRegistration, guards: [], page: ConfirmRegistrationPage },
  { path: paths.faq, guards: [publicFaq], page: FaqPage },
  { path: paths.payForm, guards: signedIn, page: PayPage },
  // Issue 22 (ADR 0045): one estimate installment; a whole tax year's balance.
  { path: paths.payInstallment, guards: signedIn, page: PayPage },
  { path: paths.payYear, guards: signedIn, page: PayPage },
  // ADR 0042: a reminder e-mail's unsubscribe link (public) and the reminder e-mail settings.
  { path: paths.remindersUnsubscribe, guards: [], page: UnsubscribePage },
  { path: paths.reminderSettings, guards: signedIn, page: ReminderSettingsPage },
];
