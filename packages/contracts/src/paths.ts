import { FORMS } from './forms';

type Form = (typeof FORMS)[number];
type Computed = Extract<Form, { api: object }>;

/** The registry's forms' screens, `paths.<key>` (the path is declared with the form). */
const formPaths = Object.fromEntries(FORMS.map((f) => [f.key, f.path])) as {
  readonly [F in Form as F['key']]: F['path'];
};

/** The computed forms' endpoints, `api.<key>` (file) and `api.<key>Calculate` (the preview). */
const formApis = Object.fromEntries(
  FORMS.flatMap((f) =>
    'api' in f ? [[f.key, f.api.file] as const, [`${f.key}Calculate`, f.api.calculate] as const] : [],
  ),
) as { readonly [F in Computed as F['key']]: F['api']['file'] } & {
  readonly [F in Computed as `${F['key']}Calculate`]: F['api']['calculate'];
};

/** Every route of the SPA (spec §2), named once. */
export const paths = {
  ...formPaths,
  root: '/',
  landing: '/landing',
  dashboard: '/dashboard',
  login: '/auth/login',
  logout: '/auth/logout',
  loggedOut: '/auth/loggedout',
  logoutCallback: '/auth/logout-callback',
  loginCallback: '/authentication/login-callback',
  loginFailed: '/authentication/login-failed',
  register: '/authentication/register',
  profile: '/authentication/profile',
  businessRegistration: '/auth/register-business',
  registerIndividual: '/register/individual',
  registerWebAccount: '/register/web-account',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  estimatesAndCredits: '/estimates-and-credits',
  changeEmail: '/change-email',
  manageBusinessAccounts: '/manage-business-accounts',
  contactUs: '/contact-us',
  confirmEmail: '/confirm-email',
  /** Ours (ADR 0042): a reminder's unsubscribe link (public) and the reminder e-mail settings (signed in). */
  remindersUnsubscribe: '/reminders/unsubscribe',
  reminderSettings: '/reminders/settings',
  confirmEmailChange: '/confirm-email-change',
  confirmLegacyEmail: '/confirm-legacy-email',
  confirmRegistration: '/confirm-registration',
  faq: '/faq',
  payForm: '/form/:formId/pay',
  /** Ours (issue 22, ADR 0045): one estimate installment, and a whole tax year's balance. */
  payInstallment: '/form/:formId/pay/installment/:installment',
  payYear: '/pay/year/:year',
  account: '/account',
  /** Ours (issue 27): where a refund is, without signing in. */
  refundStatus: '/refund-status',
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

/** API endpoints implemented so far (spec §7). */
export const api = {
  ...formApis,
  signIn: '/api/auth/signin',
  signOut: '/api/auth/signout',
  features: '/api/features',
  publicFeatures: '/api/features/public',
  inactivityConfig: '/api/features/inactivity-config',
  clientConfig: '/api/client-config',
  taxpayerInfo: '/api/taxpayer-info',
  estimateCredits: '/api/forms/tax-year-estimate-credits',
  exemptionStatus: '/api/exemption-certificate/:year',
  enteredForms: '/api/entered-forms/:year',
  exempt: '/api/exempt',
  checkRegistration: '/api/register/check_registration',
  registerIndividual: '/api/register/individual',
  registerWeb: '/api/register/web',
  registerBusiness: '/api/register/business',
  existingTaxpayerEmail: '/api/register/existing-taxpayer-registration-email',
  completePartialRegistration: '/api/register/complete-partial-registration',
  emailConfirmationStatus: '/api/register/email-confirmation-status',
  confirmRegistration: '/api/register/confirm-email',
  resendConfirmation: '/api/register/resend-confirmation-email',
  confirmLegacyEmail: '/api/register/confirm-legacy-email',
  resetPasswordEmail: '/api/auth/reset-password-email',
  resetPassword: '/api/auth/reset-password',
  changeEmail: '/api/auth/change-email',
  confirmEmailChange: '/api/auth/confirm-email-change',
  contactSupport: '/api/account/contact-support',
  /** Ours (issue 26): the signed-in user's language (PUT). */
  accountLanguage: '/api/account/language',
  /** Development only: the local mailbox of the embedded default (never mounted in production). */
  devMailbox: '/api/dev/mailbox',
  efileQuestions: '/api/efilequestions',
  ageQuestion: '/api/efilequestions/age',
  isQuestionnaireSaved: '/api/isquestionnairesaved',
  isAnnualReturnFiled: '/api/isannualreturnfiled',
  annualReturn: '/api/city-tax-form',
  fileAnnualReturn: '/api/city-tax-form/file',
  formW2: '/api/form-w2',
  formW2ById: '/api/form-w2/:id',
  form1099: '/api/form1099',
  form1099ById: '/api/form1099/:id',
  formById: '/api/form/:id',
  formPdf: '/api/forms/:id/pdf',
  countOf: '/api/forms/count-of/:type',
  fileUpload: '/api/file-upload',
  /** An uploaded file's bytes (GET) or its removal (DELETE): the filer's own files only. */
  fileUploadById: '/api/file-upload/:id',
  einsForUser: '/api/ein/get-eins-for-user',
  addEin: '/api/ein/add-ein',
  searchEin: '/api/ein/search',
  removeEin: '/api/ein/remove-ein',
  einChanged: '/api/ein/changed',
  /** Ours (ADR 0017): proving and approving a link request. */
  confirmEinLink: '/api/ein/confirm-link',
  einLinkRequests: '/api/ein/link-requests',
  decideEinLink: '/api/ein/link-requests/decide',
  /** Ours (ADR 0031): the filed-as taxpayer's account, balances derived from the ledger. */
  accountLedger: '/api/account',
  /** Ours (ADR 0031): the account's entries, oldest first (My Account shows their sums). */
  accountEntries: '/api/account/entries',
  /** Ours (issue 15): the account's entries in a period, with opening and closing balance, as a PDF. */
  accountStatementPdf: '/api/account/statement.pdf',
  /** Ours (ADR 0033): a reminder's one-click unsubscribe (POST, RFC 8058) and its confirmation page (GET). */
  remindersUnsubscribe: '/api/reminders/unsubscribe',
  /** Ours (ADR 0042): what a reminder link's token stops, and undoing it (the page /reminders/unsubscribe). */
  remindersToken: '/api/reminders/unsubscribe/status',
  remindersResubscribe: '/api/reminders/unsubscribe/undo',
  /** Ours (ADR 0042): the signed-in user's reminder e-mails, a checkbox per kind. */
  reminderSettings: '/api/reminders/settings',
  /** Ours (issue 15): what is due next, from the packages/tax due-date rules and what is filed. */
  accountUpcoming: '/api/account/upcoming',
  paymentInfo: '/api/payments/tax-forms/:id',
  initiatePayment: '/api/payments/tax-forms/:id/initiate-payment-session',
  noPayment: '/api/payments/tax-forms/:id/no-payment',
  /** The payment page, back from the provider: ask the provider what became of the session (ours). */
  checkPayment: '/api/payments/tax-forms/:id/check',
  /** Ours (ADR 0044): one estimate installment, payable on its own. */
  installmentPaymentInfo: '/api/payments/tax-forms/:id/installments/:installment',
  initiateInstallmentPayment:
    '/api/payments/tax-forms/:id/installments/:installment/initiate-payment-session',
  checkInstallmentPayment: '/api/payments/tax-forms/:id/installments/:installment/check',
  /** Ours (ADR 0044): a whole tax year's balance in one payment. */
  yearPaymentInfo: '/api/payments/tax-years/:year',
  initiateYearPayment: '/api/payments/tax-years/:year/initiate-payment-session',
  checkYearPayment: '/api/payments/tax-years/:year/check',
  /** The payment provider's server-to-server calls (not in the spec: the provider protocol's). */
  paymentNotification: '/api/payments/notifications',
  paymentVerification: '/api/payments/provider/verify',
  /** Ours (ADR 0045): a route error page reports the crash a person saw (public, rate-limited). */
  clientErrors: '/api/client-errors',
  health: '/api/health',
  ready: '/api/ready',
  /** Operators: the mail outbox and the database, as figures (docs/operations.md, "Metrics"). */
  metrics: '/api/metrics',
  docs: '/api/docs',
} as const;
